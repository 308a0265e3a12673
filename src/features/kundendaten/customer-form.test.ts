import { describe, expect, it } from 'vitest';
import type { Project } from '@/domain/project';
import { applyCustomerForm, formFromProject, joinAddress, splitAddress, splitFullName } from './customer-form';

const project: Project = { id: 'p', name: 'Neues Projekt', status: 'ABGESCHLOSSEN', createdAt: '2026-11-22T08:00:00.000Z', active: true };

describe('customer data rules (SPEC §5)', () => {
  it('"The customer full name is split on spaces. The last word is the last name and the rest is the first name."', () => {
    expect(splitFullName('Anna Maria Becker')).toEqual({ firstName: 'Anna Maria', lastName: 'Becker' });
    expect(splitFullName('  Becker ')).toEqual({ firstName: '', lastName: 'Becker' });
    expect(splitFullName('')).toEqual({ firstName: '', lastName: '' });
  });

  it('a trailing emoji or symbol is not the last name: it stays with the last word that has a letter', () => {
    expect(splitFullName('Ayşe Łukasz-Østergaard 🏠')).toEqual({ firstName: 'Ayşe', lastName: 'Łukasz-Østergaard 🏠' });
    expect(splitFullName('Jürgen Weiß 🙂 ☀️')).toEqual({ firstName: 'Jürgen', lastName: 'Weiß 🙂 ☀️' });
    expect(splitFullName('🏠 Becker')).toEqual({ firstName: '🏠', lastName: 'Becker' });
    expect(splitFullName('🏠 ☀️')).toEqual({ firstName: '🏠', lastName: '☀️' });
  });

  it('"The project name is the last name, or the first name if the last is empty"; saving sets OFFEN', () => {
    const saved = applyCustomerForm(project, { ...formFromProject(project), fullName: 'Jörg Müller' });
    expect(saved).toMatchObject({ name: 'Müller', status: 'OFFEN', customer: { firstName: 'Jörg', lastName: 'Müller' } });
    expect(applyCustomerForm(project, { ...formFromProject(project), fullName: '' }).name).toBe('Neues Projekt');
  });

  it('keeps the address as "street\\npostcode city" and reads it back', () => {
    expect(joinAddress('Lindenstraße 12', '68161', 'Mannheim')).toBe('Lindenstraße 12\n68161 Mannheim');
    expect(splitAddress('Lindenstraße 12\n68161 Mannheim')).toEqual({ street: 'Lindenstraße 12', postcode: '68161', city: 'Mannheim' });
    expect(splitAddress(undefined)).toEqual({ street: '', postcode: '', city: '' });
  });

  it('a street of several lines (SPEC §2: the address is multiline) keeps its lines, with or without a place', () => {
    const street = 'Große Straße 7\nHinterhaus, 3. OG links';
    for (const [postcode, city] of [['68161', 'Mannheim'], ['', ''], ['', 'Łódź']]) {
      expect(splitAddress(joinAddress(street, postcode, city))).toEqual({ street, postcode, city });
    }
    expect(splitAddress(joinAddress('Lindenstraße 12', '', ''))).toEqual({ street: 'Lindenstraße 12', postcode: '', city: '' });
  });

  it("stores the planned services and 'Weiteres' only while it is ticked", () => {
    const form = { ...formFromProject(project), solar: true, wallbox: true, more: false, additional: 'Klimaanlage' };
    expect(applyCustomerForm(project, form).customer).toMatchObject({ services: { solar: true, battery: false, wallbox: true }, additional: '' });
    expect(applyCustomerForm(project, { ...form, more: true }).customer?.additional).toBe('Klimaanlage');
  });

  it("a ticked 'Weiteres' with no text yet is still ticked when the form opens again", () => {
    const saved = applyCustomerForm(project, { ...formFromProject(project), more: true, additional: '' });
    expect(formFromProject(saved).more).toBe(true);
    expect(formFromProject(applyCustomerForm(saved, { ...formFromProject(saved), more: false })).more).toBe(false);
  });

  it('round-trips a saved customer through the form', () => {
    const saved = applyCustomerForm(project, { ...formFromProject(project), fullName: 'Anna Becker', email: 'a@b.de', street: 'Weg 1', postcode: '12345', city: 'Ort', battery: true });
    expect(applyCustomerForm(saved, formFromProject(saved))).toEqual(saved);
  });
});
