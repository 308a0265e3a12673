// A third set of four held-out bill layouts: a cooperative's Grundversorgung bill with its
// readings in running text, a heat pump's submeter in cascade behind the main meter, a dense
// landscape table of billing lines, and a price-increase letter ahead of the bill. Written
// without looking at the reader.
import { Page, Text, View } from '@react-pdf/renderer';
import dayjs from 'dayjs';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { billedMonths, date, de, euro, MONTHS, paidInstalments, periodDays, periodKwh, registerKwh, settlement, withCheckDigit, type BillFacts, type Register } from './bill-facts.ts';
import { footer, heading, letterhead, page, pair, table, text, title } from './bill-parts.ts';
import type { HeldOutLayout } from './held-out-layouts.ts';

export type HeldOutLayoutName3 = 'genossenschaft-messwerte' | 'waermepumpe-zwischenzaehler' | 'tabelle-quer' | 'preisanpassung-anschreiben';

const SMALL = { fontSize: 7.5, color: '#555' } as const;

const period = (facts: BillFacts) => `${date(facts.period.from)} bis ${date(facts.period.to)}`;
const after = (facts: BillFacts, days: number) => dayjs(facts.period.to).add(days, 'day');
const issued = (facts: BillFacts) => after(facts, 23).format('DD.MM.YYYY');
const dueDays = (facts: BillFacts) => Array.from({ length: 6 }, (_, index) => after(facts, 0).add(index + 2, 'month').date(1));
const dueDates = (facts: BillFacts) => dueDays(facts).map((day) => day.format('DD.MM.YYYY'));
const rateLabel = (register: Register) => register.rate ?? 'ET';
const ratePriceCt = (facts: BillFacts, register: Register) => (register.rate === 'NT' ? facts.workPriceCt - 7.35 : facts.workPriceCt);

/** An A4 page turned on its side, for the one bill that prints its positions in a wide table. */
const landscapePage = (...children: ReactNode[]) =>
  h(Page, { size: 'A4', orientation: 'landscape', style: { paddingTop: 32, paddingHorizontal: 40, paddingBottom: 56, fontSize: 8.5, fontFamily: 'Bill Sans', color: '#1d1d1d' } }, ...children);

/** A rural energy cooperative as Grundversorger: member number and dividend, the readings only as a "Messwerte" paragraph, the consumption as "Abgerechnete Menge" per rate. */
function genossenschaftMesswerte(facts: BillFacts): ReactElement[] {
  const memberNumber = `M-${String(Number(facts.customerNumber.replace(/\D/g, '').slice(-4) || '0') + 311).padStart(4, '0')}`;
  const refund = (periodKwh(facts) * 0.5) / 100;
  const energy = facts.registers.reduce((sum, register) => sum + (registerKwh(register) * ratePriceCt(facts, register)) / 100, 0);
  const base = facts.basePriceEurMonth * billedMonths(facts);
  const amount = energy + base - refund;
  const readingSentence = (register: Register) =>
    `Zählwerk ${register.rate ? `${register.rate} (${register.rate === 'HT' ? 'Tag, 6 bis 22 Uhr' : 'Nacht, 22 bis 6 Uhr'})` : '1.8.0'}: am ${date(facts.period.from)} ${de(register.readingOld)} kWh, am ${date(facts.period.to)} ${de(register.readingNew)} kWh.`;
  const legalLine = `${facts.supplier.name} · ${facts.supplier.street} · ${facts.supplier.city} · Genossenschaftsregister GnR 412 · Vorstand: H. Kleinschmidt, E. Brandl · Aufsichtsratsvorsitz: G. Seiler`;
  return [
    page(
      ...letterhead(facts, 'Bürgerenergie · Grundversorgung'),
      title('Abrechnung Ihrer Stromlieferung in der Grundversorgung'),
      text(`Mitgliedsnummer ${memberNumber}   |   Kundennummer ${facts.customerNumber}   |   Beleg-Nr. ${facts.invoiceNumber}   |   ${issued(facts)}`),
      text(' '),
      text(
        `Guten Tag ${facts.customer.name}, Sie beziehen Ihren Strom von uns zu den Allgemeinen Preisen der Grundversorgung nach der StromGVV. ${
          facts.operatorNamed
            ? `Grundversorger ist, wer im Netzgebiet die meisten Haushalte beliefert – im Netzgebiet der ${facts.operator} sind das wir, Ihre Energiegenossenschaft.`
            : 'Grundversorger ist, wer im Netzgebiet die meisten Haushalte beliefert – bei Ihnen vor Ort sind das wir, Ihre Energiegenossenschaft.'
        } Diese Abrechnung umfasst die Zeit vom ${date(facts.period.from)} bis zum ${date(facts.period.to)} (${periodDays(facts)} Tage).`,
      ),
      heading('Messwerte'),
      text(
        `Zähler Nr. ${facts.meter}${facts.registers.length > 1 ? ', Zweitarifzähler' : ''}, Baujahr 2016, geeicht bis 2032. ${facts.registers.map(readingSentence).join(' ')} Die Zählerstände zum Ende des Zeitraums hat der Ableser am ${date(facts.period.to)} aufgenommen. Marktlokation ${facts.marktlokation}, Messlokation ${facts.messlokation}.`,
      ),
      heading('Abgerechnete Menge und Preise'),
      table(
        ['34%', '22%', '22%', '22%'],
        ['Position', 'Abgerechnete Menge', 'Preis brutto', 'Betrag brutto'],
        [
          ...facts.registers.map((register) => [
            register.rate === 'NT' ? 'Arbeitspreis Schwachlast (NT)' : register.rate === 'HT' ? 'Arbeitspreis Normallast (HT)' : 'Arbeitspreis',
            `${de(registerKwh(register))} kWh`,
            `${de(ratePriceCt(facts, register), 2)} ct/kWh`,
            euro((registerKwh(register) * ratePriceCt(facts, register)) / 100),
          ]),
          ['Grundpreis', `${billedMonths(facts)} Monate`, `${de(facts.basePriceEurMonth, 2)} €/Monat`, euro(base)],
          ['Mitglieder-Rückvergütung', '', '0,50 ct/kWh', `- ${euro(refund)}`],
        ],
      ),
      pair('Summe der Abrechnung (inkl. 19 % USt.)', euro(amount)),
      pair(`Ihre Teilzahlungen (${billedMonths(facts) - 1} × ${euro(facts.instalmentEur)})`, euro(paidInstalments(facts))),
      pair(...settlement(amount - paidInstalments(facts))),
      text(`Ab ${dueDates(facts)[0]} beträgt Ihre monatliche Teilzahlung ${euro(facts.instalmentEur)}.`),
      ...footer(legalLine, 1, 2),
    ),
    page(
      heading('Zum Vergleich'),
      text(
        `Im vorigen Abrechnungsjahr haben Sie ${de(facts.previousYearKwh)} kWh bezogen. Haushalte mit Nachtspeicherheizung in unserem Versorgungsgebiet brauchen im Mittel 6.800 kWh, Haushalte ohne elektrische Heizung etwa 3.100 kWh im Jahr.`,
      ),
      heading('Ihre Genossenschaft'),
      text(
        `Sie halten 2 Geschäftsanteile zu je 250,00 €. Die Generalversammlung am 14.05.2026 beschließt über die Dividende für 2025 (Vorschlag: 3,0 %). Die Rückvergütung von 0,50 ct je kWh ist in dieser Abrechnung bereits verrechnet.`,
      ),
      heading('Teilzahlungsplan'),
      table(['50%', '50%'], ['fällig am', 'Betrag'], dueDates(facts).map((due) => [due, euro(facts.instalmentEur)])),
      heading('Allgemeine Preise der Grundversorgung (brutto)'),
      table(
        ['50%', '25%', '25%'],
        ['Bestandteil', 'Eintarif / HT', 'NT'],
        [
          ['Arbeitspreis', `${de(facts.workPriceCt, 2)} ct/kWh`, `${de(facts.workPriceCt - 7.35, 2)} ct/kWh`],
          ['Grundpreis', `${de(facts.basePriceEurMonth * 12, 2)} €/Jahr`, '–'],
        ],
      ),
      text(
        'Sie können jederzeit in einen anderen Tarif oder zu einem anderen Lieferanten wechseln; die Kündigungsfrist in der Grundversorgung beträgt zwei Wochen. Verbraucherservice der Bundesnetzagentur: Postfach 8001, 53105 Bonn. Schlichtungsstelle Energie e. V., Friedrichstraße 133, 10117 Berlin.',
      ),
      ...footer(legalLine, 2, 2),
    ),
  ];
}

/** A heat pump in cascade: the main meter measures everything, a submeter the heat pump, and the bill prices the household share and the heat pump share apart. */
function waermepumpeZwischenzaehler(facts: BillFacts): ReactElement[] {
  const [register] = facts.registers;
  const total = periodKwh(facts);
  const pump = Math.round(total * 0.58);
  const household = total - pump;
  const pumpOld = 4_000 + (facts.previousYearKwh % 3_000);
  const pumpMeter = `1 EBZ 01 ${String((facts.previousYearKwh * 7) % 10_000).padStart(4, '0')} ${String((total * 13) % 10_000).padStart(4, '0')}`;
  const pumpMalo = withCheckDigit(String((Number(facts.marktlokation.slice(0, 10)) + 7_310_455) % 10_000_000_000).padStart(10, '0'));
  const pumpPriceCt = facts.workPriceCt - 8.4;
  const pumpBase = 6.5 * billedMonths(facts);
  const reduction = -(110.86 * periodDays(facts)) / 365;
  const lines: Array<[string, string, string, number]> = [
    ['Haushaltsstrom', `${de(household)} kWh`, `${de(facts.workPriceCt, 2)} ct/kWh`, (household * facts.workPriceCt) / 100],
    ['Wärmepumpenstrom', `${de(pump)} kWh`, `${de(pumpPriceCt, 2)} ct/kWh`, (pump * pumpPriceCt) / 100],
    ['Grundpreis Haushalt', `${billedMonths(facts)} Monate`, `${de(facts.basePriceEurMonth, 2)} €/Monat`, facts.basePriceEurMonth * billedMonths(facts)],
    ['Grundpreis Wärmepumpe', `${billedMonths(facts)} Monate`, '6,50 €/Monat', pumpBase],
    ['Netzentgeltreduzierung § 14a EnWG (Modul 1)', `${periodDays(facts)} Tage`, '110,86 €/Jahr', reduction],
  ];
  const amount = lines.reduce((sum, line) => sum + line[3], 0);
  const legalLine = `${facts.supplier.name} · ${facts.supplier.street} · ${facts.supplier.city} · HRB 30177 · Geschäftsführung: C. Albrecht · Steuer-Nr. 215/5701/0833`;
  return [
    page(
      ...letterhead(facts),
      title('Stromabrechnung Haushalt und Wärmepumpe'),
      pair('Kundennummer', facts.customerNumber, '38%'),
      pair('Rechnungsnummer', facts.invoiceNumber, '38%'),
      pair('Rechnungsdatum', issued(facts), '38%'),
      pair('Abrechnungszeitraum', period(facts), '38%'),
      pair('Tarif', 'WärmeStrom duo (Kaskadenschaltung)', '38%'),
      text(' '),
      text(
        'Ihre Wärmepumpe ist über einen Zwischenzähler hinter Ihrem Hauptzähler angeschlossen. Der Hauptzähler misst den gesamten Strom Ihrer Lieferstelle, der Zwischenzähler nur den Strom der Wärmepumpe. Der Wärmepumpenstrom ist also im Verbrauch des Hauptzählers bereits enthalten; den Haushaltsstrom ermitteln wir als Differenz.',
      ),
      heading('Zähler und Messwerte'),
      table(
        ['22%', '30%', '16%', '16%', '16%'],
        ['Zählernummer', 'Funktion', `Stand ${date(facts.period.from)}`, `Stand ${date(facts.period.to)}`, 'Verbrauch kWh'],
        [
          [facts.meter, 'Hauptzähler (Gesamtbezug)', de(register.readingOld), de(register.readingNew), de(registerKwh(register))],
          [pumpMeter, 'Zwischenzähler Wärmepumpe', de(pumpOld), de(pumpOld + pump), de(pump)],
          ['', 'Haushaltsstrom (Hauptzähler abzüglich Zwischenzähler)', '', '', de(household)],
        ],
        [false, false, true, true, true],
      ),
      pair('Gesamtverbrauch Ihrer Lieferstelle (Hauptzähler)', `${de(total)} kWh`),
      pair('davon Wärmepumpe (Zwischenzähler, enthalten)', `${de(pump)} kWh`),
      pair('Marktlokation Haushalt', facts.marktlokation),
      pair('Marktlokation Wärmepumpe', pumpMalo),
      pair('Messlokation Hauptzähler', facts.messlokation),
      ...(facts.operatorNamed ? [pair('Netzbetreiber', facts.operator)] : []),
      ...footer(legalLine, 1, 2),
    ),
    page(
      heading('Berechnung'),
      table(
        ['40%', '18%', '20%', '22%'],
        ['Position', 'Menge', 'Preis brutto', 'Betrag brutto'],
        [...lines.map(([label, quantity, price, value]) => [label, quantity, price, euro(value)]), ['Rechnungsbetrag', '', '', euro(amount)]],
      ),
      text(
        facts.operatorNamed
          ? `Ihre Wärmepumpe ist als steuerbare Verbrauchseinrichtung nach § 14a EnWG gemeldet. Die ${facts.operator} gewährt dafür eine pauschale Reduzierung des Netzentgelts, die wir an Sie weitergeben.`
          : 'Ihre Wärmepumpe ist als steuerbare Verbrauchseinrichtung nach § 14a EnWG gemeldet. Ihr Netzbetreiber gewährt dafür eine pauschale Reduzierung des Netzentgelts, die wir an Sie weitergeben.',
      ),
      pair('enthaltene Umsatzsteuer 19 %', euro(amount - amount / 1.19)),
      pair('geleistete Abschläge', euro(paidInstalments(facts))),
      pair(...settlement(amount - paidInstalments(facts))),
      pair(`neuer Abschlag ab ${dueDates(facts)[0]}`, euro(facts.instalmentEur)),
      heading('Ihr Verbrauch im Vergleich'),
      table(
        ['40%', '30%', '30%'],
        ['', 'gesamt (Hauptzähler)', 'davon Wärmepumpe'],
        [
          ['dieser Abrechnungszeitraum', `${de(total)} kWh`, `${de(pump)} kWh`],
          ['Vorjahreszeitraum', `${de(facts.previousYearKwh)} kWh`, `${de(Math.round(facts.previousYearKwh * 0.6))} kWh`],
        ],
      ),
      text('Tipp: Eine Jahresarbeitszahl über 3,5 zeigt eine effizient arbeitende Wärmepumpe. Lassen Sie Vorlauftemperatur und Heizkurve regelmäßig prüfen.'),
      ...footer(legalLine, 2, 2),
    ),
  ];
}

/** A municipal utility's landscape bill: header fields as one table row, every position in a wide table with Tage, Faktor, Menge, a separate Einheit column and net prices. */
function tabelleQuer(facts: BillFacts): ReactElement[] {
  const days = periodDays(facts);
  const netCt = (register: Register) => ratePriceCt(facts, register) / 1.19;
  const basePerDay = (facts.basePriceEurMonth * 12) / 365 / 1.19;
  const meteringPerDay = 0.0548;
  const rows = [
    ...facts.registers.map((register) => ({
      label: `Arbeitspreis ${register.rate === 'NT' ? 'Niedertarif' : register.rate === 'HT' ? 'Hochtarif' : 'Eintarif'}`,
      zw: rateLabel(register),
      old: de(register.readingOld),
      new: de(register.readingNew),
      factor: '1,0000',
      quantity: de(registerKwh(register)),
      unit: 'kWh',
      price: `${de(netCt(register), 4)} ct`,
      net: (registerKwh(register) * netCt(register)) / 100,
    })),
    { label: 'Grundpreis', zw: '', old: '', new: '', factor: '', quantity: de(days), unit: 'Tage', price: `${de(basePerDay, 4)} €`, net: days * basePerDay },
    { label: 'Messstellenbetrieb (mME)', zw: '', old: '', new: '', factor: '', quantity: de(days), unit: 'Tage', price: `${de(meteringPerDay, 4)} €`, net: days * meteringPerDay },
  ];
  const net = rows.reduce((sum, row) => sum + row.net, 0);
  const gross = net * 1.19;
  const header: Array<[string, string, string]> = [
    ['10%', 'Rechnungs-Nr.', facts.invoiceNumber],
    ['10%', 'Vertragskonto', facts.customerNumber],
    ['9%', 'Belegdatum', issued(facts)],
    ['9%', 'Fällig am', after(facts, 37).format('DD.MM.YYYY')],
    ['11%', 'Marktlokation', facts.marktlokation],
    ['27%', 'Messlokation', facts.messlokation],
    ...(facts.operatorNamed ? [['24%', 'Netzbetreiber', facts.operator] as [string, string, string]] : []),
  ];
  const small = (...children: ReactElement[]) => h(View, { style: { fontSize: 7 } }, ...children);
  return [
    landscapePage(
      ...letterhead(facts),
      title('Rechnung Stromlieferung'),
      small(
        table(
          header.map(([width]) => width),
          header.map(([, label]) => label),
          [header.map(([, , value]) => value)],
          header.map(() => false),
        ),
      ),
      heading('Abrechnungspositionen'),
      small(
        table(
          ['3%', '15.5%', '11%', '4%', '6.5%', '6.5%', '4%', '7%', '7%', '4.5%', '6%', '5%', '7%', '8%', '5%'],
          ['Pos.', 'Bezeichnung', 'Zähler', 'ZW', 'von', 'bis', 'Tage', 'Anf.-Stand', 'End-Stand', 'Faktor', 'Menge', 'Einheit', 'Preis netto', 'Netto €', 'USt.'],
          [
            ...rows.map((row, index) => [
              String(index + 1),
              row.label,
              facts.meter,
              row.zw,
              date(facts.period.from),
              date(facts.period.to),
              de(days),
              row.old,
              row.new,
              row.factor,
              row.quantity,
              row.unit,
              row.price,
              de(row.net, 2),
              '19 %',
            ]),
            ['', 'Summe netto', '', '', '', '', '', '', '', '', '', '', '', de(net, 2), ''],
          ],
          [false, false, false, false, false, false, true, true, true, true, true, false, true, true, true],
        ),
      ),
      h(
        View,
        { style: { flexDirection: 'row', justifyContent: 'space-between' } },
        h(
          View,
          { style: { width: '52%' } },
          heading('Verbrauchsangaben nach § 40 EnWG'),
          text(`${facts.registers.map((register) => `${rateLabel(register)}: ${de(registerKwh(register))} kWh`).join(' · ')} im Zeitraum ${period(facts)}`),
          text(`Vorjahreszeitraum: ${de(facts.previousYearKwh)} kWh (alle Zählwerke)`),
          text('Bundesdurchschnitt Haushalte mit Zweitarifzähler: 4.700 kWh'),
        ),
        h(
          View,
          { style: { width: '40%' } },
          pair('Nettobetrag', euro(net)),
          pair('Umsatzsteuer 19 %', euro(gross - net)),
          pair('Bruttobetrag', euro(gross)),
          pair(`abzgl. Abschläge (${billedMonths(facts) - 1} × ${de(facts.instalmentEur, 2)})`, euro(paidInstalments(facts))),
          pair(...settlement(gross - paidInstalments(facts))),
        ),
      ),
      heading('Abschlagsplan'),
      small(table(['12%', ...dueDates(facts).map(() => '11%')], ['Fälligkeit', ...dueDays(facts).map((day) => `${MONTHS[day.month()]} ${day.format('YY')}`)], [['Betrag', ...dueDates(facts).map(() => euro(facts.instalmentEur))]])),
      h(Text, { style: SMALL }, 'Preise netto, zuzüglich 19 % Umsatzsteuer. Im Arbeitspreis enthalten: Stromsteuer 2,05 ct/kWh, Konzessionsabgabe 1,32 ct/kWh (NT 0,61 ct/kWh), Netzentgelte und Umlagen.'),
      ...footer(`${facts.supplier.name} · ${facts.supplier.street} · ${facts.supplier.city} · Amtsgericht ${facts.supplier.city.replace(/^\d+ /, '')} HRB 8541 · IBAN DE44 2005 0550 1234 5678 90`, 1, 1),
    ),
  ];
}

/** A cover letter announcing a price increase with example yearly consumptions, the actual bill on page 2, the new instalment from a forecast on page 3. */
function preisanpassungAnschreiben(facts: BillFacts): ReactElement[] {
  const [register] = facts.registers;
  const kwh = periodKwh(facts);
  const effective = after(facts, 0).add(2, 'month').startOf('month');
  const newPriceCt = facts.workPriceCt + 2.38;
  const newBase = facts.basePriceEurMonth + 1.5;
  const yearly = (consumption: number, priceCt: number, baseMonth: number) => (consumption * priceCt) / 100 + baseMonth * 12;
  const examples = [1_500, 2_500, 3_500, 5_000];
  const amount = (kwh * facts.workPriceCt) / 100 + facts.basePriceEurMonth * billedMonths(facts);
  const forecast = Math.round(((kwh * 365) / periodDays(facts) + facts.previousYearKwh) / 20) * 10;
  const legalLine = `${facts.supplier.name} · ${facts.supplier.street} · ${facts.supplier.city} · Handelsregister HRB 60214 · Geschäftsführer: P. Wendt, L. Hoffmann · USt-IdNr. DE 311 402 975`;
  return [
    page(
      ...letterhead(facts),
      text(`${facts.supplier.city.replace(/^\d+ /, '')}, ${issued(facts)}`),
      text(`Kundennummer ${facts.customerNumber}`),
      title(`Ihre Strompreise ab ${effective.format('DD.MM.YYYY')}`),
      text('Sehr geehrte Kundin, sehr geehrter Kunde,'),
      text(
        `zum ${effective.format('DD.MM.YYYY')} passen wir unsere Preise an. Grund dafür sind vor allem höhere Entgelte für die Nutzung des Stromnetzes, ${
          facts.operatorNamed ? `die die ${facts.operator} als Ihr Netzbetreiber zum Jahreswechsel erhöht hat` : 'die Ihr örtlicher Netzbetreiber zum Jahreswechsel erhöht hat'
        }, sowie gestiegene Kosten für die Beschaffung.`,
      ),
      table(
        ['46%', '27%', '27%'],
        ['Preis (brutto)', 'bisher', `ab ${effective.format('DD.MM.YYYY')}`],
        [
          ['Arbeitspreis', `${de(facts.workPriceCt, 2)} ct/kWh`, `${de(newPriceCt, 2)} ct/kWh`],
          ['Grundpreis', `${de(facts.basePriceEurMonth, 2)} €/Monat`, `${de(newBase, 2)} €/Monat`],
        ],
      ),
      heading('Was bedeutet das für Sie?'),
      text(`So verändern sich die Kosten eines Jahres bei typischen Verbräuchen, zum Beispiel bei 2.500 kWh Jahresverbrauch um ${euro((yearly(2_500, newPriceCt, newBase) - yearly(2_500, facts.workPriceCt, facts.basePriceEurMonth)) / 12)} im Monat:`),
      table(
        ['28%', '24%', '24%', '24%'],
        ['Jahresverbrauch', 'Kosten bisher', 'Kosten neu', 'Mehrkosten im Monat'],
        examples.map((example) => {
          const before = yearly(example, facts.workPriceCt, facts.basePriceEurMonth);
          const now = yearly(example, newPriceCt, newBase);
          return [`${de(example)} kWh`, euro(before), euro(now), euro((now - before) / 12)];
        }),
      ),
      text(
        `Sie haben das Recht, Ihren Vertrag ohne Einhaltung einer Frist zum ${effective.subtract(1, 'day').format('DD.MM.YYYY')} zu kündigen. Die Kündigung bedarf der Textform. Wenn Sie nicht kündigen, gelten die neuen Preise ab dem ${effective.format('DD.MM.YYYY')}.`,
      ),
      text('Ihre Jahresabrechnung für den vergangenen Zeitraum finden Sie auf den folgenden Seiten; dort haben wir auch Ihren neuen Abschlag berechnet.'),
      text(' '),
      text('Freundliche Grüße'),
      text('Ihr Kundenservice'),
      ...footer(legalLine, 1, 3),
    ),
    page(
      title('Jahresabrechnung Strom'),
      pair('Rechnungsnummer', facts.invoiceNumber, '40%'),
      pair('Rechnungsdatum', issued(facts), '40%'),
      pair('Kundennummer', facts.customerNumber, '40%'),
      pair('Lieferstelle', `${facts.customer.street}, ${facts.customer.postcode} ${facts.customer.city}`, '40%'),
      pair('Abrechnungszeitraum', period(facts), '40%'),
      ...(facts.operatorNamed ? [pair('Anschlussnetzbetreiber', facts.operator, '40%')] : []),
      heading('Zählerstände'),
      table(
        ['24%', '18%', '18%', '22%', '18%'],
        ['Zählernummer', 'Ablesedatum', 'Zählerstand', 'Ablesegrund', 'Verbrauch'],
        [
          [facts.meter, date(facts.period.from), de(register.readingOld), 'Turnusablesung', ''],
          [facts.meter, date(facts.period.to), de(register.readingNew), 'Kundenselbstablesung', `${de(registerKwh(register))} kWh`],
        ],
        [false, false, true, false, true],
      ),
      pair('Verbrauch laut Zähler', `${de(kwh)} kWh`),
      pair('Marktlokations-ID', facts.marktlokation),
      pair('Messlokations-ID', facts.messlokation),
      heading('Rechnungsbetrag'),
      table(
        ['40%', '20%', '20%', '20%'],
        ['Position', 'Menge', 'Preis', 'Betrag brutto'],
        [
          ['Arbeitspreis', `${de(kwh)} kWh`, `${de(facts.workPriceCt, 2)} ct/kWh`, euro((kwh * facts.workPriceCt) / 100)],
          ['Grundpreis', `${billedMonths(facts)} Monate`, `${de(facts.basePriceEurMonth, 2)} €/Monat`, euro(facts.basePriceEurMonth * billedMonths(facts))],
          ['Gesamtbetrag', '', '', euro(amount)],
        ],
      ),
      pair('darin enthaltene Umsatzsteuer (19 %)', euro(amount - amount / 1.19)),
      pair('abzüglich Ihrer Abschläge', euro(paidInstalments(facts))),
      pair(...settlement(amount - paidInstalments(facts))),
      ...footer(legalLine, 2, 3),
    ),
    page(
      heading('Ihr neuer Abschlag'),
      text(
        `Für die kommenden zwölf Monate rechnen wir mit einem Verbrauch von ${de(forecast)} kWh. Zu den neuen Preisen ergibt das einen monatlichen Abschlag von ${euro(facts.instalmentEur)} (gerundet).`,
      ),
      table(
        ['50%', '50%'],
        ['Fälligkeit', 'Abschlag'],
        dueDates(facts).map((due) => [due, euro(facts.instalmentEur)]),
      ),
      heading('Ihr Verbrauch im Vergleich'),
      table(
        ['50%', '50%'],
        ['Zeitraum', 'Verbrauch'],
        [
          [period(facts), `${de(kwh)} kWh`],
          ['Vorjahreszeitraum', `${de(facts.previousYearKwh)} kWh`],
          ['Vergleichshaushalt (2 Personen, ein Jahr)', '2.500 kWh'],
        ],
      ),
      heading('Hinweise'),
      text('Energieeffizienz: Informationen zu Maßnahmen und Anbietern finden Sie unter www.bfee-online.de. Verbraucherservice der Bundesnetzagentur, Tulpenfeld 4, 53113 Bonn.'),
      text('Schlichtungsstelle Energie e. V., Friedrichstraße 133, 10117 Berlin, Telefon 030 2757240-0.'),
      ...footer(legalLine, 3, 3),
    ),
  ];
}

export const HELD_OUT_LAYOUTS_3: Record<HeldOutLayoutName3, HeldOutLayout> = {
  'genossenschaft-messwerte': { twoRates: true, render: genossenschaftMesswerte },
  'waermepumpe-zwischenzaehler': { twoRates: false, render: waermepumpeZwischenzaehler },
  'tabelle-quer': { twoRates: true, render: tabelleQuer },
  'preisanpassung-anschreiben': { twoRates: false, render: preisanpassungAnschreiben },
};
