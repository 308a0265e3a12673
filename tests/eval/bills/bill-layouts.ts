// Eight bill layouts as German suppliers print them (issue 26): each puts the consumption, the
// meter number and the grid operator somewhere else, among the figures that look like them
// (meter readings, last year's consumption, prices per kWh, the market and metering location).
import type { ReactElement } from 'react';
import { date, de, euro, periodDays, periodKwh, type BillFacts } from './bill-facts.ts';
import { footer, heading, letterhead, page, pair, table, text, title } from './bill-parts.ts';

export type LayoutName = 'grossversorger' | 'preisaenderung' | 'doppeltarif' | 'abweichender-zeitraum' | 'vorjahr-nebeneinander' | 'umbrochen' | 'nur-lieferant' | 'online-kompakt';

const period = (facts: BillFacts) => `${date(facts.period.from)} – ${date(facts.period.to)}`;
const legal = (facts: BillFacts) => `${facts.supplier.name} · ${facts.supplier.street} · ${facts.supplier.city} · Geschäftsführung: Dr. A. Beispiel · USt-IdNr. DE 123 456 789`;
const operatorLine = (facts: BillFacts) => (facts.operatorNamed ? `Netzbetreiber: ${facts.operator}` : 'Ihr Lieferant übernimmt die Abwicklung mit dem örtlichen Netzbetreiber.');
const amount = (facts: BillFacts) => (periodKwh(facts) * facts.workPriceCt) / 100 + facts.basePriceEurMonth * 12;
const readingRows = (facts: BillFacts) =>
  facts.registers.map((register) => [facts.meter, date(facts.period.from), de(register.readingOld), date(facts.period.to), de(register.readingNew), de(register.readingNew - register.readingOld)]);
const instalments = (facts: BillFacts) =>
  ['15.02.2026', '15.03.2026', '15.04.2026', '15.05.2026', '15.06.2026', '15.07.2026'].map((due) => [due, euro(facts.instalmentEur)]);

/** A large supplier's three pages: the letter, the readings table (kWh only in the header), the instalment plan. */
function grossversorger(facts: BillFacts): ReactElement[] {
  const legalLine = legal(facts);
  return [
    page(
      ...letterhead(facts),
      title('Ihre Jahresabrechnung Strom'),
      pair('Kundennummer', facts.customerNumber),
      pair('Rechnungsnummer', facts.invoiceNumber),
      pair('Abrechnungszeitraum', period(facts)),
      text(' '),
      text(`Sehr geehrte Kundin, sehr geehrter Kunde, für die Belieferung mit Strom an Ihrer Lieferstelle ${facts.customer.street} berechnen wir:`),
      pair('Rechnungsbetrag brutto', euro(amount(facts))),
      pair('abzüglich geleisteter Abschläge', euro(facts.instalmentEur * 12)),
      pair('Ihr neuer monatlicher Abschlag', euro(facts.instalmentEur)),
      ...footer(legalLine, 1, 3),
    ),
    page(
      heading('Ihre Zählerstände und Ihr Verbrauch'),
      table(['22%', '14%', '16%', '14%', '16%', '18%'], ['Zählernummer', 'Ablesung alt', 'Stand alt', 'Ablesung neu', 'Stand neu', 'Verbrauch kWh'], readingRows(facts), [false, false, true, false, true, true]),
      pair('Marktlokations-ID', facts.marktlokation),
      pair('Messlokations-ID', facts.messlokation),
      text(operatorLine(facts)),
      heading('Ihr Verbrauch im Vergleich'),
      pair('Ihr Verbrauch im Vorjahreszeitraum', `${de(facts.previousYearKwh)} kWh`),
      pair('Durchschnitt eines Haushalts mit 3 Personen', '3.500 kWh'),
      ...footer(legalLine, 2, 3),
    ),
    page(
      heading('Ihre Preise'),
      pair('Arbeitspreis', `${de(facts.workPriceCt, 2)} ct/kWh`),
      pair('Grundpreis', `${de(facts.basePriceEurMonth, 2)} €/Monat`),
      heading('Ihr Abschlagsplan'),
      table(['50%', '50%'], ['Fälligkeit', 'Betrag'], instalments(facts)),
      ...footer(legalLine, 3, 3),
    ),
  ];
}

/** Stadtwerke with a price change mid-period: two rows of kWh and a sum row; the operator in the footer. */
function preisaenderung(facts: BillFacts): ReactElement[] {
  const kwh = periodKwh(facts);
  const days = periodDays(facts);
  const firstDays = Math.round(days / 3);
  const firstKwh = Math.round((kwh * firstDays) / days);
  const legalLine = `${legal(facts)}${facts.operatorNamed ? ` · Netzbetreiber: ${facts.operator}` : ''}`;
  return [
    page(
      ...letterhead(facts),
      title('Rechnung Strom'),
      pair('Vertragskonto', facts.customerNumber),
      pair('Zähler-Nr.', facts.meter),
      pair('Marktlokation', facts.marktlokation),
      pair('Abrechnungszeitraum', period(facts)),
      heading('Verbrauchsabrechnung'),
      table(
        ['34%', '10%', '18%', '18%', '20%'],
        ['Zeitraum', 'Tage', 'Menge', 'Preis', 'Betrag'],
        [
          [`${date(facts.period.from)} – Preisänderung`, de(firstDays), `${de(firstKwh)} kWh`, `${de(facts.workPriceCt - 1.5, 2)} ct/kWh`, euro((firstKwh * (facts.workPriceCt - 1.5)) / 100)],
          [`Preisänderung – ${date(facts.period.to)}`, de(days - firstDays), `${de(kwh - firstKwh)} kWh`, `${de(facts.workPriceCt, 2)} ct/kWh`, euro(((kwh - firstKwh) * facts.workPriceCt) / 100)],
          ['Summe Verbrauch', de(days), `${de(kwh)} kWh`, '', euro(amount(facts))],
        ],
      ),
      pair('Zählerstand alt', de(facts.registers[0].readingOld)),
      pair('Zählerstand neu', de(facts.registers[0].readingNew)),
      pair('Verbrauch Vorjahr', `${de(facts.previousYearKwh)} kWh`),
      ...footer(legalLine, 1, 1),
    ),
  ];
}

/** A two-rate meter: HT and NT each with readings and consumption, no total anywhere. */
function doppeltarif(facts: BillFacts): ReactElement[] {
  const [ht, nt] = facts.registers;
  const legalLine = legal(facts);
  return [
    page(
      ...letterhead(facts),
      title('Stromabrechnung Doppeltarif (HT/NT)'),
      pair('Kundennummer', facts.customerNumber),
      pair('Zählernummer', facts.meter),
      pair('Abrechnungszeitraum', period(facts)),
      text(operatorLine(facts)),
      heading('Zählwerke'),
      table(
        ['34%', '22%', '22%', '22%'],
        ['Zählwerk', 'Stand alt', 'Stand neu', 'Differenz'],
        [
          ['HT (1.8.1)', `${de(ht.readingOld)} kWh`, `${de(ht.readingNew)} kWh`, `${de(ht.readingNew - ht.readingOld)} kWh`],
          ['NT (1.8.2)', `${de(nt.readingOld)} kWh`, `${de(nt.readingNew)} kWh`, `${de(nt.readingNew - nt.readingOld)} kWh`],
        ],
      ),
      pair('Verbrauch Hochtarif (HT)', `${de(ht.readingNew - ht.readingOld)} kWh`),
      pair('Verbrauch Niedertarif (NT)', `${de(nt.readingNew - nt.readingOld)} kWh`),
      pair('Arbeitspreis HT', `${de(facts.workPriceCt, 2)} ct/kWh`),
      pair('Arbeitspreis NT', `${de(facts.workPriceCt - 6, 2)} ct/kWh`),
      pair('Vorjahresverbrauch (HT + NT)', `${de(facts.previousYearKwh)} kWh`),
      ...footer(legalLine, 1, 1),
    ),
  ];
}

/** A period of 11 to 14 months (a move, a supplier change): the days stated, a forecast as distractor. */
function abweichenderZeitraum(facts: BillFacts): ReactElement[] {
  const legalLine = legal(facts);
  return [
    page(
      ...letterhead(facts),
      title('Schlussrechnung Strom'),
      text(`Abrechnungszeitraum: ${period(facts)} (${periodDays(facts)} Tage)`),
      text(`Zählernummer: ${facts.meter}`),
      text(`Zählerstand am ${date(facts.period.from)}: ${de(facts.registers[0].readingOld)} kWh`),
      text(`Zählerstand am ${date(facts.period.to)}: ${de(facts.registers[0].readingNew)} kWh`),
      text(`Verbrauch im Abrechnungszeitraum: ${de(periodKwh(facts))} kWh`),
      text(`Voraussichtlicher Verbrauch im nächsten Jahr: ${de(Math.round(facts.previousYearKwh * 1.02))} kWh`),
      text(`Arbeitspreis: ${de(facts.workPriceCt, 2)} ct/kWh · Grundpreis: ${de(facts.basePriceEurMonth, 2)} €/Monat`),
      text(`Messlokation: ${facts.messlokation}`),
      text(operatorLine(facts)),
      ...footer(legalLine, 1, 1),
    ),
  ];
}

/** This period and last year's side by side; the meter number, MaLo and MeLo as cells under their headers. */
function vorjahrNebeneinander(facts: BillFacts): ReactElement[] {
  const days = periodDays(facts);
  const legalLine = `${legal(facts)}${facts.operatorNamed ? ` · Ihr Netzbetreiber: ${facts.operator}` : ''}`;
  return [
    page(
      ...letterhead(facts),
      title('Ihre Stromrechnung'),
      table(['26%', '22%', '52%'], ['Zählernummer', 'Marktlokation', 'Messlokation'], [[facts.meter, facts.marktlokation, facts.messlokation]], [false, false, false]),
      heading('Ihr Verbrauch'),
      table(
        ['40%', '30%', '30%'],
        ['', `${date(facts.period.from)} – ${date(facts.period.to)}`, 'Vorjahreszeitraum'],
        [
          ['Verbrauch', `${de(periodKwh(facts))} kWh`, `${de(facts.previousYearKwh)} kWh`],
          ['Tage', de(days), '365'],
          ['Durchschnitt pro Tag', `${de(periodKwh(facts) / days, 1)} kWh`, `${de(facts.previousYearKwh / 365, 1)} kWh`],
        ],
      ),
      pair('Arbeitspreis', `${de(facts.workPriceCt, 2)} ct/kWh`),
      pair('Rechnungsbetrag', euro(amount(facts))),
      ...footer(legalLine, 1, 1),
    ),
  ];
}

/** A narrow info box whose meter number wraps onto a second line; the operator named in running text. */
function umbrochen(facts: BillFacts): ReactElement[] {
  const legalLine = legal(facts);
  return [
    page(
      ...letterhead(facts),
      title('Stromrechnung'),
      table(['16%', '84%'], ['Zählernummer', 'Hinweis'], [[facts.meter, 'Bitte geben Sie bei Rückfragen immer Ihre Zählernummer und Ihre Kundennummer an.']], [false, false]),
      pair('Marktlokations-ID', facts.marktlokation),
      pair('Zeitraum', period(facts)),
      pair('Stromverbrauch', `${de(periodKwh(facts))} kWh`),
      pair('Zählerstand Ablesung', `${de(facts.registers[0].readingNew)} kWh`),
      pair('Ihr Verbrauch im Vorjahr', `${de(facts.previousYearKwh)} kWh`),
      text(
        facts.operatorNamed
          ? `Ihr Netzbetreiber ist die ${facts.operator}. Bei Störungen erreichen Sie ihn rund um die Uhr.`
          : 'Bei Störungen wenden Sie sich bitte an Ihren örtlichen Netzbetreiber.',
      ),
      ...footer(legalLine, 1, 1),
    ),
  ];
}

/** A nationwide supplier's short bill: no operator named, only the delivery address tells where the grid is. */
function nurLieferant(facts: BillFacts): ReactElement[] {
  const legalLine = legal(facts);
  return [
    page(
      ...letterhead(facts),
      title('Deine Jahresrechnung'),
      pair('Lieferstelle', `${facts.customer.street}, ${facts.customer.postcode} ${facts.customer.city}`),
      pair('Zähler', facts.meter),
      pair('Zeitraum', period(facts)),
      pair('Dein Verbrauch', `${de(periodKwh(facts))} kWh`),
      pair('Zählerstand zum Ende', `${de(facts.registers[0].readingNew)} kWh`),
      pair('Verbrauchspreis', `${de(facts.workPriceCt, 2)} ct/kWh`),
      pair('Abschlag ab März', euro(facts.instalmentEur)),
      ...footer(legalLine, 1, 1),
    ),
  ];
}

/** An online bill: two columns of label-value pairs side by side, so two fields share a line. */
function onlineKompakt(facts: BillFacts): ReactElement[] {
  const legalLine = `${legal(facts)}${facts.operatorNamed ? ` · Netzbetreiber ${facts.operator}` : ''}`;
  const twoPairs = (left: [string, string], right: [string, string]) =>
    table(['22%', '28%', '22%', '28%'], [left[0], left[1], right[0], right[1]], [], [false, false, false, false]);
  return [
    page(
      ...letterhead(facts),
      title('Rechnung'),
      twoPairs(['Kundennummer', facts.customerNumber], ['Marktlokation', facts.marktlokation]),
      twoPairs(['Zählernummer', facts.meter], ['Zählerstand neu', `${de(facts.registers[0].readingNew)} kWh`]),
      twoPairs(['Zeitraum', period(facts)], ['Verbrauch', `${de(periodKwh(facts))} kWh`]),
      twoPairs(['Vorjahr', `${de(facts.previousYearKwh)} kWh`], ['Arbeitspreis', `${de(facts.workPriceCt, 2)} ct/kWh`]),
      heading('Abschlagsplan'),
      table(['50%', '50%'], ['Fälligkeit', 'Betrag'], instalments(facts)),
      ...footer(legalLine, 1, 1),
    ),
  ];
}

export const LAYOUTS: Record<LayoutName, (facts: BillFacts) => ReactElement[]> = {
  grossversorger,
  preisaenderung,
  doppeltarif,
  'abweichender-zeitraum': abweichenderZeitraum,
  'vorjahr-nebeneinander': vorjahrNebeneinander,
  umbrochen,
  'nur-lieferant': nurLieferant,
  'online-kompakt': onlineKompakt,
};
