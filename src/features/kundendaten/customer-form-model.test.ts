import { describe, expect, it } from 'vitest';
import type { Project } from '@/domain/project';
import { CUSTOMER_FORM } from './customer-form-model';

const finished: Project = {
  id: 'p',
  name: 'Becker',
  status: 'ABGESCHLOSSEN',
  createdAt: '2026-11-22T08:00:00.000Z',
  active: true,
  customer: { firstName: 'Anna', lastName: 'Becker', phone: '0621 1', address: 'Weg 1\n68161 Mannheim', additional: '' },
};

describe('the customer form saved field by field', () => {
  it('"Saving customer data sets the status to OFFEN": any saved change reopens the project', () => {
    expect(CUSTOMER_FORM.apply(finished, { phone: '0621 2' })).toMatchObject({ status: 'OFFEN', customer: { phone: '0621 2', lastName: 'Becker' } });
  });

  it('names the project after the last name typed', () => {
    expect(CUSTOMER_FORM.apply(finished, { fullName: 'Ayşe Özdemir' })).toMatchObject({ name: 'Özdemir', customer: { firstName: 'Ayşe', lastName: 'Özdemir' } });
  });

  it.each([
    { case: 'only the street', inputs: { street: 'Große Straße 7', postcode: '', city: '' } },
    { case: 'only the city', inputs: { street: '', postcode: '', city: 'Łódź' } },
    { case: 'only the postcode', inputs: { street: '', postcode: '68161', city: '' } },
    { case: 'postcode and city', inputs: { street: '', postcode: '68161', city: 'Mannheim' } },
  ])('an address with $case reads back into the same fields', ({ inputs }) => {
    expect(CUSTOMER_FORM.read(CUSTOMER_FORM.apply(finished, inputs))).toMatchObject(inputs);
  });

  it("text typed into 'Weiteres' is kept, also when the tick was saved before it", () => {
    const ticked = CUSTOMER_FORM.apply(finished, { more: true });
    const typed = CUSTOMER_FORM.apply(ticked, { additional: 'Klimaanlage' });
    expect(CUSTOMER_FORM.read(typed)).toMatchObject({ more: true, additional: 'Klimaanlage' });
    expect(CUSTOMER_FORM.apply(typed, { more: false }).customer?.additional).toBe('');
  });
});
