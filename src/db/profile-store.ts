// Fills the profile kept on this device from the sign-in's claims, once: only a profile with
// nothing in it is filled, so whatever the user typed on 'Mein Profil' always wins.
import type { StoredProfile, VorOrtDatabase } from './schema';

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
