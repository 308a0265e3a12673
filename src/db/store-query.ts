// The hooks' one way to read the store: the read runs again whenever a table it read changes, so
// a screen shows what the device holds now, whoever wrote it (a replay, another tab).
import { useLiveQuery } from 'dexie-react-hooks';

const sameDeps = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * undefined until the read for these deps answers. useLiveQuery keeps the last answer while the
 * read for new deps is on its way; that answer is about something else (the outbox entry before
 * the one just queued read as 'gone', and a screen said 'Upload erfolgreich' before the upload).
 */
export function useStoreQuery<T>(read: () => Promise<T> | T, deps: unknown[]): T | undefined {
  const answer = useLiveQuery(async () => ({ deps, value: await read() }), deps);
  return answer && sameDeps(answer.deps, deps) ? answer.value : undefined;
}
