// The compact overview of an electrics section: each field of SPEC §3 with its German label, its
// values in words, the quality of the AI's reading (default niedrig), whether the user corrected it, and
// whether the AI did not detect it (SPEC §5 'Not-detected values').
import { ELECTRIC_DEFAULT_QUALITY, isNotDetected } from './assessment.ts';
import { CABINET_SWITCHES, CONDUCTOR_KINDS, mainFuseLabel, type ElectricSection } from './electric.ts';
import {
  CONDUCTOR_KIND_LABELS,
  CROSS_SECTION_LABELS,
  ELECTRIC_FIELD_LABELS,
  ELECTRIC_PART_LABELS,
  ELECTRIC_VALUE_LABELS,
  yesNoLabel,
} from './value-labels.ts';
import { NO_VALUE } from './value-labels.ts';
import { correctedFields, qualityOf, type Loose } from './electric-values.ts';
import { isLearnedField } from './taught-values.ts';
import { erdungForm, zaehlerschrankForm, SECTION_FIELDS } from './electric-form.ts';

export interface OverviewPart {
  /** Omitted where the field has a single value (the switches). */
  label?: string;
  value: string;
}

export interface OverviewRow {
  field: string;
  label: string;
  parts: OverviewPart[];
  /** The AI's quality: none for a value the user set, or one the AI did not see. */
  quality: string | null;
  corrected: boolean;
  /** Proposed from the company's earlier corrections (issue 26); quality is then the vote's. */
  learned: boolean;
  /** The AI saw nothing and the user has not set a value either. */
  notDetected: boolean;
}

/** The German label of a stored value; a value without label is shown as it is. */
export function valueLabel(value: string): string {
  return value === '' ? NO_VALUE : (ELECTRIC_VALUE_LABELS[value] ?? value);
}

const part = (key: string, value: string): OverviewPart => ({ label: ELECTRIC_PART_LABELS[key] ?? key, value: value || NO_VALUE });
/** Secondary texts (name, description) only when there is something to show, to keep it compact. */
const optional = (key: string, value: string): OverviewPart[] => (value.trim() ? [part(key, value)] : []);

function zaehlerschrankParts(section: Loose): Record<string, { parts: OverviewPart[]; missing: boolean }> {
  const form = zaehlerschrankForm(section);
  const switches = Object.fromEntries(
    CABINET_SWITCHES.map((name) => [name, { parts: [{ value: yesNoLabel(form[name]) }], missing: form[name] === null }]),
  );
  const fuse = mainFuseLabel(form.hauptsicherung.wert);
  return {
    ...switches,
    zaehlertyp: {
      parts: [part('typ', valueLabel(form.zaehlertyp.typ)), ...optional('name', form.zaehlertyp.name), ...optional('beschreibung', form.zaehlertyp.beschreibung)],
      missing: form.zaehlertyp.typ === '',
    },
    hauptsicherung: {
      parts: [part('wert', fuse ?? ''), ...optional('typ', form.hauptsicherung.typ), ...optional('beschreibung', form.hauptsicherung.beschreibung)],
      missing: fuse === null,
    },
  };
}

function erdungParts(section: Loose): Record<string, { parts: OverviewPart[]; missing: boolean }> {
  const form = erdungForm(section);
  const { hesVorhanden: hes, angeschlosseneLeiter: leiter, markierungen, anschlussqualitaet, condition } = form;
  const unknown = (value: string) => value === 'unknown' || isNotDetected(value);
  return {
    hesVorhanden: {
      parts: [part('presence', valueLabel(hes.presence)), ...(hes.locationHint === 'unknown' ? [] : [part('locationHint', valueLabel(hes.locationHint))])],
      missing: unknown(hes.presence),
    },
    angeschlosseneLeiter: {
      parts: [
        ...CONDUCTOR_KINDS.map((kind) => ({ label: CONDUCTOR_KIND_LABELS[kind], value: leiter[kind] || NO_VALUE })),
        part('querschnittsklasse', CROSS_SECTION_LABELS[leiter.querschnittsklasse] ?? leiter.querschnittsklasse),
      ],
      missing: CONDUCTOR_KINDS.every((kind) => leiter[kind] === '') && unknown(leiter.querschnittsklasse),
    },
    markierungen: {
      parts: [
        part('peMarking', valueLabel(markierungen.peMarking)),
        part('warningLabels', valueLabel(markierungen.warningLabels)),
        ...optional('ocrText', markierungen.ocrText),
      ],
      missing: unknown(markierungen.peMarking) && unknown(markierungen.warningLabels) && isNotDetected(markierungen.ocrText),
    },
    erdungsArt: { parts: [part('typ', form.erdungsArt.typ)], missing: isNotDetected(form.erdungsArt.typ) },
    anschlussqualitaet: {
      parts: [
        part('bewertung', valueLabel(anschlussqualitaet.bewertung)),
        ...optional('reasons', anschlussqualitaet.reasons.split('\n').join('; ')),
      ],
      missing: unknown(anschlussqualitaet.bewertung),
    },
    fundamenterderVorhanden: { parts: [{ value: valueLabel(form.fundamenterderVorhanden) }], missing: unknown(form.fundamenterderVorhanden) },
    condition: {
      parts: [part('bewertung', valueLabel(condition.bewertung)), ...optional('beschreibung', condition.beschreibung)],
      missing: unknown(condition.bewertung),
    },
  };
}

/** Every field of the section, in the order of SPEC §3. */
export function overviewRows(section: ElectricSection, value: Loose): OverviewRow[] {
  const parts = section === 'zaehlerschrank' ? zaehlerschrankParts(value) : erdungParts(value);
  const corrected = correctedFields(value);
  return SECTION_FIELDS[section].map((field) => {
    const isCorrected = corrected.includes(field);
    const missing = parts[field].missing;
    const learned = missing ? null : isLearnedField(value, field);
    return {
      field,
      label: ELECTRIC_FIELD_LABELS[field] ?? field,
      parts: parts[field].parts,
      quality: isCorrected || missing ? null : (learned ?? qualityOf(value[field], value, ELECTRIC_DEFAULT_QUALITY)),
      corrected: isCorrected,
      learned: learned !== null,
      notDetected: missing && !isCorrected,
    };
  });
}
