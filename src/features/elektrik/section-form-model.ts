// An electrics section's editor as the shared form store edits it: one input per field, each
// saved field written in its stored shape and marked as corrected (SPEC §3 Electric).
import type { FormModel } from '@/domain/form-store';
import { electricSectionValue, type ElectricSection } from '@/domain/electric';
import { projectWithEdits, SECTION_FIELDS, sectionForm, type SectionForm } from '@/domain/electric-form';
import type { Project } from '@/domain/project';

type SectionInputs = SectionForm & Record<string, unknown>;

export function sectionFormModel(section: ElectricSection): FormModel<Project, SectionInputs> {
  const read = (project: Project) => sectionForm(section, electricSectionValue(project.electric, section)) as SectionInputs;
  return {
    id: `elektrik-${section}`,
    keys: SECTION_FIELDS[section],
    read,
    apply: (project, inputs) => projectWithEdits(project, section, { ...read(project), ...inputs } as SectionForm, Object.keys(inputs)),
  };
}
