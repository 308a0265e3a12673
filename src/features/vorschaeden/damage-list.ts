// Which built-in text fits a damage (SPEC §8: ziegel, regenrinne, schmutz, unterspannbahn, putz).
import type { Vorschaden } from '@/domain/vorschaden';

export const DAMAGE_TYPES = ['ziegel', 'regenrinne', 'schmutz', 'unterspannbahn', 'putz'] as const;

/** The built-in text for a damage: by its type, else by the page's id, else by a word in its title. */
export function damageTypeOf(damage: Pick<Vorschaden, 'typ' | 'titel' | 'kurzbeschreibung'> | null, detailId?: string): string | null {
  const exact = [damage?.typ, detailId].map((value) => value?.toLowerCase()).find((value) => DAMAGE_TYPES.includes(value as never));
  if (exact) return exact;
  const words = `${damage?.titel ?? ''} ${damage?.kurzbeschreibung ?? ''}`.toLowerCase();
  if (/moos|flechte|schmutz|verschmutz/.test(words)) return 'schmutz';
  return DAMAGE_TYPES.find((type) => words.includes(type)) ?? null;
}
