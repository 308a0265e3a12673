// The user profile kept on this device (SPEC §3): screens re-read it whenever it changes, also
// when another tab saves it; 'Mein Profil' edits it through the same form store as every form.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { FormStore } from '@/domain/form-store';
import { profileFormStore, type ProfileInputs } from '@/db/profile-form';
import { storedProfile } from '@/db/profile-store';
import type { StoredProfile } from '@/db/schema';
import { useStoreQuery } from '@/db/store-query';
import { useDataLayer } from './data-context';
import { useFlushOnLeave } from './use-flush-on-leave';

export function useProfile(): StoredProfile | undefined {
  const { db } = useDataLayer();
  return useStoreQuery(() => storedProfile(db), [db]);
}

/** The profile form: every keystroke journaled, saved after a pause and whenever the page goes away. */
export function useProfileForm(profile: StoredProfile): { store: FormStore<StoredProfile, ProfileInputs>; form: ProfileInputs } {
  const { db } = useDataLayer();
  const [store] = useState(() => profileFormStore(db, profile, window.localStorage));
  useEffect(() => store.receive(profile, profile.updatedAt ?? ''), [store, profile]);
  useFlushOnLeave(store);
  const form = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return { store, form };
}
