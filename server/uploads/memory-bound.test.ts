// Uploads are held on disk, not in memory (issue 18): the real server as a child process, started
// as `npm start` starts it, takes three large photo collections at once, and its resident memory
// (VmRSS from /proc) stays within MEMORY_BOUND_MB above what it used after a first small upload.
// Without spooling, each collection sat in memory whole, and three of them added their full size.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { importJWK, SignJWT, type JWK } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../src/domain/constants.ts';
import { readConfig } from '../config.ts';
import type { ProviderSecrets } from '../oidc/keys.ts';
import { startServerProcess, type ServerProcess } from '../../tests/support/server-process.ts';

const COLLECTIONS = 3;
const PHOTOS_PER_COLLECTION = 100;
/**
 * Far below three collections held whole (3 × 100 × ~4 MB ≈ 1.2 GB; keeping each photo's bytes
 * added 1,287 MB here), above what spooling needs (115 to 135 MB here, after the first upload;
 * a slower CI machine measured up to 430 MB when the first upload's own costs still counted).
 */
const MEMORY_BOUND_MB = 400;
const PORT = 18_000 + (process.pid % 1000);

/** A multipart body streamed part by part, so the test does not hold it whole either. */
function collectionBody(photo: Buffer, boundary: string, photos: number): Readable {
  return Readable.from(
    (function* parts() {
      for (let index = 0; index < photos; index += 1) {
        yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="dach_${index}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
        yield photo;
        yield Buffer.from('\r\n');
      }
      yield Buffer.from(`--${boundary}--\r\n`);
    })(),
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('three large photo collections at once', () => {
  let dataDir: string;
  let server: ServerProcess;
  let token: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vor-ort-memory-'));
    const settings = { DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'dist'), LOG_LEVEL: 'silent', PROCESSING_WORKER: 'off', DATABASE_URL: undefined };
    const config = readConfig({ PORT: String(PORT), ...settings });
    server = await startServerProcess('server/start.ts', PORT, settings, '/api/health');
    const secrets = JSON.parse(await readFile(path.join(dataDir, 'oidc', 'secrets.json'), 'utf8')) as ProviderSecrets;
    const jwk = secrets.jwks.keys[0] as JWK;
    token = await new SignJWT({ company_access: DEMO_COMPANY_ID })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
      .setSubject('speicher-test')
      .setIssuer(config.oidc.authority)
      .setAudience(config.oidc.audience)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await importJWK(jwk, 'RS256'));
  }, 300_000);

  afterAll(async () => {
    await server?.kill();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A new project with one photo collection of `photos` copies of `photo`; answers the upload's status. */
  async function uploadCollection(index: number, photo: Buffer, photos: number): Promise<number> {
    const projectId = `7e6d5c4b-3a29-4817-9605-f4e3d2c1b0a${index}`;
    const base = `${server.origin}/api/companies/${DEMO_COMPANY_ID}/projects/${projectId}`;
    const headers = { authorization: `Bearer ${token}` };
    await fetch(base, { method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ id: projectId, name: `Speicher ${index}`, status: 'OFFEN', createdAt: '2026-11-24T08:00:00.000Z', active: true }) });
    const boundary = `speicher${index}`;
    const response = await fetch(`${base}/photo-collection-async`, {
      method: 'POST',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Readable.toWeb(collectionBody(photo, boundary, photos)) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    return response.status;
  }

  it(`keep the server's resident memory within ${MEMORY_BOUND_MB} MB of what it used before`, async () => {
    // A photo of about 4 MB that does not compress; the server turns it into 2560 px on its long side.
    const photo = await sharp(randomBytes(2000 * 1500 * 3), { raw: { width: 2000, height: 1500, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(4 * 1024 * 1024);
    // What any upload pays once (the image library's threads, the database's first writes) and the
    // start's own garbage are not what this measures: a small collection first, then a moment's rest.
    expect(await uploadCollection(COLLECTIONS, photo, 2)).toBe(202);
    await pause(3_000);
    const idle = await server.rssMb();
    let peak = idle;
    const sampler = setInterval(() => void server.rssMb().then((mb) => (peak = Math.max(peak, mb)), () => undefined), 50);
    const answers = await Promise.all(Array.from({ length: COLLECTIONS }, (_, index) => uploadCollection(index, photo, PHOTOS_PER_COLLECTION)));
    clearInterval(sampler);
    peak = Math.max(peak, await server.rssMb());
    expect(answers).toEqual(Array.from({ length: COLLECTIONS }, () => 202));
    expect(peak - idle, `idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB`).toBeLessThan(MEMORY_BOUND_MB);
  }, 300_000);
});
