// The company's file store as the configuration says: an S3-compatible bucket, or a folder in the data folder.
import path from 'node:path';
import type { ServerConfig } from '../config.ts';
import type { FileStore } from './file-store.ts';
import { LocalFileStore } from './local-file-store.ts';
import { S3FileStore } from './s3-file-store.ts';

export function openFileStore(config: Pick<ServerConfig, 'dataDir' | 's3'>): FileStore {
  return config.s3 ? new S3FileStore(config.s3) : new LocalFileStore(path.join(config.dataDir, 'files'));
}
