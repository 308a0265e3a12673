// Turns the vision model's answer for one area into AreaFindings: results keyed by property (what
// the results lists show), values in the shapes the editors read (src/domain/roof.ts ROOF_FIELDS,
// electric-form.ts, criteria-table.ts, the house fields), detections and damages with the real
// image ids. Not-detected findings never set a value, so they never hide what a user typed.
import { SUITABILITY_STATES, isNotDetected } from '../../../src/domain/assessment.ts';
import { CONDUCTOR_KINDS } from '../../../src/domain/electric.ts';
import type { Detection } from '../../../src/domain/image.ts';
import { roofTypeOf } from '../../../src/domain/roof.ts';
import type { AreaFindings } from '../analysis.ts';
import { damagesFromFindings } from '../finding-damages.ts';
import { notDetected, type AnalysisResultValue } from '../findings.ts';
import { AREA_SCHEMAS, NOT_DETECTED, areaFields, type AnyAreaAnswer, type Area, type DamageAnswer, type DetectionAnswer } from './schemas.ts';

/** What the answer's image numbers (1-based, in the order sent) stand for. */
export interface ImageContext {
  /** Ids of the images sent, in order. */
  imageIds: string[];
  /** For each image sent, its 1-based position among all files of the upload (PDFs included). */
  positions: number[];
}

type Finding = AnyAreaAnswer['felder'][string];
type Loose = Record<string, unknown>;

/** Findings when the model could not be asked or answered badly: every field not detected, nothing else. */
export function degradedFindings(area: Area): AreaFindings {
  return { results: Object.fromEntries(areaFields(area).map((field) => [field, notDetected()])), damages: [] };
}

const known = (value: unknown): boolean =>
  value !== null && value !== undefined && !(typeof value === 'string' && (isNotDetected(value) || value.trim().toLowerCase() === 'unknown'));
const knownText = (value: unknown): string | undefined => (typeof value === 'string' && known(value) ? value.trim() : undefined);
const knownNumber = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const suitability = (value: unknown): string | undefined =>
  typeof value === 'string' && (SUITABILITY_STATES as readonly string[]).includes(value) ? value : undefined;
const measure = (value: unknown, einheit: 'mm' | 'cm' | 'm') => (knownNumber(value) === undefined ? undefined : { wert: value as number, einheit });

/** The object without undefined entries. */
function compact(record: Loose): Loose {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}

/** Has the value more than its quality: something a screen can show. */
const hasData = (value: Loose) => Object.keys(value).some((key) => key !== 'qualitaet');

export function mapAreaAnswer(area: Area, answer: AnyAreaAnswer, context: ImageContext): AreaFindings {
  const page = (reference: number | null | undefined): number | null =>
    typeof reference === 'number' && reference >= 1 && reference <= context.positions.length ? context.positions[reference - 1] : null;
  const results: Record<string, AnalysisResultValue> = {};
  const values: Loose = {};

  /** Records one field: its result (primary value shown in lists) and, if detected, its section value. */
  const put = (field: string, finding: Finding, primary: unknown, value: Loose | unknown, extra: Loose = {}) => {
    const detected = known(primary) && !(Array.isArray(primary) && primary.length === 0);
    if (!detected) {
      results[field] = { ...notDetected(), zustand: NOT_DETECTED };
      return;
    }
    results[field] = compact({
      wert: primary,
      qualitaet: finding.qualitaet,
      pageReference: page(finding.pageReference),
      zustand: finding.zustand,
      ...extra,
    }) as AnalysisResultValue;
    if (value === undefined) return;
    if (value && typeof value === 'object' && !Array.isArray(value) && !hasData(value as Loose)) return;
    values[field] = value;
  };
  /** The short text of a finding, else the first detected structured part. */
  const textOr = (finding: Finding, ...parts: unknown[]) => knownText(finding.wert) ?? parts.find(known) ?? NOT_DETECTED;
  const quality = (finding: Finding) => ({ qualitaet: finding.qualitaet });
  const felder = answer.felder;

  switch (area) {
    case 'dach-innen': {
      for (const field of areaFields(area)) {
        const f = felder[field];
        const value = compact({
          breite: measure(f.breiteCm, 'cm'),
          hoehe: measure(f.hoeheCm, 'cm'),
          abstand: measure(f.abstandCm, 'cm'),
          dicke: measure(f.dickeMm, 'mm'),
          anzahl: knownNumber(f.anzahl),
          art: knownText(f.art),
          material: knownText(f.material),
          ...(field === 'unterspannbahn'
            ? { vorhanden: typeof f.vorhanden === 'boolean' ? f.vorhanden : undefined, diffusionsoffen: typeof f.diffusionsoffen === 'boolean' ? f.diffusionsoffen : undefined }
            : {}),
          zustand: suitability(f.zustand),
        });
        if (field === 'unterspannbahn' && hasData(value)) {
          // SPEC §4 'Switches': a switch the AI could not see is 'unbekannt'.
          value.vorhanden ??= 'unbekannt';
          value.diffusionsoffen ??= 'unbekannt';
        }
        put(field, f, textOr(f, value.material, value.art), { ...value, ...quality(f) });
      }
      break;
    }
    case 'dach-aussen': {
      const dachtyp = felder.dachtyp;
      const type = roofTypeOf(dachtyp.art);
      const slope = knownNumber(dachtyp.neigungGrad);
      put(
        'dachtyp',
        dachtyp,
        type ?? NOT_DETECTED,
        compact({
          art: type?.toUpperCase(),
          neigungGrad: slope,
          neigung: slope === undefined ? undefined : `${Math.round(slope)}°`,
          beschreibung: knownText(dachtyp.beschreibung),
          ...quality(dachtyp),
        }),
        compact({ neigungGrad: slope }),
      );
      const fenster = felder.dachfenster;
      put('dachfenster', fenster, textOr(fenster, fenster.anzahl, fenster.art),
        compact({ anzahl: knownNumber(fenster.anzahl), art: knownText(fenster.art), zustand: suitability(fenster.zustand), ...quality(fenster) }));
      const rinne = felder.regenrinne;
      put('regenrinne', rinne, textOr(rinne, rinne.material),
        compact({ material: knownText(rinne.material), laenge: measure(rinne.laengeM, 'm'), zustand: suitability(rinne.zustand), ...quality(rinne) }));
      const ziegel = felder.ziegel;
      put('ziegel', ziegel, textOr(ziegel, ziegel.deckung, ziegel.material),
        compact({ deckung: knownText(ziegel.deckung), material: knownText(ziegel.material), hersteller: knownText(ziegel.hersteller), modell: knownText(ziegel.modell), ...quality(ziegel) }));
      const traufe = felder.traufhoehe;
      const height = knownNumber(traufe.wert);
      put('traufhoehe', traufe, height ?? NOT_DETECTED,
        compact({ wert: height, einheit: traufe.einheit, zustand: suitability(traufe.zustand), ...quality(traufe), pageReference: page(traufe.pageReference) }),
        { einheit: traufe.einheit });
      const hindernisse = felder.hindernisse;
      const names = ((hindernisse.namen as string[] | undefined) ?? []).map((name) => name.trim()).filter((name) => known(name));
      const obstacles = names.map((name) => ({ name }));
      put('hindernisse', hindernisse, obstacles, { obstacles, ...quality(hindernisse) });
      break;
    }
    case 'elektrik': {
      for (const field of ['fiLsSchalter', 'ueberspannungsschutz', 'zaehlerplatz', 'apzFeld']) {
        const f = felder[field];
        // Stored the way the electrics screens read an analysed switch: {wert, zustand, qualitaet}.
        put(field, f, typeof f.wert === 'boolean' ? f.wert : NOT_DETECTED, compact({ wert: f.wert, zustand: suitability(f.zustand), ...quality(f) }));
      }
      const meter = felder.zaehlertyp;
      put('zaehlertyp', meter, knownText(meter.wert) ?? NOT_DETECTED,
        compact({ typ: knownText(meter.wert), name: knownText(meter.name), beschreibung: knownText(meter.beschreibung), ...quality(meter) }));
      const fuse = felder.hauptsicherung;
      const amps = knownNumber(fuse.wert);
      put('hauptsicherung', fuse, amps ?? NOT_DETECTED,
        compact({ wert: amps, typ: knownText(fuse.typ), beschreibung: knownText(fuse.beschreibung), ...quality(fuse) }));
      break;
    }
    case 'erdung': {
      const hes = felder.hesVorhanden;
      put('hesVorhanden', hes, textOr(hes, hes.presence), known(hes.presence)
        ? { presence: hes.presence, locationHint: hes.locationHint, ...quality(hes) }
        : undefined);
      const leiter = felder.angeschlosseneLeiter;
      const counts = compact(Object.fromEntries(CONDUCTOR_KINDS.map((kind) => [kind, knownNumber(leiter[kind])])));
      const leiterKnown = Object.keys(counts).length > 0 || known(leiter.querschnittsklasse);
      put('angeschlosseneLeiter', leiter, textOr(leiter, ...Object.values(counts), leiter.querschnittsklasse),
        leiterKnown ? { ...counts, querschnittsklasse: leiter.querschnittsklasse, ...quality(leiter) } : undefined);
      const marks = felder.markierungen;
      const marksKnown = known(marks.peMarking) || known(marks.warningLabels) || !!knownText(marks.ocrText);
      put('markierungen', marks, textOr(marks, marks.peMarking, marks.warningLabels, marks.ocrText),
        marksKnown ? compact({ peMarking: marks.peMarking, warningLabels: marks.warningLabels, ocrText: knownText(marks.ocrText), ...quality(marks) }) : undefined);
      const art = felder.erdungsArt;
      put('erdungsArt', art, textOr(art, art.typ), knownText(art.typ) ? { typ: knownText(art.typ), ...quality(art) } : undefined);
      const anschluss = felder.anschlussqualitaet;
      put('anschlussqualitaet', anschluss, textOr(anschluss, anschluss.bewertung), known(anschluss.bewertung)
        ? { bewertung: anschluss.bewertung, reasons: (anschluss.reasons as string[]).filter((reason) => reason.trim()), ...quality(anschluss) }
        : undefined);
      const fundament = felder.fundamenterderVorhanden;
      put('fundamenterderVorhanden', fundament, known(fundament.wert) ? fundament.wert : NOT_DETECTED, { wert: fundament.wert, ...quality(fundament) });
      const condition = felder.condition;
      put('condition', condition, textOr(condition, condition.bewertung), known(condition.bewertung)
        ? compact({ bewertung: condition.bewertung, beschreibung: knownText(condition.beschreibung), ...quality(condition) })
        : undefined);
      break;
    }
    case 'aufstellort': {
      for (const field of areaFields(area)) {
        const f = felder[field];
        const primary = knownText(f.wert) ?? (suitability(f.zustand) ? f.zustand : NOT_DETECTED);
        put(field, f, primary, compact({ wert: knownText(f.wert), zustand: suitability(f.zustand), ...quality(f), reasoning: knownText(f.reasoning) }));
      }
      break;
    }
    case 'stromrechnung': {
      const verbrauch = felder.stromverbrauch;
      put('stromverbrauch', verbrauch, knownNumber(verbrauch.wert) ?? NOT_DETECTED, knownNumber(verbrauch.wert));
      const nummer = felder.zaehlernummer;
      put('zaehlernummer', nummer, knownText(nummer.wert) ?? NOT_DETECTED, knownText(nummer.wert));
      const betreiber = felder.netzbetreiber;
      put('netzbetreiber', betreiber, knownText(betreiber.wert) ?? NOT_DETECTED, knownText(betreiber.wert));
      break;
    }
  }

  const detections = mapDetections(answer.detections ?? [], context);
  const named = (answer.schaeden ?? []).map((damage) => mapDamage(damage, context));
  const imageIdsOf = (reference: number | null) => {
    const onPage = context.imageIds.filter((_, index) => context.positions[index] === reference);
    return onPage.length ? onPage : context.imageIds;
  };
  // Findings the model rated unfit but named no damage for become damages too.
  const damages = [...named, ...damagesFromFindings(area, results, imageIdsOf, named)];
  if (area === 'dach-aussen' && damages.length) {
    // roof.ts detectedDamages reads the outer roof's 'schaeden' result.
    const first = answer.schaeden?.[0]?.imageIndexes?.[0];
    results.schaeden = { wert: damages.map((damage) => damage.titel), qualitaet: 'mittel', pageReference: page(first) };
  }
  return {
    results,
    ...(Object.keys(values).length ? { values } : {}),
    ...(detections.length ? { detections } : {}),
    damages,
  };
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

export function mapDetections(answers: DetectionAnswer[], context: ImageContext): Detection[] {
  return answers.flatMap((answer) => {
    const imageId = context.imageIds[answer.imageIndex - 1];
    const label = answer.label.trim();
    if (!imageId || !label) return [];
    const x = clamp01(answer.box.x);
    const y = clamp01(answer.box.y);
    const width = Math.min(clamp01(answer.box.width), 1 - x);
    const height = Math.min(clamp01(answer.box.height), 1 - y);
    if (width <= 0 || height <= 0) return [];
    return [{ imageId, label, confidence: clamp01(answer.confidence), box: { x, y, width, height } }];
  });
}

const DAMAGE_TYPES = ['ziegel', 'regenrinne', 'schmutz', 'unterspannbahn', 'putz'];

export function mapDamage(answer: DamageAnswer, context: ImageContext): AreaFindings['damages'][number] {
  const ids = [...new Set(answer.imageIndexes.map((index) => context.imageIds[index - 1]).filter((id): id is string => !!id))];
  const urls = ids.map((id) => `/images/${id}`);
  const words = [...answer.erkannteElemente, answer.titel].join(' ').toLowerCase();
  const typ = /moos|flechte|verschmutz/.test(words) ? 'schmutz' : (DAMAGE_TYPES.find((type) => words.includes(type)) ?? 'ki-analyse');
  return {
    titel: answer.titel.trim(),
    kurzbeschreibung: answer.kurzbeschreibung.trim(),
    kategorie: answer.kategorie,
    schweregrad: answer.schweregrad,
    status: 'NEU',
    details: {
      empfohleneBehandlung: answer.empfohleneBehandlung.trim(),
      detaillierteBeschreibung: answer.detaillierteBeschreibung.trim(),
      beschreibung: answer.kurzbeschreibung.trim(),
      bildUrls: urls,
    },
    erkannteElemente: answer.erkannteElemente.map((element) => element.trim()).filter(Boolean),
    bildUrls: urls,
    typ,
  };
}

/** The area schema of a component; the type ties a schema to its answer. */
export const schemaOf = (area: Area) => AREA_SCHEMAS[area];
