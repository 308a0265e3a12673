// A read-only server resource for a screen: the last answer from the device at once, then a
// fresh one whenever the screen opens online or the connection returns (the browser's network,
// or the server answering again). A failed load keeps the last answer and reports the error, so
// the screen can say what went wrong.
import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '@/api/http-client';
import { useConnection } from '@/platform/connectivity';
import { logWarning } from '@/platform/log';
import { writeCache } from '@/db/cache-store';
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

/** Counts the times the server answers again after it did not: each is a reason to load afresh. */
function useReconnects(): { browserOnline: boolean; reconnects: number } {
  const connection = useConnection();
  const [reconnects, setReconnects] = useState(0);
  const previous = useRef(connection);
  useEffect(() => {
    if (connection === 'online' && previous.current !== 'online') setReconnects((n) => n + 1);
    previous.current = connection;
  }, [connection]);
  return { browserOnline: connection !== 'offline', reconnects };
}

export function useServerResource<T>(key: string, load: (api: ApiClient) => Promise<T>): ServerResource<T> {
  const { db, api } = useDataLayer();
  // Tried whenever the browser has a network, though the server did not answer the last request:
  // a load that misses its deadline then reports its error instead of waiting silently.
  const { browserOnline, reconnects } = useReconnects();
  const cached = useCachedEntry(key);
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ token: string; error: unknown } | null>(null);
  const token = `${key}#${attempt}#${reconnects}`;
  /** The load whose outcome counts: a failing load that marks the server unreachable keeps its error. */
  const current = useRef(token);

  useEffect(() => {
    current.current = token;
    if (!browserOnline) return;
    const requestedAt = new Date();
    load(api)
      .then((value) => writeCache(db, key, value, requestedAt))
      .then(
        () => current.current === token && setOutcome({ token, error: null }),
        (error: unknown) => {
          logWarning(`Laden fehlgeschlagen: ${key}`, error);
          if (current.current === token) setOutcome({ token, error });
        },
      );
    // `load` is recreated on every render; the token names what it loads and when.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, api, browserOnline, token]);

  return {
    value: cached === undefined ? undefined : ((cached?.value as T | undefined) ?? null),
    fetchedAt: cached?.fetchedAt ?? null,
    loading: browserOnline && outcome?.token !== token,
    error: outcome?.token === token ? outcome.error : null,
    reload: () => setAttempt((n) => n + 1),
  };
}
