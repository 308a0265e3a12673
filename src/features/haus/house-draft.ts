// Typed house values the device's store does not hold yet, kept synchronously in localStorage:
// a reload or a closed tab within the pause before a save, or while the save runs, must not lose
// the last keystrokes (IndexedDB writes are asynchronous and die with the page).
import type { Project } from '@/domain/project';
import { valuesOfInputs, withHouseValues, type HouseForm } from './house-form';

const KEY_PREFIX = 'vor-ort:haus-entwurf:';

export function houseDraftKey(companyId: string, projectId: string): string {
  return `${KEY_PREFIX}${companyId}/${projectId}`;
}

export interface HouseDraft {
  read(): Partial<HouseForm>;
  /** Adds or replaces inputs. */
  write(inputs: Partial<HouseForm>): void;
  /** Drops inputs that are saved now, unless they were changed again meanwhile. */
  forget(inputs: Partial<HouseForm>): void;
}

export const NO_DRAFT: HouseDraft = { read: () => ({}), write: () => undefined, forget: () => undefined };

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function storedHouseDraft(storage: DraftStorage, key: string): HouseDraft {
  const read = (): Partial<HouseForm> => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}');
      return parsed && typeof parsed === 'object' ? (parsed as Partial<HouseForm>) : {};
    } catch {
      return {};
    }
  };
  const store = (inputs: Partial<HouseForm>) => {
    try {
      if (Object.keys(inputs).length) storage.setItem(key, JSON.stringify(inputs));
      else storage.removeItem(key);
    } catch {
      // A full storage keeps the draft out; the save to IndexedDB still runs and says so.
    }
  };
  return {
    read,
    write: (inputs) => store({ ...read(), ...inputs }),
    forget: (inputs) => {
      const kept = read();
      for (const [name, input] of Object.entries(inputs)) {
        const field = name as keyof HouseForm;
        if (JSON.stringify(kept[field]) === JSON.stringify(input)) delete kept[field];
      }
      store(kept);
    },
  };
}

type DraftList = DraftStorage & Pick<Storage, 'key' | 'length'>;

/**
 * Saves the drafts a house page left behind when it went away before its saves ran (a reload, a
 * closed tab, the app opened at another address): at every start, not only when that project's
 * house page is opened again. A draft stays until its project is saved with it.
 */
export async function recoverHouseDrafts(
  storage: DraftList,
  save: (companyId: string, projectId: string, apply: (project: Project) => Project) => Promise<string | null>,
): Promise<void> {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => !!key?.startsWith(KEY_PREFIX));
  for (const key of keys) {
    const [companyId, projectId] = key.slice(KEY_PREFIX.length).split('/');
    const draft = storedHouseDraft(storage, key);
    const inputs = draft.read();
    if (!companyId || !projectId || !Object.keys(inputs).length) continue;
    if ((await save(companyId, projectId, (project) => withHouseValues(project, valuesOfInputs(inputs)))) !== null) draft.forget(inputs);
  }
}
