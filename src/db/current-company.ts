// The current company (SPEC §2): the one last opened on this device, else the one the token
// names; the general dashboard goes to it. A device preference kept in localStorage, so the
// first screen knows it at once, before the local store's code has loaded.
import { logWarning } from '@/platform/log';
import type { VorOrtDatabase } from './schema';

export const CURRENT_COMPANY_KEY = 'vor-ort.currentCompany';
/** Where versions before localStorage kept it: a flag in the local store. */
const STORED_FLAG = 'currentCompanyId';

const listeners = new Set<() => void>();

export function currentCompany(storage: Storage, claimCompany: string | null): string | null {
  return storage.getItem(CURRENT_COMPANY_KEY) || claimCompany;
}

export function setCurrentCompany(storage: Storage, companyId: string): void {
  if (storage.getItem(CURRENT_COMPANY_KEY) === companyId) return;
  try {
    storage.setItem(CURRENT_COMPANY_KEY, companyId);
  } catch (error) {
    // A full storage only costs the general dashboard its shortcut.
    logWarning('Aktuelle Firma nicht gespeichert', error);
  }
  listeners.forEach((listener) => listener());
}

/** Calls `listener` when this tab or another one changes the current company. */
export function subscribeCurrentCompany(listener: () => void, target: EventTarget = window): () => void {
  const onStorage = (event: Event) => (event as StorageEvent).key === CURRENT_COMPANY_KEY && listener();
  listeners.add(listener);
  target.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    target.removeEventListener('storage', onStorage);
  };
}

/** Takes over the current company an earlier version kept in the local store. */
export async function adoptStoredCurrentCompany(db: VorOrtDatabase, storage: Storage): Promise<void> {
  const stored = (await db.flags.get(STORED_FLAG))?.value;
  if (typeof stored === 'string' && stored && !storage.getItem(CURRENT_COMPANY_KEY)) setCurrentCompany(storage, stored);
  if (stored !== undefined) await db.flags.delete(STORED_FLAG);
}
