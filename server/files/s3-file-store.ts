// The file store in an S3-compatible bucket (AWS S3, MinIO, Ceph, Garage, Hetzner or IONOS
// object storage), for installs with several server processes or machines that must share the
// uploaded files. Requests are plain HTTP signed with AWS Signature V4; objects are addressed
// path-style (endpoint/bucket/key), which every S3-compatible service accepts.
import { AwsClient } from 'aws4fetch';
import { assertValidFileKey, type FileStore } from './file-store.ts';

export interface S3Settings {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export class S3RequestError extends Error {
  constructor(method: string, key: string, status: number, body: string) {
    super(`S3 ${method} ${key} answered ${status}: ${body.slice(0, 300)}`);
    this.name = 'S3RequestError';
  }
}

export class S3FileStore implements FileStore {
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(settings: S3Settings) {
    this.client = new AwsClient({ accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey, region: settings.region, service: 's3' });
    this.base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    // S3 replaces an object atomically: a reader gets the old or the new bytes, never a part.
    const response = await this.request('PUT', key, { body: new Uint8Array(data), headers: { 'content-type': contentType } });
    await this.expect(response, 'PUT', key, [200]);
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.request('GET', key);
    if (response.status === 404) return null;
    await this.expect(response, 'GET', key, [200]);
    return Buffer.from(await response.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const response = await this.request('DELETE', key);
    await this.expect(response, 'DELETE', key, [200, 204, 404]);
  }

  async exists(key: string): Promise<boolean> {
    const response = await this.request('HEAD', key);
    if (response.status === 404) return false;
    await this.expect(response, 'HEAD', key, [200]);
    return true;
  }

  private request(method: string, key: string, init: { body?: Uint8Array; headers?: Record<string, string> } = {}): Promise<Response> {
    assertValidFileKey(key);
    const url = `${this.base}/${key.split('/').map(encodeURIComponent).join('/')}`;
    return this.client.fetch(url, { method, ...init });
  }

  private async expect(response: Response, method: string, key: string, ok: number[]): Promise<void> {
    if (ok.includes(response.status)) {
      if (method !== 'GET') await response.body?.cancel();
      return;
    }
    throw new S3RequestError(method, key, response.status, await response.text().catch(() => ''));
  }
}
