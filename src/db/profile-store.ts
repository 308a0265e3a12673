// The profile kept on this device (SPEC §3): saved from 'Mein Profil', and filled from the
// sign-in's claims once: only a profile with nothing in it is filled, so whatever the user typed
// always wins.
import type { StoredProfile, VorOrtDatabase } from './schema';

export const EMPTY_PROFILE: StoredProfile = { id: 'me', userName: '', firstName: '', lastName: '', email: '', address: '' };

/** A save time later than `previous`, even when the clock shows the same millisecond or went back. */
function laterThan(previous: string | undefined): string {
  const now = Date.now();
  const last = previous ? Date.parse(previous) : Number.NaN;
  return new Date(Number.isNaN(last) || now > last ? now : last + 1).toISOString();
}

/** Applies a change to the stored profile; answers its new revision (the save time). */
export async function updateProfile(db: VorOrtDatabase, change: (profile: StoredProfile) => StoredProfile): Promise<string> {
  return db.transaction('rw', db.profile, async () => {
    const current = (await db.profile.get('me')) ?? EMPTY_PROFILE;
    const updatedAt = laterThan(current.updatedAt);
    await db.profile.put({ ...change(current), updatedAt });
    return updatedAt;
  });
}

type SignInFields = Pick<StoredProfile, 'userName' | 'firstName' | 'lastName' | 'email'>;

const isEmpty = (profile: StoredProfile | undefined) =>
  !profile || [profile.userName, profile.firstName, profile.lastName, profile.email, profile.address].every((field) => !field.trim());

/** The profile to store after a sign-in, or null when the stored one stays as it is. */
export function profileAfterSignIn(stored: StoredProfile | undefined, fromSignIn: SignInFields): StoredProfile | null {
  if (!isEmpty(stored)) return null;
  if (!Object.values(fromSignIn).some((field) => field.trim())) return null;
  return { id: 'me', address: stored?.address ?? '', ...fromSignIn };
}

export async function adoptSignInProfile(db: VorOrtDatabase, fromSignIn: SignInFields): Promise<void> {
  await db.transaction('rw', db.profile, async () => {
    const next = profileAfterSignIn(await db.profile.get('me'), fromSignIn);
    if (next) await db.profile.put(next);
  });
}

/** The profile on this device, empty before the first sign-in wrote one. */
export async function storedProfile(db: VorOrtDatabase): Promise<StoredProfile> {
  return (await db.profile.get('me')) ?? EMPTY_PROFILE;
}
