// German labels of stored values, shared by the screens and the protocol PDF so both say the same.
import type { Rating } from './assessment.ts';

/** Shown where a value is missing. */
export const NO_VALUE = '–';

export const QUALITY_LABELS: Record<string, string> = { hoch: 'hoch', mittel: 'mittel', niedrig: 'niedrig' };

export const RATING_LABELS: Record<Rating, string> = {
  geeignet: 'Geeignet',
  ungeeignet: 'Ungeeignet',
  unklar: 'Unklar',
  unbekannt: 'unbekannt',
};

export const ROOF_ELEMENT_LABELS: Record<string, string> = {
  sparren: 'Sparren',
  latten: 'Latten',
  daemmung: 'Dämmung',
  balken: 'Balken',
  unterspannbahn: 'Unterspannbahn',
  dachtyp: 'Dachtyp & Neigung',
  dachfenster: 'Dachfenster',
  regenrinne: 'Regenrinne',
  hindernisse: 'Hindernisse',
  ziegel: 'Ziegel',
  traufhoehe: 'Traufhöhe',
};

export const ROOF_FIELD_LABELS: Record<string, string> = {
  breite: 'Breite',
  hoehe: 'Höhe',
  abstand: 'Abstand',
  anzahl: 'Anzahl',
  material: 'Material',
  zustand: 'Zustand',
  art: 'Art',
  dicke: 'Dicke',
  vorhanden: 'Vorhanden',
  diffusionsoffen: 'Diffusionsoffen',
  neigung: 'Neigung',
  beschreibung: 'Beschreibung',
  laenge: 'Länge',
  deckung: 'Deckung',
  hersteller: 'Hersteller',
  modell: 'Modell',
  wert: 'Traufhöhe',
  obstacles: 'Hindernisse',
  damages: 'Schäden',
};

export const ELECTRIC_FIELD_LABELS: Record<string, string> = {
  fiLsSchalter: 'FI/LS-Schalter',
  ueberspannungsschutz: 'Überspannungsschutz',
  zaehlerplatz: 'Zählerplatz',
  apzFeld: 'APZ-Feld',
  zaehlertyp: 'Zählertyp',
  hauptsicherung: 'Hauptsicherung',
  hesVorhanden: 'Haupterdungsschiene (HES)',
  angeschlosseneLeiter: 'Angeschlossene Leiter',
  markierungen: 'Markierungen',
  erdungsArt: 'Erdungsart',
  anschlussqualitaet: 'Anschlussqualität',
  fundamenterderVorhanden: 'Fundamenterder vorhanden',
  condition: 'Zustand',
};

/** SPEC §9 'Earthing conductor kinds'. */
export const CONDUCTOR_KIND_LABELS: Record<string, string> = {
  peGnye: 'PE/GN-YE Schutzleiter',
  earthToFoundation: 'Fundament-/Tiefenerder',
  equipotentialToWaterGas: 'Potentialausgleich Wasser/Gas',
  lightningBonding: 'Blitzschutz-Verbindungen',
  unknownConnections: 'Unbekannte Anschlüsse',
};

/** SPEC §9 'Cross-section labels'. */
export const CROSS_SECTION_LABELS: Record<string, string> = {
  '≥16': '≥16 mm²',
  '10': '~10 mm²',
  '6': '~6 mm²',
  band: 'Bandstahl',
  unknown: 'Unbekannt',
};

export const ELECTRIC_VALUE_LABELS: Record<string, string> = {
  present: 'Vorhanden',
  absent: 'Nicht vorhanden',
  unknown: 'Unbekannt',
  yes: 'Ja',
  no: 'Nein',
  hausanschlussraum: 'Hausanschlussraum',
  technikraum: 'Technikraum',
  keller: 'Keller',
  looks_ok: 'Sieht in Ordnung aus',
  possibly_non_compliant: 'Möglicherweise nicht normgerecht',
  good_clean: 'Gut und sauber',
  aged_corroded: 'Gealtert/korrodiert',
  damaged: 'Beschädigt',
  digital: 'Digital',
  analog: 'Analog',
};

/** A boolean switch value in words: Ja, Nein, or Unbekannt when not known. */
export function yesNoLabel(value: boolean | null): string {
  return value === null ? 'Unbekannt' : value ? 'Ja' : 'Nein';
}

/** The parts of an electrics field (SPEC §3 Electric), for the overview, the editors and the protocol. */
export const ELECTRIC_PART_LABELS: Record<string, string> = {
  typ: 'Typ',
  name: 'Name',
  beschreibung: 'Beschreibung',
  wert: 'Nennstrom',
  presence: 'Status',
  locationHint: 'Lage',
  querschnittsklasse: 'Querschnitt',
  peMarking: 'PE-Kennzeichnung',
  warningLabels: 'Warnhinweise',
  ocrText: 'Beschriftung',
  bewertung: 'Bewertung',
  reasons: 'Gründe',
};

const ELECTRICS_LABEL = 'Elektrik/Zählerschrank';

/** SPEC §2 'Vorschäden': the area each damage belongs to. */
export const DAMAGE_AREA_LABELS: Record<string, string> = {
  DACH_INNEN: 'Dach Innenseite',
  DACH_AUSSEN: 'Dach Außenseite',
  ELEKTRIK: ELECTRICS_LABEL,
  AUFSTELLORT: 'Aufstellort',
};

/** The five storage criteria (SPEC §2 'Aufstellort für Speicher'). */
export const STORAGE_CRITERION_LABELS = {
  belueftung: 'Belüftung',
  temperatur: 'Temperatur',
  mindestabstaende: 'Mindestabstände',
  feuchtigkeit: 'Feuchtigkeit',
  brandschutz: 'Brandschutz',
} as const;

export const BUILDABILITY_STATUS_LABELS: Record<string, string> = {
  GEEIGNET: 'Geeignet',
  BEDINGT_GEEIGNET: 'Bedingt geeignet',
  UNGEEIGNET: 'Ungeeignet',
};

export const FACTOR_IMPACT_LABELS: Record<string, string> = {
  POSITIVE: 'Positiv',
  MINOR: 'Geringe Auswirkung',
  MAJOR: 'Erhebliche Auswirkung',
  NONE: 'Keine Auswirkung',
};

/** A factor's impact in words; a factor whose inputs are missing has none to state. */
export function factorImpactLabel(impact: string, bewertbar?: boolean): string {
  if (bewertbar === false) return 'Nicht bewertbar';
  return Object.hasOwn(FACTOR_IMPACT_LABELS, impact) ? FACTOR_IMPACT_LABELS[impact] : impact;
}

export const FACTOR_CATEGORY_LABELS: Record<string, string> = {
  DACH_ZUSTAND: 'Dachzustand',
  STATIK: 'Statik',
  ELEKTRIK_EIGNUNG: 'Elektrik-Eignung',
  VORSCHAEDEN: 'Vorschäden',
  BRANDSCHUTZ: 'Brandschutz',
};

export const HOUSE_TYPE_LABELS: Record<string, string> = { freistehend: 'Freistehend', doppelhaushaelfte: 'Doppelhaushälfte' };

/** The areas as the required shots name them: where the surveyor stands, not where the files go. */
export const SHOT_AREA_LABELS: Record<string, string> = {
  stromrechnung: 'Zustand Haus',
  'dach-innen': 'Dach innen',
  'dach-aussen': 'Dach außen',
  elektrik: 'Zählerschrank',
  erdung: 'Erdung',
  aufstellort: 'Aufstellort',
};

/**
 * Photo groups by component, including the annotated outer roof (SPEC §2 'Protokoll'). The house's
 * photos are its bill and its view from the street: they are named by the page they are taken on.
 */
export const COMPONENT_LABELS: Record<string, string> = {
  'dach-innen': 'Dach Innenseite',
  'dach-aussen': 'Dach Außenseite',
  'dach-aussen-annotiert': 'Dach Außenseite (annotiert)',
  elektrik: ELECTRICS_LABEL,
  erdung: 'Erdung',
  aufstellort: 'Aufstellort',
  stromrechnung: 'Zustand Haus',
  fotosammlung: 'Fotosammlung – nicht zugeordnet',
};
