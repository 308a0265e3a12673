import { describe, expect, it } from 'vitest';
import { keepEntry, recallEntry } from './entry-memory.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('what a page keeps for a history entry', () => {
  it('is recalled for that entry only, the latest value', () => {
    const storage = memoryStorage();
    keepEntry(storage, 'a', { query: 'Mü' });
    keepEntry(storage, 'a', { query: 'Müller' });
    keepEntry(storage, 'b', { query: 'Şahin' });
    expect(recallEntry(storage, 'a')).toEqual({ query: 'Müller' });
    expect(recallEntry(storage, 'b')).toEqual({ query: 'Şahin' });
    expect(recallEntry(storage, 'c')).toBeNull();
  });

  it('forgets the oldest entries beyond twenty', () => {
    const storage = memoryStorage();
    for (let entry = 0; entry < 25; entry += 1) keepEntry(storage, `e${entry}`, entry);
    expect(recallEntry(storage, 'e4')).toBeNull();
    expect(recallEntry(storage, 'e5')).toBe(5);
    expect(recallEntry(storage, 'e24')).toBe(24);
  });

  it('survives what another version left in its place', () => {
    const storage = memoryStorage();
    storage.setItem('vor-ort:verlauf', '{"not":"a list"');
    expect(recallEntry(storage, 'a')).toBeNull();
    keepEntry(storage, 'a', 1);
    expect(recallEntry(storage, 'a')).toBe(1);
  });
});
