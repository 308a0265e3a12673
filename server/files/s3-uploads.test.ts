// The server with S3_BUCKET set: uploaded photos and their thumbnails go to the bucket (through
// the S3 protocol, to a local s3rver), are served from there, and go when deleted; nothing is
// written to the data folder's files.
import { randomUUID } from 'node:crypto';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../src/domain/constants.ts';
import { readConfig } from '../config.ts';
import { BACKENDS, multipart, startTestServer, type TestServer } from '../test-support/api-harness.ts';
import { startS3Server, type TestS3Server } from '../test-support/s3-server.ts';
import { jpeg } from '../test-support/test-images.ts';

describe('uploads with S3-compatible object storage', () => {
  let s3: TestS3Server;
  let server: TestServer;
  const projectId = randomUUID();
  const base = `/companies/${DEMO_COMPANY_ID}/projects/${projectId}`;

  beforeAll(async () => {
    s3 = await startS3Server('fotos');
    server = await startTestServer(BACKENDS[0], s3.env);
    await server.call('demo', { method: 'PUT', url: base, payload: { id: projectId, name: 'Neues Projekt', status: 'OFFEN', createdAt: new Date().toISOString(), active: true } });
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it('a photo is stored in the bucket, served from it with its thumbnail, and deleted from it', async () => {
    const photo = await jpeg(640, 480, '#5d4037');
    const body = multipart('file', [{ name: 'Sparren.jpg', bytes: photo }]);
    const uploaded = await server.call('demo', { method: 'POST', url: `${base}/dach-innen`, payload: body.payload, headers: body.headers });
    expect(uploaded.statusCode).toBe(200);
    const image = uploaded.json().roof.inside.analyse.images[0];
    const served = await server.call('demo', { method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await server.call('demo', { method: 'GET', url: image.thumbnailUrl })).statusCode).toBe(200);
    await expect(access(path.join(server.env.DATA_DIR!, 'files'))).rejects.toThrow();

    expect((await server.call('demo', { method: 'DELETE', url: `${base}/dach-innen/image/${image.id}` })).statusCode).toBe(200);
    expect((await server.call('demo', { method: 'GET', url: image.url })).statusCode).toBe(404);
  });

  it('S3_BUCKET without keys, or with an endpoint that is no URL, stops the server at start with the reason', () => {
    expect(() => readConfig({ S3_BUCKET: 'fotos' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() => readConfig({ S3_BUCKET: 'fotos', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(readConfig({ S3_BUCKET: 'fotos', AWS_ACCESS_KEY_ID: 'a', AWS_SECRET_ACCESS_KEY: 'b', S3_REGION: 'eu-central-1' }).s3).toMatchObject({
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      bucket: 'fotos',
    });
  });
});
