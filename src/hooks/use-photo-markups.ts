// The marks of a project's photos on this device: those still waiting for the server (with the
// copy drawn from them), and the marks to open the editor with, which come from the waiting
// entry, the server, or the device's last copy of the server's answer when there is no connection.
import { useEffect, useState } from 'react';
import { API_PATHS } from '@/api/paths';
import { writeCache } from '@/db/cache-store';
import { markupCacheKey, pendingMarkups, type PendingMarkup } from '@/db/markup-store';
import { useStoreQuery } from '@/db/store-query';
import type { PhotoMark, PhotoMarkup } from '@/domain/photo-marks';
import { logWarning } from '@/platform/log';
import { useCachedEntry } from './use-cached-value';
import { useDataLayer } from './data-context';

export function usePendingMarkups(companyId: string, projectId: string): Record<string, PendingMarkup> | undefined {
  const { db } = useDataLayer();
  return useStoreQuery(() => pendingMarkups(db, companyId, projectId), [db, companyId, projectId]);
}

/**
 * The marks to edit a photo from: 'loading' while they are asked for, 'unavailable' when the
 * photo has marks on the server this device never had and the server does not answer (editing
 * from nothing would then wipe them).
 */
export function useMarksToEdit(companyId: string, projectId: string, photoKey: string, markedOnServer: boolean): PhotoMark[] | 'loading' | 'unavailable' {
  const { db, api } = useDataLayer();
  const pending = usePendingMarkups(companyId, projectId);
  const key = markupCacheKey(companyId, projectId, photoKey);
  const cached = useCachedEntry(key);
  const waiting = pending?.[photoKey];
  const [loaded, setLoaded] = useState<'asking' | 'done' | 'failed'>('asking');
  const ask = markedOnServer && pending !== undefined && !waiting;
  useEffect(() => {
    if (!ask) return;
    const requestedAt = new Date();
    api
      .json<PhotoMarkup>('GET', API_PATHS.markup(companyId, projectId, photoKey))
      .then((markup) => writeCache(db, key, markup, requestedAt))
      .then(
        () => setLoaded('done'),
        (error: unknown) => {
          logWarning('Markierungen nicht geladen', error);
          setLoaded('failed');
        },
      );
  }, [ask, api, db, key, companyId, projectId, photoKey]);

  if (pending === undefined || cached === undefined) return 'loading';
  if (waiting) return waiting.marks;
  if (!markedOnServer) return [];
  const known = (cached?.value as PhotoMarkup | undefined)?.marks;
  if (loaded === 'asking') return 'loading';
  return known ?? 'unavailable';
}
