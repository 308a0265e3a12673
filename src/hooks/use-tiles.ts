// The tile list for the roof editor: from the device at once, refreshed when online. SPEC §7:
// an error gives an empty list (here: the list the device already has, which may be empty).
import { useEffect } from 'react';
import type { Ziegel } from '@/domain/report';
import { logWarning } from '@/platform/log';
import { storedTiles } from '@/db/masterdata-store';
import { useStoreQuery } from '@/db/store-query';
import { useDataLayer } from './data-context';

export function useTiles(): Ziegel[] {
  const { db, engine } = useDataLayer();
  useEffect(() => {
    if (navigator.onLine) engine.refreshTiles().catch((error: unknown) => logWarning('Ziegel-Stammdaten nicht geladen', error));
  }, [engine]);
  return useStoreQuery(() => storedTiles(db), [db]) ?? [];
}
