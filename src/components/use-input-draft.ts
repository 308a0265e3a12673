// An add field's text as a screen holds it, kept as a draft on the device while typed, so leaving
// the page before 'Hinzufügen' (back, reload, a closed tab) finds it there again.
import { useCallback, useState } from 'react';
import { storedInputDraft } from '@/platform/input-draft';

/** The draft, a setter that keeps it, and `clear` once it was added. `key` from inputDraftKey. */
export function useInputDraft<T extends object>(key: string, empty: T): [T, (value: T) => void, () => void] {
  const [draft] = useState(() => storedInputDraft<T>(window.localStorage, key));
  const [value, setValue] = useState<T>(() => ({ ...empty, ...draft.read() }));
  const change = useCallback(
    (next: T) => {
      setValue(next);
      draft.write(next, empty);
    },
    [draft, empty],
  );
  const clear = useCallback(() => {
    setValue(empty);
    draft.clear();
  }, [draft, empty]);
  return [value, change, clear];
}
