import { describe, expect, it } from 'vitest';
import { extractBillFields, type BillPage } from './bill-fields.ts';

const text = (body: string, page = 1): BillPage => ({ page, text: body, source: 'text' });
const ocr = (body: string, page = 1): BillPage => ({ page, text: body, source: 'ocr' });
const NONE = { wert: 'nicht_erkennbar', qualitaet: 'niedrig', pageReference: null };

describe('annual consumption', () => {
  it.each([
    ['Ihr Verbrauch 4.200 kWh', 4200],
    ['Verbrauch im Abrechnungszeitraum: 3 856 kWh', 3856],
    ['Jahresverbrauch 4200 kWh', 4200],
    ['Gesamtverbrauch 01.01.2025 – 31.12.2025 3.856,00 kWh', 3856],
    ['Jahresverbrauch 5.120,5 kWh', 5120.5],
    ['Gesamtverbrauch 12 345 KWh', 12345],
    ['Verbrauch gesamt: 2.950kWh', 2950],
    ['Jahresverbrauch 3.400 kWh/Jahr', 3400],
    ['Zählerstand alt 45.123 kWh neu 49.323 kWh Ihr Verbrauch 4.200 kWh', 4200],
  ])('%s → %d (labelled on the text layer: hoch)', (line, kwh) => {
    expect(extractBillFields([text(line)]).results.stromverbrauch).toEqual({ wert: kwh, qualitaet: 'hoch', pageReference: 1, quelle: `Gelesen aus: „${line}“` });
  });

  it('prefers the annual total over the lines of single periods, wherever it stands', () => {
    const pages = [text('Verbrauch 01.01.–30.06.2025 1.900 kWh\nVerbrauch 01.07.–31.12.2025 1.956 kWh'), text('Gesamtverbrauch 3.856 kWh', 2)];
    expect(extractBillFields(pages).results.stromverbrauch).toEqual({ wert: 3856, qualitaet: 'hoch', pageReference: 2, quelle: 'Gelesen aus: „Gesamtverbrauch 3.856 kWh“' });
  });

  it('a period line alone is mittel, a bare kWh figure a niedrig guess, OCR one step below the text layer', () => {
    expect(extractBillFields([text('Verbrauch 01.01.–30.06.2025 1.900 kWh')]).results.stromverbrauch).toMatchObject({ wert: 1900, qualitaet: 'mittel' });
    expect(extractBillFields([text('01.01.2025 – 31.12.2025 3.100 kWh')]).results.stromverbrauch).toMatchObject({ wert: 3100, qualitaet: 'niedrig' });
    expect(extractBillFields([ocr('Jahresverbrauch 4.200 kWh')]).results.stromverbrauch).toMatchObject({ wert: 4200, qualitaet: 'mittel' });
  });

  it.each([
    ['a price per kWh', 'Arbeitspreis 32,15 ct/kWh'],
    ['a price in euro per kWh', 'Verbrauchspreis 0,3215 €/kWh'],
    ['meter readings', 'Zählerstand neu 49.323 kWh'],
    ['the previous year', 'Ihr Verbrauch im Vorjahr 4.480 kWh'],
    ['the comparison with other households', 'Durchschnittsverbrauch vergleichbarer Haushalte 3.500 kWh'],
    ['a forecast', 'Voraussichtlicher Verbrauch 4.000 kWh'],
    ['an implausible figure', 'Jahresverbrauch 12 kWh'],
  ])('%s is not the consumption', (_, line) => {
    const fields = extractBillFields([text(`${line}\nIhr Verbrauch 2.345 kWh`)]);
    expect(fields.values.stromverbrauch).toBe(2345);
    expect(extractBillFields([text(line)]).results.stromverbrauch).toEqual(NONE);
  });
});

describe('meter number', () => {
  it.each([
    ['Zählernummer: 1 ESY11 1234 5678', '1 ESY11 1234 5678'],
    ['Zähler-Nr. 10123456', '10123456'],
    ['Zählernr.: EMH 12345678 Zählpunkt DE00012345670000000000000012345', 'EMH 12345678'],
    ['Zähler Nr DZG-12345678', 'DZG-12345678'],
    ['Zähler-Nummer: 1EBZ0100123456 Abrechnungszeitraum 01.01.2025', '1EBZ0100123456'],
    ['Zahlernummer 7 ISK 0081 2345', '7 ISK 0081 2345'],
    ['Zählernummer; 1 APX 0001 2345', '1 APX 0001 2345'],
  ])('%s → %s', (line, number) => {
    expect(extractBillFields([text(line)]).results.zaehlernummer).toEqual({ wert: number, qualitaet: 'hoch', pageReference: 1, quelle: `Gelesen aus: „${line}“` });
  });

  it('takes the number under its label in a two-row table (mittel)', () => {
    expect(extractBillFields([text('Zählernummer\n10123456')]).results.zaehlernummer).toMatchObject({ wert: '10123456', qualitaet: 'mittel' });
  });

  it('guesses an unlabelled number with a manufacturer code (niedrig)', () => {
    expect(extractBillFields([text('Gerät 1 ESY11 1234 5678 im Keller')]).results.zaehlernummer).toMatchObject({ wert: '1 ESY11 1234 5678', qualitaet: 'niedrig' });
  });

  it('the Zählpunkt and the market location are not the meter number, but are kept as results', () => {
    const fields = extractBillFields([text('Zählpunkt: DE 00012 34567 00000 00000 00001 234567\nMarktlokations-ID: 51238696781\nZählernummer: DE0001234567000000000000000123456')]);
    expect(fields.results.zaehlernummer).toEqual(NONE);
    expect(fields.values).not.toHaveProperty('zaehlernummer');
    expect(fields.results.zaehlpunkt).toEqual({ wert: 'DE0001234567000000000000001234567', qualitaet: 'hoch', pageReference: 1, quelle: 'Gelesen aus: „Zählpunkt: DE 00012 34567 00000 00000 00001 234567“' });
    expect(fields.results.marktlokation).toEqual({ wert: '51238696781', qualitaet: 'hoch', pageReference: 1, quelle: 'Gelesen aus: „Marktlokations-ID: 51238696781“' });
  });
});

describe('grid operator', () => {
  it.each([
    ['Netzbetreiber: Westnetz GmbH', 'Westnetz GmbH', 'hoch'],
    ['Ihr Netzbetreiber ist die Netze BW GmbH, Stuttgart', 'Netze BW GmbH', 'hoch'],
    ['Verteilnetzbetreiber: E.DIS', 'E.DIS Netz GmbH', 'hoch'],
    ['Messstellenbetreiber und Netz: Avacon Netz GmbH', 'Avacon Netz GmbH', 'mittel'],
    ['Netzbetreiber: Elektrizitätswerk Hinterdorf eG', 'Elektrizitätswerk Hinterdorf eG', 'mittel'],
    ['Ihr Lieferant: RheinEnergie AG', 'Rheinische NETZGesellschaft mbH', 'niedrig'],
  ])('%s → %s (%s)', (line, name, qualitaet) => {
    expect(extractBillFields([text(line)]).results.netzbetreiber).toEqual({ wert: name, qualitaet, pageReference: 1, quelle: `Gelesen aus: „${line}“` });
  });

  it('a labelled operator on a later page beats a supplier guess on the first', () => {
    const fields = extractBillFields([text('EnBW Energie Baden-Württemberg AG'), text('Netzbetreiber: Netze BW GmbH', 2)]);
    expect(fields.results.netzbetreiber).toEqual({ wert: 'Netze BW GmbH', qualitaet: 'hoch', pageReference: 2, quelle: 'Gelesen aus: „Netzbetreiber: Netze BW GmbH“' });
  });

  it('by OCR a labelled operator is mittel', () => {
    expect(extractBillFields([ocr('Netzbetreiber: Bayemwerk Netz GmbH')]).results.netzbetreiber).toEqual({ wert: 'Bayernwerk Netz GmbH', qualitaet: 'mittel', pageReference: 1, quelle: 'Gelesen aus: „Netzbetreiber: Bayemwerk Netz GmbH“' });
  });
});

describe('the whole bill', () => {
  it('sets values only for fields it found; the rest are nicht_erkennbar', () => {
    const fields = extractBillFields([text('Ihr Verbrauch 4.200 kWh')]);
    expect(fields.values).toEqual({ stromverbrauch: 4200 });
    expect(fields.results.zaehlernummer).toEqual(NONE);
    expect(fields.results.netzbetreiber).toEqual(NONE);
    expect(extractBillFields([])).toEqual({ results: { stromverbrauch: NONE, zaehlernummer: NONE, netzbetreiber: NONE }, values: {} });
  });
});

describe('what the held-out layouts showed (issue 26)', () => {
  it('a bill for electricity and gas: the gas meter, its kWh and its operator are not the electricity’s', () => {
    const pages = [
      text(
        [
          'Max Muster\nHauptstraße 1\n44137 Dortmund\nEnergieabrechnung Strom und Gas',
          'Sparte\tZeitraum\tMenge\tBrutto',
          'Erdgas\t01.01.2025 bis 31.12.2025\t25.919 kWh\t2.892,90 €',
          'Strom\t01.01.2025 bis 31.12.2025\t2.000 kWh\t695,80 €',
          'Summe\t3.588,70 €',
        ].join('\n'),
      ),
      text(
        [
          'Abrechnung Erdgas',
          'Gaszähler\t7 ELS 1210900',
          'Netzbetreiber Gas\tThüga Energienetze GmbH',
          'Ablesedatum\tStand m³\tVerbrauch kWh',
          '31.12.2025\t20.110\t25.919',
          'Abrechnung Strom',
          'Zählernummer\t1 APX 01 2345 6789',
        ].join('\n'),
        2,
      ),
    ];
    const { values } = extractBillFields(pages);
    expect(values).toEqual({ stromverbrauch: 2000, zaehlernummer: '1 APX 01 2345 6789', netzbetreiber: 'Dortmunder Netz GmbH' });
  });

  it('the consumption told in a sentence, not last year’s nor the comparison group’s', () => {
    const body = 'Sie haben im Abrechnungszeitraum 4.656 kWh Strom verbraucht.\nIm gleichen Zeitraum des Vorjahres waren es 3.624 kWh.\nEin Haushalt Ihrer Vergleichsgruppe verbraucht im Durchschnitt 2.900 kWh im Jahr.';
    expect(extractBillFields([text(body)]).results.stromverbrauch).toMatchObject({ wert: 4656, qualitaet: 'hoch' });
  });

  it('an abbreviated consumption column, a stacked meter label and a device number', () => {
    const stacked = 'Lieferzeitraum\tVerbr. (kWh)\tVorj. (kWh)\tAP (ct/kWh)\n16.04.2025 bis 15.04.2026\t5.065\t5.885\t33,10\nZähl-Nr.\tMaLo-ID\nHAG 3 21 09 876\t51239528272';
    expect(extractBillFields([text(stacked)]).values).toMatchObject({ stromverbrauch: 5065, zaehlernummer: 'HAG 3 21 09 876' });
    const device = 'Gerätenummer\tArt der Messeinrichtung\tEigentum\n0901234567\tmoderne Messeinrichtung (mME)\tMessstellenbetreiber';
    expect(extractBillFields([text(device)]).values.zaehlernummer).toBe('0901234567');
    expect(extractBillFields([text('Zählernr. (Zweitarifzähler)\t0901234567')]).values.zaehlernummer).toBe('0901234567');
  });

  it('a period broken over two lines of running text still scales the consumption to a year', () => {
    const body = 'Wir haben Ihre Lieferung vom 01.12.2024\nbis zum 31.12.2025 abgerechnet.\nSie haben im Abrechnungszeitraum 5.882 kWh Strom verbraucht.';
    expect(extractBillFields([text(body)]).values.stromverbrauch).toBe(Math.round((5882 * 365) / 396));
  });

  it('a maker’s I that OCR read as 1 is mended; a number that is not a maker’s stays as read', () => {
    expect(extractBillFields([ocr('Zählernummer 11SK0061234567')]).values.zaehlernummer).toBe('1ISK0061234567');
    expect(extractBillFields([ocr('Zählernummer 11XY0061234567')]).values.zaehlernummer).toBe('11XY0061234567');
  });
});

describe('what the second held-out batch showed (issue 26)', () => {
  it('a tile whose head names the total and whose figure carries the unit, not a monthly tile', () => {
    const body = [
      'Dein Verbrauch\tDeine Kosten\tDein Guthaben',
      '2.404 kWh\t869,95 €\t417,05 €',
      'Dein Verbrauch Monat für Monat',
      'Jan 25\tFeb 25\tMär 25',
      '250 kWh\t204 kWh\t211 kWh',
    ].join('\n');
    expect(extractBillFields([text(body)]).results.stromverbrauch).toMatchObject({ wert: 2404, qualitaet: 'hoch' });
  });

  it('under a head naming the total, a figure without kWh (an amount) is not the consumption', () => {
    const body = 'Dein Verbrauch\tDeine Kosten\n869,95 €\t417,05 €';
    expect(extractBillFields([text(body)]).results.stromverbrauch).toEqual(NONE);
  });

  it("OCR's 'kwn' after a figure reads as kWh", () => {
    expect(extractBillFields([ocr('Dein Verbrauch\tDeine Kosten\n3.630 kwn\t1.237,67 €')]).results.stromverbrauch).toMatchObject({ wert: 3630, qualitaet: 'mittel' });
  });
});
