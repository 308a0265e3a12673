// Typed inputs the device's store does not hold yet, kept synchronously in localStorage, one entry
// per form and project: a reload, a closed tab or a killed app within the pause before a save (or
// while it runs) must not lose the last keystrokes, since IndexedDB writes die with the page.
import { sameInput, type FormJournal, type FormModel } from '@/domain/form-store';
import type { Project } from '@/domain/project';

const KEY_PREFIX = 'vor-ort:formular:';
/** Where the house form kept its drafts before every form shared this journal. */
const HOUSE_DRAFT_PREFIX = 'vor-ort:haus-entwurf:';
const HOUSE_FORM_ID = 'haus';

export function formJournalKey(formId: string, companyId: string, projectId: string): string {
  return `${KEY_PREFIX}${formId}:${companyId}/${projectId}`;
}

/** The profile's journal: one per device, outside any company or project. */
export const PROFILE_JOURNAL_KEY = `${KEY_PREFIX}profil`;

type JournalStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function storedFormJournal<F>(storage: JournalStorage, key: string): FormJournal<F> {
  const read = (): Partial<F> => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}');
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Partial<F>) : {};
    } catch {
      return {};
    }
  };
  const store = (inputs: Partial<F>) => {
    try {
      if (Object.keys(inputs).length) storage.setItem(key, JSON.stringify(inputs));
      else storage.removeItem(key);
    } catch {
      // A full storage keeps the journal out; the save to IndexedDB still runs and says so.
    }
  };
  return {
    read,
    write: (inputs) => store({ ...read(), ...inputs }),
    forget: (inputs) => {
      const kept = read();
      for (const [name, input] of Object.entries(inputs)) {
        const field = name as keyof F;
        if (sameInput(kept[field], input)) delete kept[field];
      }
      store(kept);
    },
  };
}

type JournalList = JournalStorage & Pick<Storage, 'key' | 'length'>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each journal meets its own form's model
export type FormModels = Readonly<Record<string, () => Promise<FormModel<Project, any>>>>;

/** The journal's form, company and project, or null for entries of other kinds. */
function journalOf(key: string): { formId: string; companyId: string; projectId: string } | null {
  const rest = key.startsWith(KEY_PREFIX)
    ? key.slice(KEY_PREFIX.length)
    : key.startsWith(HOUSE_DRAFT_PREFIX)
      ? `${HOUSE_FORM_ID}:${key.slice(HOUSE_DRAFT_PREFIX.length)}`
      : null;
  const match = rest?.match(/^([^:]+):([^/]+)\/(.+)$/);
  return match ? { formId: match[1], companyId: match[2], projectId: match[3] } : null;
}

/**
 * Saves the journals forms left behind when their page went away before its saves ran (a reload,
 * a closed tab, the app opened at another address): at every start, not only when that form is
 * opened again. A journal stays until its project is saved with it.
 */
export async function recoverFormJournals(
  storage: JournalList,
  models: FormModels,
  save: (companyId: string, projectId: string, apply: (project: Project) => Project) => Promise<string | null>,
): Promise<void> {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
  for (const key of keys) {
    const journal = journalOf(key);
    const load = journal && models[journal.formId];
    if (!journal || !load) continue;
    const entry = storedFormJournal<Record<string, unknown>>(storage, key);
    const kept = entry.read();
    const model = await load();
    const inputs = Object.fromEntries(model.keys.filter((name) => kept[name] !== undefined).map((name) => [name, kept[name]]));
    if (!Object.keys(inputs).length) continue;
    if ((await save(journal.companyId, journal.projectId, (project) => model.apply(project, inputs))) !== null) entry.forget(inputs);
  }
}
