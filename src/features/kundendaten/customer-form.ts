// The customer form's rules (SPEC §5 Customer and house data): the full name splits on spaces
// (last word = last name), the project is named after the last name, or the first name when
// there is none, and saving sets the status to OFFEN. The address is kept as one text.
import type { Project } from '@/domain/project';

export interface CustomerForm {
  fullName: string;
  email: string;
  phone: string;
  street: string;
  postcode: string;
  city: string;
  solar: boolean;
  battery: boolean;
  wallbox: boolean;
  more: boolean;
  additional: string;
}

export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return { firstName: '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1] };
}

export function projectName(firstName: string, lastName: string, fallback: string): string {
  return lastName || firstName || fallback;
}

/** 'Straße 1\n12345 Ort' ⇄ street, postcode and city; an empty street keeps its line, so no part moves. */
export function splitAddress(address: string | undefined): { street: string; postcode: string; city: string } {
  const [street = '', rest = ''] = (address ?? '').split('\n');
  const match = rest.trim().match(/^(\d{4,5})(?:\s+(.*))?$/);
  return match ? { street: street.trim(), postcode: match[1], city: (match[2] ?? '').trim() } : { street: street.trim(), postcode: '', city: rest.trim() };
}

export function joinAddress(street: string, postcode: string, city: string): string {
  const place = [postcode.trim(), city.trim()].filter(Boolean).join(' ');
  return place ? `${street.trim()}\n${place}` : street.trim();
}

export function formFromProject(project: Project): CustomerForm {
  const customer = project.customer ?? {};
  const address = splitAddress(customer.address);
  return {
    fullName: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
    email: customer.email ?? '',
    phone: customer.phone ?? '',
    ...address,
    solar: customer.services?.solar ?? false,
    battery: customer.services?.battery ?? false,
    wallbox: customer.services?.wallbox ?? false,
    more: customer.services?.more ?? Boolean(customer.additional),
    additional: customer.additional ?? '',
  };
}

export function applyCustomerForm(project: Project, form: CustomerForm): Project {
  const { firstName, lastName } = splitFullName(form.fullName);
  return {
    ...project,
    name: projectName(firstName, lastName, project.name),
    status: 'OFFEN',
    customer: {
      ...project.customer,
      firstName,
      lastName,
      email: form.email.trim(),
      phone: form.phone.trim(),
      address: joinAddress(form.street, form.postcode, form.city),
      additional: form.more ? form.additional.trim() : '',
      services: { solar: form.solar, battery: form.battery, wallbox: form.wallbox, more: form.more },
    },
  };
}
