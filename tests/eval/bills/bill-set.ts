// The eval's 32 bills (issue 26): eight layouts, four bills each, with customers whose names
// carry ş, ł, ø and ß, meters of several makes and spellings, periods of 11 to 14 months, and
// suppliers that name the grid operator or leave it to the delivery address. Per layout two
// bills are PDFs with a text layer, one a scan and one a phone photo of each page.
import type { ReactElement } from 'react';
import { withCheckDigit, type BillFacts, type Register } from './bill-facts.ts';
import { LAYOUTS, type LayoutName } from './bill-layouts.ts';

export type Rendering = 'pdf' | 'scan' | 'photo';

export interface BillCase {
  name: string;
  layout: string;
  rendering: Rendering;
  facts: BillFacts;
  /** The bill's pages, as its layout prints these facts. */
  draw: (facts: BillFacts) => ReactElement[];
}

export type Place = { postcode: string; city: string; operator: string; supplier: BillFacts['supplier'] };

const CUSTOMERS = [
  'Ayşe Yılmaz-Demir',
  'Łukasz Wiśniewski',
  'Søren Østergaard',
  'Grete Weiß',
  'Familie Müller-Lüdenscheidt',
  'Dr. Hans-Jürgen Strauß',
  'Zeynep Çelik',
  'Bjørn Ødegård',
];

const STREETS = ['Hauptstraße 12', 'Am Mühlbach 3a', 'Gartenweg 117', 'Schloßallee 8', 'Lindenstraße 45', 'Ringstraße 2', 'Kirchplatz 7', 'Bahnhofstraße 21'];

/**
 * Where the bills go: the postcode and city, the grid operator there, and a supplier. The first
 * half are cities with one city-owned grid, where the operator follows from the postcode; the
 * others are named on their bills.
 */
const PLACES: Place[] = [
  { postcode: '80637', city: 'München', operator: 'SWM Infrastruktur GmbH & Co. KG', supplier: { name: 'Octopus Energy Germany GmbH', street: 'Karlstraße 35', city: '80333 München' } },
  { postcode: '10437', city: 'Berlin', operator: 'Stromnetz Berlin GmbH', supplier: { name: 'LichtBlick SE', street: 'Klostertor 1', city: '20097 Hamburg' } },
  { postcode: '50674', city: 'Köln', operator: 'Rheinische NETZGesellschaft mbH', supplier: { name: 'Tibber Deutschland GmbH', street: 'Kurfürstendamm 21', city: '10719 Berlin' } },
  { postcode: '22765', city: 'Hamburg', operator: 'Hamburger Energienetze GmbH', supplier: { name: 'Vattenfall Europe Sales GmbH', street: 'Überseering 12', city: '22297 Hamburg' } },
  { postcode: '60316', city: 'Frankfurt am Main', operator: 'NRM Netzdienste Rhein-Main GmbH', supplier: { name: 'Octopus Energy Germany GmbH', street: 'Karlstraße 35', city: '80333 München' } },
  { postcode: '70178', city: 'Stuttgart', operator: 'Stuttgart Netze GmbH', supplier: { name: 'Naturstrom AG', street: 'Parkstraße 1', city: '40477 Düsseldorf' } },
  { postcode: '01069', city: 'Dresden', operator: 'SachsenNetze GmbH', supplier: { name: 'Tibber Deutschland GmbH', street: 'Kurfürstendamm 21', city: '10719 Berlin' } },
  { postcode: '30161', city: 'Hannover', operator: 'enercity Netz GmbH', supplier: { name: 'LichtBlick SE', street: 'Klostertor 1', city: '20097 Hamburg' } },
  { postcode: '93142', city: 'Maxhütte-Haidhof', operator: 'Bayernwerk Netz GmbH', supplier: { name: 'E.ON Energie Deutschland GmbH', street: 'Arnulfstraße 203', city: '80634 München' } },
  { postcode: '44787', city: 'Bochum', operator: 'Stadtwerke Bochum Netz GmbH', supplier: { name: 'Stadtwerke Bochum GmbH', street: 'Ostring 28', city: '44787 Bochum' } },
  { postcode: '26122', city: 'Oldenburg', operator: 'EWE NETZ GmbH', supplier: { name: 'EWE VERTRIEB GmbH', street: 'Donnerschweer Straße 22', city: '26123 Oldenburg' } },
  { postcode: '15230', city: 'Frankfurt (Oder)', operator: 'E.DIS Netz GmbH', supplier: { name: 'E.ON Energie Deutschland GmbH', street: 'Arnulfstraße 203', city: '80634 München' } },
  { postcode: '72131', city: 'Ofterdingen', operator: 'Netze BW GmbH', supplier: { name: 'EnBW Energie Baden-Württemberg AG', street: 'Durlacher Allee 93', city: '76131 Karlsruhe' } },
  { postcode: '04860', city: 'Torgau', operator: 'Mitteldeutsche Netzgesellschaft Strom mbH', supplier: { name: 'enviaM Mitteldeutsche Energie AG', street: 'Chemnitztalstraße 13', city: '09114 Chemnitz' } },
  { postcode: '57250', city: 'Netphen', operator: 'Westnetz GmbH', supplier: { name: 'Westenergie AG', street: 'Florianstraße 15-21', city: '44139 Dortmund' } },
  { postcode: '86356', city: 'Neusäß', operator: 'LEW Verteilnetz GmbH', supplier: { name: 'Lechwerke AG', street: 'Schaezlerstraße 3', city: '86150 Augsburg' } },
];

/** Meter numbers as bills print them: FNN codes with and without spaces, plain digits. */
const METERS = [
  '1ESY1160123456',
  '1 EMH00 1234 5678',
  '7 EBZ 0112233',
  '1EBZ0100507090',
  'DZG 61 553 201',
  '1 ITF 0098 7654 32',
  '94812007',
  '1LGZ0073301225',
];

/** Billing periods: calendar years, a shifted year, and moves of 11 to 14 months. */
const PERIODS = [
  { from: '2025-01-01', to: '2025-12-31' },
  { from: '2025-03-15', to: '2026-03-14' },
  { from: '2024-10-15', to: '2025-11-30' },
  { from: '2025-02-01', to: '2025-12-31' },
  { from: '2024-11-01', to: '2025-12-31' },
  { from: '2025-06-01', to: '2026-05-31' },
];

const LAYOUT_ORDER: LayoutName[] = ['grossversorger', 'preisaenderung', 'doppeltarif', 'abweichender-zeitraum', 'vorjahr-nebeneinander', 'umbrochen', 'nur-lieferant', 'online-kompakt'];
/** Per layout two PDFs with a text layer, a scan and a phone photo of each page. */
export const RENDERINGS: Rendering[] = ['pdf', 'pdf', 'scan', 'photo'];

/** Eleven digits, the last a check digit by the Marktlokation's rule. */
const marktlokation = (seed: number): string => withCheckDigit(String(51238696780 + seed * 7919).slice(0, 10));

/** DE, a 6-digit operator number, the postcode and a 20-character point number: 33 characters. */
function messlokation(seed: number, postcode: string): string {
  const point = `${'0'.repeat(10)}${String(4711000 + seed * 131).padStart(10, '0')}`;
  return `DE${String(100 + seed).padStart(6, '0')}${postcode}${point}`;
}

function registers(twoRates: boolean, seed: number): Register[] {
  const base = 10_000 + seed * 3_719;
  if (twoRates) {
    // A household's day and night rates (about 3,300 to 7,000 kWh together) for every seed, not
    // only the first set's: the later batches' seeds from 100 on gave 30,000 kWh and more.
    const ht = 2_100 + ((seed * 57) % 2_400);
    const nt = 1_150 + ((seed * 31) % 1_300);
    return [
      { rate: 'HT', readingOld: base, readingNew: base + ht },
      { rate: 'NT', readingOld: base / 2, readingNew: base / 2 + nt },
    ];
  }
  const kwh = 1_800 + ((seed * 613) % 4_700);
  return [{ rate: null, readingOld: base, readingNew: base + kwh }];
}

/** What a bill states besides its customer, place, meter and period: locations, readings, last year, prices and numbers, from `seed`. */
export function billFacts(seed: number, chosen: Pick<BillFacts, 'customer' | 'supplier' | 'operator' | 'operatorNamed' | 'meter' | 'period'> & { twoRates: boolean }): BillFacts {
  const { twoRates, ...stated } = chosen;
  return {
    ...stated,
    marktlokation: marktlokation(seed),
    messlokation: messlokation(seed, chosen.customer.postcode),
    registers: registers(twoRates, seed),
    previousYearKwh: 2_000 + ((seed * 877) % 4_200),
    workPriceCt: 28 + (seed % 9) * 0.85,
    basePriceEurMonth: 9.9 + (seed % 5) * 1.6,
    instalmentEur: 62 + (seed % 7) * 11,
    customerNumber: `${400_000_000 + seed * 104_729}`,
    invoiceNumber: `R-2026-${String(10_000 + seed * 37).padStart(6, '0')}`,
  };
}

export function billCases(): BillCase[] {
  return LAYOUT_ORDER.flatMap((layout, layoutIndex) =>
    RENDERINGS.map((rendering, variant) => {
      const seed = layoutIndex * RENDERINGS.length + variant;
      const place = layout === 'nur-lieferant' ? PLACES[variant * 2 + 1] : PLACES[seed % PLACES.length];
      const periodChoice = layout === 'abweichender-zeitraum' ? PERIODS[2 + (variant % 3)] : PERIODS[seed % 2 === 0 ? 0 : seed % PERIODS.length];
      const facts = billFacts(seed, {
        supplier: place.supplier,
        customer: { name: CUSTOMERS[seed % CUSTOMERS.length], street: STREETS[(seed * 3) % STREETS.length], postcode: place.postcode, city: place.city },
        operator: place.operator,
        // The city grids' bills leave the operator to the postcode on every second bill; the rest name it.
        operatorNamed: layout !== 'nur-lieferant' && (PLACES.indexOf(place) >= 8 || seed % 2 === 1),
        meter: METERS[seed % METERS.length],
        period: periodChoice,
        twoRates: layout === 'doppeltarif',
      });
      return { name: `${layout} ${variant + 1} (${rendering})`, layout, rendering, facts, draw: LAYOUTS[layout] };
    }),
  );
}
