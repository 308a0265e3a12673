// The profile page's typing survives a page that went away before its save: at the next start
// the journal is saved into the profile, the user's own edits over what the sign-in filled.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { PROFILE_JOURNAL_KEY } from '@/platform/form-journal';
import { profileFormStore, recoverProfileJournal } from '@/db/profile-form';
import { EMPTY_PROFILE } from '@/db/profile-store';
import { createDatabase, type VorOrtDatabase } from '@/db/schema';

const NAME = 'vor-ort-profile-form-test';
let db: VorOrtDatabase;
const storage = () => {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
};

beforeEach(async () => {
  db = createDatabase(NAME);
  await db.open();
});

afterEach(async () => {
  await db.delete();
});

it('a keystroke the page could not save is saved at the next start, and its journal entry goes', async () => {
  const journal = storage();
  await db.profile.put({ ...EMPTY_PROFILE, userName: 'demo', firstName: 'Demo' });
  // The page typed (journaled at once) and went away before the save's pause was over.
  profileFormStore(db, { ...EMPTY_PROFILE, userName: 'demo', firstName: 'Demo' }, journal).edit('firstName', 'Łukasz 😀');
  expect(journal.getItem(PROFILE_JOURNAL_KEY)).toContain('Łukasz');

  await recoverProfileJournal(db, journal);
  expect(await db.profile.get('me')).toMatchObject({ userName: 'demo', firstName: 'Łukasz 😀' });
  expect(journal.getItem(PROFILE_JOURNAL_KEY)).toBeNull();
});

it('each save is a later revision, even within one millisecond', async () => {
  const store = profileFormStore(db, EMPTY_PROFILE, storage());
  store.edit('email', 'a@b.de', true);
  store.edit('email', 'c@d.de', true);
  await store.settled();
  const first = (await db.profile.get('me'))?.updatedAt ?? '';
  store.edit('address', 'Großstraße 5', true);
  await store.settled();
  expect(((await db.profile.get('me'))?.updatedAt ?? '') > first).toBe(true);
  expect(await db.profile.get('me')).toMatchObject({ email: 'c@d.de', address: 'Großstraße 5' });
});
