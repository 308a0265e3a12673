// The roof editors as the shared form store edits them: one element's values (their correction
// marks included) as one input, and the manual obstacles and damages as two. Every edit is
// journaled and saved like every other form's; nothing else of the project is touched.
import type { FormModel } from '@/domain/form-store';
import type { Project } from '@/domain/project';
import { roofElementValue, withRoofElement, type RoofElement, type RoofElementValue } from '@/domain/roof';

export interface RoofElementForm {
  value: RoofElementValue;
}

export function roofElementForm(element: Exclude<RoofElement, 'hindernisse'>): FormModel<Project, RoofElementForm> {
  return {
    id: `dach-${element}`,
    keys: ['value'],
    read: (project) => ({ value: roofElementValue(project.roof, element) }),
    apply: (project, { value }) => (value ? { ...project, roof: withRoofElement(project.roof, element, value) } : project),
  };
}

export interface ManualEntriesForm {
  obstacles: string[];
  damages: string[];
}

export const MANUAL_ENTRIES_FORM: FormModel<Project, ManualEntriesForm> = {
  id: 'dach-hindernisse',
  keys: ['obstacles', 'damages'],
  read: (project) => ({ obstacles: project.roof?.manualObstacles ?? [], damages: project.roof?.manualDamages ?? [] }),
  apply: (project, { obstacles, damages }) => ({
    ...project,
    roof: { ...project.roof, ...(obstacles && { manualObstacles: obstacles }), ...(damages && { manualDamages: damages }) },
  }),
};
