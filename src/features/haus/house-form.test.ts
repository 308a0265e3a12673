import { describe, expect, it } from 'vitest';
import type { Project } from '@/domain/project';
import {
  formFromHouse,
  parseStromverbrauch,
  parseYear,
  renovationYear,
  valueOf,
  valuesOfHouse,
  withHouseValues,
  type HouseForm,
} from './house-form';

const becker = {
  stromverbrauch: 4200,
  zaehlernummer: 'Zweirichtungszähler',
  netzbetreiber: 'MVV Netze',
  baujahr: 1987,
  haustyp: 'freistehend',
  sanierungDach: 2012,
  sanierungElektrik: null,
};
const project: Project = { id: 'p', name: 'Becker', status: 'OFFEN', createdAt: '2026-11-22T08:00:00.000Z', active: true };

describe('house data rules (SPEC §5 Customer and house data, §4 Renovation)', () => {
  it('"Stromverbrauch is parsed as a decimal, falling back to 0"', () => {
    expect(parseStromverbrauch('4200')).toBe(4200);
    expect(parseStromverbrauch(' 3500,5 ')).toBe(3500.5);
    expect(parseStromverbrauch('3500.5')).toBe(3500.5);
    expect(parseStromverbrauch('viel')).toBe(0);
    expect(parseStromverbrauch('')).toBe(0);
  });

  it('reads German thousands separators and refuses negative use (the API takes none)', () => {
    expect(parseStromverbrauch('4.200')).toBe(4200);
    expect(parseStromverbrauch('12.345,5')).toBe(12345.5);
    expect(parseStromverbrauch('-5')).toBe(0);
  });

  it('"Baujahr is parsed as an integer, falling back to null"', () => {
    expect(parseYear('1987')).toBe(1987);
    expect(parseYear(' 1987 ')).toBe(1987);
    expect(parseYear('1987.5')).toBe(1987);
    expect(parseYear('')).toBeNull();
    expect(parseYear('alt')).toBeNull();
  });

  it('"Renovation years are saved only when ja is chosen, otherwise null"', () => {
    expect(renovationYear({ saniert: true, jahr: '2012' })).toBe(2012);
    expect(renovationYear({ saniert: false, jahr: '2012' })).toBeNull();
    expect(renovationYear({ saniert: true, jahr: '' })).toBeNull();
  });

  it("shows the stored house: numbers with a decimal comma, 'ja' when a renovation year is set", () => {
    expect(formFromHouse(becker)).toEqual({
      stromverbrauch: '4200',
      zaehlernummer: 'Zweirichtungszähler',
      netzbetreiber: 'MVV Netze',
      baujahr: '1987',
      haustyp: 'freistehend',
      sanierungDach: { saniert: true, jahr: '2012' },
      sanierungElektrik: { saniert: false, jahr: '' },
    });
    expect(formFromHouse({ stromverbrauch: 3500.5, haustyp: 'villa' })).toMatchObject({ stromverbrauch: '3500,5', haustyp: '' });
    expect(formFromHouse(undefined)).toMatchObject({ stromverbrauch: '', baujahr: '', haustyp: '', sanierungDach: { saniert: false } });
  });

  it('saves each input by its rule; empty texts and no house type as null', () => {
    const form: HouseForm = { ...formFromHouse(undefined), stromverbrauch: 'abc', zaehlernummer: '  ', netzbetreiber: ' EnBW ', baujahr: '1990' };
    expect(valueOf(form, 'stromverbrauch')).toBe(0);
    expect(valueOf(form, 'zaehlernummer')).toBeNull();
    expect(valueOf(form, 'netzbetreiber')).toBe('EnBW');
    expect(valueOf(form, 'baujahr')).toBe(1990);
    expect(valueOf(form, 'haustyp')).toBeNull();
    expect(valueOf({ ...form, haustyp: 'doppelhaushaelfte' }, 'haustyp')).toBe('doppelhaushaelfte');
  });

  it('round-trips a stored house through the form', () => {
    const form = formFromHouse(becker);
    const keys = Object.keys(form) as Array<keyof HouseForm>;
    expect(Object.fromEntries(keys.map((key) => [key, valueOf(form, key)]))).toEqual(valuesOfHouse(becker));
  });

  it('sets only the given fields and keeps the rest of the house, such as the bill images', () => {
    const analyse = { images: [] };
    const saved = withHouseValues({ ...project, house: { ...becker, analyse } }, { baujahr: 1990 });
    expect(saved.house).toEqual({ ...becker, baujahr: 1990, analyse });
    expect(withHouseValues(project, { stromverbrauch: 0 }).house).toEqual({ stromverbrauch: 0 });
  });
});
