// A local S3-compatible server (s3rver, speaking the S3 REST protocol over HTTP) with one
// bucket in a temporary folder, for tests of the object-storage path.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { filesUnder } from './files-under.ts';

/** How s3rver names the file that holds an object's bytes. */
const OBJECT_SUFFIX = '._S3rver_object';

/** The bucket's address and s3rver's keys: what S3FileStore takes (S3Settings), stated here so the browser specs' type check needs no server code. */
type BucketSettings = Record<'endpoint' | 'bucket' | 'region' | 'accessKeyId' | 'secretAccessKey', string>;

export interface TestS3Server {
  settings: BucketSettings;
  /** The settings as the server's environment reads them. */
  env: NodeJS.ProcessEnv;
  /** The keys of every object in the bucket, read from s3rver's folder: what the bucket holds, not what the server says. */
  objectKeys(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startS3Server(bucket: string): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'vor-ort-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  // s3rver's built-in account.
  const settings: BucketSettings = { endpoint: `http://127.0.0.1:${port}`, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    settings,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: settings.endpoint, S3_ACCESS_KEY_ID: settings.accessKeyId, S3_SECRET_ACCESS_KEY: settings.secretAccessKey },
    async objectKeys() {
      const root = path.join(directory, bucket);
      return (await filesUnder(root)).filter((file) => file.endsWith(OBJECT_SUFFIX)).map((file) => path.relative(root, file).slice(0, -OBJECT_SUFFIX.length));
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
