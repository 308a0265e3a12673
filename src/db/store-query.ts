// The hooks' one way to read the store: the read runs again whenever a table it read changes, so
// a screen shows what the device holds now, whoever wrote it (a replay, another tab).
import { useLiveQuery } from 'dexie-react-hooks';

/** undefined until the first read answers. */
export function useStoreQuery<T>(read: () => Promise<T> | T, deps: unknown[]): T | undefined {
  return useLiveQuery(read, deps);
}
