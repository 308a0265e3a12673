// Signing keys and cookie secrets of the bundled provider, created once and kept in the data
// folder: a restart must not invalidate issued tokens or sign anyone out.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface ProviderSecrets {
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

export async function loadOrCreateSecrets(dataDir: string): Promise<ProviderSecrets> {
  const file = path.join(dataDir, 'oidc', 'secrets.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as ProviderSecrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  const secrets: ProviderSecrets = {
    jwks: { keys: [jwk] },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, JSON.stringify(secrets), { mode: 0o600 });
  await rename(tmp, file);
  return secrets;
}
