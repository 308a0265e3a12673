// Hostile uploads are refused with a German JSON error before anything is stored, or made safe:
// stored under a key the server chose, with a cleaned display name, and served back with a
// type from the allowlist, nosniff and a sandbox, so no browser ever runs HTML from them.
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../src/domain/constants.ts';
import { readConfig } from '../../server/config.ts';
import { ImageRepository } from '../../server/repositories/images.ts';
import { BACKENDS, dropTestDatabases, multipart, startTestServer, type TestServer } from '../../server/test-support/api-harness.ts';
import { pdf, uniqueJpeg } from '../../server/test-support/test-images.ts';
import { jpegClaiming, jpegWithHtml, multipartRaw, pdfWithHtml, pngBomb, pngWithHtml, SCRIPT } from '../../server/test-support/hostile-files.ts';

afterAll(() => dropTestDatabases());

type File = { name: string; bytes: Buffer; type?: string };

describe.each(BACKENDS)('hostile uploads on $name', (backend) => {
  let server: TestServer;
  let projectId: string;
  let filesRoot: string;
  const base = () => `/companies/${DEMO_COMPANY_ID}/projects/${projectId}`;

  const send = (url: string, body: { payload: Buffer; headers: Record<string, string> }) =>
    server.call('demo', { method: 'POST', url, payload: body.payload, headers: body.headers });
  const upload = (area: string, files: File[], raw = false) => send(`${base()}/${area}`, (raw ? multipartRaw : multipart)(area === 'photo-collection-async' ? 'files' : 'file', files));
  const storedImages = () => new ImageRepository(server.app.services.db).listByProject(DEMO_COMPANY_ID, projectId);

  async function storedKeys(dir = filesRoot): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(
      entries.map(async (entry) => (entry.isDirectory() ? storedKeys(path.join(dir, entry.name)) : [path.relative(filesRoot, path.join(dir, entry.name))])),
    );
    return nested.flat();
  }

  /** Uploads one file, expects it taken, and answers its stored record. */
  async function uploadOne(area: string, file: File, raw = false) {
    const before = new Set((await storedImages()).map((image) => image.id));
    const response = await upload(area, [file], raw);
    expect(response.statusCode, response.body).toBe(200);
    const added = (await storedImages()).filter((image) => !before.has(image.id));
    expect(added).toHaveLength(1);
    return added[0];
  }

  beforeAll(async () => {
    server = await startTestServer(backend);
    filesRoot = path.join(readConfig(server.env).dataDir, 'files');
    projectId = randomUUID();
    await server.call('demo', {
      method: 'PUT',
      url: base(),
      payload: { id: projectId, name: 'Uploads', status: 'OFFEN', createdAt: new Date().toISOString(), active: true },
    });
  }, 120_000);
  afterAll(() => server.close());

  describe('files that lie about their type are refused with 415 and a German message, and nothing is stored', () => {
    it.each<[string, string, File, RegExp]>([
      ['HTML sent as image/jpeg', 'dach-aussen', { name: 'dach.jpg', bytes: Buffer.from(SCRIPT), type: 'image/jpeg' }, /Dateityp von „dach\.jpg“ wird nicht unterstützt/],
      ['an SVG with a script', 'dach-aussen', { name: 'dach.svg', bytes: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`), type: 'image/svg+xml' }, /wird nicht unterstützt/],
      ['plain text sent as image/png', 'elektrik', { name: 'zaehler.png', bytes: Buffer.from('nur Text'), type: 'image/png' }, /wird nicht unterstützt/],
      ['HTML sent as application/pdf', 'stromrechnung', { name: 'rechnung.pdf', bytes: Buffer.from(SCRIPT), type: 'application/pdf' }, /Erlaubt: JPG, PNG, WebP, HEIC, PDF/],
      ['an empty file', 'erdung', { name: 'leer.jpg', bytes: Buffer.alloc(0), type: 'image/jpeg' }, /wird nicht unterstützt/],
      ['HTML behind a JPEG signature', 'dach-aussen', { name: 'foto.jpg', bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(SCRIPT)]), type: 'image/jpeg' }, /beschädigt/],
      ['HTML behind a PNG signature', 'dach-innen', { name: 'foto.png', bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(SCRIPT)]), type: 'image/png' }, /beschädigt/],
      ['a PDF where only images are taken', 'dach-aussen', { name: 'plan.pdf', bytes: pdf(), type: 'image/jpeg' }, /Erlaubt: JPG, PNG, WebP, HEIC\./],
    ])('%s', async (_label, area, file, message) => {
      const keys = await storedKeys();
      const response = await upload(area, [file]);
      expect(response.statusCode).toBe(415);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ error: expect.stringMatching(/^(unsupported_file_type|unreadable_image)$/), message: expect.stringMatching(message) });
      expect(await storedKeys()).toEqual(keys);
    });
  });

  describe('polyglots are stored and served so that no browser runs their HTML', () => {
    it.each([
      ['a JPEG with an HTML page appended', 'dach-aussen', jpegWithHtml, 'image/jpeg'],
      ['a PNG with an HTML page appended', 'dach-innen', pngWithHtml, 'image/png'],
    ])('%s keeps the photo and drops the page', async (_label, area, make, type) => {
      const record = await uploadOne(area, { name: 'polyglott.bin', bytes: await make(), type: 'text/html' });
      expect(record.contentType).toBe(type);
      const served = await server.call('demo', { method: 'GET', url: `/images/${record.id}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toMatch(/sandbox/);
      expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
      expect(served.rawPayload.includes(Buffer.from('<html'))).toBe(false);
    });

    it('a PDF that carries an HTML page is served as a PDF download, never inline and never sniffed', async () => {
      const record = await uploadOne('stromrechnung', { name: 'rechnung.html', bytes: pdfWithHtml(), type: 'text/html' });
      expect(record.contentType).toBe('application/pdf');
      const served = await server.call('demo', { method: 'GET', url: `/images/${record.id}` });
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toMatch(/^attachment;/);
      expect(served.headers['content-security-policy']).toMatch(/default-src 'none'/);
    });
  });

  describe('decompression bombs are refused before they are decoded', () => {
    it('a PNG of 30000 × 30000 pixels in some 100 kB is 413 with a German message, and nothing is stored', async () => {
      const bomb = pngBomb(30_000);
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const keys = await storedKeys();
      const response = await upload('dach-aussen', [{ name: 'bombe.png', bytes: bomb, type: 'image/png' }]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: 'image_too_large', message: 'Das Bild „bombe.png“ hat zu viele Pixel. Bitte eine kleinere Aufnahme hochladen.' });
      expect(await storedKeys()).toEqual(keys);
    }, 30_000);

    it('a JPEG whose header claims 60000 × 60000 pixels is 413', async () => {
      const response = await upload('elektrik', [{ name: 'riesig.jpg', bytes: await jpegClaiming(60_000, 60_000), type: 'image/jpeg' }]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ error: 'image_too_large', message: expect.stringMatching(/zu viele Pixel/) });
    });

    it('a bomb in the photo collection is refused with 413 and no ticket is made', async () => {
      const tickets = async () => (await server.app.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tickets'))[0].n;
      const before = await tickets();
      const response = await upload('photo-collection-async', [{ name: 'ok.jpg', bytes: await uniqueJpeg(64, 48) }, { name: 'bombe.png', bytes: pngBomb(30_000) }]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ error: 'image_too_large' });
      expect(await tickets()).toBe(before);
    }, 30_000);
  });

  describe('file names are only a label: the server chooses where a file lives, and the name is cleaned', () => {
    it.each<[string, string, string]>([
      ['a path up to /etc', '../../etc/passwd.jpg', 'passwd.jpg'],
      ['an absolute path', '/var/lib/vor-ort/data/db/dach.jpg', 'dach.jpg'],
      ['Windows separators', '..\\..\\Windows\\system.ini.jpg', 'system.ini.jpg'],
      ['a browser’s fake path', 'C:\\fakepath\\Dach Süd.jpg', 'Dach Süd.jpg'],
      ['a NUL byte', 'dach.php\u0000.jpg', 'dach.php.jpg'],
      ['quotes and a tab', 'Dach\t"Süd".jpg', 'Dach"Süd".jpg'],
      ['a header to inject', 'a";\u000bX-Injected: 1.jpg', 'a";X-Injected: 1.jpg'],
      ['a right-to-left override', 'rechnung\u202Egpj.exe', 'rechnunggpj.exe'],
      ['only dots', '..', 'upload'],
    ])('%s', async (_label, name, cleaned) => {
      const record = await uploadOne('elektrik', { name, bytes: await uniqueJpeg(64, 48), type: 'image/jpeg' }, true);
      expect(record.originalName).toBe(cleaned);
      expect(record.fileKey).toBe(`companies/${DEMO_COMPANY_ID}/projects/${projectId}/${record.id}.jpg`);
      const served = await server.call('demo', { method: 'GET', url: `/images/${record.id}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['x-injected']).toBeUndefined();
      expect(String(served.headers['content-disposition'])).toMatch(/^inline; filename="[\x20\x21\x23-\x5b\x5d-\x7e]*"; filename\*=UTF-8''[\w%!#$&+.^`|~-]+$/);
    });

    it('a name with a line break is dropped by the multipart parser: 400 with a German message, nothing stored', async () => {
      const keys = await storedKeys();
      const response = await upload('elektrik', [{ name: 'a\r\nX-Injected: 1.jpg', bytes: await uniqueJpeg(64, 48) }], true);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'no_files', message: 'Es wurde keine Datei hochgeladen.', field: 'file' });
      expect(await storedKeys()).toEqual(keys);
    });

    it('a name of 1000 characters is cut to 200, keeping its extension', async () => {
      const record = await uploadOne('erdung', { name: `${'ä'.repeat(1000)}.jpeg`, bytes: await uniqueJpeg(64, 48) }, true);
      expect([...record.originalName]).toHaveLength(200);
      expect(record.originalName.endsWith('ää.jpeg')).toBe(true);
    });

    it('every stored file lies under companies/<company>/projects/<project>/ with a server-made name, and nothing escaped the store', async () => {
      const keys = await storedKeys();
      expect(keys.length).toBeGreaterThan(0);
      const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
      for (const key of keys) expect(key).toMatch(new RegExp(`^companies/[^/]+/projects/[^/]+/${uuid}(\\.thumb)?\\.(jpg|png|webp|pdf)$`));
      const dataDir = readConfig(server.env).dataDir;
      expect((await readdir(dataDir)).sort()).toEqual(expect.not.arrayContaining(['etc', 'Windows', 'passwd.jpg']));
    });

    it('a project id with dots in it still gets its uploads (the id is a folder name, escaped)', async () => {
      const dotted = `projekt..${randomUUID().slice(0, 8)}`;
      const put = await server.call('demo', {
        method: 'PUT',
        url: `/companies/${DEMO_COMPANY_ID}/projects/${dotted}`,
        payload: { id: dotted, name: 'Punkte', status: 'OFFEN', createdAt: new Date().toISOString(), active: true },
      });
      expect(put.statusCode).toBe(200);
      const response = await send(`/companies/${DEMO_COMPANY_ID}/projects/${dotted}/dach-aussen`, multipart('file', [{ name: 'dach.jpg', bytes: await uniqueJpeg(64, 48) }]));
      expect(response.statusCode, response.body).toBe(200);
      const [image] = await new ImageRepository(server.app.services.db).listByProject(DEMO_COMPANY_ID, dotted);
      expect(image.fileKey).not.toContain('..');
      expect((await server.call('demo', { method: 'GET', url: `/images/${image.id}` })).statusCode).toBe(200);
    });
  });

  it('served images carry a type from the allowlist, nosniff and a sandboxing policy; thumbnails too', async () => {
    const record = await uploadOne('aufstellort', { name: 'keller.jpg', bytes: await uniqueJpeg(640, 480) });
    for (const url of [`/images/${record.id}`, `/images/${record.id}/thumbnail`]) {
      const served = await server.call('demo', { method: 'GET', url });
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    }
  });
});
