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

/**
 * A 'word' of SPEC §5 is one with a letter: a trailing emoji or symbol ('Ayşe Østergaard 🏠') is
 * not a family name, so it stays with the last word that has one, and the project is not named
 * '🏠'. A name without any letter splits as SPEC §5 says.
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return { firstName: '', lastName: '' };
  const lastWithLetter = words.findLastIndex((word) => /\p{L}/u.test(word));
  const start = lastWithLetter < 0 ? words.length - 1 : lastWithLetter;
  return { firstName: words.slice(0, start).join(' '), lastName: words.slice(start).join(' ') };
}

export function projectName(firstName: string, lastName: string, fallback: string): string {
  return lastName || firstName || fallback;
}

/**
 * 'Straße 1\nHinterhaus\n12345 Ort' ⇄ street (its own lines: SPEC §2 has the address multiline),
 * postcode and city: the last line is the place. An empty street keeps its line, and a street of
 * several lines keeps an empty place line, so no part moves.
 */
export function splitAddress(address: string | undefined): { street: string; postcode: string; city: string } {
  const lines = (address ?? '').split('\n');
  const street = (lines.length > 1 ? lines.slice(0, -1) : lines).join('\n').trim();
  const rest = lines.length > 1 ? (lines.at(-1) as string).trim() : '';
  const match = rest.match(/^(\d{4,5})(?:\s+(.*))?$/);
  return match ? { street, postcode: match[1], city: (match[2] ?? '').trim() } : { street, postcode: '', city: rest };
}

export function joinAddress(street: string, postcode: string, city: string): string {
  const place = [postcode.trim(), city.trim()].filter(Boolean).join(' ');
  const lines = street.trim();
  return place || lines.includes('\n') ? `${lines}\n${place}` : lines;
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
