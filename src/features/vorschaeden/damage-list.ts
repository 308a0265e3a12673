// What the damage list shows: the server's list with the user's own entries still on their
// way, minus what the user deleted, newest manual entries last; and which built-in text fits.
import type { CreateVorschaden, Vorschaden } from '@/domain/vorschaden';

export interface ListedDamage {
  damage: Vorschaden;
  /** Entered here and not yet confirmed by the server. */
  waiting: boolean;
}

export function listedDamages(server: readonly Vorschaden[], waiting: readonly CreateVorschaden[], deletedIds: ReadonlySet<string>): ListedDamage[] {
  const known = new Set(server.map((damage) => damage.id));
  const local = waiting
    .filter((damage) => damage.id && !known.has(damage.id))
    .map((damage) => ({ damage: { ...damage, id: damage.id as string } as Vorschaden, waiting: true }));
  return [...server.map((damage) => ({ damage, waiting: false })), ...local].filter(({ damage }) => !deletedIds.has(damage.id));
}

export const DAMAGE_TYPES = ['ziegel', 'regenrinne', 'schmutz', 'unterspannbahn', 'putz'] as const;

/** The built-in text for a damage: by its type, else by the page's id, else by a word in its title. */
export function damageTypeOf(damage: Pick<Vorschaden, 'typ' | 'titel' | 'kurzbeschreibung'> | null, detailId?: string): string | null {
  const exact = [damage?.typ, detailId].map((value) => value?.toLowerCase()).find((value) => DAMAGE_TYPES.includes(value as never));
  if (exact) return exact;
  const words = `${damage?.titel ?? ''} ${damage?.kurzbeschreibung ?? ''}`.toLowerCase();
  if (/moos|flechte|schmutz|verschmutz/.test(words)) return 'schmutz';
  return DAMAGE_TYPES.find((type) => words.includes(type)) ?? null;
}
