// The detail editors' form of each electrics section (SPEC §3 Electric): read from whatever shape
// is stored, and written back field by field, marking every field the user changed as corrected.
import { withCorrection } from './assessment.ts';
import {
  CABINET_SWITCHES,
  CONDITION_RATINGS,
  CONDUCTOR_KINDS,
  CONNECTION_RATINGS,
  CROSS_SECTIONS,
  LOCATION_HINTS,
  METER_TYPES,
  PRESENCE,
  YES_NO_UNKNOWN,
  electricSectionValue,
  switchValue,
  type CabinetSwitch,
  type ConductorKind,
  type ElectricSection,
  type ElectricSectionValue,
} from './electric.ts';
import type { Project } from './project.ts';
import { asRecord, correctedFields, readChoice, readCount, readList, readPart, readText, type Loose } from './electric-values.ts';

export type MeterType = (typeof METER_TYPES)[number];
export type Presence = (typeof PRESENCE)[number];
export type LocationHint = (typeof LOCATION_HINTS)[number];
export type CrossSection = (typeof CROSS_SECTIONS)[number];
export type ConnectionRating = (typeof CONNECTION_RATINGS)[number];
export type YesNoUnknown = (typeof YES_NO_UNKNOWN)[number];
export type ConditionRating = (typeof CONDITION_RATINGS)[number];

export const ZAEHLERSCHRANK_FIELDS = [...CABINET_SWITCHES, 'zaehlertyp', 'hauptsicherung'] as const;
export const ERDUNG_FIELDS = [
  'hesVorhanden',
  'angeschlosseneLeiter',
  'markierungen',
  'erdungsArt',
  'anschlussqualitaet',
  'fundamenterderVorhanden',
  'condition',
] as const;
export const SECTION_FIELDS: Record<ElectricSection, readonly string[]> = { zaehlerschrank: ZAEHLERSCHRANK_FIELDS, erdung: ERDUNG_FIELDS };

export type ZaehlerschrankForm = Record<CabinetSwitch, boolean | null> & {
  zaehlertyp: { typ: MeterType | ''; name: string; beschreibung: string };
  /** The rated current as typed: digits only. */
  hauptsicherung: { wert: string; typ: string; beschreibung: string };
};

export interface ErdungForm {
  hesVorhanden: { presence: Presence; locationHint: LocationHint };
  /** Counts as typed (digits only) and the cross-section class. */
  angeschlosseneLeiter: Record<ConductorKind, string> & { querschnittsklasse: CrossSection };
  markierungen: { peMarking: Presence; warningLabels: Presence; ocrText: string };
  erdungsArt: { typ: string };
  /** Reasons as typed, one per line. */
  anschlussqualitaet: { bewertung: ConnectionRating; reasons: string };
  fundamenterderVorhanden: YesNoUnknown;
  condition: { bewertung: ConditionRating; beschreibung: string };
}

export type SectionForm = ZaehlerschrankForm | ErdungForm;

const choice = <T extends string>(value: unknown, allowed: readonly T[]): T => readChoice(value, allowed, 'unknown' as T) as T;

/** Digits only: a count or a rated current never has a sign, a unit or a decimal point. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

export function zaehlerschrankForm(section: Loose): ZaehlerschrankForm {
  const { zaehlertyp, hauptsicherung } = section;
  const fuse = readPart(hauptsicherung, 'wert', true);
  const amps = readText(fuse).match(/\d+/g);
  return {
    fiLsSchalter: switchValue(section.fiLsSchalter),
    ueberspannungsschutz: switchValue(section.ueberspannungsschutz),
    zaehlerplatz: switchValue(section.zaehlerplatz),
    apzFeld: switchValue(section.apzFeld),
    zaehlertyp: {
      typ: readChoice(readPart(zaehlertyp, 'typ', true), METER_TYPES, '') || meterTypeIn(readText(readPart(zaehlertyp, 'typ', true))),
      name: readText(readPart(zaehlertyp, 'name')),
      beschreibung: readText(readPart(zaehlertyp, 'beschreibung')),
    },
    hauptsicherung: {
      // Of '3x63A' the last number is the rated current, as in mainFuseLabel.
      wert: amps ? String(Number(amps[amps.length - 1])) : '',
      typ: readText(readPart(hauptsicherung, 'typ')),
      beschreibung: readText(readPart(hauptsicherung, 'beschreibung')),
    },
  };
}

/** 'Digitaler Zähler (mME)' is digital, 'Ferraris-Zähler' analog. */
function meterTypeIn(text: string): MeterType | '' {
  const lower = text.toLowerCase();
  if (lower.includes('digital') || lower.includes('mme')) return 'digital';
  if (lower.includes('analog') || lower.includes('ferraris')) return 'analog';
  return '';
}

export function erdungForm(section: Loose): ErdungForm {
  const { hesVorhanden, angeschlosseneLeiter, markierungen, erdungsArt, anschlussqualitaet, condition } = section;
  const counts = Object.fromEntries(
    CONDUCTOR_KINDS.map((kind) => {
      const count = readCount(readPart(angeschlosseneLeiter, kind));
      return [kind, count === null ? '' : String(count)];
    }),
  ) as Record<ConductorKind, string>;
  return {
    hesVorhanden: {
      presence: choice(readPart(hesVorhanden, 'presence', true), PRESENCE),
      locationHint: choice(readPart(hesVorhanden, 'locationHint'), LOCATION_HINTS),
    },
    angeschlosseneLeiter: { ...counts, querschnittsklasse: choice(readPart(angeschlosseneLeiter, 'querschnittsklasse'), CROSS_SECTIONS) },
    markierungen: {
      peMarking: choice(readPart(markierungen, 'peMarking'), PRESENCE),
      warningLabels: choice(readPart(markierungen, 'warningLabels'), PRESENCE),
      ocrText: readText(readPart(markierungen, 'ocrText')),
    },
    erdungsArt: { typ: readText(readPart(erdungsArt, 'typ', true)) },
    anschlussqualitaet: {
      bewertung: choice(readPart(anschlussqualitaet, 'bewertung', true), CONNECTION_RATINGS),
      reasons: readList(readPart(anschlussqualitaet, 'reasons')).join('\n'),
    },
    fundamenterderVorhanden: choice(section.fundamenterderVorhanden, YES_NO_UNKNOWN),
    condition: {
      bewertung: choice(readPart(condition, 'bewertung', true), CONDITION_RATINGS),
      beschreibung: readText(readPart(condition, 'beschreibung')),
    },
  };
}

export function sectionForm(section: ElectricSection, value: Loose): SectionForm {
  return section === 'zaehlerschrank' ? zaehlerschrankForm(value) : erdungForm(value);
}

/** The field object as stored before, without the analysis' bare wert that the parts now replace. */
function keep(original: unknown, replacedWert = true): Loose {
  const { wert: _wert, ...rest } = asRecord(original);
  return replacedWert ? rest : asRecord(original);
}

const countValue = (text: string): number | null => (digitsOnly(text) === '' ? null : Number(digitsOnly(text)));
const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The stored shape of one field of the form (SPEC §3): switches as booleans, counts as numbers. */
export function storedField(form: SectionForm, field: string, original: unknown): unknown {
  if ((CABINET_SWITCHES as readonly string[]).includes(field)) return (form as ZaehlerschrankForm)[field as CabinetSwitch];
  switch (field) {
    case 'zaehlertyp': {
      const { typ, name, beschreibung } = (form as ZaehlerschrankForm).zaehlertyp;
      return { ...keep(original), typ: typ || null, name: textOrNull(name), beschreibung: textOrNull(beschreibung) };
    }
    case 'hauptsicherung': {
      const { wert, typ, beschreibung } = (form as ZaehlerschrankForm).hauptsicherung;
      return { ...keep(original, false), wert: countValue(wert), typ: textOrNull(typ), beschreibung: textOrNull(beschreibung) };
    }
    case 'hesVorhanden':
      return { ...keep(original), ...(form as ErdungForm).hesVorhanden };
    case 'angeschlosseneLeiter': {
      const leiter = (form as ErdungForm).angeschlosseneLeiter;
      const counts = Object.fromEntries(CONDUCTOR_KINDS.map((kind) => [kind, countValue(leiter[kind])]));
      return { ...keep(original), ...counts, querschnittsklasse: leiter.querschnittsklasse };
    }
    case 'markierungen': {
      const { peMarking, warningLabels, ocrText } = (form as ErdungForm).markierungen;
      return { ...keep(original), peMarking, warningLabels, ocrText: textOrNull(ocrText) };
    }
    case 'erdungsArt':
      return { ...keep(original), typ: textOrNull((form as ErdungForm).erdungsArt.typ) };
    case 'anschlussqualitaet': {
      const { bewertung, reasons } = (form as ErdungForm).anschlussqualitaet;
      return { ...keep(original), bewertung, reasons: readList(reasons) };
    }
    case 'fundamenterderVorhanden':
      return (form as ErdungForm).fundamenterderVorhanden;
    case 'condition': {
      const { bewertung, beschreibung } = (form as ErdungForm).condition;
      return { ...keep(original), bewertung, beschreibung: textOrNull(beschreibung) };
    }
    default:
      return original;
  }
}

/**
 * The section with the changed fields written and marked as corrected; unchanged fields, the
 * photos and anything else stored stay as they are.
 */
export function applySectionEdits(section: ElectricSectionValue, form: SectionForm, changed: readonly string[]): ElectricSectionValue {
  const next: ElectricSectionValue = { ...section };
  let korrigiert = correctedFields(section);
  for (const field of changed) {
    next[field] = storedField(form, field, section[field]);
    korrigiert = withCorrection(korrigiert, field);
  }
  return changed.length > 0 ? { ...next, korrigiert } : next;
}

/** The whole project to save: the current project with this section's edits. */
export function projectWithEdits(project: Project, section: ElectricSection, form: SectionForm, changed: readonly string[]): Project {
  const current = electricSectionValue(project.electric, section);
  return { ...project, electric: { ...project.electric, [section]: applySectionEdits(current, form, changed) } };
}
