// Four held-out bill layouts, unlike the eight in bill-layouts.ts in wording and arrangement: a
// combined electricity and gas bill, labels stacked above their values, interim readings with
// monthly bars, and a metering operator's device table. Written without looking at the reader.
import { Text, View } from '@react-pdf/renderer';
import dayjs from 'dayjs';
import { createElement as h, type ReactElement } from 'react';
import { billedMonths, date, de, euro, MONTHS, periodDays, periodKwh, registerKwh, SEASON, type BillFacts, type Register } from './bill-facts.ts';
import { footer, heading, letterhead, page, pair, table, text, title } from './bill-parts.ts';

export type HeldOutLayoutName = 'strom-und-gas' | 'gestapelt' | 'zwischenablesung' | 'messstellenbetreiber';

export interface HeldOutLayout {
  /** Whether the layout prints a two-rate meter (HT and NT registers); the case generator then gives the facts two registers. */
  twoRates: boolean;
  render: (facts: BillFacts) => ReactElement[];
}

const GAS_OPERATOR = 'Thüga Energienetze GmbH';
const METERING_OPERATOR = 'inexogy smart metering GmbH';

const period = (facts: BillFacts) => `${date(facts.period.from)} bis ${date(facts.period.to)}`;
const issued = (facts: BillFacts) => dayjs(facts.period.to).add(19, 'day').format('DD.MM.YYYY');
const amount = (facts: BillFacts) => (periodKwh(facts) * facts.workPriceCt) / 100 + facts.basePriceEurMonth * billedMonths(facts);
const legal = (facts: BillFacts) =>
  `${facts.supplier.name} · Sitz: ${facts.supplier.city} · Amtsgericht ${facts.supplier.city.replace(/^\d+ /, '')} HRB 48213 · Vorstand: M. Muster, K. Probst · USt-IdNr. DE 298 765 432`;
const balance = (facts: BillFacts) => {
  const due = amount(facts) - facts.instalmentEur * (billedMonths(facts) - 1);
  return [due >= 0 ? 'Nachzahlung' : 'Guthaben', euro(Math.abs(due))];
};
const instalmentDates = ['01.03.2026', '01.04.2026', '01.05.2026', '01.06.2026', '01.07.2026', '01.08.2026'];

/** Labels above their values, side by side in a framed box. */
function stacked(fields: Array<[string, string]>, widths: string[]): ReactElement {
  return h(
    View,
    { style: { flexDirection: 'row', borderWidth: 0.75, borderColor: '#0b4f8a', paddingVertical: 4, paddingHorizontal: 6, marginBottom: 8 } },
    ...fields.map(([label, value], index) =>
      h(View, { key: index, style: { width: widths[index], paddingRight: 6 } }, h(Text, { style: { fontSize: 7.5, color: '#555' } }, label), h(Text, { style: { fontWeight: 'bold' } }, value)),
    ),
  );
}

/** The last twelve months of the period as bars, each labelled with its kWh; together about the period's consumption. */
function monthlyBars(facts: BillFacts): ReactElement {
  const last = dayjs(facts.period.to);
  const shown = Array.from({ length: 12 }, (_, index) => last.subtract(11 - index, 'month'));
  const weight = shown.reduce((sum, month) => sum + SEASON[month.month()], 0);
  const values = shown.map((month) => Math.round((periodKwh(facts) * SEASON[month.month()]) / weight));
  const largest = Math.max(...values);
  return h(
    View,
    { style: { marginBottom: 8 } },
    ...shown.map((month, index) =>
      h(
        View,
        { key: index, style: { flexDirection: 'row', alignItems: 'center', marginBottom: 1.5 } },
        h(Text, { style: { width: 52, fontSize: 8 } }, `${MONTHS[month.month()]} ${month.format('YY')}`),
        h(View, { style: { width: (values[index] / largest) * 260, height: 7, backgroundColor: '#7aa6d1' } }),
        h(Text, { style: { marginLeft: 5, fontSize: 8 } }, `${de(values[index])} kWh`),
      ),
    ),
  );
}

/** A Stadtwerke bill for electricity and gas together: the gas meter, m³ converted to kWh and the gas grid operator beside the electricity figures. */
function stromUndGas(facts: BillFacts): ReactElement[] {
  const [register] = facts.registers;
  const calorific = 11.284;
  const zNumber = 0.9531;
  const gasM3 = Math.round((facts.previousYearKwh * 4 + 3117) / (calorific * zNumber));
  const gasKwh = Math.round(gasM3 * calorific * zNumber);
  const gasOld = 12_000 + facts.previousYearKwh;
  const gasPriceCt = 10.49;
  const gasBaseEurMonth = 14.5;
  const gasAmount = (gasKwh * gasPriceCt) / 100 + gasBaseEurMonth * billedMonths(facts);
  const gasInstalment = Math.round(gasAmount / 12);
  const gasMeter = `7 ELS ${1_000_000 + facts.previousYearKwh * 37}`;
  const legalLine = legal(facts);
  return [
    page(
      ...letterhead(facts),
      title('Energieabrechnung Strom und Gas'),
      pair('Vertragskonto', facts.customerNumber),
      pair('Rechnungsnummer', facts.invoiceNumber),
      pair('Rechnungsdatum', issued(facts)),
      pair('Verbrauchsstelle', `${facts.customer.street}, ${facts.customer.postcode} ${facts.customer.city}`),
      text(' '),
      text('Sehr geehrte Kundin, sehr geehrter Kunde, mit dieser Rechnung rechnen wir Ihre Energielieferungen für Erdgas und Strom ab. Die Einzelheiten finden Sie auf den folgenden Seiten.'),
      heading('Übersicht'),
      table(
        ['16%', '34%', '18%', '16%', '16%'],
        ['Sparte', 'Zeitraum', 'Menge', 'Netto', 'Brutto'],
        [
          ['Erdgas', period(facts), `${de(gasKwh)} kWh`, euro(gasAmount / 1.19), euro(gasAmount)],
          ['Strom', period(facts), `${de(periodKwh(facts))} kWh`, euro(amount(facts) / 1.19), euro(amount(facts))],
          ['Summe', '', '', euro((gasAmount + amount(facts)) / 1.19), euro(gasAmount + amount(facts))],
        ],
        [false, false, true, true, true],
      ),
      pair('Geleistete Abschläge Erdgas und Strom', euro((gasInstalment + facts.instalmentEur) * (billedMonths(facts) - 1))),
      pair('Neuer Gesamtabschlag ab März 2026', euro(gasInstalment + facts.instalmentEur)),
      ...footer(legalLine, 1, 3),
    ),
    page(
      heading('Abrechnung Erdgas'),
      pair('Gaszähler', gasMeter),
      pair('Netzbetreiber Gas', GAS_OPERATOR),
      table(
        ['16%', '14%', '14%', '14%', '14%', '12%', '16%'],
        ['Ablesedatum', 'Stand m³', 'Verbrauch m³', 'Brennwert', 'Zustandszahl', 'Faktor', 'Verbrauch kWh'],
        [
          [date(facts.period.from), de(gasOld), '', '', '', '', ''],
          [date(facts.period.to), de(gasOld + gasM3), de(gasM3), de(calorific, 3), de(zNumber, 4), de(calorific * zNumber, 4), de(gasKwh)],
        ],
      ),
      text(`Umrechnung: ${de(gasM3)} m³ × ${de(calorific, 3)} kWh/m³ (Brennwert) × ${de(zNumber, 4)} (Zustandszahl) = ${de(gasKwh)} kWh`),
      pair('Arbeitspreis Erdgas', `${de(gasPriceCt, 2)} ct/kWh`),
      pair('Grundpreis Erdgas', `${de(gasBaseEurMonth, 2)} €/Monat`),
      pair('Erdgasverbrauch im Vorjahr', `${de(Math.round(gasKwh * 0.93))} kWh`),
      heading('Abrechnung Strom'),
      pair('Zählernummer', facts.meter),
      ...(facts.operatorNamed ? [pair('Netzbetreiber Strom', facts.operator)] : []),
      pair('Marktlokation', facts.marktlokation),
      pair('Messlokation', facts.messlokation),
      table(
        ['30%', '35%', '35%'],
        ['Ablesedatum', 'Zählerstand kWh', 'Verbrauch kWh'],
        [
          [date(facts.period.from), de(register.readingOld), ''],
          [date(facts.period.to), de(register.readingNew), de(registerKwh(register))],
        ],
      ),
      pair('Arbeitspreis Strom', `${de(facts.workPriceCt, 2)} ct/kWh`),
      pair('Grundpreis Strom', `${de(facts.basePriceEurMonth, 2)} €/Monat`),
      pair('Stromverbrauch im Vorjahr', `${de(facts.previousYearKwh)} kWh`),
      ...footer(legalLine, 2, 3),
    ),
    page(
      heading('Ihre Abschläge ab März 2026'),
      table(
        ['28%', '24%', '24%', '24%'],
        ['Fällig am', 'Erdgas', 'Strom', 'Gesamt'],
        instalmentDates.map((due) => [due, euro(gasInstalment), euro(facts.instalmentEur), euro(gasInstalment + facts.instalmentEur)]),
        [false, true, true, true],
      ),
      text('Die Abschläge buchen wir zum Fälligkeitstag von Ihrem Konto ab (SEPA-Lastschrift, Mandatsreferenz wie Vertragskonto).'),
      heading('Hinweise'),
      text('Erdgas wird in Kubikmetern gemessen und mit Brennwert und Zustandszahl in Kilowattstunden umgerechnet. Die Werte stellt uns der Gasnetzbetreiber bereit.'),
      text('Schlichtungsstelle Energie e. V., Friedrichstraße 133, 10117 Berlin, www.schlichtungsstelle-energie.de'),
      ...footer(legalLine, 3, 3),
    ),
  ];
}

/** A modern layout of framed boxes with each label stacked above its value, in abbreviations. */
function gestapelt(facts: BillFacts): ReactElement[] {
  const [register] = facts.registers;
  const [balanceLabel, balanceValue] = balance(facts);
  return [
    page(
      ...letterhead(facts),
      stacked(
        [
          ['Kd.-Nr.', facts.customerNumber],
          ['Rg.-Nr.', facts.invoiceNumber],
          ['Rg.-Datum', issued(facts)],
          ['Tarif', 'Strom Klassik'],
        ],
        ['25%', '27%', '22%', '26%'],
      ),
      title('Ihre Stromrechnung'),
      text(`Guten Tag ${facts.customer.name}, hier ist Ihre Abrechnung. Alles Wichtige haben wir oben für Sie zusammengefasst.`),
      heading('Auf einen Blick'),
      stacked(
        [
          ['Lieferzeitraum', period(facts)],
          ['Verbr. (kWh)', de(periodKwh(facts))],
          ['Vorj. (kWh)', de(facts.previousYearKwh)],
          ['Ø je Tag (kWh)', de(periodKwh(facts) / periodDays(facts), 1)],
          ['AP (ct/kWh)', de(facts.workPriceCt, 2)],
        ],
        ['32%', '16%', '16%', '18%', '18%'],
      ),
      heading('Ihre Messstelle'),
      stacked(
        [
          ['Zähl-Nr.', facts.meter],
          ['MaLo-ID', facts.marktlokation],
          ['MeLo-ID', facts.messlokation],
        ],
        ['26%', '20%', '54%'],
      ),
      stacked(
        [
          ['Stand alt (kWh)', de(register.readingOld)],
          ['abgelesen am', date(facts.period.from)],
          ['Stand neu (kWh)', de(register.readingNew)],
          ['abgelesen am', date(facts.period.to)],
          ['Ablesegrund', 'Turnus'],
        ],
        ['20%', '20%', '20%', '20%', '20%'],
      ),
      ...(facts.operatorNamed
        ? [
            stacked(
              [
                ['Verteilnetzbetreiber (NB)', facts.operator],
                ['Störungsruf NB', '0800 2 345 678'],
              ],
              ['62%', '38%'],
            ),
          ]
        : []),
      heading('Ihre Kosten'),
      stacked(
        [
          ['Grundpr. (€/Mon.)', de(facts.basePriceEurMonth, 2)],
          ['Rg.-Betrag brutto', euro(amount(facts))],
          ['./. Abschläge', euro(facts.instalmentEur * (billedMonths(facts) - 1))],
          [balanceLabel, balanceValue],
          ['Abschlag neu', euro(facts.instalmentEur)],
        ],
        ['20%', '20%', '20%', '20%', '20%'],
      ),
      ...footer(legal(facts), 1, 1),
    ),
  ];
}

/** A two-rate meter read three times, the middle reading estimated at a price change, with monthly bars and price components. */
function zwischenablesung(facts: BillFacts): ReactElement[] {
  const days = periodDays(facts);
  const from = dayjs(facts.period.from);
  const change = from.add(Math.round(days * 0.45), 'day').startOf('month');
  const share = change.diff(from, 'day') / days;
  const oldPriceCt = facts.workPriceCt - 2.4;
  const rateName = (register: Register) => (register.rate ? `${register.rate} (1.8.${register.rate === 'HT' ? 1 : 2})` : '1.8.0');
  const price = (register: Register, base: number) => (register.rate === 'NT' ? base - 7 : base);
  const interim = (register: Register) => register.readingOld + Math.round(registerKwh(register) * share);
  const readingRows = facts.registers.flatMap((register) => [
    [rateName(register), date(facts.period.from), de(register.readingOld), 'Kundenablesung', ''],
    [rateName(register), change.format('DD.MM.YYYY'), de(interim(register)), 'geschätzt (Preisänderung)', de(interim(register) - register.readingOld)],
    [rateName(register), date(facts.period.to), de(register.readingNew), 'Ablesung Messstellenbetreiber', de(register.readingNew - interim(register))],
  ]);
  const segments = facts.registers.flatMap((register) => [
    { span: `${date(facts.period.from)} – ${change.subtract(1, 'day').format('DD.MM.YYYY')}`, rate: register.rate ?? '', kwh: interim(register) - register.readingOld, priceCt: price(register, oldPriceCt) },
    { span: `${change.format('DD.MM.YYYY')} – ${date(facts.period.to)}`, rate: register.rate ?? '', kwh: register.readingNew - interim(register), priceCt: price(register, facts.workPriceCt) },
  ]);
  const net = segments.reduce((sum, segment) => sum + (segment.kwh * segment.priceCt) / 100, facts.basePriceEurMonth * billedMonths(facts));
  const legalLine = legal(facts);
  return [
    page(
      ...letterhead(facts),
      title('Jahresverbrauchsabrechnung Strom – Zweitarif'),
      pair('Kundennummer', facts.customerNumber),
      pair('Rechnung', `${facts.invoiceNumber} vom ${issued(facts)}`),
      pair('Zählernr. (Zweitarifzähler)', facts.meter),
      pair('Marktlokations-ID', facts.marktlokation),
      pair('Abrechnungszeitraum', `${period(facts)} (${days} Tage)`),
      heading('Zählerstände und Verbrauch'),
      table(['16%', '15%', '16%', '33%', '20%'], ['Zählwerk', 'Datum', 'Zählerstand', 'Art der Ablesung', 'Verbrauch kWh'], [...readingRows, ['Gesamtverbrauch', '', '', 'HT + NT', de(periodKwh(facts))]], [false, false, true, false, true]),
      text(`Zum ${change.format('DD.MM.YYYY')} haben sich unsere Preise geändert. Den Zählerstand zu diesem Tag haben wir rechnerisch ermittelt (geschätzt).`),
      heading('Ihr Verbrauch der letzten 12 Monate'),
      monthlyBars(facts),
      pair('Zum Vergleich: Ihr Verbrauch im Vorjahr', `${de(facts.previousYearKwh)} kWh`),
      ...footer(legalLine, 1, 2),
    ),
    page(
      heading('Berechnung'),
      table(
        ['32%', '10%', '18%', '18%', '22%'],
        ['Zeitraum', 'Tarif', 'Menge kWh', 'ct/kWh', 'Betrag netto'],
        [
          ...segments.map((segment) => [segment.span, segment.rate, de(segment.kwh), de(segment.priceCt, 2), euro((segment.kwh * segment.priceCt) / 100)]),
          [`Grundpreis ${billedMonths(facts)} Monate`, '', '', `${de(facts.basePriceEurMonth, 2)} €/Mon.`, euro(facts.basePriceEurMonth * billedMonths(facts))],
        ],
      ),
      pair('Summe netto', euro(net)),
      pair('Umsatzsteuer 19 %', euro(net * 0.19)),
      pair('Rechnungsbetrag brutto', euro(net * 1.19)),
      pair('abzüglich Abschläge', euro(facts.instalmentEur * (billedMonths(facts) - 1))),
      pair('Abschlag ab März 2026', euro(facts.instalmentEur)),
      heading('Preisbestandteile je kWh (HT)'),
      table(
        ['70%', '30%'],
        ['Bestandteil', 'ct/kWh'],
        [
          [facts.operatorNamed ? `Netzentgelt, festgelegt vom Netzbetreiber ${facts.operator}` : 'Netzentgelt des örtlichen Netzbetreibers', de(9.12, 2)],
          ['Konzessionsabgabe', de(1.32, 2)],
          ['Stromsteuer', de(2.05, 2)],
          ['Offshore-Netzumlage, KWKG-Umlage, § 19 StromNEV-Umlage', de(2.31, 2)],
          ['Energiebeschaffung und Vertrieb', de(facts.workPriceCt - 14.8, 2)],
        ],
      ),
      text(`Messlokation: ${facts.messlokation}`),
      ...footer(legalLine, 2, 2),
    ),
  ];
}

/** The meter only as a device number owned by a separate metering operator, the consumption only in a sentence. */
function messstellenbetreiber(facts: BillFacts): ReactElement[] {
  const [register] = facts.registers;
  const change = Math.round(((periodKwh(facts) - facts.previousYearKwh) / facts.previousYearKwh) * 100);
  const [balanceLabel, balanceValue] = balance(facts);
  const legalLine = legal(facts);
  return [
    page(
      ...letterhead(facts),
      title('Ihre Verbrauchsabrechnung für Strom'),
      pair('Kundennummer', facts.customerNumber, '40%'),
      pair('Rechnungsnummer / Datum', `${facts.invoiceNumber} / ${issued(facts)}`, '40%'),
      pair('Lieferanschrift', `${facts.customer.street}, ${facts.customer.postcode} ${facts.customer.city}`, '40%'),
      text(' '),
      text(`Liebe Kundin, lieber Kunde, vielen Dank, dass Sie Ihren Strom von uns beziehen. Wir haben Ihre Lieferung vom ${date(facts.period.from)} bis zum ${date(facts.period.to)} abgerechnet.`),
      text(`Sie haben im Abrechnungszeitraum ${de(periodKwh(facts))} kWh Strom verbraucht.`),
      text(
        `Im gleichen Zeitraum des Vorjahres waren es ${de(facts.previousYearKwh)} kWh, Ihr Verbrauch ist also um ${de(Math.abs(change))} % ${change >= 0 ? 'gestiegen' : 'gesunken'}.`,
      ),
      text('Ein Haushalt Ihrer Vergleichsgruppe verbraucht im Durchschnitt 2.900 kWh im Jahr.'),
      heading('Ihr Ergebnis'),
      pair('Kosten im Abrechnungszeitraum (brutto)', euro(amount(facts))),
      pair('bereits gezahlte Abschläge', euro(facts.instalmentEur * (billedMonths(facts) - 1))),
      pair(balanceLabel, balanceValue),
      text(`Ihr neuer Abschlag beträgt ${euro(facts.instalmentEur)} und ist jeweils zum 1. eines Monats fällig.`),
      ...footer(legalLine, 1, 2),
    ),
    page(
      heading('Angaben zu Ihrer Messstelle'),
      pair('Zählpunktbezeichnung', facts.messlokation, '30%'),
      pair('Marktlokation', facts.marktlokation, '30%'),
      table(
        ['30%', '36%', '34%'],
        ['Gerätenummer', 'Art der Messeinrichtung', 'Eigentum'],
        [[facts.meter, 'moderne Messeinrichtung (mME)', 'Messstellenbetreiber']],
        [false, false, false],
      ),
      table(
        ['30%', '30%', '40%'],
        ['Ablesedatum', 'Zählerstand (kWh)', 'Ablesung durch'],
        [
          [date(facts.period.from), de(register.readingOld), 'Messstellenbetreiber'],
          [date(facts.period.to), de(register.readingNew), 'Messstellenbetreiber (Fernauslesung)'],
        ],
        [false, true, false],
      ),
      heading('Beteiligte Marktpartner'),
      table(
        ['30%', '50%', '20%'],
        ['Rolle', 'Unternehmen', 'Code-Nr.'],
        [
          ['Lieferant', facts.supplier.name, '9900512000003'],
          ...(facts.operatorNamed ? [['Netzbetreiber', facts.operator, '9907293000008']] : []),
          ['Messstellenbetreiber', METERING_OPERATOR, '9910874000006'],
        ],
        [false, false, true],
      ),
      heading('Preise und Entgelte'),
      pair('Arbeitspreis', `${de(facts.workPriceCt, 2)} ct/kWh`),
      pair('Grundpreis', `${de(facts.basePriceEurMonth * 12, 2)} €/Jahr`),
      pair('davon Entgelt für den Messstellenbetrieb', '20,00 €/Jahr'),
      heading('Stromkennzeichnung'),
      text('Erneuerbare Energien 64,2 % · Erdgas 12,9 % · Kohle 21,3 % · sonstige fossile 1,6 % · CO2-Emissionen 168 g/kWh · radioaktiver Abfall 0,0000 g/kWh'),
      ...footer(legalLine, 2, 2),
    ),
  ];
}

export const HELD_OUT_LAYOUTS: Record<HeldOutLayoutName, HeldOutLayout> = {
  'strom-und-gas': { twoRates: false, render: stromUndGas },
  gestapelt: { twoRates: false, render: gestapelt },
  zwischenablesung: { twoRates: true, render: zwischenablesung },
  messstellenbetreiber: { twoRates: false, render: messstellenbetreiber },
};
