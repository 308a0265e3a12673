// Loads a stored image with the user's token as a blob (SPEC §7: image URLs are fetched as
// blobs) and gives an object URL for <img>; a failure offers a retry, and is retried by itself
// when the connection comes back (a photo that failed in the cellar shows once upstairs).
import { useEffect, useRef, useState } from 'react';
import { useDataLayer } from '@/hooks/data-context';
import { useConnection } from '@/platform/connectivity';
import { logWarning } from '@/platform/log';

export type ImageUrlState = { state: 'loading' } | { state: 'ready'; url: string } | { state: 'failed'; retry: () => void };

/** `url` undefined: nothing to load yet (a photo not on the server), and it stays 'loading'. */
export function useImageUrl(url: string | undefined): ImageUrlState {
  const { api } = useDataLayer();
  const [attempt, setAttempt] = useState(0);
  const key = `${url}#${attempt}`;
  const [result, setResult] = useState<{ key: string; value: ImageUrlState } | null>(null);

  useEffect(() => {
    if (url === undefined) return;
    let objectUrl: string | null = null;
    let alive = true;
    api
      .request('GET', url, { headers: { accept: 'image/*,application/pdf' } })
      .then(async (response) => {
        const blob = await response.blob();
        if (!/^(image\/|application\/pdf)/.test(blob.type)) throw new Error(`kein Bild: ${blob.type}`);
        objectUrl = URL.createObjectURL(blob);
        if (alive) setResult({ key, value: { state: 'ready', url: objectUrl } });
      })
      .catch((error: unknown) => {
        logWarning('Bild konnte nicht geladen werden', error);
        if (alive) setResult({ key, value: { state: 'failed', retry: () => setAttempt((n) => n + 1) } });
      });
    return () => {
      alive = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [api, url, key]);

  const current = result?.key === key ? result.value : null;
  const failed = current?.state === 'failed';
  const connection = useConnection();
  const before = useRef(connection);
  useEffect(() => {
    const back = connection === 'online' && before.current !== 'online';
    before.current = connection;
    if (back && failed) setAttempt((n) => n + 1);
  }, [connection, failed]);

  return current ?? { state: 'loading' };
}

/** An object URL for a local blob (a queued photo, a marked copy not sent yet), revoked when no longer shown. */
export function useBlobUrl(blob: Blob | undefined): string | null {
  const [shown, setShown] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    let alive = true;
    void Promise.resolve().then(() => alive && setShown({ blob, url }));
    return () => {
      alive = false;
      URL.revokeObjectURL(url);
    };
  }, [blob]);
  return blob && shown?.blob === blob ? shown.url : null;
}
