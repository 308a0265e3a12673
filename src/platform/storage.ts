// Device storage: ask the browser to keep our data (tablets fill up and browsers evict), and
// report how full the storage is so the app can warn in German above 80 %.
export const STORAGE_WARNING_RATIO = 0.8;

export interface StorageUsage {
  usedBytes: number;
  quotaBytes: number;
  ratio: number;
  persisted: boolean;
}

export async function requestPersistentStorage(): Promise<boolean> {
  if (!navigator.storage?.persist) return false;
  return (await navigator.storage.persisted?.()) || navigator.storage.persist();
}

/** Whether the app runs installed (from the home screen), where browsers keep its data. */
export function isInstalled(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

export async function storageUsage(): Promise<StorageUsage | null> {
  if (!navigator.storage?.estimate) return null;
  const { usage = 0, quota = 0 } = await navigator.storage.estimate();
  return { usedBytes: usage, quotaBytes: quota, ratio: quota ? usage / quota : 0, persisted: (await navigator.storage.persisted?.()) ?? false };
}
