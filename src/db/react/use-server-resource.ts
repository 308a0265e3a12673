// A read-only server resource for a screen: the last answer from the device at once, then a
// fresh one whenever the screen opens online or the connection returns. A failed load keeps
// the last answer and reports the error, so the screen can say what went wrong.
import { useEffect, useState } from 'react';
import type { ApiClient } from '@/api/http-client';
import { useOnline } from '@/platform/connectivity';
import { logWarning } from '@/platform/log';
import { writeCache } from '../cache-store';
import { useCachedEntry } from './use-cached-value';
import { useDataLayer } from './data-context';

export interface ServerResource<T> {
  /** undefined while the device is asked; null when neither device nor server had it yet. */
  value: T | null | undefined;
  fetchedAt: string | null;
  /** A load for the current key is under way. */
  loading: boolean;
  /** Why the latest load failed, until the next one succeeds. */
  error: unknown;
  reload: () => void;
}

export function useServerResource<T>(key: string, load: (api: ApiClient) => Promise<T>): ServerResource<T> {
  const { db, api } = useDataLayer();
  const online = useOnline();
  const cached = useCachedEntry(key);
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ token: string; error: unknown } | null>(null);
  const token = `${key}#${attempt}`;

  useEffect(() => {
    if (!online) return;
    let alive = true;
    const requestedAt = new Date();
    load(api)
      .then((value) => writeCache(db, key, value, requestedAt))
      .then(
        () => alive && setOutcome({ token, error: null }),
        (error: unknown) => {
          logWarning(`Laden fehlgeschlagen: ${key}`, error);
          if (alive) setOutcome({ token, error });
        },
      );
    return () => {
      alive = false;
    };
    // `load` is recreated on every render; the token names what it loads and when.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, api, online, token]);

  return {
    value: cached === undefined ? undefined : ((cached?.value as T | undefined) ?? null),
    fetchedAt: cached?.fetchedAt ?? null,
    loading: online && outcome?.token !== token,
    error: outcome?.token === token ? outcome.error : null,
    reload: () => setAttempt((n) => n + 1),
  };
}
