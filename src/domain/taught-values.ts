// What the company's surveyors taught by setting values on photographed areas (issue 26): every
// categorical value a user chose or corrected (roof type, covering, insulation, underlay, the roof
// elements' states, the cabinet's switches and meter type, the earthing's condition, the storage
// criteria's states) is a labelled example for the photos of its area in that project. The
// analysis proposes such values for a new project's photos as learned ('gelernt'), each with its
// quality, and a learned value fills only a field nobody set: a user's value always stays.
import { isNotDetected } from './assessment.ts';
import { CABINET_SWITCHES } from './electric.ts';
import { asRecord, type Loose } from './electric-values.ts';
import { STORAGE_CRITERIA } from './storage-criteria.ts';
import type { Project } from './project.ts';
import { areaOfElement, ROOF_FIELDS, type RoofFieldKind } from './roof.ts';
import { UPLOAD_AREAS } from './upload-areas.ts';

export type TaughtArea = 'dach-innen' | 'dach-aussen' | 'elektrik' | 'erdung' | 'aufstellort';
export type TaughtLabel = string | boolean;

/** One value a user set: the field in the area whose photos show it. */
export interface TaughtValue {
  area: TaughtArea;
  /** 'element.key' ('daemmung.material'), or the element alone for a value stored bare ('fiLsSchalter'). */
  field: string;
  value: TaughtLabel;
}

/** A value the analysis proposes from the company's earlier corrections. */
export interface LearnedValue {
  field: string;
  value: TaughtLabel;
  quality: 'mittel' | 'niedrig';
}

/** The learned fields and their quality, beside the values (like korrigiert). */
export type LearnedMarks = Record<string, LearnedValue['quality']>;

/**
 * Where a taught field lives in its area's section. A roof element marks its corrected and learned
 * fields itself (element.korrigiert, element.gelernt); the electrics and the storage site mark
 * whole fields on the section (section.korrigiert, section.gelernt).
 */
interface TaughtField {
  area: TaughtArea;
  element: string;
  /** The part of the element holding the value; null for a value stored bare. */
  key: string | null;
  marks: 'element' | 'section';
}

/** The kinds of roof field whose values are categories a photo shows; lengths, counts and texts are not learned. */
const TAUGHT_KINDS: ReadonlySet<RoofFieldKind> = new Set(['select', 'switch', 'roof-type', 'state']);

const TAUGHT_FIELDS: readonly TaughtField[] = [
  ...Object.entries(ROOF_FIELDS).flatMap(([element, fields]) =>
    fields.filter((field) => TAUGHT_KINDS.has(field.kind)).map((field) => ({ area: areaOfElement(element), element, key: field.key, marks: 'element' as const })),
  ),
  ...CABINET_SWITCHES.map((element) => ({ area: 'elektrik' as const, element, key: null, marks: 'section' as const })),
  { area: 'elektrik', element: 'zaehlertyp', key: 'typ', marks: 'section' },
  { area: 'erdung', element: 'hesVorhanden', key: 'presence', marks: 'section' },
  { area: 'erdung', element: 'anschlussqualitaet', key: 'bewertung', marks: 'section' },
  { area: 'erdung', element: 'fundamenterderVorhanden', key: null, marks: 'section' },
  { area: 'erdung', element: 'condition', key: 'bewertung', marks: 'section' },
  ...STORAGE_CRITERIA.map((element) => ({ area: 'aufstellort' as const, element, key: 'zustand', marks: 'section' as const })),
];

const pathOf = (field: TaughtField) => (field.key ? `${field.element}.${field.key}` : field.element);

const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []);

/** A category a photo can show: a choice or a yes/no, never 'not detected' or 'unknown'. */
function asLabel(value: unknown): TaughtLabel | null {
  if (typeof value === 'boolean') return value;
  return typeof value === 'string' && !isNotDetected(value) && value.trim() !== 'unknown' ? value.trim() : null;
}

/** The field's value: its part of the element, or the element itself (a switch also as {wert}). */
function valueOf(section: Loose, field: TaughtField): unknown {
  const element = section[field.element];
  if (field.key) return asRecord(element)[field.key];
  return element && typeof element === 'object' ? asRecord(element).wert : element;
}

function isCorrectedIn(section: Loose, field: TaughtField): boolean {
  return field.marks === 'element' ? listOf(asRecord(section[field.element]).korrigiert).includes(field.key ?? '') : listOf(section.korrigiert).includes(field.element);
}

function marksOf(section: Loose, field: TaughtField): LearnedMarks {
  return asRecord(field.marks === 'element' ? asRecord(section[field.element]).gelernt : section.gelernt) as LearnedMarks;
}

const markKey = (field: TaughtField) => (field.marks === 'element' ? (field.key as string) : field.element);

function sectionOf(project: Project, area: TaughtArea): Loose {
  let node: unknown = project;
  for (const key of UPLOAD_AREAS[area].section) node = asRecord(node)[key];
  return asRecord(node);
}

/** The values the project's users set, each with the area whose photos show it. */
export function taughtValues(project: Project): TaughtValue[] {
  return TAUGHT_FIELDS.flatMap((field) => {
    const section = sectionOf(project, field.area);
    const label = isCorrectedIn(section, field) ? asLabel(valueOf(section, field)) : null;
    return label === null ? [] : [{ area: field.area, field: pathOf(field), value: label }];
  });
}

/** The fields an area's photos can teach, by their paths. */
export function taughtFieldsOf(area: TaughtArea): string[] {
  return TAUGHT_FIELDS.filter((field) => field.area === area).map(pathOf);
}

export function isTaughtArea(area: string): area is TaughtArea {
  return TAUGHT_FIELDS.some((field) => field.area === area);
}

function learnedIn(section: Loose, field: TaughtField): LearnedValue['quality'] | null {
  if (isCorrectedIn(section, field)) return null;
  const quality = marksOf(section, field)[markKey(field)];
  return quality === 'mittel' || quality === 'niedrig' ? quality : null;
}

/** The quality of a roof element's field's learned value while the user has not changed it; null for any other value. */
export function isLearned(element: Loose, key: string): LearnedValue['quality'] | null {
  if (listOf(element.korrigiert).includes(key)) return null;
  const quality = asRecord(element.gelernt)[key];
  return quality === 'mittel' || quality === 'niedrig' ? quality : null;
}

/** The same for a field of an electrics section or of the storage site, marked on the section. */
export function isLearnedField(section: Loose, element: string): LearnedValue['quality'] | null {
  const field = TAUGHT_FIELDS.find((taught) => taught.marks === 'section' && taught.element === element);
  return field ? learnedIn(section, field) : null;
}

/** A roof element's learned values at a glance: the lower quality of those the user has not changed, or null for none. */
export function learnedQuality(element: Loose): LearnedValue['quality'] | null {
  const qualities = Object.keys(asRecord(element.gelernt)).map((key) => isLearned(element, key));
  return qualities.includes('niedrig') ? 'niedrig' : qualities.includes('mittel') ? 'mittel' : null;
}

/**
 * The area's section with the learned values put in: a field takes one only while it is empty or
 * holds an earlier learned value; what a user set or another analysis read stays.
 */
export function withLearnedValues(area: TaughtArea, section: Loose, learned: readonly LearnedValue[]): Loose {
  let next = { ...section };
  for (const proposal of learned) {
    const field = TAUGHT_FIELDS.find((taught) => taught.area === area && pathOf(taught) === proposal.field);
    if (!field || isCorrectedIn(next, field)) continue;
    if (asLabel(valueOf(next, field)) !== null && learnedIn(next, field) === null) continue;
    const marks = { ...marksOf(next, field), [markKey(field)]: proposal.quality };
    const element = field.key ? { ...asRecord(next[field.element]), [field.key]: proposal.value } : proposal.value;
    next =
      field.marks === 'element'
        ? { ...next, [field.element]: { ...asRecord(element), gelernt: marks } }
        : { ...next, [field.element]: element, gelernt: marks };
  }
  return next;
}
