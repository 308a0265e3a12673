// The hooks' one way to read the store: the read runs again whenever a table it read changes, so
// a screen shows what the device holds now, whoever wrote it (a replay, another tab); a rerun
// that reads the same as the last one renders nothing.
import { liveQuery } from 'dexie';
import { startTransition, useEffect, useRef, useState } from 'react';
import { deepEqual } from '@/domain/deep-equal';

const sameDeps = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * undefined until the read for these deps answers. The last answer stays while the read for new
 * deps is on its way; that answer is about something else (the outbox entry before
 * the one just queued read as 'gone', and a screen said 'Upload erfolgreich' before the upload).
 */
export function useStoreQuery<T>(read: () => Promise<T> | T, deps: unknown[]): T | undefined {
  const [answer, setAnswer] = useState<{ deps: unknown[]; value: T } | undefined>(undefined);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const last = useRef<{ deps: unknown[]; value: T } | null>(null);
  useEffect(() => {
    const subscription = liveQuery(async () => {
      const next = { deps, value: await read() };
      // A rerun that reads what the last one read answers the last object, which renders
      // nothing: a write elsewhere in the table (each answered upload of a drain) does not
      // re-render every screen part reading it.
      const previous = last.current;
      if (previous && sameDeps(previous.deps, deps) && deepEqual(previous.value, next.value)) return previous;
      last.current = next;
      return next;
    }).subscribe({
      // As a transition React renders what the read brought in slices and lets the browser in
      // between: a screen filled in at once held a slow tablet's main thread for 250 ms (issue 24).
      next: (next) => startTransition(() => setAnswer(next)),
      error: (error: unknown) => setFailure({ error }),
    });
    return () => subscription.unsubscribe();
    // The read is the caller's function of `deps`, as for useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  if (failure) throw failure.error;
  return answer && sameDeps(answer.deps, deps) ? answer.value : undefined;
}

/**
 * Last answers of reads a screen makes each time it opens, per database (so nothing of one
 * user's store outlives it) and per key: the screen shows the last answer at once while the store
 * is read again, instead of a blank frame for the time a slow tablet takes to read it.
 */
const lastAnswers = new WeakMap<object, Map<string, unknown>>();
/** A few screens' worth: a multi-company user's every company list would hold them all in memory. */
const ANSWERS_KEPT = 6;

/** useStoreQuery that starts from the last answer kept for `key` in `db`. */
export function useKeptStoreQuery<T>(db: object, key: string, read: () => Promise<T> | T, deps: unknown[]): T | undefined {
  const value = useStoreQuery(read, deps);
  useEffect(() => {
    if (value === undefined) return;
    const answers = lastAnswers.get(db) ?? new Map<string, unknown>();
    answers.delete(key);
    lastAnswers.set(db, answers.set(key, value));
    for (const oldest of answers.keys()) if (answers.size > ANSWERS_KEPT) answers.delete(oldest);
  }, [db, key, value]);
  return value !== undefined ? value : (lastAnswers.get(db)?.get(key) as T | undefined);
}
