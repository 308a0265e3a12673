// Where a project keeps the images of each component (SPEC §3), and pure functions to attach
// and detach image references without duplicates.
import type { ImageRef } from './image.ts';
import type { Project } from './project.ts';

type Section = { analyse?: { images?: ImageRef[] } & Record<string, unknown> } & Record<string, unknown>;

/** The path of the section whose analyse.images holds a component's images. */
const SECTION_PATHS: Record<string, string[]> = {
  'dach-innen': ['roof', 'inside'],
  'dach-aussen': ['roof', 'outside'],
  elektrik: ['electric', 'zaehlerschrank'],
  erdung: ['electric', 'erdung'],
  aufstellort: ['storage'],
  stromrechnung: ['house'],
};

export function hasImageSection(component: string): boolean {
  return component in SECTION_PATHS;
}

function withSection(project: Project, component: string, change: (section: Section) => Section): Project {
  const path = SECTION_PATHS[component];
  if (!path) return project;
  const update = (node: Record<string, unknown> | undefined, depth: number): Record<string, unknown> => {
    const current = (node ?? {}) as Section;
    if (depth === path.length) return change(current);
    const key = path[depth];
    return { ...current, [key]: update(current[key] as Record<string, unknown> | undefined, depth + 1) };
  };
  return update(project as unknown as Record<string, unknown>, 0) as unknown as Project;
}

export function imagesOf(project: Project, component: string): ImageRef[] {
  const path = SECTION_PATHS[component];
  if (!path) return [];
  let node: unknown = project;
  for (const key of path) node = (node as Record<string, unknown> | undefined)?.[key];
  return ((node as Section | undefined)?.analyse?.images ?? []) as ImageRef[];
}

export function attachImages(project: Project, component: string, refs: ImageRef[]): Project {
  return withSection(project, component, (section) => {
    const existing = section.analyse?.images ?? [];
    const known = new Set(existing.map((image) => image.id));
    return { ...section, analyse: { ...section.analyse, images: [...existing, ...refs.filter((ref) => !known.has(ref.id))] } };
  });
}

export function detachImage(project: Project, component: string, imageId: string): Project {
  return withSection(project, component, (section) => ({
    ...section,
    analyse: { ...section.analyse, images: (section.analyse?.images ?? []).filter((image) => image.id !== imageId) },
  }));
}

/** Merges analysis results (keyed by property) into the component's section. */
export function mergeAnalysisResults(project: Project, component: string, results: Record<string, unknown>): Project {
  if (!Object.keys(results).length) return project;
  return withSection(project, component, (section) => ({
    ...section,
    analyse: { ...section.analyse, results: { ...(section.analyse?.results as Record<string, unknown> | undefined), ...results } },
  }));
}
