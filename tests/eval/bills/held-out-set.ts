// The bills of layouts written by someone who had not read the bill reader (issue 26), four bills
// per layout, with customers, places, operators, meter spellings and periods the first set does
// not have. Each batch of four layouts is the held-out set until the reader learns from it; from
// then on it counts with the tuned set. First runs: held-out-layouts.ts 23 of 48 fields,
// held-out-layouts-2.ts 43 of 48, held-out-layouts-3.ts 40 of 48. The reader learnt general rules
// from their misses (gas on the same bill, figures told in sentences or in tiles, abbreviated and
// stacked labels, OCR's misreadings of units and makers, a price letter's typical consumptions,
// registers listed in one line, numbers ended by a comma), none about a layout.
// held-out-layouts-4.ts is the held-out set.
import { billFacts, RENDERINGS, type BillCase, type Place } from './bill-set.ts';
import { HELD_OUT_LAYOUTS, type HeldOutLayout } from './held-out-layouts.ts';
import { HELD_OUT_LAYOUTS_2 } from './held-out-layouts-2.ts';
import { HELD_OUT_LAYOUTS_3 } from './held-out-layouts-3.ts';
import { HELD_OUT_LAYOUTS_4 } from './held-out-layouts-4.ts';

const CUSTOMERS = ['Şükrü Öztürk', 'Małgorzata Kowalczyk-Brandt', 'Kjærsti Løvås', 'Jürgen Großmann-Weißenfels', 'Ana Lúcia Gonçalves', 'Frauke Nießen'];

const STREETS = ['Weißdornweg 4', 'An der Großen Mauer 19', 'Zum Alten Fährhaus 2b', 'Straße des 17. Juni 114', 'Öschstraße 31'];

/** The first four are city grids left to the postcode when the bill does not name them; the others are named. */
const PLACES: Place[] = [
  { postcode: '44137', city: 'Dortmund', operator: 'Dortmunder Netz GmbH', supplier: { name: 'Yello Strom GmbH', street: 'Siegburger Straße 229', city: '50679 Köln' } },
  { postcode: '90403', city: 'Nürnberg', operator: 'N-ERGIE Netz GmbH', supplier: { name: 'eprimo GmbH', street: 'Flughafenstraße 20', city: '63263 Neu-Isenburg' } },
  { postcode: '68161', city: 'Mannheim', operator: 'MVV Netze GmbH', supplier: { name: 'E wie Einfach GmbH', street: 'Salierring 47-53', city: '50677 Köln' } },
  { postcode: '39104', city: 'Magdeburg', operator: 'Netze Magdeburg GmbH', supplier: { name: 'Octopus Energy Germany GmbH', street: 'Karlstraße 35', city: '80333 München' } },
  { postcode: '04109', city: 'Leipzig', operator: 'Netz Leipzig GmbH', supplier: { name: 'Stadtwerke Leipzig GmbH', street: 'Augustusplatz 7', city: '04109 Leipzig' } },
  { postcode: '42103', city: 'Wuppertal', operator: 'WSW Netz GmbH', supplier: { name: 'WSW Energie & Wasser AG', street: 'Bromberger Straße 39-41', city: '42281 Wuppertal' } },
  { postcode: '24103', city: 'Kiel', operator: 'SWKiel Netz GmbH', supplier: { name: 'Stadtwerke Kiel AG', street: 'Uhlenkrog 32', city: '24113 Kiel' } },
  { postcode: '28195', city: 'Bremen', operator: 'wesernetz Bremen GmbH', supplier: { name: 'swb Vertrieb Bremen GmbH', street: 'Theodor-Heuss-Allee 20', city: '28215 Bremen' } },
];

/** Spellings the tuned set does not have: other makers, a ten-digit number, spaces in other places. */
const METERS = ['1 APX 01 2345 6789', '1ISK0061234567', '0901234567', '1 ESY 11 6054 3210', '1EMH0098761234', 'HAG 3 21 09 876'];

/** A year, a year from mid-month, thirteen months and ten and a half. */
const PERIODS = [
  { from: '2025-01-01', to: '2025-12-31' },
  { from: '2025-04-16', to: '2026-04-15' },
  { from: '2024-12-01', to: '2025-12-31' },
  { from: '2025-02-15', to: '2025-12-31' },
];

/**
 * Four bills of each layout, numbered from seed `firstSeed` on (apart from the first set's 0 to
 * 31, so no number repeats one of its bills), their places taken in turn from `firstPlace` on.
 */
function layoutCases(layouts: Record<string, HeldOutLayout>, firstSeed: number, firstPlace: number): BillCase[] {
  return Object.entries(layouts).flatMap(([layout, { twoRates, render }], layoutIndex) =>
    RENDERINGS.map((rendering, variant) => {
      const index = layoutIndex * RENDERINGS.length + variant;
      const place = PLACES[(index * 3 + firstPlace) % PLACES.length];
      const facts = billFacts(firstSeed + index, {
        supplier: place.supplier,
        customer: { name: CUSTOMERS[index % CUSTOMERS.length], street: STREETS[index % STREETS.length], postcode: place.postcode, city: place.city },
        operator: place.operator,
        operatorNamed: PLACES.indexOf(place) >= 4 || index % 2 === 1,
        meter: METERS[index % METERS.length],
        period: PERIODS[index % PERIODS.length],
        twoRates,
      });
      return { name: `${layout} ${variant + 1} (${rendering})`, layout, rendering, facts, draw: render };
    }),
  );
}

/** The batches written without the reader that it was adjusted to since. */
export const laterLayoutCases = (): BillCase[] => [
  ...layoutCases(HELD_OUT_LAYOUTS, 100, 0),
  ...layoutCases(HELD_OUT_LAYOUTS_2, 200, 1),
  ...layoutCases(HELD_OUT_LAYOUTS_3, 300, 2),
];

/** The held-out set: four layouts nothing was adjusted to. */
export const heldOutBillCases = (): BillCase[] => layoutCases(HELD_OUT_LAYOUTS_4, 400, 3);
