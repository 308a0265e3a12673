// Loads the runtime configuration document at start-up. Offline, the service worker answers
// with the copy it kept from the last visit.
import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '@/domain/runtime-config';

const REQUIRED_KEYS: Array<keyof RuntimeConfig> = [
  'API_BASE_URL',
  'OIDC_AUTHORITY',
  'OIDC_CLIENT_ID',
  'OIDC_SCOPE',
  'OIDC_RESPONSE_TYPE',
];

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (!value || typeof value !== 'object') throw new Error('Konfiguration ist kein JSON-Objekt');
  const record = value as Record<string, unknown>;
  const missing = REQUIRED_KEYS.filter((key) => typeof record[key] !== 'string' || !(record[key] as string).trim());
  if (missing.length) throw new Error(`Konfiguration unvollständig: ${missing.join(', ')}`);
  return Object.fromEntries(REQUIRED_KEYS.map((key) => [key, (record[key] as string).trim()])) as unknown as RuntimeConfig;
}

/**
 * For the service worker, which has no page to ask: the copy it kept at install, or the network
 * when there is none.
 */
export async function keptRuntimeConfig(): Promise<RuntimeConfig> {
  const response = (await caches.match(RUNTIME_CONFIG_PATH)) ?? (await fetch(RUNTIME_CONFIG_PATH));
  return parseRuntimeConfig(await response.json());
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(RUNTIME_CONFIG_PATH, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Konfiguration nicht erreichbar (Status: ${response.status})`);
  return parseRuntimeConfig(await response.json());
}
