// The protocol's content (SPEC §2 'Protokoll'): cover, every captured section with values,
// quality levels and corrections, damages, the buildability result and the photos by component.
// One pure model, so the server's PDF and the one rendered offline in the app say the same.
import { isNotDetected, ratingOf, ROOF_DEFAULT_QUALITY } from './assessment.ts';
import { isHiddenFactor, type BuildabilityAssessment } from './buildability.ts';
import { ELECTRIC_SECTIONS, electricSectionValue } from './electric.ts';
import { overviewRows } from './electric-rows.ts';
import { usableReasoning } from './explanation.ts';
import { STORAGE_CRITERIA } from './storage-criteria.ts';
import { criterionNote, criterionQuality, isCriterionCorrected } from './storage-values.ts';
import { formatDate, formatDateTime } from './format-date.ts';
import { flaggedPhotos } from './photo-checks.ts';
import { areaNoteOf, captionOf, photoKey } from './photo-notes.ts';
import { memoLine, memosOfArea } from './voice-memos.ts';
import { formatPosition, hasPosition, takenAtOf } from './photo-origin.ts';
import type { SignatureState } from './signature.ts';
import { flawText } from './photo-quality-texts.ts';
import type { ShotChecklist } from './required-shots.ts';
import { areaShotStates, countShots } from './shot-status.ts';
import { UPLOAD_AREA_IDS, type UploadAreaId } from './upload-areas.ts';
import type { Project } from './project.ts';
import { PROTOCOL_TEXTS as T } from './protocol-texts.ts';
import { DEFAULT_PV_SETTINGS, type PvSettings } from './pv/pv-settings.ts';
import { pvModel, type ProtocolPv } from './protocol-pv.ts';
import { allObstacles, detectedDamages, INSIDE_ELEMENTS, OUTSIDE_ELEMENTS, ROOF_FIELDS, roofElementValue, type RoofElement } from './roof.ts';
import { displayField, isCorrected } from './roof-values.ts';
import { isLearned, isLearnedField } from './taught-values.ts';
import {
  BUILDABILITY_STATUS_LABELS,
  COMPONENT_LABELS,
  DAMAGE_AREA_LABELS,
  factorImpactLabel,
  HOUSE_TYPE_LABELS,
  RATING_LABELS,
  ROOF_ELEMENT_LABELS,
  SHOT_AREA_LABELS,
  ROOF_FIELD_LABELS,
  STORAGE_CRITERION_LABELS,
} from './value-labels.ts';
import { isManualDamage, withRoofListedDamages, type Vorschaden } from './vorschaden.ts';

export interface ProtocolRow {
  label: string;
  value: string;
  quality?: string;
  corrected?: boolean;
  /** Proposed from the company's earlier corrections (issue 26), not read from the photos. */
  learned?: boolean;
}

export interface ProtocolSection {
  title: string;
  rows: ProtocolRow[];
  /** A closing line, e.g. which elements were not captured. */
  note?: string;
  /** What the surveyor wrote on the area's page, several lines. */
  areaNote?: string;
  /** The voice memos recorded on the area's page, each by its length and time. */
  voiceMemos?: string[];
}

export interface ProtocolPhotoRef {
  id: string;
  caption: string;
  /** Set for an uploaded PDF (a bill), which the document shows as a tile, not as a photo. */
  document?: string;
}

export interface ProtocolModel {
  companyName: string;
  createdOn: string;
  /** Which project, and the moment the document was made: a printed page names both. */
  reference: string;
  statusText: string;
  customer: { name: string; address: string; email: string; phone: string; services: string };
  sections: ProtocolSection[];
  damages: Array<{ title: string; area: string; severity: string; status: string; text: string; treatment: string; manual: boolean }>;
  buildability: {
    status: string;
    assessment: string;
    recommendation: string;
    assessedOn: string;
    factors: Array<{ title: string; impact: string; text: string; recommendation: string; rule: string }>;
  } | null;
  photoGroups: Array<{ title: string; photos: ProtocolPhotoRef[] }>;
  /** The roof faces with their first layout and the PV estimate (issue 25); null without faces. */
  pv: ProtocolPv | null;
  /** The customer's signature, and a line when the project changed after it. */
  /** `legend` names what `line` holds: 'Name, Ort, Datum', or 'Name, Datum' when no place was given. */
  signature: { image: string; line: string; legend: string; changed?: string } | null;
}

/** An image of the project as the protocol lists it. */
export interface ProtocolImage {
  id: string;
  component: string;
  originalName: string;
  uploadedAt: string;
  annotated?: boolean;
  contentType?: string;
  /** A PDF's number of pages, where the file could be read. */
  pageCount?: number;
  /** SHA-256 of the bytes the app sent, which its caption is kept under. */
  uploadSha256?: string;
  /** When the photo was taken in the app, where known; else it counts from its upload. */
  addedAt?: string;
}

export interface ProtocolInput {
  companyName: string;
  project: Project;
  /** The company's required shots, which the protocol lists with their photos or as missing. */
  checklist: ShotChecklist;
  damages: readonly Vorschaden[];
  buildability: BuildabilityAssessment | null;
  images: readonly ProtocolImage[];
  today: Date;
  /** Whether the project still holds what the customer signed (`signatureState`). */
  signature?: SignatureState;
  /** The company's module and edge distances for the faces' layout; the defaults without them. */
  pvSettings?: PvSettings;
}

const present = (value: unknown) => !isNotDetected(value);

export function statusText(project: Project): string {
  return project.status === 'ABGESCHLOSSEN' ? T.done : T.inProgress;
}

function houseSection(project: Project): ProtocolSection {
  const house = project.house ?? {};
  const results = (house.analyse?.results ?? {}) as Record<string, unknown>;
  // A field the bill analysis read carries its quality; one the user changed since is 'korrigiert'
  // and, like every corrected value, claims no AI quality: the surveyor's word is not the AI's guess.
  const detection = (key: string) => {
    const result = results[key];
    if (!result || typeof result !== 'object' || !('wert' in result)) return {};
    const { wert, qualitaet } = result as { wert: unknown; qualitaet?: string };
    const stored = (house as Record<string, unknown>)[key];
    const corrected = stored !== null && stored !== undefined && String(stored) !== String(wert);
    return corrected ? { quality: undefined, corrected } : { quality: qualitaet, corrected };
  };
  const year = (value: unknown) => (typeof value === 'number' ? String(value) : T.notRenovated);
  const rows: ProtocolRow[] = [
    { label: T.fields.stromverbrauch, value: typeof house.stromverbrauch === 'number' ? T.kwh(house.stromverbrauch.toLocaleString('de-DE')) : '' },
    { label: T.fields.zaehlernummer, value: house.zaehlernummer ?? '' },
    { label: T.fields.netzbetreiber, value: house.netzbetreiber ?? '' },
    { label: T.fields.baujahr, value: typeof house.baujahr === 'number' ? String(house.baujahr) : '' },
    { label: T.fields.haustyp, value: HOUSE_TYPE_LABELS[house.haustyp ?? ''] ?? house.haustyp ?? '' },
    { label: T.fields.sanierungDach, value: year(house.sanierungDach) },
    { label: T.fields.sanierungElektrik, value: year(house.sanierungElektrik) },
  ];
  const keys = Object.keys(T.fields);
  return {
    title: T.house,
    rows: rows.map((row, index) => ({ ...row, value: row.value || T.none, corrected: false, ...detection(keys[index]) })),
  };
}

/** 'Sparren – Breite'; a field named like its element ('Traufhöhe') is named once. */
function fieldLabel(element: RoofElement, key: string): string {
  const elementLabel = ROOF_ELEMENT_LABELS[element];
  const label = ROOF_FIELD_LABELS[key] ?? key;
  return label === elementLabel ? label : `${elementLabel} – ${label}`;
}

function roofSection(project: Project, title: string, elements: readonly RoofElement[]): ProtocolSection {
  const rows: ProtocolRow[] = [];
  const missing: string[] = [];
  for (const element of elements) {
    if (element === 'hindernisse') continue;
    const value = roofElementValue(project.roof, element);
    const shown = ROOF_FIELDS[element].flatMap((field) => {
      const text = displayField(value, field);
      return text === null ? [] : [{ field, text }];
    });
    if (!shown.length) {
      missing.push(ROOF_ELEMENT_LABELS[element]);
      continue;
    }
    for (const { field, text } of shown) {
      // A value the user set is theirs: it is marked as corrected and claims no AI quality. A learned
      // value carries the quality of its vote, not of the element's reading.
      const corrected = isCorrected(value, field.key);
      const learned = isLearned(value, field.key);
      rows.push({
        label: fieldLabel(element, field.key),
        value: text,
        quality: corrected ? undefined : (learned ?? value.qualitaet ?? ROOF_DEFAULT_QUALITY),
        corrected,
        ...(learned ? { learned: true } : {}),
      });
    }
  }
  return { title, rows, ...(missing.length ? { note: T.notCapturedList(missing.join(', ')) } : {}) };
}

function obstaclesSection(project: Project): ProtocolSection {
  const damages = [...detectedDamages(project.roof), ...(project.roof?.manualDamages ?? [])];
  return {
    title: T.obstacles,
    rows: [
      { label: ROOF_FIELD_LABELS.obstacles, value: allObstacles(project.roof).join(', ') || T.none },
      { label: ROOF_FIELD_LABELS.damages, value: damages.join(', ') || T.none },
    ],
  };
}

function electricSections(project: Project): ProtocolSection[] {
  return ELECTRIC_SECTIONS.map((section) => {
    const rows = overviewRows(section, electricSectionValue(project.electric, section));
    const captured = rows.filter((row) => !row.notDetected);
    const missing = rows.filter((row) => row.notDetected).map((row) => row.label);
    const written: ProtocolSection = {
      title: section === 'zaehlerschrank' ? T.zaehlerschrank : T.erdung,
      rows: captured.map((row) => ({
        label: row.label,
        value: row.parts.map((part) => (part.label ? `${part.label}: ${part.value}` : part.value)).join(' · '),
        quality: row.quality ?? undefined,
        corrected: row.corrected,
        ...(row.learned ? { learned: true } : {}),
      })),
      ...(missing.length ? { note: T.notCapturedList(missing.join(', ')) } : {}),
    };
    return withAreaNotes(written, project, [section === 'zaehlerschrank' ? 'elektrik' : 'erdung']);
  });
}

function storageSection(project: Project): ProtocolSection {
  return {
    title: T.storage,
    rows: STORAGE_CRITERIA.map((criterion) => {
      const stored = (project.storage?.[criterion] ?? {}) as { zustand?: unknown; wert?: unknown; qualitaet?: string; reasoning?: string };
      // A state rated by hand is the user's word: the reasoning of an earlier analysis no longer applies.
      const corrected = isCriterionCorrected(project.storage, criterion);
      const rating = RATING_LABELS[ratingOf(stored.zustand)];
      const value = present(stored.wert) && typeof stored.wert !== 'object' ? `${String(stored.wert)} – ${rating}` : rating;
      const shown = corrected ? null : usableReasoning(stored.reasoning);
      const reasoning = shown ? ` (${shown})` : '';
      const note = criterionNote(project.storage, criterion).trim();
      const learned = isLearnedField(project.storage ?? {}, criterion);
      return {
        label: STORAGE_CRITERION_LABELS[criterion],
        value: `${value}${reasoning}${note ? ` · ${T.criterionNote(note)}` : ''}`,
        quality: learned ?? criterionQuality(project.storage, criterion) ?? undefined,
        corrected,
        ...(learned ? { learned: true } : {}),
      };
    }),
  };
}

/** The required shots of every area: each with its photo, or missing. */
function requiredShotsSection(project: Project, checklist: ShotChecklist): ProtocolSection {
  const states = UPLOAD_AREA_IDS.flatMap((area) => areaShotStates(checklist, project, area, {}));
  const { filled, total } = countShots(states);
  const closed = project.closedDespiteGaps;
  const notes = [T.shotsSummary(filled, total), ...(closed ? [T.closedDespiteGaps(formatDate(closed.at), closed.open.length)] : [])];
  return {
    title: T.requiredShots,
    rows: states.map((state) => ({
      label: `${SHOT_AREA_LABELS[state.area]}: ${state.shot.label}`,
      value: state.photo?.kind === 'stored' ? T.shotPresent(state.photo.image.originalName) : T.shotMissing,
    })),
    note: notes.join(' '),
  };
}

/** Photos the quality guard flagged that are in the project: kept on purpose, or not decided yet. */
function photoCheckSection(project: Project): ProtocolSection | null {
  const rows = flaggedPhotos(project, {}).map((photo) => ({
    label: `${COMPONENT_LABELS[photo.area] ?? photo.area}: ${photo.name}`,
    value: photo.kept ? T.keptDespite(flawText(photo.problems)) : T.undecided(flawText(photo.problems)),
  }));
  return rows.length ? { title: T.photoChecks, rows } : null;
}

/** The notes written and the voice memos recorded on the pages of the areas a section reports, under it. */
function withAreaNotes(section: ProtocolSection, project: Project, areas: readonly UploadAreaId[]): ProtocolSection {
  const notes = areas.flatMap((area) => areaNoteOf(project, area) ?? []);
  const memos = areas.flatMap((area) => memosOfArea(project.voiceMemos, area).map(memoLine));
  return { ...section, ...(notes.length ? { areaNote: notes.join('\n\n') } : {}), ...(memos.length ? { voiceMemos: memos } : {}) };
}

/** Image id → the label of the required shot it fills, for the photo captions. */
function shotLabels(project: Project, checklist: ShotChecklist): Map<string, string> {
  const labels = new Map<string, string>();
  for (const area of UPLOAD_AREA_IDS) {
    for (const state of areaShotStates(checklist, project, area, {})) if (state.photo?.kind === 'stored') labels.set(state.photo.image.id, state.shot.label);
  }
  return labels;
}

function photoGroups(project: Project, images: readonly ProtocolImage[], slots: ReadonlyMap<string, string>): ProtocolModel['photoGroups'] {
  const groups = new Map<string, ProtocolPhotoRef[]>();
  for (const image of images) {
    const key = image.annotated && image.component === 'dach-aussen' ? 'dach-aussen-annotiert' : image.component;
    const slot = slots.get(image.id);
    const said = captionOf(project, photoKey(image));
    const origin = project.photoOrigins?.[photoKey(image)];
    const place = hasPosition(origin) ? ` · ${formatPosition(origin.latitude, origin.longitude)}` : '';
    const caption = `${slot ? `${slot}: ` : ''}${image.originalName} · ${formatDateTime(takenAtOf(origin, image.addedAt, image.uploadedAt))}${place}${said ? ` – ${said}` : ''}`;
    const ref = image.contentType === 'application/pdf' ? { id: image.id, caption, document: T.pdfDocument(image.pageCount) } : { id: image.id, caption };
    groups.set(key, [...(groups.get(key) ?? []), ref]);
  }
  const order = Object.keys(COMPONENT_LABELS);
  return [...groups.entries()]
    .sort(([a], [b]) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99))
    .map(([component, photos]) => ({ title: COMPONENT_LABELS[component] ?? component, photos }));
}

export function protocolModel(input: ProtocolInput): ProtocolModel {
  const { project } = input;
  const customer = project.customer ?? {};
  const { more, ...named } = customer.services ?? {};
  const services = Object.entries(named)
    .filter(([, planned]) => planned)
    .map(([key]) => T.serviceNames[key] ?? key);
  // 'Weiteres' of Kundeninformationen: its text is kept only while the box is ticked.
  const further = customer.additional?.trim();
  if (further) services.push(T.further(further));
  else if (more) services.push(T.furtherTicked);
  const assessment = input.buildability;
  return {
    companyName: input.companyName,
    createdOn: formatDate(input.today),
    reference: T.projectRef(project.id, formatDateTime(input.today)),
    statusText: statusText(project),
    customer: {
      name: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
      address: customer.address ?? '',
      email: customer.email ?? '',
      phone: customer.phone ?? '',
      services: services.join(', '),
    },
    sections: [
      withAreaNotes(houseSection(project), project, ['stromrechnung']),
      withAreaNotes(roofSection(project, T.roofInside, INSIDE_ELEMENTS), project, ['dach-innen']),
      withAreaNotes(roofSection(project, T.roofOutside, OUTSIDE_ELEMENTS), project, ['dach-aussen']),
      obstaclesSection(project),
      ...electricSections(project),
      withAreaNotes(storageSection(project), project, ['aufstellort']),
      requiredShotsSection(project, input.checklist),
      ...[photoCheckSection(project)].filter((section): section is ProtocolSection => section !== null),
    ],
    damages: withRoofListedDamages(input.damages, project.roof).map((damage) => ({
      title: isManualDamage(damage) ? damage.kurzbeschreibung : damage.titel,
      area: DAMAGE_AREA_LABELS[damage.kategorie] ?? damage.kategorie,
      severity: damage.schweregrad,
      status: damage.status,
      text: isManualDamage(damage) ? '' : damage.kurzbeschreibung,
      treatment: damage.details?.empfohleneBehandlung ?? '',
      manual: isManualDamage(damage),
    })),
    buildability: assessment
      ? {
          status: BUILDABILITY_STATUS_LABELS[assessment.overallStatus] ?? assessment.overallStatus,
          assessment: assessment.assessment,
          recommendation: assessment.empfehlung,
          assessedOn: formatDate(assessment.createdAt),
          factors: assessment.factors
            .filter((factor) => !isHiddenFactor(factor))
            .map((factor) => ({
              title: factor.titel,
              impact: factorImpactLabel(factor.impact, factor.bewertbar),
              text: factor.beschreibung,
              recommendation: factor.empfehlung ?? '',
              rule: factor.regel ?? '',
            })),
        }
      : null,
    photoGroups: photoGroups(project, input.images, shotLabels(project, input.checklist)),
    pv: pvModel(project, input.pvSettings ?? DEFAULT_PV_SETTINGS),
    signature: signatureModel(input.signature),
  };
}

function signatureModel(state: SignatureState | undefined): ProtocolModel['signature'] {
  if (!state || state.kind === 'unsigned') return null;
  const { signature } = state;
  const place = signature.place.trim();
  const line = [signature.signerName, place, formatDate(signature.signedAt)].filter(Boolean).join(', ');
  return { image: signature.image, line, legend: place ? T.signatureLine : T.signatureLineWithoutPlace, ...(state.kind === 'changed' ? { changed: T.changedAfterSigning(state.changedAt && formatDate(state.changedAt)) } : {}) };
}
