// The buildability rules (issue 8.6): explainable checks over the captured values, the user's
// corrections and the damages, each factor naming the rule and the values it used. The server's
// check and the app's provisional result offline run this same code.
import { isNotDetected, ratingOf } from './assessment.ts';
import { FACTOR_IDS, type BuildabilityAssessment, type BuildabilityFactor } from './buildability.ts';
import { BUILDABILITY_TEXTS as T } from './buildability-texts.ts';
import { electricSectionValue, mainFuseLabel } from './electric.ts';
import { erdungForm, zaehlerschrankForm } from './electric-form.ts';
import { overviewRows } from './electric-rows.ts';
import { STORAGE_CRITERIA } from './storage-criteria.ts';
import type { Project } from './project.ts';
import { planPv } from './pv/pv-plan.ts';
import { faceTitle } from './pv/pv-texts.ts';
import { DEFAULT_PV_SETTINGS, type PvSettings } from './pv/pv-settings.ts';
import { compassPoint, facesNorth } from './pv/roof-face.ts';
import { ROOF_FIELDS, ROOF_ELEMENTS, roofElementValue, type RoofElement } from './roof.ts';
import { readMeasure } from './roof-values.ts';
import { convertLength } from './units.ts';
import { ROOF_ELEMENT_LABELS, STORAGE_CRITERION_LABELS } from './value-labels.ts';
import { withRoofListedDamages, type Vorschaden } from './vorschaden.ts';

export interface RuleInput {
  project: Project;
  damages: ReadonlyArray<Pick<Vorschaden, 'schweregrad' | 'titel' | 'kurzbeschreibung'>>;
  /** The year to age the roof against. */
  year: number;
  /** The company's module and edge distances for the roof faces; the defaults without them. */
  pvSettings?: PvSettings;
}

type Finding = BuildabilityFactor & {
  /** The project cannot be built until this is resolved. */
  blocking?: boolean;
  /** Inputs are missing, so the factor cannot vouch for the project. */
  unassessable?: boolean;
};

const SEVERE = /hoch|kritisch|schwer/i;
const OLD_ROOF_YEARS = 40;
const AGING_ROOF_YEARS = 25;
const MIN_RAFTER_HEIGHT_CM = 12;
const MAX_RAFTER_SPACING_CM = 100;
const SMALL_MAIN_FUSE_A = 35;

/** The texts of the checks that apply. */
const notes = (...checks: Array<string | false>): string[] => checks.filter((check): check is string => check !== false);

/** 'A', 'A und B', 'A, B und C'. */
const listed = (parts: readonly string[]): string => (parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} und ${parts[parts.length - 1]}`);

/**
 * A factor's verdict once its missing inputs are known: concerns stay concerns and name what is
 * missing too; with no concern but missing inputs the factor is not assessable (impact NONE) and
 * says what to capture; only with every input known does it count as positive.
 */
function verdict(
  base: Omit<BuildabilityFactor, 'beschreibung' | 'impact'>,
  {
    concerns,
    major,
    missing,
    ok,
    recommend,
    phrase,
  }: {
    concerns: string[];
    major: boolean;
    missing: string[];
    ok: string;
    recommend?: string;
    /** Wraps the list of missing inputs into one noun phrase ('Bewertung von …'). */
    phrase?: (list: string) => string;
  },
): Finding {
  const what = phrase ? phrase(listed(missing)) : listed(missing);
  const gap = missing.length ? T.missing(what, !phrase && missing.length > 1) : null;
  if (concerns.length) {
    return { ...base, beschreibung: [...concerns, ...(gap ? [gap] : [])].join(' '), impact: major ? 'MAJOR' : 'MINOR', ...(recommend ? { empfehlung: recommend } : {}) };
  }
  if (gap) return { ...base, beschreibung: gap, impact: 'NONE', empfehlung: T.capture(what), unassessable: true };
  return { ...base, beschreibung: ok, impact: 'POSITIVE' };
}

function hasValues(project: Project, element: RoofElement): boolean {
  const value = roofElementValue(project.roof, element);
  return Object.entries(value).some(([key, entry]) => key !== 'korrigiert' && key !== 'qualitaet' && !isNotDetected(entry));
}

const rated = (project: Project, element: RoofElement) => ratingOf(roofElementValue(project.roof, element).zustand) !== 'unbekannt';

/** The roof rule's inputs: the state of the load-bearing parts and the covering. */
const ROOF_INPUTS: ReadonlyArray<{ label: string; known: (project: Project) => boolean }> = [
  { label: T.roof.inputs.sparren, known: (project) => rated(project, 'sparren') },
  { label: T.roof.inputs.latten, known: (project) => rated(project, 'latten') },
  { label: T.roof.inputs.ziegel, known: (project) => hasValues(project, 'ziegel') },
];

function roofFactor(project: Project): Finding {
  const base = { id: FACTOR_IDS.roof, titel: T.roof.title, category: 'DACH_ZUSTAND' as const, regel: T.roof.rule };
  const ratings = ROOF_ELEMENTS.map((element) => ({ element, rating: ratingOf(roofElementValue(project.roof, element).zustand) }));
  const label = (element: RoofElement) => ROOF_ELEMENT_LABELS[element];
  const unsuitable = ratings.filter((entry) => entry.rating === 'ungeeignet').map((entry) => label(entry.element));
  const unclear = ratings.filter((entry) => entry.rating === 'unklar').map((entry) => label(entry.element));
  const werte = ratings.filter((entry) => entry.rating !== 'unbekannt').map((entry) => `${label(entry.element)}: ${entry.rating}`);
  const missing = ROOF_INPUTS.filter((input) => !input.known(project)).map((input) => input.label);
  const finding = verdict(
    { ...base, ...(werte.length ? { werte } : {}) },
    {
      concerns: unsuitable.length ? [T.roof.unsuitable(unsuitable.join(', '))] : unclear.length ? [T.roof.unclear(unclear.join(', '))] : [],
      major: unsuitable.length > 0,
      missing,
      ok: T.roof.known,
      recommend: unsuitable.length ? T.roof.recommendUnsuitable : T.roof.recommendUnclear,
    },
  );
  return unsuitable.length ? { ...finding, blocking: true } : finding;
}

function roofAgeFactor(project: Project, year: number): Finding | null {
  const since = project.house?.sanierungDach ?? project.house?.baujahr;
  if (typeof since !== 'number' || since > year) return null;
  const age = year - since;
  const value = T.roofAge.value(age, since);
  const base = { id: FACTOR_IDS.roofAge, titel: T.roofAge.title, category: 'DACH_ZUSTAND' as const, regel: T.roofAge.rule(AGING_ROOF_YEARS, OLD_ROOF_YEARS), werte: [value] };
  // Each verdict says which side of the rule's limits the age lies on.
  if (age > OLD_ROOF_YEARS) return { ...base, beschreibung: `${value} ${T.roofAge.oldText(OLD_ROOF_YEARS)}`, impact: 'MAJOR', empfehlung: T.roofAge.old };
  if (age > AGING_ROOF_YEARS) return { ...base, beschreibung: `${value} ${T.roofAge.agingText(AGING_ROOF_YEARS)}`, impact: 'MINOR', empfehlung: T.roofAge.aging };
  return { ...base, beschreibung: `${value} ${T.roofAge.young(AGING_ROOF_YEARS)}`, impact: 'POSITIVE' };
}

function staticsFactor(project: Project): Finding | null {
  const rafters = roofElementValue(project.roof, 'sparren');
  const field = (key: string) => ROOF_FIELDS.sparren.find((entry) => entry.key === key) as (typeof ROOF_FIELDS.sparren)[number];
  const inCm = (key: string) => {
    const { wert, einheit } = readMeasure(rafters, field(key));
    return convertLength(wert, einheit, 'cm');
  };
  const height = inCm('hoehe');
  const spacing = inCm('abstand');
  if (height === null && spacing === null) return null;
  const show = (value: number | null) => (value === null ? '–' : `${value.toLocaleString('de-DE')} cm`);
  const weak = (height !== null && height < MIN_RAFTER_HEIGHT_CM) || (spacing !== null && spacing > MAX_RAFTER_SPACING_CM);
  const werte = [`Sparrenhöhe: ${show(height)}`, `Sparrenabstand: ${show(spacing)}`];
  const base = { id: FACTOR_IDS.statics, titel: T.statics.title, category: 'STATIK' as const, regel: T.statics.rule, werte };
  return verdict(base, {
    concerns: weak ? [T.statics.weak(show(height), show(spacing))] : [],
    major: false,
    missing: notes(height === null && T.statics.height, spacing === null && T.statics.spacing),
    ok: T.statics.ok(show(height), show(spacing)),
    recommend: T.statics.recommend,
  });
}

function cabinetFactor(project: Project): Finding {
  const form = zaehlerschrankForm(electricSectionValue(project.electric, 'zaehlerschrank'));
  const base = { id: FACTOR_IDS.electric, titel: T.electric.title, category: 'ELEKTRIK_EIGNUNG' as const, regel: T.electric.rule };
  const fuse = mainFuseLabel(form.hauptsicherung.wert);
  const amps = fuse ? Number.parseInt(fuse, 10) : null;
  const major = notes(form.zaehlerplatz === false && T.electric.noMeterSpace);
  const minor = notes(
    form.apzFeld === false && T.electric.noApz,
    form.ueberspannungsschutz === false && T.electric.noSurge,
    form.fiLsSchalter === false && T.electric.noRcd,
    form.zaehlertyp.typ === 'analog' && T.electric.analogMeter,
    amps !== null && amps < SMALL_MAIN_FUSE_A && T.electric.smallFuse(fuse as string),
  );
  const missing = notes(
    form.zaehlertyp.typ === '' && T.electric.inputs.zaehlertyp,
    form.zaehlerplatz === null && T.electric.inputs.zaehlerplatz,
    form.apzFeld === null && T.electric.inputs.apzFeld,
    form.ueberspannungsschutz === null && T.electric.inputs.ueberspannungsschutz,
    form.fiLsSchalter === null && T.electric.inputs.fiLsSchalter,
    fuse === null && T.electric.inputs.hauptsicherung,
  );
  const werte = [
    `Zählertyp: ${form.zaehlertyp.typ || '–'}`,
    `Zählerplatz: ${form.zaehlerplatz ?? '–'}`,
    `APZ-Feld: ${form.apzFeld ?? '–'}`,
    `Überspannungsschutz: ${form.ueberspannungsschutz ?? '–'}`,
    `FI/LS: ${form.fiLsSchalter ?? '–'}`,
    `Hauptsicherung: ${fuse ?? '–'}`,
  ];
  return verdict({ ...base, werte }, { concerns: [...major, ...minor], major: major.length > 0, missing, ok: T.electric.known, recommend: T.electric.recommendCabinet });
}

function earthingFactor(project: Project): Finding | null {
  const section = electricSectionValue(project.electric, 'erdung');
  const form = erdungForm(section);
  const major = notes(form.hesVorhanden.presence === 'absent' && T.earthing.noHes, form.condition.bewertung === 'damaged' && T.earthing.damaged);
  const minor = notes(
    form.fundamenterderVorhanden === 'no' && T.earthing.noFoundation,
    form.anschlussqualitaet.bewertung === 'possibly_non_compliant' && T.earthing.nonCompliant,
    form.condition.bewertung === 'aged_corroded' && T.earthing.corroded,
  );
  const missing = notes(
    form.hesVorhanden.presence === 'unknown' && T.earthing.inputs.hes,
    form.fundamenterderVorhanden === 'unknown' && T.earthing.inputs.foundation,
    form.anschlussqualitaet.bewertung === 'unknown' && T.earthing.inputs.connection,
    form.condition.bewertung === 'unknown' && T.earthing.inputs.condition,
  );
  // Nothing captured about the earthing: the factor stays out rather than repeat the electrics.
  // Anything captured (the earthing type, the conductors) brings it in, naming what is missing.
  if (overviewRows('erdung', section).every((row) => row.notDetected)) return null;
  const werte = [
    `Haupterdungsschiene: ${form.hesVorhanden.presence}`,
    `Fundamenterder: ${form.fundamenterderVorhanden}`,
    `Anschlussqualität: ${form.anschlussqualitaet.bewertung}`,
    `Zustand: ${form.condition.bewertung}`,
  ];
  const base = { id: FACTOR_IDS.earthing, titel: T.earthing.title, category: 'ELEKTRIK_EIGNUNG' as const, regel: T.earthing.rule, werte };
  return verdict(base, { concerns: [...major, ...minor], major: major.length > 0, missing, ok: T.earthing.ok, recommend: T.earthing.recommend });
}

function storageFactor(project: Project): Finding {
  const ratings = STORAGE_CRITERIA.map((criterion) => ({
    label: STORAGE_CRITERION_LABELS[criterion],
    rating: ratingOf((project.storage?.[criterion] as { zustand?: unknown } | undefined)?.zustand),
  }));
  const unsuitable = ratings.filter((entry) => entry.rating === 'ungeeignet').map((entry) => entry.label);
  const unclear = ratings.filter((entry) => entry.rating === 'unklar').map((entry) => entry.label);
  const werte = ratings.map((entry) => `${entry.label}: ${entry.rating}`);
  const base = { id: FACTOR_IDS.storage, titel: T.storage.title, category: 'BRANDSCHUTZ' as const, regel: T.storage.rule, werte };
  return verdict(base, {
    concerns: notes(unsuitable.length > 0 && T.storage.unsuitable(unsuitable.join(', ')), unclear.length > 0 && T.storage.unclear(unclear.join(', '))),
    major: unsuitable.length > 0,
    missing: ratings.filter((entry) => entry.rating === 'unbekannt').map((entry) => entry.label),
    phrase: T.storage.input,
    ok: T.storage.ok,
    recommend: T.storage.recommend,
  });
}

const kWpText = (kWp: number) => kWp.toLocaleString('de-DE', { maximumFractionDigits: 2 });

/** Whether the roof faces leave room for modules where they earn (issue 25); out while no face is captured. */
function pvFacesFactor(project: Project, settings: PvSettings): Finding | null {
  const plan = planPv(project, settings);
  if (!plan.faces.length) return null;
  const werte = plan.faces.map((face) => {
    const where = [typeof face.face.azimuthDeg === 'number' ? compassPoint(face.face.azimuthDeg) : '', face.slopeDeg === null ? '' : `${Math.round(face.slopeDeg)}°`].filter(Boolean).join(', ');
    return T.pvFaces.face(faceTitle(face), face.layout?.modules ?? 0, kWpText(face.layout?.kWp ?? 0), where);
  });
  const missing = plan.faces.flatMap((face) =>
    notes(!face.layout && T.pvFaces.size(faceTitle(face)), typeof face.face.azimuthDeg !== 'number' && T.pvFaces.orientation(faceTitle(face))),
  );
  const withModules = plan.faces.filter((face) => (face.layout?.modules ?? 0) > 0);
  const noRoom = !withModules.length && plan.faces.every((face) => face.layout);
  const onlyNorth = withModules.length > 0 && withModules.every((face) => typeof face.face.azimuthDeg === 'number' && facesNorth(face.face.azimuthDeg));
  const base = { id: FACTOR_IDS.pvFaces, titel: T.pvFaces.title, category: 'DACH_ZUSTAND' as const, regel: T.pvFaces.rule, werte };
  const finding = verdict(base, {
    concerns: notes(noRoom && T.pvFaces.noRoom, onlyNorth && T.pvFaces.onlyNorth),
    major: noRoom,
    missing,
    ok: T.pvFaces.ok(plan.modules, kWpText(plan.kWp), withModules.length),
    recommend: noRoom ? T.pvFaces.recommendNoRoom : T.pvFaces.recommendNorth,
  });
  // Without room for a single module no PV system can be built: that blocks the project unless
  // the customer asked only for other services (a battery, a wallbox).
  const services = project.customer?.services;
  const solarWanted = services?.solar === true || !(services?.battery || services?.wallbox || services?.more);
  return noRoom && solarWanted ? { ...finding, blocking: true } : finding;
}

function damagesFactor(damages: RuleInput['damages']): Finding {
  const severe = damages.filter((damage) => SEVERE.test(damage.schweregrad)).length;
  const base = { id: FACTOR_IDS.damages, category: 'VORSCHAEDEN' as const, regel: T.damages.rule, werte: damages.map((damage) => `Schweregrad: ${damage.schweregrad}`) };
  if (!damages.length) return { ...base, titel: T.damages.overviewTitle, beschreibung: T.damages.none, impact: 'NONE' };
  const text = severe ? `${T.damages.some(damages.length)} ${T.damages.severe(severe)}` : T.damages.some(damages.length);
  return { ...base, titel: T.damages.title, beschreibung: text, impact: severe ? 'MAJOR' : 'MINOR', empfehlung: T.damages.recommend, blocking: severe > 0 };
}

/** The assessment of SPEC §3: unbuildable with a blocking finding, conditional with any concern. */
export function assessBuildability(input: RuleInput): Omit<BuildabilityAssessment, 'id' | 'createdAt'> {
  const { project } = input;
  const findings = [
    roofFactor(project),
    roofAgeFactor(project, input.year),
    staticsFactor(project),
    cabinetFactor(project),
    earthingFactor(project),
    storageFactor(project),
    pvFacesFactor(project, input.pvSettings ?? DEFAULT_PV_SETTINGS),
    damagesFactor(withRoofListedDamages(input.damages, project.roof)),
  ].filter((finding): finding is Finding => finding !== null);
  const overallStatus = findings.some((finding) => finding.blocking)
    ? 'UNGEEIGNET'
    : findings.some((finding) => finding.impact === 'MAJOR' || finding.impact === 'MINOR' || finding.unassessable)
      ? 'BEDINGT_GEEIGNET'
      : 'GEEIGNET';
  const wording = {
    GEEIGNET: [T.suitable, T.recommendSuitable],
    BEDINGT_GEEIGNET: [T.conditional, T.recommendConditional],
    UNGEEIGNET: [T.unsuitable, T.recommendUnsuitable],
  } as const;
  const factors = findings.map(({ blocking: _blocking, unassessable, ...factor }) => (unassessable ? { ...factor, bewertbar: false } : factor));
  return { overallStatus, assessment: wording[overallStatus][0], empfehlung: wording[overallStatus][1], factors };
}
