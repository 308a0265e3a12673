// Where a project keeps the images of each component (SPEC §3), and pure functions to attach
// and detach image references without duplicates.
import { isNotDetected } from './assessment.ts';
import type { Detection, ImageRef } from './image.ts';
import type { Project } from './project.ts';
import { isTaughtArea, withLearnedValues, type LearnedValue } from './taught-values.ts';
import { COLLECTION_AREA, COLLECTION_SECTION, isUploadArea, PHOTO_PLACES, UPLOAD_AREAS } from './upload-areas.ts';

type Section = { analyse?: { images?: ImageRef[] } & Record<string, unknown> } & Record<string, unknown>;

/** Where in the project a place keeps its images: an area's section, or the collection's. */
function sectionPath(component: string): readonly string[] | null {
  if (isUploadArea(component)) return UPLOAD_AREAS[component].section;
  return component === COLLECTION_AREA ? COLLECTION_SECTION : null;
}

function withSection(project: Project, component: string, change: (section: Section) => Section): Project {
  const path = sectionPath(component);
  if (!path) return project;
  const update = (node: Record<string, unknown> | undefined, depth: number): Record<string, unknown> => {
    const current = (node ?? {}) as Section;
    if (depth === path.length) return change(current);
    const key = path[depth];
    return { ...current, [key]: update(current[key] as Record<string, unknown> | undefined, depth + 1) };
  };
  return update(project as unknown as Record<string, unknown>, 0) as unknown as Project;
}

function sectionOf(project: Project, component: string): Section | undefined {
  const path = sectionPath(component);
  if (!path) return undefined;
  let node: unknown = project;
  for (const key of path) node = (node as Record<string, unknown> | undefined)?.[key];
  return node as Section | undefined;
}

export function imagesOf(project: Project, component: string): ImageRef[] {
  return (sectionOf(project, component)?.analyse?.images ?? []) as ImageRef[];
}

/** The hashes of what the app sent for these images, where the server knows them. */
export function uploadHashes(images: readonly ImageRef[]): string[] {
  return images.flatMap((image) => (image.uploadSha256 ? [image.uploadSha256] : []));
}

/** Where the project holds the photo the app sent with this hash, if it does. */
export function imageByHash(project: Project, hash: string): { area: string; image: ImageRef } | null {
  for (const area of PHOTO_PLACES) {
    const image = imagesOf(project, area).find((candidate) => candidate.uploadSha256 === hash);
    if (image) return { area, image };
  }
  return null;
}

/** The hashes of what the app sent for every photo and document the project holds, where known, each with the area that holds it. */
export function uploadedContents(project: Project): Map<string, string> {
  return new Map(PHOTO_PLACES.flatMap((area) => uploadHashes(imagesOf(project, area)).map((hash) => [hash, area] as const)));
}

/**
 * The addresses of every stored file the project names (photos, documents, thumbnails, marked and
 * annotated copies), wherever in the document they are: what a device may hold copies of.
 */
export function storedFileUrls(project: Project): string[] {
  const urls = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string' && value.startsWith('/images/')) urls.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(project);
  return [...urls];
}

/**
 * Whether an analysis ran for a component: the server stores an area's photos and its findings
 * in one step, so a photo in the area or a stored result says so. Until then an empty value is
 * one nobody captured yet, not one the AI could not see (SPEC §5 'Not-detected values').
 */
export function wasAnalysed(project: Project, component: string): boolean {
  const analyse = sectionOf(project, component)?.analyse;
  return (analyse?.images?.length ?? 0) > 0 || Object.keys((analyse?.results as object | undefined) ?? {}).length > 0;
}

/**
 * Adds image references to a component, each once. A reference with `addedAt` goes before the
 * photos at the end of the list that were added later, so uploads that overtook each other still
 * list in the order they were taken; photos without `addedAt` (older data, other sources) keep
 * their place, since a server's and a device's clocks are not compared.
 */
export function attachImages(project: Project, component: string, refs: ImageRef[]): Project {
  return withSection(project, component, (section) => {
    const images = [...(section.analyse?.images ?? [])];
    const known = new Set(images.map((image) => image.id));
    for (const ref of refs) {
      if (known.has(ref.id)) continue;
      known.add(ref.id);
      let at = images.length;
      while (ref.addedAt && at > 0 && (images[at - 1].addedAt ?? '') > ref.addedAt) at -= 1;
      images.splice(at, 0, ref);
    }
    return { ...section, analyse: { ...section.analyse, images } };
  });
}

export function detachImage(project: Project, component: string, imageId: string): Project {
  return withSection(project, component, (section) => ({
    ...section,
    analyse: { ...section.analyse, images: (section.analyse?.images ?? []).filter((image) => image.id !== imageId) },
  }));
}

/**
 * Moves an image reference from one area to another (the user corrects where the sorting put
 * it). The reference keeps its data but names its new area; the boxes drawn over it belong to
 * the old area's analysis and go with it. Unchanged when the image is not in `from`.
 */
export function moveImage(project: Project, from: string, to: string, imageId: string): Project {
  const ref = imagesOf(project, from).find((image) => image.id === imageId);
  if (!ref || from === to || !isUploadArea(to)) return project;
  const detached = withSection(project, from, (section) => {
    const detections = section.analyse?.detections as Detection[] | undefined;
    return {
      ...section,
      analyse: {
        ...section.analyse,
        images: (section.analyse?.images ?? []).filter((image) => image.id !== imageId),
        ...(detections ? { detections: detections.filter((detection) => detection.imageId !== imageId) } : {}),
      },
    };
  });
  return attachImages(detached, to, [{ ...ref, componentType: to }]);
}

/** What an analysis of one area's files found, ready to go into the project. */
export interface AreaFindingsUpdate {
  /** Analysis results keyed by property: {wert, qualitaet, pageReference, zustand}. */
  results: Record<string, unknown>;
  /** Values of the section's own fields (e.g. the house's stromverbrauch). */
  values?: Record<string, unknown>;
  /** Objects found on the photos, drawn as boxes over them (outer roof). */
  detections?: Detection[];
  /** Values proposed from the company's earlier corrections (issue 26), put only into empty fields. */
  learned?: LearnedValue[];
}

const empty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Puts findings into the component's section. A section value is set only where nothing is
 * captured yet or an earlier analysis set it (recorded in analyse.vonKi), so a value the user
 * typed or corrected is never overwritten. A result the analysis could not read does not replace
 * one an earlier photo gave. Detections of the analysed photos replace their earlier ones.
 */
export function applyFindings(project: Project, component: string, findings: AreaFindingsUpdate): Project {
  const { results, values = {}, detections, learned = [] } = findings;
  if (!Object.keys(results).length && !Object.keys(values).length && !detections?.length && !learned.length) return project;
  return withSection(project, component, (section) => {
    const previous = (section.analyse?.results ?? {}) as Record<string, { wert?: unknown } | undefined>;
    const setBefore = (section.analyse?.vonKi ?? {}) as Record<string, unknown>;
    const corrected = new Set(Array.isArray(section.korrigiert) ? (section.korrigiert as string[]) : []);
    const next: Section = { ...section };
    const setNow: Record<string, unknown> = { ...setBefore };
    for (const [key, value] of Object.entries(values)) {
      const current = section[key];
      const fromAnalysis = key in setBefore && JSON.stringify(setBefore[key]) === JSON.stringify(current);
      if (!corrected.has(key) && (empty(current) || fromAnalysis)) {
        next[key] = value;
        setNow[key] = value;
      }
    }
    const merged: Record<string, unknown> = { ...previous };
    for (const [key, result] of Object.entries(results)) {
      const unreadable = isNotDetected((result as { wert?: unknown } | undefined)?.wert);
      if (!unreadable || isNotDetected(previous[key]?.wert)) merged[key] = result;
    }
    const analysed = new Set((detections ?? []).map((detection) => detection.imageId));
    const keptDetections = ((section.analyse?.detections ?? []) as Detection[]).filter((detection) => !analysed.has(detection.imageId));
    next.analyse = {
      ...section.analyse,
      results: merged,
      ...(Object.keys(setNow).length ? { vonKi: setNow } : {}),
      ...(detections?.length || keptDetections.length ? { detections: [...keptDetections, ...(detections ?? [])] } : {}),
    };
    return learned.length && isTaughtArea(component) ? (withLearnedValues(component, next, learned) as Section) : next;
  });
}
