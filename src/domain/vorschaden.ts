// Prior damage (SPEC §3 Vorschaden) and the body that creates a manual one (SPEC §7).
import { Type, type Static } from 'typebox';
import type { Roof } from './project.ts';
import { Loose, Opt, UuidString } from './schema-helpers.ts';

export const VORSCHADEN_KATEGORIEN = ['DACH_INNEN', 'DACH_AUSSEN', 'ELEKTRIK', 'AUFSTELLORT'] as const;

const Kategorie = Type.Enum(VORSCHADEN_KATEGORIEN);

export const Vorschaden = Loose({
  id: Type.String(),
  titel: Type.String(),
  kurzbeschreibung: Type.String(),
  kategorie: Kategorie,
  schweregrad: Type.String(),
  status: Type.String(),
  details: Opt(
    Loose({
      empfohleneBehandlung: Opt(Type.String()),
      detaillierteBeschreibung: Opt(Type.String()),
      beschreibung: Opt(Type.String()),
      bildUrls: Opt(Type.Array(Type.String())),
    }),
  ),
  erkannteElemente: Opt(Type.Array(Type.String())),
  bildUrls: Opt(Type.Array(Type.String())),
  typ: Opt(Type.String()),
});
export type Vorschaden = Static<typeof Vorschaden>;

export const CreateVorschaden = Type.Object({
  /** Chosen by the client, so a damage entered offline and sent twice is stored once. */
  id: Opt(UuidString),
  titel: Type.String({ minLength: 1, maxLength: 200 }),
  kurzbeschreibung: Type.String({ minLength: 1, maxLength: 2000 }),
  kategorie: Kategorie,
  schweregrad: Type.String({ minLength: 1, maxLength: 50 }),
  status: Type.String({ minLength: 1, maxLength: 50 }),
  details: Opt(Type.Object({ empfohleneBehandlung: Opt(Type.String({ maxLength: 2000 })) })),
});
export type CreateVorschaden = Static<typeof CreateVorschaden>;

/** SPEC §4 'Manual damage': the title and treatment text that mark an entry as entered by hand. */
export const MANUAL_DAMAGE_TITLE = 'Manueller Vorschaden';
const MANUAL_DAMAGE_MARK = 'Manuelle Eingabe';
export const MANUAL_DAMAGE_TREATMENT = `${MANUAL_DAMAGE_MARK} – bitte vor Ort prüfen und dokumentieren.`;
export const MANUAL_DAMAGE_SEVERITIES = ['gering', 'mittel', 'hoch'] as const;
export type Kategorie = (typeof VORSCHADEN_KATEGORIEN)[number];

/** An entry counts as manual if its title is 'Manueller Vorschaden' or its treatment says 'Manuelle Eingabe'. */
export function isManualDamage(damage: Pick<Vorschaden, 'titel' | 'details'>): boolean {
  return damage.titel === MANUAL_DAMAGE_TITLE || (damage.details?.empfohleneBehandlung ?? '').includes(MANUAL_DAMAGE_MARK);
}

/** The body that creates a manual damage with status NEU; null for a blank text (SPEC §5). */
export function manualDamage(id: string, text: string, kategorie: Kategorie, schweregrad: string): CreateVorschaden | null {
  const kurzbeschreibung = text.trim();
  if (!kurzbeschreibung) return null;
  return {
    id,
    titel: MANUAL_DAMAGE_TITLE,
    kurzbeschreibung,
    kategorie,
    schweregrad,
    status: 'NEU',
    details: { empfohleneBehandlung: MANUAL_DAMAGE_TREATMENT },
  };
}

/**
 * The photos of a damage, each once and in order: the analysis names them both in `bildUrls` and
 * in `details.bildUrls` (SPEC §3 has both fields), and older entries may fill only one of them.
 */
export function damagePhotoUrls(damage: Pick<Vorschaden, 'bildUrls' | 'details'>): string[] {
  return [...new Set([...(damage.bildUrls ?? []), ...(damage.details?.bildUrls ?? [])])];
}

/** What a damage list shows: the server's list, then the user's entries still on their way, minus deleted ones. */
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

/** Marks the damages listed on the roof (Dach › Hindernisse › Schäden) among the others. */
const ROOF_LISTED_PREFIX = 'dach-schaden-';
/** A roof-listed damage has no severity of its own until it is captured as a Vorschaden. */
export const ROOF_LISTED_SEVERITY = 'nicht angegeben';

/**
 * The damages the user listed on the roof, as prior damages: they are listed, counted and printed
 * with every other damage, and stay where they were entered, so they are changed there. One the
 * damages already name is not listed twice.
 */
export function roofListedDamages(roof: Roof | undefined, damages: readonly Pick<Vorschaden, 'titel' | 'kurzbeschreibung'>[]): Vorschaden[] {
  const key = (text: string) => text.trim().toLocaleLowerCase('de-DE');
  const known = new Set(damages.flatMap((damage) => [key(damage.titel), key(damage.kurzbeschreibung)]));
  return (roof?.manualDamages ?? []).flatMap((text, index) =>
    !text.trim() || known.has(key(text))
      ? []
      : [
          {
            id: `${ROOF_LISTED_PREFIX}${index}`,
            titel: MANUAL_DAMAGE_TITLE,
            kurzbeschreibung: text.trim(),
            kategorie: 'DACH_AUSSEN' as const,
            schweregrad: ROOF_LISTED_SEVERITY,
            status: 'NEU',
            details: { empfohleneBehandlung: MANUAL_DAMAGE_TREATMENT },
          },
        ],
  );
}

/** Every damage of a project: the listed ones, then those listed on the roof. */
export function withRoofListedDamages<T extends Pick<Vorschaden, 'titel' | 'kurzbeschreibung'>>(damages: readonly T[], roof: Roof | undefined): Array<T | Vorschaden> {
  return [...damages, ...roofListedDamages(roof, damages)];
}

export function isRoofListedDamage(damage: Pick<Vorschaden, 'id'>): boolean {
  return damage.id.startsWith(ROOF_LISTED_PREFIX);
}
