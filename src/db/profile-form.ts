// The profile page's form store: the same journal and saves as every form, on the profile kept
// on this device instead of a project. The model lives here, beside the profile it edits, so the
// start of the app can save a journal the page left behind without loading the page.
import { FormStore, type FormModel } from '@/domain/form-store';
import { PROFILE_JOURNAL_KEY, storedFormJournal } from '@/platform/form-journal';
import { logWarning } from '@/platform/log';
import { EMPTY_PROFILE, updateProfile } from './profile-store';
import type { StoredProfile, VorOrtDatabase } from './schema';

type JournalStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type ProfileField = Exclude<keyof StoredProfile, 'id' | 'updatedAt'>;
export type ProfileInputs = Pick<StoredProfile, ProfileField>;

const PROFILE_KEYS: readonly ProfileField[] = ['userName', 'firstName', 'lastName', 'email', 'address'];

/** The five profile fields, saved as typed without validation (SPEC §5). */
export const PROFILE_FORM: FormModel<StoredProfile, ProfileInputs> = {
  id: 'profil',
  keys: PROFILE_KEYS,
  read: ({ userName, firstName, lastName, email, address }) => ({ userName, firstName, lastName, email, address }),
  apply: (profile, inputs) => ({ ...profile, ...inputs }),
};

export function profileFormStore(db: VorOrtDatabase, profile: StoredProfile, storage: JournalStorage) {
  return new FormStore(
    profile,
    PROFILE_FORM,
    (apply) => updateProfile(db, apply),
    (error) => logWarning('Profil nicht gespeichert', error),
    storedFormJournal<ProfileInputs>(storage, PROFILE_JOURNAL_KEY),
  );
}

/** Saves what the profile page typed and could not save before it went away, without the page. */
export async function recoverProfileJournal(db: VorOrtDatabase, storage: JournalStorage): Promise<void> {
  await profileFormStore(db, (await db.profile.get('me')) ?? EMPTY_PROFILE, storage).settled();
}
