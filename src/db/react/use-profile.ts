// The user profile kept on this device (SPEC §3): screens re-read it whenever it changes,
// also when another tab saves it.
import { useLiveQuery } from 'dexie-react-hooks';
import type { StoredProfile, VorOrtDatabase } from '../schema';
import { useDataLayer } from './data-context';

export const EMPTY_PROFILE: StoredProfile = { id: 'me', userName: '', firstName: '', lastName: '', email: '', address: '' };

export function useProfile(): StoredProfile | undefined {
  const { db } = useDataLayer();
  return useLiveQuery(async () => (await db.profile.get('me')) ?? EMPTY_PROFILE, [db]);
}

export async function saveProfile(db: VorOrtDatabase, profile: StoredProfile): Promise<void> {
  await db.profile.put(profile);
}
