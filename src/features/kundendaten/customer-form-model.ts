// The customer form as the shared form store edits it. Every saved change applies the SPEC §5
// rules (name split, project name, status OFFEN): a customer change reopens the project, while
// opening the page to read a value saves nothing and leaves the status as it is.
import type { FormModel } from '@/domain/form-store';
import type { Project } from '@/domain/project';
import { applyCustomerForm, formFromProject, type CustomerForm } from './customer-form';

const CUSTOMER_KEYS: readonly (keyof CustomerForm)[] = [
  'fullName',
  'email',
  'phone',
  'street',
  'postcode',
  'city',
  'solar',
  'battery',
  'wallbox',
  'more',
  'additional',
];

export const CUSTOMER_FORM: FormModel<Project, CustomerForm> = {
  id: 'kundendaten',
  keys: CUSTOMER_KEYS,
  read: formFromProject,
  apply: (project, inputs) => {
    const stored = formFromProject(project);
    // The 'Weiteres' text field shows only while its box is ticked: text typed there means ticked,
    // even when the tick itself was saved before (an empty text reads back as unticked).
    const more = inputs.more ?? (stored.more || Boolean(inputs.additional?.trim()));
    return applyCustomerForm(project, { ...stored, ...inputs, more });
  },
};
