import { describe, expect, it } from 'vitest';
import { extractBillFields, type BillPage } from './bill-fields.ts';
import { cityGridOperator } from './city-grids.ts';

const text = (body: string, page = 1): BillPage => ({ page, text: body, source: 'text' });
const operatorOf = (...pages: BillPage[]) => extractBillFields(pages).results.netzbetreiber;

describe('grid operator from the delivery address (issue 26)', () => {
  it('follows from the address window’s postcode in a city with one city grid, as a guess', () => {
    const page = text('Octopus Energy Germany GmbH · Karlstraße 35 · 80333 München\nAyşe Yılmaz-Demir\nHauptstraße 12\n80637 München\nIhre Jahresabrechnung');
    expect(operatorOf(page)).toEqual({ wert: 'SWM Infrastruktur GmbH & Co. KG', qualitaet: 'niedrig', pageReference: 1, quelle: 'Aus der Lieferadresse „80637 München“: Netzgebiet München, ohne Nennung auf der Rechnung' });
  });

  it('prefers a labelled delivery address to the postal one', () => {
    const page = text('Grete Weiß\nPostfach 12 34\n14467 Potsdam\nLieferstelle\tRingstraße 2, 10437 Berlin');
    expect(operatorOf(page)).toMatchObject({ wert: 'Stromnetz Berlin GmbH', quelle: 'Aus der Lieferadresse „Lieferstelle Ringstraße 2, 10437 Berlin“: Netzgebiet Berlin, ohne Nennung auf der Rechnung' });
  });

  it('is surer when the supplier’s home area says the same', () => {
    expect(operatorOf(text('RheinEnergie AG\nMax Muster\nDomstraße 1\n50667 Köln'))).toMatchObject({ wert: 'Rheinische NETZGesellschaft mbH', qualitaet: 'mittel' });
  });

  it('never overrides an operator the bill names', () => {
    expect(operatorOf(text('Max Muster\n80637 München'), text('Netzbetreiber: Bayernwerk Netz GmbH', 2))).toMatchObject({ wert: 'Bayernwerk Netz GmbH', qualitaet: 'hoch' });
  });

  it('says nothing outside the listed cities', () => {
    expect(operatorOf(text('Max Muster\n93142 Maxhütte-Haidhof'))).toMatchObject({ wert: 'nicht_erkennbar' });
  });
});

describe('city grids', () => {
  it.each([
    ['10115', 'Stromnetz Berlin GmbH'],
    ['14199', 'Stromnetz Berlin GmbH'],
    ['12529', null],
    ['21073', 'Hamburger Energienetze GmbH'],
    ['21335', null],
    ['01069', 'SachsenNetze GmbH'],
    ['82008', null],
    ['8063', null],
  ])('%s → %s', (postcode, operator) => {
    expect(cityGridOperator(postcode)?.operator ?? null).toBe(operator);
  });
});
