// The house form as the shared form store edits it: the inputs read from the stored house and the
// fields they save (SPEC §5 house data), nothing else of the project touched.
import type { FormModel } from '@/domain/form-store';
import type { Project } from '@/domain/project';
import { formFromHouse, HOUSE_KEYS, valuesOfInputs, withHouseValues, type HouseForm } from './house-form';

export const HOUSE_FORM: FormModel<Project, HouseForm> = {
  id: 'haus',
  keys: HOUSE_KEYS,
  read: (project) => formFromHouse(project.house),
  apply: (project, inputs) => withHouseValues(project, valuesOfInputs(inputs)),
};
