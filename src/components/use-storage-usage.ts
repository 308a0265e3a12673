// Device storage as the screens show it, re-read every minute: tablets fill up while working.
import { useEffect, useState } from 'react';
import { storageUsage, type StorageUsage } from '@/platform/storage';

const REFRESH_MS = 60_000;

export function useStorageUsage(): StorageUsage | null | undefined {
  const [usage, setUsage] = useState<StorageUsage | null | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    const read = () => void storageUsage().then((value) => alive && setUsage(value), () => alive && setUsage(null));
    read();
    const timer = setInterval(read, REFRESH_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);
  return usage;
}
