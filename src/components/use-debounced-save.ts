// Saves an editor's latest change shortly after typing pauses, and at once when asked (back)
// or when the page goes away (leaving, closing the tab, the app hidden), so nothing typed is lost
// and the outbox is not flooded.
import { useCallback, useEffect, useRef } from 'react';

export const SAVE_DELAY_MS = 400;

export function useDebouncedSave<T>(save: (value: T) => Promise<void>) {
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (next) await saveRef.current(next.value);
  }, []);

  const schedule = useCallback(
    (value: T) => {
      pending.current = { value };
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    [flush],
  );

  useEffect(() => {
    // Closing the tab or the app being sent away unmounts nothing, so save then as well.
    const away = () => void flush();
    const hidden = () => document.visibilityState === 'hidden' && away();
    window.addEventListener('pagehide', away);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', away);
      document.removeEventListener('visibilitychange', hidden);
      void flush();
    };
  }, [flush]);
  return { schedule, flush };
}
