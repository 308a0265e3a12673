import { describe, expect, it } from 'vitest';
import { extractBillFields, type BillPage } from './bill-fields.ts';

const text = (body: string, page = 1): BillPage => ({ page, text: body, source: 'text' });
const consumptionOf = (...pages: BillPage[]) => extractBillFields(pages).results.stromverbrauch;

describe('consumption on realistic bills (issue 26)', () => {
  it('sums a two-rate meter’s HT and NT when no total is printed, and names both lines', () => {
    const result = consumptionOf(text('Verbrauch Hochtarif (HT)\t2.345 kWh\nVerbrauch Niedertarif (NT)\t1.234 kWh\nVorjahresverbrauch (HT + NT)\t4.100 kWh'));
    expect(result).toMatchObject({ wert: 3579, qualitaet: 'hoch', quelle: 'Gelesen aus: „Verbrauch Hochtarif (HT) 2.345 kWh“ und „Verbrauch Niedertarif (NT) 1.234 kWh“, zusammengezählt' });
  });

  it('sums a two-rate meter’s registers listed in one line, also where OCR doubled the unit’s h', () => {
    const line = text('Verbrauchsangaben nach § 40 EnWG\nHT: 19.827 KWhh · NT: 10.791 kWh im Zeitraum 15.02.2025 bis 31.12.2025\nVorjahreszeitraum: 31.200 kWh (alle Zählwerke)');
    expect(consumptionOf(line)).toMatchObject({ wert: 34924, qualitaet: 'hoch' });
  });

  it('reads a table’s consumption column whose cells carry no unit, not the readings beside it', () => {
    const page = text('Zählernummer\tAblesung alt\tStand alt Ablesung neu\tStand neu\tVerbrauch kWh\n1ESY1160123456\t01.01.2025\t45.123 31.12.2025\t49.323\t4.200\nMarktlokations-ID\t51238696781');
    expect(consumptionOf(page)).toMatchObject({ wert: 4200, qualitaet: 'hoch' });
  });

  it('takes a table’s sum row over its period rows', () => {
    const page = text('Zeitraum\tTage\tMenge\tPreis\tBetrag\n01.01.2025 – Preisänderung\t120\t1.400 kWh\t30,12 ct/kWh\t421,68 €\nPreisänderung – 31.12.2025\t245\t2.800 kWh\t31,62 ct/kWh\t885,36 €\nSumme\t365\t4.200 kWh\t1.307,04 €');
    expect(consumptionOf(page)).toMatchObject({ wert: 4200 });
  });

  it('reads no table whose rows are named by their kWh: typical consumptions of a price letter are alternatives, not parts to add', () => {
    const letter = text('Jahresverbrauch\tKosten bisher\tKosten neu\tMehrkosten im Monat\n1.500 kWh\t653,70 €\t707,40 €\t4,48 €\n2.500 kWh\t984,70 €\t1.062,20 €\t6,46 €\n5.000 kWh\t1.812,20 €\t1.949,20 €\t11,42 €');
    // Alone, one of its figures is at most a guess ('niedrig'), never the rows' sum.
    expect(consumptionOf(letter)).toMatchObject({ wert: 1500, qualitaet: 'niedrig' });
    expect(consumptionOf(letter, text('Verbrauch laut Zähler\t3.870 kWh', 2))).toMatchObject({ wert: 3870, pageReference: 2 });
  });

  it('scales the consumption of a 14-month period to a year and keeps the period and the billed figure', () => {
    const result = consumptionOf(text('Abrechnungszeitraum: 01.11.2024 – 31.12.2025 (426 Tage)\nVerbrauch im Abrechnungszeitraum: 4.456 kWh'));
    expect(result).toEqual({
      wert: 3818,
      qualitaet: 'hoch',
      pageReference: 1,
      quelle: 'Gelesen aus: „Verbrauch im Abrechnungszeitraum: 4.456 kWh“ · 4.456 kWh vom 01.11.2024 bis 31.12.2025 (426 Tage), auf ein Jahr hochgerechnet',
      zeitraum: { von: '2024-11-01', bis: '2025-12-31', tage: 426, verbrauch: 4456 },
    });
  });

  it('leaves a year’s period, a Jahresverbrauch and a period of a few months as the bill states them', () => {
    expect(consumptionOf(text('Abrechnungszeitraum 01.01.2025 – 31.12.2025\nIhr Verbrauch 3.100 kWh'))).not.toHaveProperty('zeitraum');
    expect(consumptionOf(text('Abrechnungszeitraum 15.03.2025 – 14.03.2026\nIhr Verbrauch 3.100 kWh'))).toMatchObject({ wert: 3100 });
    expect(consumptionOf(text('Abrechnungszeitraum 01.11.2024 – 31.12.2025\nJahresverbrauch 3.100 kWh'))).toMatchObject({ wert: 3100 });
    expect(consumptionOf(text('Abrechnungszeitraum 01.09.2025 – 31.12.2025\nIhr Verbrauch 1.100 kWh'))).toMatchObject({ wert: 1100 });
  });

  it('finds the period in a table head beside last year’s, and not last year’s', () => {
    const page = text('\t01.02.2025 – 31.12.2025\tVorjahreszeitraum\nVerbrauch\t5.273 kWh\t3.617 kWh\nVorjahr 01.01.2024 – 31.12.2024');
    expect(consumptionOf(page)).toMatchObject({ wert: 5762, zeitraum: { tage: 334, verbrauch: 5273 } });
  });
});
