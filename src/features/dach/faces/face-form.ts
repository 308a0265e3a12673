// One roof face as the shared form store edits it (issue 25): the face as one input, saved into
// the roof by its id so that nothing else of the project, and no other face, is touched.
import type { FormModel } from '@/domain/form-store';
import type { Project } from '@/domain/project';
import { faceOf, withFace } from '@/domain/pv/face-edits';
import type { RoofFace } from '@/domain/pv/roof-face';

export interface FaceForm {
  face: RoofFace | undefined;
}

export function roofFaceForm(faceId: string): FormModel<Project, FaceForm> {
  return {
    id: `dach-flaeche-${faceId}`,
    keys: ['face'],
    read: (project) => ({ face: faceOf(project.roof, faceId) }),
    apply: (project, { face }) => (face ? { ...project, roof: withFace(project.roof, face) } : project),
  };
}

/** The battery size of the PV estimate, as its own input beside the faces. */
export const STORAGE_FORM: FormModel<Project, { storageKWh: number | null | undefined }> = {
  id: 'pv-speicher',
  keys: ['storageKWh'],
  read: (project) => ({ storageKWh: project.pvPlan?.storageKWh }),
  apply: (project, { storageKWh }) => (storageKWh === undefined ? project : { ...project, pvPlan: { ...project.pvPlan, storageKWh } }),
};
