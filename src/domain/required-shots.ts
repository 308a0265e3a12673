// Required shots (Pflichtfotos): named photo slots per upload area, the default checklist a
// company starts with, and what a project keeps of them. A slot's photo is referenced by the
// hash of the bytes the app sent (known offline, before the server has the photo) or, for
// photos that came another way, by the image id; a slot whose photo left the area reads empty.
import { Type, type Static, type TArray } from 'typebox';
import { IsoDateTime, Opt } from './schema-helpers.ts';
import type { Project } from './project.ts';
import { UPLOAD_AREA_IDS, type UploadAreaId } from './upload-areas.ts';

export const RequiredShot = Type.Object({
  /** Stable across renames: a project's filled slot keeps its photo when the label changes. */
  id: Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9-]+$' }),
  label: Type.String({ minLength: 1, maxLength: 80 }),
  hint: Type.String({ maxLength: 200 }),
  /** A photo of text that must stay legible (a type plate, a bill): the guard checks its contrast. */
  legibleText: Opt(Type.Boolean()),
});
export type RequiredShot = Static<typeof RequiredShot>;

/** A company's own checklist has at most this many slots in an area. */
export const MAX_SHOTS_PER_AREA = 30;

/** The slots of each upload area, in the order they are shown; every area is named, an empty one has none. */
export const ShotChecklist = Type.Object(
  Object.fromEntries(UPLOAD_AREA_IDS.map((area) => [area, Type.Array(RequiredShot, { maxItems: MAX_SHOTS_PER_AREA })])) as Record<UploadAreaId, TArray<typeof RequiredShot>>,
  { additionalProperties: false },
);
export type ShotChecklist = Record<UploadAreaId, RequiredShot[]>;

/** The first slot id used twice in a checklist, if any: a filled slot must name one slot only. */
export function repeatedShotId(checklist: ShotChecklist): string | null {
  const seen = new Set<string>();
  for (const shot of Object.values(checklist).flat()) {
    if (!shot) continue;
    if (seen.has(shot.id)) return shot.id;
    seen.add(shot.id);
  }
  return null;
}

export const DEFAULT_CHECKLIST: ShotChecklist = {
  stromrechnung: [
    { id: 'stromrechnung', label: 'Stromrechnung', hint: 'Letzte Jahresabrechnung, ganze Seite mit Verbrauch und Zählernummer', legibleText: true },
    { id: 'hausansicht', label: 'Hausansicht von der Straße', hint: 'Das ganze Haus mit Dach, von der Straße aus' },
  ],
  'dach-innen': [
    { id: 'sparren-massstab', label: 'Sparren mit Maßstab', hint: 'Zollstock oder Maßband am Sparren anlegen' },
    { id: 'daemmung', label: 'Dämmung', hint: 'Dämmung zwischen den Sparren, mit Stärke wenn sichtbar' },
    { id: 'unterspannbahn', label: 'Unterspannbahn', hint: 'Folie unter den Ziegeln, Zustand und Risse' },
  ],
  'dach-aussen': [
    { id: 'dachflaechen', label: 'Jede Dachfläche', hint: 'Alle Dachflächen vollständig, möglichst frontal' },
    { id: 'eindeckung-nah', label: 'Ziegel/Eindeckung nah', hint: 'Ein Ziegel aus der Nähe, Form und Zustand erkennbar' },
    { id: 'dachfenster-hindernisse', label: 'Dachfenster und Hindernisse', hint: 'Dachfenster, Gauben, Schornstein, Antennen' },
    { id: 'traufe-regenrinne', label: 'Traufe/Regenrinne', hint: 'Traufkante mit Regenrinne' },
  ],
  elektrik: [
    { id: 'zaehlerschrank-geschlossen', label: 'Geschlossen', hint: 'Der ganze Zählerschrank mit geschlossener Tür' },
    { id: 'zaehlerschrank-offen', label: 'Geöffnet gesamt', hint: 'Alle Felder bei geöffneter Tür' },
    { id: 'typenschild-zaehler', label: 'Typenschild des Zählers', hint: 'Nah und gerade, Zählernummer lesbar', legibleText: true },
    { id: 'hauptsicherung', label: 'Hauptsicherung/SLS', hint: 'Aufdruck mit Nennstrom lesbar', legibleText: true },
    { id: 'fi-ls-schalter', label: 'FI/LS-Schalter', hint: 'Die Reihe der Schutzschalter mit Beschriftung' },
    { id: 'freier-platz', label: 'Freier Platz/APZ-Feld', hint: 'Freie Felder, APZ-Feld falls vorhanden' },
  ],
  erdung: [
    { id: 'potentialausgleichsschiene', label: 'Potentialausgleichsschiene', hint: 'Schiene mit allen angeschlossenen Leitern' },
    { id: 'fundamenterder', label: 'Anschluss Fundamenterder', hint: 'Anschlussfahne oder Klemme des Fundamenterders' },
  ],
  aufstellort: [
    { id: 'raumansicht', label: 'Raumansicht', hint: 'Der ganze Raum vom Eingang aus' },
    { id: 'stellflaeche', label: 'Stellfläche mit Abständen', hint: 'Die Stellfläche mit Zollstock für die Abstände' },
    { id: 'thermometer-hygrometer', label: 'Thermometer/Hygrometer', hint: 'Anzeige von Temperatur und Luftfeuchte lesbar', legibleText: true },
  ],
};

/** A filled slot as the project keeps it; the label is kept so a slot the company removed later still reads. */
export const ShotFill = Type.Object({
  area: Type.String(),
  label: Type.String(),
  /** SHA-256 (hex) of the bytes the app sent for the photo. */
  hash: Opt(Type.String({ pattern: '^[0-9a-f]{64}$' })),
  /** The image id, for a photo the server stored without a hash (seeded, sent by another app). */
  imageId: Opt(Type.String()),
  filledAt: IsoDateTime,
});
export type ShotFill = Static<typeof ShotFill>;

/** Slot id → its photo. */
export const ShotFills = Type.Record(Type.String(), ShotFill);
export type ShotFills = Static<typeof ShotFills>;

/** The slots of an area: the checklist's, then slots filled earlier that the checklist no longer has. */
export function areaShots(checklist: ShotChecklist, area: UploadAreaId, fills: ShotFills | undefined): RequiredShot[] {
  const listed = checklist[area] ?? [];
  const known = new Set(listed.map((shot) => shot.id));
  const earlier = Object.entries(fills ?? {})
    .filter(([id, fill]) => fill.area === area && !known.has(id))
    .map(([id, fill]) => ({ id, label: fill.label, hint: '' }));
  return [...listed, ...earlier];
}

export function withFill(project: Project, shotId: string, fill: ShotFill): Project {
  return { ...project, requiredShots: { ...project.requiredShots, [shotId]: fill } };
}

export function withoutFill(project: Project, shotId: string): Project {
  const { [shotId]: _removed, ...rest } = project.requiredShots ?? {};
  return { ...project, requiredShots: rest };
}

/**
 * The bill area's analysis reads bills: a photo taken there for a shot with no text to read (the
 * house from the street) is stored without being read, so it neither fills the bill's values
 * with 'nicht erkannt' nor is sent to a model as a bill.
 */
export function storedUnread(area: string, shot: Pick<RequiredShot, 'legibleText'> | undefined): boolean {
  return area === 'stromrechnung' && !!shot && !shot.legibleText;
}
