// A second set of four held-out bill layouts: a letter beside a data sidebar, a two-way meter's
// OBIS readings with a PV system's feed-in, an app-style bill in tiles, and a corrected bill
// beside the cancelled estimate. Written without looking at the reader.
import { Text, View } from '@react-pdf/renderer';
import dayjs from 'dayjs';
import { createElement as h, type ReactElement } from 'react';
import { billedMonths, date, de, euro, MONTHS, paidInstalments, periodDays, periodKwh, registerKwh, SEASON, settlement, withCheckDigit, type BillFacts, type Register } from './bill-facts.ts';
import { footer, heading, letterhead, page, pair, table, text, title } from './bill-parts.ts';
import type { HeldOutLayout } from './held-out-layouts.ts';

export type HeldOutLayoutName2 = 'randspalte' | 'einspeisung-obis' | 'app-kacheln' | 'rechnungskorrektur';

const MUTED = { fontSize: 7.5, color: '#555' } as const;

const period = (facts: BillFacts) => `${date(facts.period.from)} – ${date(facts.period.to)}`;
const issuedAfter = (facts: BillFacts, days: number) => dayjs(facts.period.to).add(days, 'day').format('DD.MM.YYYY');
const costOf = (facts: BillFacts, consumption: number) => (consumption * facts.workPriceCt) / 100 + facts.basePriceEurMonth * billedMonths(facts);
const legal = (facts: BillFacts) =>
  `${facts.supplier.name} · ${facts.supplier.street} · ${facts.supplier.city} · Registergericht ${facts.supplier.city.replace(/^\d+ /, '')} HRB 77120 · Geschäftsführer: S. Lange, T. Becker · Gläubiger-ID DE98ZZZ00000123456`;
/** The new plan's six due dates, the 15th of each month from the second after the period. */
const instalmentDates = (facts: BillFacts) => Array.from({ length: 6 }, (_, index) => dayjs(facts.period.to).add(index + 2, 'month').date(15).format('DD.MM.YYYY'));

/** A shaded column of labels, each above its value. */
function sidebar(caption: string, fields: Array<[string, string]>): ReactElement {
  return h(
    View,
    { style: { width: '34%', backgroundColor: '#edf1f5', paddingVertical: 8, paddingHorizontal: 7 } },
    h(Text, { style: { fontSize: 10, fontWeight: 'bold', marginBottom: 7, color: '#0b4f8a' } }, caption),
    ...fields.map(([label, value], index) => h(View, { key: index, style: { marginBottom: 6 } }, h(Text, { style: MUTED }, label), h(Text, { style: { fontWeight: 'bold' } }, value))),
  );
}

/** A framed tile: a small caption, a large figure with its unit set apart, and a note below. */
function tile(caption: string, figure: string, unit: string, note: string, width: string): ReactElement {
  return h(
    View,
    { style: { width, borderWidth: 0.75, borderColor: '#c9d3dd', borderRadius: 6, padding: 7, marginRight: 8, marginBottom: 8 } },
    h(Text, { style: MUTED }, caption),
    h(View, { style: { flexDirection: 'row', alignItems: 'flex-end', marginVertical: 3 } }, h(Text, { style: { fontSize: 16, fontWeight: 'bold' } }, figure), h(Text, { style: { marginLeft: 3, marginBottom: 2 } }, unit)),
    h(Text, { style: MUTED }, note),
  );
}

/** The period's consumption spread over its calendar months by days and season, summing exactly to it, as a smart meter reports it. */
function monthlyKwh(facts: BillFacts): Array<{ label: string; kwh: number }> {
  const from = dayjs(facts.period.from);
  const to = dayjs(facts.period.to);
  const spans = [];
  for (let month = from.startOf('month'); !month.isAfter(to); month = month.add(1, 'month')) {
    const start = month.isBefore(from) ? from : month;
    const end = month.endOf('month').isAfter(to) ? to : month.endOf('month');
    spans.push({ label: `${MONTHS[month.month()]} ${month.format('YY')}`, weight: (end.diff(start, 'day') + 1) * SEASON[month.month()] });
  }
  const total = spans.reduce((sum, span) => sum + span.weight, 0);
  const values = spans.map((span) => ({ label: span.label, kwh: Math.round((periodKwh(facts) * span.weight) / total) }));
  values[values.length - 1].kwh += periodKwh(facts) - values.reduce((sum, value) => sum + value.kwh, 0);
  return values;
}

/** A letter on the left and a narrow "at a glance" column on the right, so a text layer may run the two columns' lines together. */
function randspalte(facts: BillFacts): ReactElement[] {
  const [register] = facts.registers;
  const amount = costOf(facts, periodKwh(facts));
  const [balanceLabel, balanceValue] = settlement(amount - paidInstalments(facts));
  const legalLine = legal(facts);
  return [
    page(
      ...letterhead(facts),
      h(
        View,
        { style: { flexDirection: 'row', justifyContent: 'space-between' } },
        h(
          View,
          { style: { width: '61%' } },
          title('Ihre Abrechnung für Strom'),
          text(`Guten Tag ${facts.customer.name},`),
          text(
            `mit diesem Schreiben erhalten Sie die Abrechnung Ihrer Stromlieferung an die Verbrauchsstelle ${facts.customer.street} in ${facts.customer.postcode} ${facts.customer.city}. Berücksichtigt sind alle Zählerstände vom ${date(facts.period.from)} bis zum ${date(facts.period.to)}.`,
          ),
          text(
            `Zu Beginn des Zeitraums zeigte Ihr Zähler einen Stand von ${de(register.readingOld)} kWh, bei der Ablesung am ${date(facts.period.to)} waren es ${de(register.readingNew)} kWh.`,
          ),
          text(`Im Jahr davor haben Sie ${de(facts.previousYearKwh)} kWh verbraucht. Ein Haushalt mit zwei Personen braucht im Durchschnitt etwa 2.400 kWh im Jahr.`),
          text(`Für jede Kilowattstunde berechnen wir ${de(facts.workPriceCt, 2)} Cent, dazu kommt ein Grundpreis von ${euro(facts.basePriceEurMonth)} im Monat.`),
          text(
            `Ihre Abschläge von zusammen ${euro(paidInstalments(facts))} haben wir verrechnet. Ab dem ${instalmentDates(facts)[0]} buchen wir monatlich ${euro(facts.instalmentEur)} von Ihrem Konto ab.`,
          ),
          text('Die Einzelheiten der Berechnung finden Sie auf der Rückseite. Haben Sie Fragen? Sie erreichen uns montags bis freitags von 8 bis 18 Uhr unter 0800 330 44 55.'),
          text(' '),
          text('Mit freundlichen Grüßen'),
          text(`Ihr Kundenservice der ${facts.supplier.name}`),
        ),
        sidebar('Ihre Daten auf einen Blick', [
          ['Kundennummer', facts.customerNumber],
          ['Rechnungsnummer', facts.invoiceNumber],
          ['Rechnungsdatum', issuedAfter(facts, 16)],
          ['Zählernummer', facts.meter],
          ['Marktlokation', facts.marktlokation],
          ['Abrechnungszeitraum', period(facts)],
          ['Verbrauch', `${de(periodKwh(facts))} kWh`],
          ...(facts.operatorNamed ? [['Netzbetreiber', facts.operator] as [string, string]] : []),
          [balanceLabel, balanceValue],
        ]),
      ),
      ...footer(legalLine, 1, 2),
    ),
    page(
      heading('Erläuterungen zu Ihrer Abrechnung'),
      pair('Messlokation', facts.messlokation, '35%'),
      table(
        ['26%', '22%', '24%', '28%'],
        ['Zähler', 'Ablesedatum', 'Zählerstand', 'Ableseart'],
        [
          [facts.meter, date(facts.period.from), de(register.readingOld), 'Vorjahresablesung'],
          [facts.meter, date(facts.period.to), de(register.readingNew), 'Kundenablesung'],
        ],
        [false, false, true, false],
      ),
      table(
        ['40%', '20%', '20%', '20%'],
        ['Leistung', 'Menge', 'Preis', 'Betrag brutto'],
        [
          ['Arbeitspreis Strom', `${de(periodKwh(facts))} kWh`, `${de(facts.workPriceCt, 2)} ct/kWh`, euro((periodKwh(facts) * facts.workPriceCt) / 100)],
          ['Grundpreis', `${billedMonths(facts)} Monate`, `${de(facts.basePriceEurMonth, 2)} €/Monat`, euro(facts.basePriceEurMonth * billedMonths(facts))],
          ['Summe', '', '', euro(amount)],
        ],
      ),
      pair('enthaltene Umsatzsteuer 19 %', euro(amount - amount / 1.19)),
      pair('abzüglich gezahlter Abschläge', euro(paidInstalments(facts))),
      pair(balanceLabel, balanceValue),
      heading('Ihre Abschläge'),
      table(['50%', '50%'], ['Abbuchung am', 'Betrag'], instalmentDates(facts).map((due) => [due, euro(facts.instalmentEur)])),
      heading('Herkunft des Stroms'),
      text('Erneuerbare Energien, finanziert aus der EEG-Umlage 58,7 % · Kohle 24,1 % · Erdgas 14,6 % · sonstige 2,6 % · CO2-Emissionen 312 g/kWh'),
      ...footer(legalLine, 2, 2),
    ),
  ];
}

/** A two-way meter's registers by OBIS code: consumption per rate and the PV system's feed-in in one readings table, with a second market location for the feed-in. */
function einspeisungObis(facts: BillFacts): ReactElement[] {
  const obis = (register: Register) => `1-0:1.8.${register.rate === 'HT' ? 1 : register.rate === 'NT' ? 2 : 0}`;
  const rateName = (register: Register) => (register.rate ? `Bezug ${register.rate}` : 'Bezug');
  const priceCt = (register: Register) => (register.rate === 'NT' ? facts.workPriceCt - 6.5 : facts.workPriceCt);
  const feedIn = Math.round(facts.previousYearKwh * 1.35 + 611);
  const feedOld = Math.round(facts.registers[0].readingOld / 3);
  const feedMalo = withCheckDigit(String((Number(facts.marktlokation.slice(0, 10)) + 4_000_021) % 10_000_000_000).padStart(10, '0'));
  const energy = facts.registers.reduce((sum, register) => sum + (registerKwh(register) * priceCt(register)) / 100, 0);
  const amount = energy + facts.basePriceEurMonth * billedMonths(facts);
  const legalLine = legal(facts);
  return [
    page(
      ...letterhead(facts),
      title('Jahresabrechnung Strom – Anlage mit Zweirichtungszähler'),
      pair('Vertragskonto', facts.customerNumber, '40%'),
      pair('Rechnung', `${facts.invoiceNumber} vom ${issuedAfter(facts, 21)}`, '40%'),
      pair('Abrechnungszeitraum', period(facts), '40%'),
      pair('Marktlokation Bezug', facts.marktlokation, '40%'),
      pair('Marktlokation Einspeisung', feedMalo, '40%'),
      pair('Messlokation', facts.messlokation, '40%'),
      heading('Messwerte'),
      text(`Zähler ${facts.meter} · Zweirichtungszähler · Wandlerfaktor 1`),
      table(
        ['17%', '19%', '21%', '21%', '22%'],
        ['OBIS-Kennzahl', 'Zählwerk', `Stand ${date(facts.period.from)}`, `Stand ${date(facts.period.to)}`, 'Differenz kWh'],
        [
          ...facts.registers.map((register) => [obis(register), rateName(register), de(register.readingOld), de(register.readingNew), de(registerKwh(register))]),
          ['1-0:2.8.0', 'Einspeisung', de(feedOld), de(feedOld + feedIn), de(feedIn)],
        ],
        [false, false, true, true, true],
      ),
      heading('Berechnung Strombezug'),
      table(
        ['40%', '20%', '20%', '20%'],
        ['Position', 'Menge', 'Einzelpreis', 'Betrag brutto'],
        [
          ...facts.registers.map((register) => [`Arbeitspreis ${rateName(register)}`, `${de(registerKwh(register))} kWh`, `${de(priceCt(register), 2)} ct/kWh`, euro((registerKwh(register) * priceCt(register)) / 100)]),
          [`Grundpreis (${billedMonths(facts)} Monate)`, '', `${de(facts.basePriceEurMonth, 2)} €/Monat`, euro(facts.basePriceEurMonth * billedMonths(facts))],
          ['Rechnungsbetrag', '', '', euro(amount)],
        ],
      ),
      pair('abzüglich geleisteter Abschläge', euro(paidInstalments(facts))),
      pair(...settlement(amount - paidInstalments(facts))),
      pair(`Abschlag ab ${instalmentDates(facts)[0]}`, euro(facts.instalmentEur)),
      heading('Ihre Einspeisung'),
      text(
        `Ihre Photovoltaikanlage (9,8 kWp, in Betrieb seit 14.06.2021) hat im Abrechnungszeitraum ${de(feedIn)} kWh in das Netz eingespeist. Diese Menge ist nicht Teil dieser Rechnung: Die Vergütung nach dem EEG (8,11 ct/kWh) zahlt Ihnen ${facts.operatorNamed ? `Ihr Anschlussnetzbetreiber, die ${facts.operator},` : 'Ihr Anschlussnetzbetreiber'} mit einer eigenen Gutschrift.`,
      ),
      table(
        ['40%', '30%', '30%'],
        ['Vergleich zum Vorjahr', 'Bezug', 'Einspeisung'],
        [
          ['aktueller Zeitraum', `${de(periodKwh(facts))} kWh`, `${de(feedIn)} kWh`],
          ['Vorjahr', `${de(facts.previousYearKwh)} kWh`, `${de(Math.round(feedIn * 0.94))} kWh`],
        ],
      ),
      ...footer(legalLine, 1, 1),
    ),
  ];
}

/** A modern supplier's app-style bill in du-form: tiles, a tile per month, CO2 and a comparison, the operator only in a small "who does what" box. */
function appKacheln(facts: BillFacts): ReactElement[] {
  const [register] = facts.registers;
  const amount = costOf(facts, periodKwh(facts));
  const due = amount - paidInstalments(facts);
  const change = Math.round(((periodKwh(facts) - facts.previousYearKwh) / facts.previousYearKwh) * 100);
  const row = (...children: ReactElement[]) => h(View, { style: { flexDirection: 'row', flexWrap: 'wrap' } }, ...children);
  return [
    page(
      ...letterhead(facts),
      title('Deine Stromabrechnung'),
      text(`Hallo ${facts.customer.name}, hier ist deine Abrechnung für ${period(facts)}. Das Wichtigste zuerst:`),
      row(
        tile('Dein Verbrauch', de(periodKwh(facts)), 'kWh', `${periodDays(facts)} Tage`, '30%'),
        tile('Deine Kosten', de(amount, 2), '€', 'inkl. 19 % MwSt.', '30%'),
        tile(due >= 0 ? 'Deine Nachzahlung' : 'Dein Guthaben', de(Math.abs(due), 2), '€', due >= 0 ? `buchen wir am ${instalmentDates(facts)[0]} ab` : 'zahlen wir dir in 5 Tagen aus', '30%'),
      ),
      row(
        tile('Deine Zählernummer', facts.meter, '', 'steht vorn auf deinem Zähler', '38%'),
        tile('Dein Zählerstand', de(register.readingNew), 'kWh', `am ${date(facts.period.to)}, von dir in der App erfasst`, '27%'),
        tile('Dein neuer Abschlag', de(facts.instalmentEur, 2), '€', `pro Monat, ab ${instalmentDates(facts)[0]}`, '25%'),
      ),
      heading('Dein Verbrauch Monat für Monat'),
      row(
        ...monthlyKwh(facts).map((month, index) =>
          h(
            View,
            { key: index, style: { width: '12.6%', marginRight: '1.6%', marginBottom: 5, backgroundColor: '#eaf4ee', borderRadius: 4, padding: 4 } },
            h(Text, { style: MUTED }, month.label),
            h(Text, { style: { fontWeight: 'bold' } }, `${de(month.kwh)} kWh`),
          ),
        ),
      ),
      row(
        tile('Dein Verbrauch im Vergleich', de(facts.previousYearKwh), 'kWh', `im Vorjahr – du liegst ${de(Math.abs(change))} % ${change >= 0 ? 'darüber' : 'darunter'}. Ähnliche Haushalte: 2.650 kWh`, '46%'),
        tile('Gut fürs Klima', de(Math.round(periodKwh(facts) * 0.363)), 'kg CO2', 'hast du mit 100 % Ökostrom gegenüber dem Strommix gespart', '46%'),
      ),
      h(
        View,
        { style: { borderWidth: 0.75, borderColor: '#c9d3dd', borderRadius: 6, padding: 7, marginBottom: 8, width: '60%' } },
        h(Text, { style: { fontWeight: 'bold', marginBottom: 3 } }, 'Wer macht was?'),
        h(Text, { style: MUTED }, `Wir, die ${facts.supplier.name}, liefern deinen Strom und schicken dir diese Rechnung.`),
        h(
          Text,
          { style: MUTED },
          facts.operatorNamed
            ? `${facts.operator} betreibt das Stromnetz bei dir vor Ort. Bei einem Stromausfall melde dich bitte direkt dort.`
            : 'Bei einem Stromausfall hilft dir der Störungsdienst vor Ort weiter, nicht wir.',
        ),
      ),
      h(
        Text,
        { style: MUTED },
        `Kundennummer ${facts.customerNumber} · Rechnung ${facts.invoiceNumber} · Marktlokation ${facts.marktlokation} · Messlokation ${facts.messlokation} · Zählerstand am ${date(facts.period.from)}: ${de(register.readingOld)} kWh · Arbeitspreis ${de(facts.workPriceCt, 2)} ct/kWh · Grundpreis ${de(facts.basePriceEurMonth, 2)} €/Monat`,
      ),
      ...footer(legal(facts), 1, 1),
    ),
  ];
}

/** A corrected bill that cancels one built on an estimated reading: the cancelled figures in the first column, the corrected ones beside them. */
function rechnungskorrektur(facts: BillFacts): ReactElement[] {
  const estimated = (register: Register) => Math.round(registerKwh(register) * 1.17 + 38);
  const estimatedKwh = facts.registers.reduce((sum, register) => sum + estimated(register), 0);
  const rateSuffix = (register: Register) => (register.rate ? ` ${register.rate}` : '');
  const signed = (value: number) => `${value > 0 ? '+' : ''}${de(value)}`;
  const cancelledNumber = facts.invoiceNumber.replace(/\d+$/, (digits) => String(Number(digits) - 2_417).padStart(digits.length, '0'));
  const cancelledOn = issuedAfter(facts, 9);
  const cancelledAmount = costOf(facts, estimatedKwh);
  const amount = costOf(facts, periodKwh(facts));
  const [balanceLabel, balanceValue] = settlement(amount - paidInstalments(facts));
  const legalLine = legal(facts);
  return [
    page(
      ...letterhead(facts),
      title(`Rechnungskorrektur zur Rechnung vom ${cancelledOn}`),
      pair('Kundennummer', facts.customerNumber, '40%'),
      pair('Korrekturrechnung Nr.', `${facts.invoiceNumber} vom ${issuedAfter(facts, 58)}`, '40%'),
      pair('ersetzt Rechnung Nr.', `${cancelledNumber} vom ${cancelledOn}`, '40%'),
      pair('Zählernummer', facts.meter, '40%'),
      pair('Abrechnungszeitraum', period(facts), '40%'),
      text(' '),
      text(
        `Sehr geehrte Kundin, sehr geehrter Kunde, unsere Rechnung Nr. ${cancelledNumber} beruhte auf einem geschätzten Zählerstand. ${
          facts.operatorNamed
            ? `Inzwischen hat uns die ${facts.operator} als zuständiger Netzbetreiber den abgelesenen Zählerstand vom ${date(facts.period.to)} übermittelt.`
            : `Inzwischen haben Sie uns den tatsächlichen Zählerstand vom ${date(facts.period.to)} mitgeteilt – vielen Dank.`
        } Wir haben die Rechnung deshalb storniert und neu berechnet: Statt der geschätzten ${de(estimatedKwh)} kWh haben wir nun den abgelesenen Verbrauch zugrunde gelegt.`,
      ),
      heading('Gegenüberstellung'),
      table(
        ['31%', '25%', '25%', '19%'],
        ['', `Rechnung vom ${cancelledOn} (storniert)`, 'Korrektur (neu)', 'Differenz'],
        [
          ...facts.registers.flatMap((register) => [
            [`Zählerstand${rateSuffix(register)} am ${date(facts.period.from)}`, de(register.readingOld), de(register.readingOld), '0'],
            [`Zählerstand${rateSuffix(register)} am ${date(facts.period.to)}`, `${de(register.readingOld + estimated(register))} (geschätzt)`, `${de(register.readingNew)} (abgelesen)`, signed(registerKwh(register) - estimated(register))],
            [`Verbrauch${rateSuffix(register)} in kWh`, de(estimated(register)), de(registerKwh(register)), signed(registerKwh(register) - estimated(register))],
          ]),
          ['Arbeitspreis', `${de(facts.workPriceCt, 2)} ct/kWh`, `${de(facts.workPriceCt, 2)} ct/kWh`, ''],
          ['Rechnungsbetrag brutto', euro(cancelledAmount), euro(amount), euro(amount - cancelledAmount)],
        ],
      ),
      pair('Gutschrift aus der Stornierung', euro(cancelledAmount)),
      pair('neuer Rechnungsbetrag', euro(amount)),
      pair('abzüglich gezahlter Abschläge', euro(paidInstalments(facts))),
      pair(`${balanceLabel} nach Korrektur`, balanceValue),
      ...footer(legalLine, 1, 2),
    ),
    page(
      heading('Korrigierte Abrechnung im Einzelnen'),
      pair('Marktlokation', facts.marktlokation, '35%'),
      pair('Messlokation', facts.messlokation, '35%'),
      table(
        ['24%', '12%', '18%', '18%', '28%'],
        ['Zählernummer', 'Zählwerk', 'Datum', 'Zählerstand', 'Art'],
        facts.registers.flatMap((register) => [
          [facts.meter, register.rate ?? '1.8.0', date(facts.period.from), de(register.readingOld), 'abgelesen'],
          [facts.meter, register.rate ?? '1.8.0', date(facts.period.to), de(register.readingNew), 'abgelesen (ersetzt Schätzung)'],
        ]),
        [false, false, false, true, false],
      ),
      table(
        ['40%', '20%', '20%', '20%'],
        ['Position', 'Menge', 'Einzelpreis', 'Betrag brutto'],
        [
          ['Verbrauch', `${de(periodKwh(facts))} kWh`, `${de(facts.workPriceCt, 2)} ct/kWh`, euro((periodKwh(facts) * facts.workPriceCt) / 100)],
          ['Grundpreis', `${billedMonths(facts)} Monate`, `${de(facts.basePriceEurMonth, 2)} €/Monat`, euro(facts.basePriceEurMonth * billedMonths(facts))],
        ],
      ),
      pair('Verbrauch im Vorjahreszeitraum', `${de(facts.previousYearKwh)} kWh`),
      heading('Ihr Abschlagsplan (unverändert)'),
      table(['50%', '50%'], ['Fällig am', 'Betrag'], instalmentDates(facts).map((due) => [due, euro(facts.instalmentEur)])),
      text(`Die Rechnung Nr. ${cancelledNumber} ist damit ungültig. Einen bereits überwiesenen Betrag verrechnen wir mit dem Ergebnis dieser Korrektur.`),
      text('Sie können dieser Rechnung innerhalb von vier Wochen widersprechen. Schlichtungsstelle Energie e. V., Friedrichstraße 133, 10117 Berlin.'),
      ...footer(legalLine, 2, 2),
    ),
  ];
}

export const HELD_OUT_LAYOUTS_2: Record<HeldOutLayoutName2, HeldOutLayout> = {
  randspalte: { twoRates: false, render: randspalte },
  'einspeisung-obis': { twoRates: true, render: einspeisungObis },
  'app-kacheln': { twoRates: false, render: appKacheln },
  rechnungskorrektur: { twoRates: false, render: rechnungskorrektur },
};
