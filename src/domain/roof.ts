// The roof's elements and their editors' rules (SPEC §2 'Das Dach', §3 Roof, §4 'Roof type',
// 'Units', 'Switches', §5 'Obstacles and damages'): which fields each element has, the slope
// table, and how obstacles and damages from the analysis merge with manual entries.
import { isNotDetected, parseLeadingNumber } from './assessment.ts';
import type { Roof } from './project.ts';

export const INSIDE_ELEMENTS = ['sparren', 'latten', 'daemmung', 'balken', 'unterspannbahn'] as const;
export const OUTSIDE_ELEMENTS = ['dachtyp', 'dachfenster', 'regenrinne', 'hindernisse', 'ziegel', 'traufhoehe'] as const;
export type InsideElement = (typeof INSIDE_ELEMENTS)[number];
export type OutsideElement = (typeof OUTSIDE_ELEMENTS)[number];
export type RoofElement = InsideElement | OutsideElement;
export const ROOF_ELEMENTS: readonly RoofElement[] = [...INSIDE_ELEMENTS, ...OUTSIDE_ELEMENTS];

export function isRoofElement(value: string | undefined): value is RoofElement {
  return !!value && (ROOF_ELEMENTS as readonly string[]).includes(value);
}

/** The dach page's tab an element belongs to: 0 inside, 1 outside (SPEC §2). */
export function tabOfElement(element: string | undefined): 0 | 1 {
  return (INSIDE_ELEMENTS as readonly string[]).includes(element ?? '') ? 0 : 1;
}

/** The upload area whose photos show an element: the inner or the outer roof. */
export function areaOfElement(element: string | undefined): 'dach-innen' | 'dach-aussen' {
  return tabOfElement(element) === 0 ? 'dach-innen' : 'dach-aussen';
}

export const ROOF_TYPES = ['Flachdach', 'Pultdach', 'Satteldach', 'Walmdach'] as const;
export type RoofType = (typeof ROOF_TYPES)[number];
/** The typical slope each roof type sets when chosen (SPEC §4 'Roof type'). */
export const TYPICAL_SLOPE: Record<RoofType, string> = {
  Flachdach: '5-10°',
  Pultdach: '10-15°',
  Satteldach: '30-45°',
  Walmdach: '25-40°',
};

/** Roof types are stored upper-case (FLACHDACH …); any spelling reads back as the type. */
export function roofTypeOf(art: unknown): RoofType | null {
  if (typeof art !== 'string') return null;
  return ROOF_TYPES.find((type) => type.toUpperCase() === art.trim().toUpperCase()) ?? null;
}

export function roofTypeCode(type: RoofType): string {
  return type.toUpperCase();
}

/** The slope a roof type change sets; other values (a free text, no type) leave it unchanged. */
export function slopeAfterTypeChange(type: string, current: string): string {
  const known = roofTypeOf(type);
  return known ? TYPICAL_SLOPE[known] : current;
}

/** SPEC §5: the gradient is read from text starting with digits, else the measured value stays. */
export function slopeDegrees(text: string, measured: number | null | undefined): number | null {
  return parseLeadingNumber(text) ?? measured ?? null;
}

export type RoofFieldKind = 'measure' | 'count' | 'select' | 'text' | 'switch' | 'roof-type' | 'slope' | 'tiles' | 'state';

export interface RoofField {
  key: string;
  kind: RoofFieldKind;
  /** For 'select': the offered values (free input stays possible). */
  options?: readonly string[];
}

const STATE: RoofField = { key: 'zustand', kind: 'state' };
const WOOD: RoofField = { key: 'material', kind: 'select', options: ['Holz', 'Brettschichtholz', 'Stahl', 'Beton'] };

/** The editor of each element (SPEC §2 'Detail editors depend on type'); tiles hide description and count. */
export const ROOF_FIELDS: Record<Exclude<RoofElement, 'hindernisse'>, readonly RoofField[]> = {
  sparren: [
    { key: 'breite', kind: 'measure' },
    { key: 'hoehe', kind: 'measure' },
    { key: 'abstand', kind: 'measure' },
    { key: 'anzahl', kind: 'count' },
    WOOD,
    STATE,
  ],
  latten: [{ key: 'breite', kind: 'measure' }, { key: 'hoehe', kind: 'measure' }, { key: 'abstand', kind: 'measure' }, WOOD, STATE],
  daemmung: [
    { key: 'art', kind: 'select', options: ['Zwischensparrendämmung', 'Aufsparrendämmung', 'Untersparrendämmung', 'Keine Dämmung'] },
    { key: 'dicke', kind: 'measure' },
    { key: 'material', kind: 'select', options: ['Mineralwolle', 'Holzfaser', 'PUR/PIR', 'Zellulose', 'Polystyrol'] },
    STATE,
  ],
  balken: [{ key: 'breite', kind: 'measure' }, { key: 'hoehe', kind: 'measure' }, { key: 'anzahl', kind: 'count' }, WOOD, STATE],
  unterspannbahn: [
    { key: 'vorhanden', kind: 'switch' },
    { key: 'diffusionsoffen', kind: 'switch' },
    { key: 'material', kind: 'select', options: ['Kunststoffvlies', 'Bitumenbahn', 'Folie', 'Holzfaserplatte'] },
    STATE,
  ],
  dachtyp: [{ key: 'art', kind: 'roof-type' }, { key: 'neigung', kind: 'slope' }, { key: 'beschreibung', kind: 'text' }],
  dachfenster: [
    { key: 'anzahl', kind: 'count' },
    { key: 'art', kind: 'select', options: ['Schwingfenster', 'Klapp-Schwingfenster', 'Ausstiegsfenster', 'Lichtkuppel'] },
    { key: 'breite', kind: 'measure' },
    { key: 'hoehe', kind: 'measure' },
    STATE,
  ],
  regenrinne: [
    { key: 'material', kind: 'select', options: ['Zink', 'Kupfer', 'Kunststoff', 'Aluminium', 'Stahl verzinkt'] },
    { key: 'laenge', kind: 'measure' },
    STATE,
  ],
  ziegel: [
    { key: 'deckung', kind: 'tiles' },
    { key: 'material', kind: 'select', options: ['Ton', 'Beton', 'Schiefer', 'Faserzement', 'Metall', 'Bitumen'] },
    { key: 'hersteller', kind: 'text' },
    { key: 'modell', kind: 'text' },
  ],
  traufhoehe: [{ key: 'wert', kind: 'measure' }, STATE],
};

/** The stored value of an element: its fields, its quality and the fields the user corrected. */
export type RoofElementValue = Record<string, unknown> & { qualitaet?: string; korrigiert?: string[] };

export function roofElementValue(roof: Roof | undefined, element: RoofElement): RoofElementValue {
  const side = tabOfElement(element) === 0 ? roof?.inside : roof?.outside;
  const value = (side as Record<string, unknown> | undefined)?.[element];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as RoofElementValue) : {};
}

/** The roof with one element replaced, the rest of the roof untouched. */
export function withRoofElement(roof: Roof | undefined, element: RoofElement, value: RoofElementValue): Roof {
  const key = tabOfElement(element) === 0 ? 'inside' : 'outside';
  return { ...roof, [key]: { ...roof?.[key], [element]: value } };
}

/** Names from an analysis value: a list of {name} or strings, or a comma-separated string. */
export function namesFrom(value: unknown): string[] {
  const raw: unknown[] = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
  const names = raw
    .map((entry) => (typeof entry === 'string' ? entry : (entry as { name?: unknown } | null)?.name))
    .filter((name): name is string => typeof name === 'string')
    .map((name) => name.trim())
    .filter((name) => !isNotDetected(name));
  return dedupe(names);
}

function dedupe(names: string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLocaleLowerCase('de-DE');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function resultValue(roof: Roof | undefined, key: string): unknown {
  const result = roof?.outside?.analyse?.results?.[key] as { wert?: unknown } | undefined;
  return result?.wert;
}

/** Obstacles the analysis found: from the hindernisse element, else from the analysis results. */
export function detectedObstacles(roof: Roof | undefined): string[] {
  const element = roof?.outside?.hindernisse as { obstacles?: unknown } | undefined;
  const fromElement = namesFrom(element?.obstacles);
  return fromElement.length ? fromElement : namesFrom(resultValue(roof, 'hindernisse'));
}

/** Roof damages the analysis found (analysis result 'schaeden'). */
export function detectedDamages(roof: Roof | undefined): string[] {
  return namesFrom(resultValue(roof, 'schaeden'));
}

/** All obstacles: the detected ones merged with the manual ones, without duplicates. */
export function allObstacles(roof: Roof | undefined): string[] {
  return dedupe([...detectedObstacles(roof), ...(roof?.manualObstacles ?? [])]);
}

/**
 * SPEC §5: a manual entry must be non-empty after trimming; an entry the AI (or the user) already
 * listed, compared case-insensitively, is skipped. Answers the new manual list, or null if unchanged.
 */
export function addManualEntry(detected: readonly string[], manual: readonly string[], text: string): string[] | null {
  const entry = text.trim();
  if (!entry) return null;
  const key = entry.toLocaleLowerCase('de-DE');
  if ([...detected, ...manual].some((existing) => existing.toLocaleLowerCase('de-DE') === key)) return null;
  return [...manual, entry];
}

/**
 * 'Rückgängig' after removing a manual entry: puts it back where it was, keeping what was added
 * meanwhile; an entry already back (a second tap) is not added twice.
 */
export function restoreManualEntry(manual: readonly string[], entry: string, index: number): string[] {
  if (manual.includes(entry)) return [...manual];
  return [...manual.slice(0, index), entry, ...manual.slice(index)];
}
