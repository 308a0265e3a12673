// What is typed into an add field (a damage, an obstacle) before 'Hinzufügen': it is no value of the
// project yet, so the form journal does not hold it, but leaving the page must not lose it either.
// Kept synchronously in localStorage, one entry per field and project, and dropped once added.

const KEY_PREFIX = 'vor-ort:entwurf:';

export function inputDraftKey(fieldId: string, companyId: string, projectId: string): string {
  return `${KEY_PREFIX}${fieldId}:${companyId}/${projectId}`;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface InputDraft<T> {
  read(): T | null;
  /** Keeps the draft; the empty draft is removed. */
  write(value: T, empty: T): void;
  clear(): void;
}

export function storedInputDraft<T>(storage: DraftStorage, key: string): InputDraft<T> {
  return {
    read: () => {
      try {
        const stored = storage.getItem(key);
        return stored === null ? null : (JSON.parse(stored) as T);
      } catch {
        return null;
      }
    },
    write: (value, empty) => {
      try {
        if (JSON.stringify(value) === JSON.stringify(empty)) storage.removeItem(key);
        else storage.setItem(key, JSON.stringify(value));
      } catch {
        // A full storage keeps the draft on the screen only, as before there were drafts.
      }
    },
    clear: () => storage.removeItem(key),
  };
}
