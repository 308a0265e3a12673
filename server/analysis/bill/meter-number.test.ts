import { describe, expect, it } from 'vitest';
import { extractBillFields, type BillPage } from './bill-fields.ts';

const text = (body: string): BillPage => ({ page: 1, text: body, source: 'text' });
const meterOf = (body: string) => extractBillFields([text(body)]).results.zaehlernummer;

describe('meter number on realistic bills (issue 26)', () => {
  it('reads the cell under its head, not the Marktlokation or Messlokation in the next columns', () => {
    expect(meterOf('Zählernummer\tMarktlokation\tMesslokation\n1 EMH00 1234 5678\t51238696781\tDE0001008063700000000000004711000')).toMatchObject({ wert: '1 EMH00 1234 5678', qualitaet: 'hoch' });
  });

  it('reads a number in running text up to the comma or full stop that ends it', () => {
    expect(meterOf('Zähler Nr. 1 APX 01 2345 6789, Zweitarifzähler, Baujahr 2016, geeicht bis 2032.')).toMatchObject({ wert: '1 APX 01 2345 6789' });
    expect(meterOf('Ihr Zähler mit der Nummer am Hausanschluss: Zählernummer 1ISK0061234567. Bitte bei Rückfragen angeben.')).toMatchObject({ wert: '1ISK0061234567' });
  });

  it('joins a number a narrow cell wrapped onto the next line, under a head hyphenated as well', () => {
    expect(meterOf('Zählernum-\tHinweis\nmer\n1 ITF 0098\tBitte geben Sie bei Rückfragen immer Ihre Zählernummer an.\n7654 32')).toMatchObject({ wert: '1 ITF 0098 7654 32' });
    expect(meterOf('Zählernummer\tHinweis\nDZG 61 553\tBitte immer angeben.\n201')).toMatchObject({ wert: 'DZG 61 553 201' });
  });

  it('does not join what follows a number that is complete', () => {
    expect(meterOf('Zählernummer: 1ESY1160123456\n2025')).toMatchObject({ wert: '1ESY1160123456' });
  });

  it('reads a bare “Zähler” label but not a reading, a meter place or the Zählpunkt', () => {
    expect(meterOf('Zähler\t94812007')).toMatchObject({ wert: '94812007', qualitaet: 'hoch' });
    expect(meterOf('Zählerstand neu\t24.796 kWh')).toMatchObject({ wert: 'nicht_erkennbar' });
    expect(meterOf('Zählerplatz Keller 12345')).toMatchObject({ wert: 'nicht_erkennbar' });
  });
});
