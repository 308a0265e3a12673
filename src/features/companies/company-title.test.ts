import { describe, expect, it } from 'vitest';
import { canCreate, companyTitle } from './company-title';

describe('company picker rules (SPEC §2, §5)', () => {
  it('shows the name, falling back to the id, then "ID: {id}"', () => {
    expect(companyTitle({ id: 'c1', companyName: 'Solar Schmidt GmbH' })).toBe('Solar Schmidt GmbH');
    expect(companyTitle({ id: 'c1', companyName: '  ' })).toBe('c1');
    expect(companyTitle({ id: 'c1', companyName: null })).toBe('c1');
    expect(companyTitle({ id: ' ', companyName: null })).toBe('ID:  ');
  });

  it("'Erstellen' is disabled for a blank name and while a request runs", () => {
    expect(canCreate('', false)).toBe(false);
    expect(canCreate('   ', false)).toBe(false);
    expect(canCreate('Dach & Sonne KG', true)).toBe(false);
    expect(canCreate(' Dach & Sonne KG ', false)).toBe(true);
  });
});
