// The JSON schemas the vision model must answer in, one per area and one for sorting a photo.
// They are sent as response_format json_schema with strict: true (every property required, no
// others), and every answer is checked against them again here: a server that ignores the
// schema must not slip a wrong shape into a project.
import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { CONDITION_RATINGS, CONNECTION_RATINGS, CONDUCTOR_KINDS, CROSS_SECTIONS, LOCATION_HINTS, PRESENCE, YES_NO_UNKNOWN } from '../../../src/domain/electric.ts';
import { STORAGE_CRITERIA } from '../../../src/domain/storage-criteria.ts';
import { LENGTH_UNITS } from '../../../src/domain/units.ts';
import { VORSCHADEN_KATEGORIEN } from '../../../src/domain/vorschaden.ts';
import type { PhotoCategory } from '../analysis.ts';

export const NOT_DETECTED = 'nicht_erkennbar';
export const QUALITIES = ['hoch', 'mittel', 'niedrig'] as const;
export const STATES = ['geeignet', 'ungeeignet', 'unklar', NOT_DETECTED] as const;
export const ROOF_TYPE_CODES = ['FLACHDACH', 'PULTDACH', 'SATTELDACH', 'WALMDACH', NOT_DETECTED] as const;
export const SEVERITIES = ['gering', 'mittel', 'hoch'] as const;
export const PHOTO_CATEGORIES = ['dach-innen', 'dach-aussen', 'elektrik', 'erdung', 'aufstellort', 'stromrechnung', 'sonstiges'] as const satisfies readonly PhotoCategory[];

/** The areas the vision model analyses, each with its own schema. */
export const AREAS = ['dach-innen', 'dach-aussen', 'elektrik', 'erdung', 'aufstellort', 'stromrechnung'] as const;
export type Area = (typeof AREAS)[number];
export const isArea = (value: string): value is Area => (AREAS as readonly string[]).includes(value);

// ---- building blocks -------------------------------------------------------------------------

const enumOf = <T extends string>(values: readonly T[], description?: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const text = (description: string) => Type.String({ description });
const optText = (description: string) => nullable(Type.String({ description }));
const optNumber = (description: string) => nullable(Type.Number({ minimum: 0, description }));
const optCount = (description: string) => nullable(Type.Integer({ minimum: 0, description }));
const optBool = (description: string) => nullable(Type.Boolean({ description }));
const strict = <T extends Record<string, TSchema>>(properties: T, description?: string) =>
  Type.Object(properties, { additionalProperties: false, ...(description ? { description } : {}) });

const Qualitaet = enumOf(QUALITIES, 'hoch = eindeutig zu sehen oder zu lesen, mittel = wahrscheinlich, niedrig = unsicher');
const Zustand = enumOf(STATES, 'Eignung für die geplante Installation; nicht_erkennbar, wenn die Bilder es nicht zeigen');
const PageReference = nullable(Type.Integer({ minimum: 1, description: 'Nummer des Bildes (1 = erstes Bild), aus dem der Befund stammt; null ohne Beleg' }));

/** Quality, state and evidence of a finding; every field carries them. */
const evidence = { qualitaet: Qualitaet, zustand: Zustand, pageReference: PageReference };

/** A finding whose value is a short German text ('nicht_erkennbar' when not visible). */
const finding = <T extends Record<string, TSchema>>(description: string, parts: T) =>
  strict({ wert: text(`${description}; „${NOT_DETECTED}“, wenn nicht erkennbar`), ...evidence, ...parts });

export const DamageSchema = strict({
  titel: text('Kurzer Titel des Schadens, z. B. „Gebrochener Ziegel“'),
  kurzbeschreibung: text('Ein Satz, was zu sehen ist'),
  detaillierteBeschreibung: text('Ausführliche Beschreibung: wo, wie groß, mögliche Ursache'),
  kategorie: enumOf(VORSCHADEN_KATEGORIEN),
  schweregrad: enumOf(SEVERITIES),
  empfohleneBehandlung: text('Was der Betrieb vor oder bei der Installation tun sollte'),
  erkannteElemente: Type.Array(Type.String(), { description: 'Betroffene Bauteile, z. B. „Ziegel“, „Sparren“' }),
  imageIndexes: Type.Array(Type.Integer({ minimum: 1 }), { description: 'Nummern der Bilder, auf denen der Schaden zu sehen ist' }),
});
export type DamageAnswer = Static<typeof DamageSchema>;

const damages = Type.Array(DamageSchema, { description: 'Nur tatsächlich sichtbare Schäden oder Mängel; leer, wenn keine' });

export const DetectionSchema = strict({
  label: text('Name des Objekts, z. B. „Schornstein“, „Dachfenster“, „Satellitenschüssel“, „Gaube“'),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
  imageIndex: Type.Integer({ minimum: 1, description: 'Nummer des Bildes' }),
  box: strict(
    {
      x: Type.Number({ minimum: 0, maximum: 1 }),
      y: Type.Number({ minimum: 0, maximum: 1 }),
      width: Type.Number({ minimum: 0, maximum: 1 }),
      height: Type.Number({ minimum: 0, maximum: 1 }),
    },
    'Rahmen relativ zur Bildgröße (0 bis 1), x/y = linke obere Ecke',
  ),
});
export type DetectionAnswer = Static<typeof DetectionSchema>;

// ---- areas -----------------------------------------------------------------------------------

const timber = (what: string) => ({
  breiteCm: optNumber(`Breite der ${what} in cm`),
  hoeheCm: optNumber(`Höhe der ${what} in cm`),
});

const DachInnen = strict({
  felder: strict({
    sparren: finding('Befund zu den Sparren', { ...timber('Sparren'), abstandCm: optNumber('Sparrenabstand in cm'), anzahl: optCount('Anzahl'), material: optText('z. B. Holz, Brettschichtholz, Stahl, Beton') }),
    latten: finding('Befund zur Lattung', { ...timber('Latten'), abstandCm: optNumber('Lattenabstand in cm'), material: optText('z. B. Holz') }),
    daemmung: finding('Befund zur Dämmung', {
      art: optText('Zwischensparrendämmung, Aufsparrendämmung, Untersparrendämmung oder Keine Dämmung'),
      dickeMm: optNumber('Dämmstärke in mm'),
      material: optText('z. B. Mineralwolle, Holzfaser, PUR/PIR, Zellulose, Polystyrol'),
    }),
    balken: finding('Befund zu den Balken (Pfetten, Kehlbalken)', { ...timber('Balken'), anzahl: optCount('Anzahl'), material: optText('z. B. Holz, Stahl') }),
    unterspannbahn: finding('Befund zur Unterspannbahn', {
      vorhanden: optBool('Unterspannbahn vorhanden'),
      diffusionsoffen: optBool('diffusionsoffen'),
      material: optText('z. B. Kunststoffvlies, Bitumenbahn, Folie, Holzfaserplatte'),
    }),
  }),
  schaeden: damages,
});

const DachAussen = strict({
  felder: strict({
    dachtyp: strict({
      art: enumOf(ROOF_TYPE_CODES, 'Dachform'),
      neigungGrad: optNumber('geschätzte Dachneigung in Grad'),
      beschreibung: optText('kurze Beschreibung, z. B. Ausrichtung, Gauben'),
      ...evidence,
    }),
    dachfenster: finding('Befund zu Dachfenstern', { anzahl: optCount('Anzahl'), art: optText('Schwingfenster, Klapp-Schwingfenster, Ausstiegsfenster oder Lichtkuppel') }),
    regenrinne: finding('Befund zur Regenrinne', { material: optText('Zink, Kupfer, Kunststoff, Aluminium oder Stahl verzinkt'), laengeM: optNumber('Länge in m') }),
    ziegel: finding('Befund zur Dacheindeckung', {
      deckung: optText('Ziegel- bzw. Pfannenform, z. B. Frankfurter Pfanne, Biberschwanz'),
      material: optText('Ton, Beton, Schiefer, Faserzement, Metall oder Bitumen'),
      hersteller: optText('Hersteller, falls erkennbar'),
      modell: optText('Modell, falls erkennbar'),
    }),
    traufhoehe: strict({
      wert: optNumber('geschätzte Traufhöhe über Gelände; null, wenn nicht erkennbar'),
      einheit: enumOf(LENGTH_UNITS),
      ...evidence,
    }),
    hindernisse: strict({
      namen: Type.Array(Type.String(), { description: 'Hindernisse auf der Dachfläche, z. B. Schornstein, Dachfenster, Antenne, Gaube' }),
      ...evidence,
    }),
  }),
  detections: Type.Array(DetectionSchema, { description: 'Rahmen um Hindernisse und auffällige Objekte auf dem Dach' }),
  schaeden: damages,
});

const cabinetSwitch = (description: string) =>
  strict({ wert: optBool(`${description} vorhanden; null, wenn nicht erkennbar`), ...evidence });

const Elektrik = strict({
  felder: strict({
    fiLsSchalter: cabinetSwitch('FI/LS-Schalter (Fehlerstrom-Schutzschalter)'),
    ueberspannungsschutz: cabinetSwitch('Überspannungsschutz (SPD Typ 1/2)'),
    zaehlerplatz: cabinetSwitch('freier Zählerplatz'),
    apzFeld: cabinetSwitch('APZ-Feld (Abschlusspunkt Zählerplatz nach VDE-AR-N 4100)'),
    zaehlertyp: strict({
      wert: enumOf(['digital', 'analog', NOT_DETECTED] as const, 'digital = moderne Messeinrichtung/eHZ, analog = Ferraris-Zähler'),
      name: optText('Bezeichnung oder Typenschild des Zählers'),
      beschreibung: optText('kurze Beschreibung'),
      ...evidence,
    }),
    hauptsicherung: strict({
      wert: nullable(Type.Integer({ minimum: 0, description: 'Nennstrom der Hauptsicherung in Ampere; null, wenn nicht lesbar' })),
      typ: optText('z. B. NH00, SLS, D02'),
      beschreibung: optText('kurze Beschreibung'),
      ...evidence,
    }),
  }),
  schaeden: damages,
});

const Erdung = strict({
  felder: strict({
    hesVorhanden: finding('Befund zur Haupterdungsschiene (HES)', {
      presence: enumOf(PRESENCE),
      locationHint: enumOf(LOCATION_HINTS),
    }),
    angeschlosseneLeiter: finding('Befund zu den an der HES angeschlossenen Leitern', {
      ...(Object.fromEntries(CONDUCTOR_KINDS.map((kind) => [kind, optCount(`Anzahl ${kind}`)])) as Record<(typeof CONDUCTOR_KINDS)[number], ReturnType<typeof optCount>>),
      querschnittsklasse: enumOf(CROSS_SECTIONS, '≥16, 10 oder 6 (mm²), band = Bandstahl, unknown'),
    }),
    markierungen: finding('Befund zu Kennzeichnungen', {
      peMarking: enumOf(PRESENCE),
      warningLabels: enumOf(PRESENCE),
      ocrText: optText('gelesener Text der Schilder'),
    }),
    erdungsArt: finding('Art der Erdung', { typ: optText('z. B. Fundamenterder, Ringerder, Tiefenerder, Staberder') }),
    anschlussqualitaet: finding('Befund zur Anschlussqualität', {
      bewertung: enumOf(CONNECTION_RATINGS),
      reasons: Type.Array(Type.String()),
    }),
    fundamenterderVorhanden: strict({ wert: enumOf(YES_NO_UNKNOWN, 'Fundamenterder vorhanden'), ...evidence }),
    condition: finding('Zustand der Erdungsanlage', { bewertung: enumOf(CONDITION_RATINGS), beschreibung: optText('kurze Beschreibung') }),
  }),
  schaeden: damages,
});

const criterion = (description: string) =>
  finding(description, { reasoning: text('Begründung in ein bis zwei Sätzen, bezogen auf das Bild') });

const CRITERION_TEXTS: Record<(typeof STORAGE_CRITERIA)[number], string> = {
  belueftung: 'Belüftung des Raums (Fenster, Lüftungsöffnungen)',
  temperatur: 'Temperatur des Raums (Betrieb 18–25 °C; Heizung, Außenwand, unbeheizter Raum)',
  mindestabstaende: 'Mindestabstände (50 cm zu Wänden und brennbaren Stoffen)',
  feuchtigkeit: 'Feuchtigkeit (relative Luftfeuchte unter 60 %; Wasserflecken, Schimmel, Ausblühungen)',
  brandschutz: 'Brandschutz (brennbare Lagerung, Rauchmelder, Fluchtweg)',
};

const Aufstellort = strict({
  felder: strict(Object.fromEntries(STORAGE_CRITERIA.map((name) => [name, criterion(CRITERION_TEXTS[name])])) as Record<(typeof STORAGE_CRITERIA)[number], ReturnType<typeof criterion>>),
  schaeden: damages,
});

const Stromrechnung = strict({
  felder: strict({
    stromverbrauch: strict({ wert: optNumber('Jahresverbrauch in kWh; null, wenn nicht lesbar'), ...evidence }),
    zaehlernummer: strict({ wert: optText('Zählernummer; null, wenn nicht lesbar'), ...evidence }),
    netzbetreiber: strict({ wert: optText('Netzbetreiber (Verteilnetzbetreiber), nicht der Stromlieferant; null, wenn nicht genannt'), ...evidence }),
  }),
});

export const AREA_SCHEMAS = {
  'dach-innen': DachInnen,
  'dach-aussen': DachAussen,
  elektrik: Elektrik,
  erdung: Erdung,
  aufstellort: Aufstellort,
  stromrechnung: Stromrechnung,
} as const satisfies Record<Area, TSchema>;

/** Any area's answer: its findings keyed by field, and the lists some areas have. */
export interface AnyAreaAnswer {
  felder: Record<string, Record<string, unknown> & { qualitaet: string; zustand: string; pageReference: number | null }>;
  detections?: DetectionAnswer[];
  schaeden?: DamageAnswer[];
}

/** The fields each area fills, in the order of SPEC §3. */
export function areaFields(area: Area): string[] {
  const felder = (AREA_SCHEMAS[area] as unknown as { properties: { felder: { properties: Record<string, unknown> } } }).properties.felder;
  return Object.keys(felder.properties);
}

export const CategorySchema = strict({
  kategorie: enumOf(PHOTO_CATEGORIES),
  konfidenz: Type.Number({ minimum: 0, maximum: 1, description: 'Wie sicher die Zuordnung ist, 0 bis 1' }),
});
export type CategoryAnswer = Static<typeof CategorySchema>;

/** The schema as JSON for the request (plain data, no TypeBox markers). */
export function jsonSchemaOf(schema: TSchema): Record<string, unknown> {
  return JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
}

/**
 * Checks an answer against its schema. Unknown extra properties are tolerated (a server that
 * ignores strict mode may add some; they are never read), everything that is read must match.
 */
export function checkAnswer(schema: TSchema, value: unknown): { ok: true } | { ok: false; detail: string } {
  let lenient = lenientSchemas.get(schema);
  if (!lenient) lenientSchemas.set(schema, (lenient = relax(jsonSchemaOf(schema)) as TSchema));
  if (Value.Check(lenient, value)) return { ok: true };
  const first = [...Value.Errors(lenient, value)][0] as { instancePath?: string; message?: string } | undefined;
  return { ok: false, detail: first ? `${first.instancePath || '/'} ${first.message ?? ''}`.trim() : 'does not match the schema' };
}

const lenientSchemas = new WeakMap<TSchema, TSchema>();

function relax(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(relax);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = relax(value);
  }
  return out;
}
