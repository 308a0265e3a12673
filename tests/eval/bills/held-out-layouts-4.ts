// A fourth set of four held-out bill layouts: a dynamic tariff read by an intelligent metering
// system with a row per month and a gateway beside the meter, a tenant's Mieterstrom bill with the
// whole building's meters and figures beside the flat's, a Sondervertrag with bonus, price
// guarantee and a Stromkennzeichnung page full of other kWh and CO2 figures, and a final bill
// after a move that goes to the customer's new address in another grid area. Written without
// looking at the reader.
import { Text, View } from '@react-pdf/renderer';
import dayjs from 'dayjs';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { billedMonths, date, de, euro, MONTHS, paidInstalments, periodDays, periodKwh, registerKwh, SEASON, settlement, withCheckDigit, type BillFacts, type Register } from './bill-facts.ts';
import { footer, heading, letterhead, page, pair, table, text, title } from './bill-parts.ts';
import type { HeldOutLayout } from './held-out-layouts.ts';

export type HeldOutLayoutName4 = 'imsys-dynamisch' | 'mieterstrom' | 'sondervertrag-bonus' | 'umzug-schlussrechnung';

/** Day-ahead prices in ct/kWh net, consumption-weighted, January first: what a dynamic tariff passes on. */
const SPOT_CT = [11.9, 10.8, 8.6, 7.1, 6.2, 6.6, 7.9, 8.1, 9.6, 10.7, 11.8, 12.4];
const SMALL = { fontSize: 7.5, color: '#555' } as const;

const period = (facts: BillFacts) => `${date(facts.period.from)} – ${date(facts.period.to)}`;
const after = (facts: BillFacts, days: number) => dayjs(facts.period.to).add(days, 'day');
const issued = (facts: BillFacts) => after(facts, 18).format('DD.MM.YYYY');
const dueDates = (facts: BillFacts) => Array.from({ length: 6 }, (_, index) => after(facts, 0).add(index + 2, 'month').date(1).format('DD.MM.YYYY'));
const small = (content: string) => h(Text, { style: SMALL }, content);
const plan = (facts: BillFacts) => table(['50%', '50%'], ['Fälligkeit', 'Abschlag'], dueDates(facts).map((due) => [due, euro(facts.instalmentEur)]));
/** A number of `length` digits that follows from the facts, for the other devices and locations a bill names. */
const digitsFrom = (facts: BillFacts, salt: number, length: number) => String((Number(facts.customerNumber) * 7 + salt * 7919) % 10 ** length).padStart(length, '0');
const legal = (facts: BillFacts, hrb: string, court = 'Amtsgericht') =>
  `${facts.supplier.name} · ${facts.supplier.street} · ${facts.supplier.city} · ${court} ${facts.supplier.city.replace(/^\d+ /, '')} HRB ${hrb} · Geschäftsführung: A. Nowak, J. Petersen`;

/** The period cut at month ends, each month's consumption by its days and season, together exactly the period's, as a smart meter reports it. */
function monthlyValues(facts: BillFacts) {
  const from = dayjs(facts.period.from);
  const to = dayjs(facts.period.to);
  const spans: Array<{ month: dayjs.Dayjs; start: dayjs.Dayjs; end: dayjs.Dayjs; weight: number }> = [];
  for (let month = from.startOf('month'); !month.isAfter(to); month = month.add(1, 'month')) {
    const start = month.isBefore(from) ? from : month;
    const end = month.endOf('month').isAfter(to) ? to : month.endOf('month').startOf('day');
    spans.push({ month, start, end, weight: (end.diff(start, 'day') + 1) * SEASON[month.month()] });
  }
  const total = spans.reduce((sum, span) => sum + span.weight, 0);
  const kwh = spans.map((span) => Math.round((periodKwh(facts) * span.weight) / total));
  kwh[kwh.length - 1] += periodKwh(facts) - kwh.reduce((sum, value) => sum + value, 0);
  return spans.map((span, index) => ({ ...span, kwh: kwh[index] }));
}

/** A dynamic tariff (§ 41a EnWG) on an intelligent metering system: a row per month with its reading, price and cost, the meter a "Geräte-Nr." beside a gateway's. */
function imsysDynamisch(facts: BillFacts): ReactElement[] {
  const [register] = facts.registers;
  // The fixed part of the price (grid fees, taxes, levies, margin) so that an average month costs the contract's price.
  const fixedCt = facts.workPriceCt - 9.3 * 1.19;
  let reading = register.readingOld;
  const months = monthlyValues(facts).map((month) => {
    reading += month.kwh;
    const priceCt = SPOT_CT[month.month.month()] * 1.19 + fixedCt;
    return { ...month, reading, priceCt, cost: (month.kwh * priceCt) / 100 };
  });
  const energy = months.reduce((sum, month) => sum + month.cost, 0);
  const base = facts.basePriceEurMonth * billedMonths(facts);
  const metering = (30 * periodDays(facts)) / 365;
  const amount = energy + base + metering;
  const gateway = `EPPC${digitsFrom(facts, 3, 10)}`;
  const legalLine = legal(facts, '51907');
  return [
    page(
      ...letterhead(facts),
      title('Stromrechnung – dynamischer Stromtarif'),
      pair('Kundennummer', facts.customerNumber, '40%'),
      pair('Rechnungsnummer / -datum', `${facts.invoiceNumber} / ${issued(facts)}`, '40%'),
      pair('Abrechnungszeitraum', `${period(facts)} (${periodDays(facts)} Tage)`, '40%'),
      pair('Tarif', 'Strom Dynamik (stündliche Börsenpreise)', '40%'),
      text(' '),
      text(
        'In Ihrem Tarif folgt der Arbeitspreis stündlich dem Day-Ahead-Preis der Strombörse (EPEX Spot, Gebotszone DE-LU). Ihr intelligentes Messsystem übermittelt uns dafür jede Viertelstunde Ihren Verbrauch; abgerechnet wird also nicht geschätzt, sondern jede Stunde zu ihrem Preis.',
      ),
      heading('Ihre Rechnung im Überblick'),
      table(
        ['64%', '36%'],
        ['Position', 'Betrag brutto'],
        [
          ['Energiekosten (stündliche Preise, Summe der Monate)', euro(energy)],
          [`Grundgebühr ${billedMonths(facts)} × ${euro(facts.basePriceEurMonth)}`, euro(base)],
          ['Messstellenbetrieb iMSys (Preisobergrenze 30,00 €/Jahr, taggenau)', euro(metering)],
          ['Rechnungsbetrag', euro(amount)],
          [`abzüglich ${billedMonths(facts) - 1} Abschläge`, euro(paidInstalments(facts))],
          settlement(amount - paidInstalments(facts)),
        ],
      ),
      heading('Ihr Messsystem'),
      table(
        ['34%', '30%', '36%'],
        ['Gerät', 'Geräte-Nr.', 'Einbau / Eichgültigkeit'],
        [
          ['Zähler (moderne Messeinrichtung)', facts.meter, '07.03.2023 / 2031'],
          ['Smart-Meter-Gateway', gateway, '07.03.2023 / –'],
        ],
        [false, false, false],
      ),
      pair('Zählpunktbezeichnung', facts.messlokation, '30%'),
      pair('Marktlokation', facts.marktlokation, '30%'),
      pair('Messstellenbetreiber', 'smartOPTIMO GmbH & Co. KG', '30%'),
      ...(facts.operatorNamed ? [pair('Netzbetreiber', facts.operator, '30%')] : []),
      ...footer(legalLine, 1, 2),
    ),
    page(
      heading('Ihre Monatswerte (OBIS 1-0:1.8.0, Fernauslesung)'),
      h(
        View,
        { style: { fontSize: 8.5 } },
        table(
          ['10%', '22%', '16%', '13%', '13%', '12%', '14%'],
          ['Monat', 'Zeitraum', 'Zählerstand Ende', 'Verbrauch kWh', 'Ø Börse ct/kWh', 'Ihr Preis ct/kWh', 'Kosten €'],
          [
            ['Anfang', date(facts.period.from), de(register.readingOld), '', '', '', ''],
            ...months.map((month) => [
              `${MONTHS[month.month.month()]} ${month.month.format('YY')}`,
              `${month.start.format('DD.MM.')} – ${month.end.format('DD.MM.YY')}`,
              de(month.reading),
              de(month.kwh),
              de(SPOT_CT[month.month.month()], 2),
              de(month.priceCt, 2),
              de(month.cost, 2),
            ]),
            ['Summe', `${periodDays(facts)} Tage`, '', de(periodKwh(facts)), '', de((energy * 100) / periodKwh(facts), 2), de(energy, 2)],
          ],
        ),
      ),
      text(`Ihr Preis je Monat = mittlerer Börsenpreis, gewichtet mit Ihrem Viertelstundenverbrauch, × 1,19 + ${de(fixedCt, 2)} ct/kWh für Netzentgelte, Steuern, Umlagen und unseren Aufschlag (brutto).`),
      pair('Höchste Viertelstundenleistung im Zeitraum', `${de(4.2 + (facts.previousYearKwh % 37) / 10, 2)} kW`),
      pair('Anteil Ihres Verbrauchs in den 25 % günstigsten Stunden', `${31 + (facts.previousYearKwh % 11)} %`),
      pair('Ihr Verbrauch im Vorjahreszeitraum', `${de(facts.previousYearKwh)} kWh`),
      heading('Ihr Abschlagsplan'),
      plan(facts),
      small('Preise können sich stündlich ändern; eine Preisgarantie besteht nicht. Eine Tabelle mit allen Stundenpreisen finden Sie in Ihrem Kundenportal. Schlichtungsstelle Energie e. V., Friedrichstraße 133, 10117 Berlin.'),
      ...footer(legalLine, 2, 2),
    ),
  ];
}

/** A tenant's Mieterstrom bill: the flat's meter and consumption split into rooftop solar and grid power, beside the building's sum meter, PV meter and totals. */
function mieterstrom(facts: BillFacts): ReactElement[] {
  const [register] = facts.registers;
  const kwh = periodKwh(facts);
  const solar = Math.round(kwh * 0.37);
  const building = Math.round(kwh * 10.6 + 2_130);
  const buildingSolar = Math.round(building * 0.34);
  const pvYield = Math.round(building * 0.61);
  const sumOld = 180_000 + (facts.previousYearKwh % 9_000) * 11;
  const feedOld = 60_000 + (facts.previousYearKwh % 7_000) * 5;
  const pvOld = 120_000 + (facts.previousYearKwh % 5_000) * 9;
  const buildingMalo = withCheckDigit(digitsFrom(facts, 5, 10));
  const gridPriceCt = Math.round((facts.workPriceCt / 0.88) * 100) / 100;
  const amount = (kwh * facts.workPriceCt) / 100 + facts.basePriceEurMonth * billedMonths(facts);
  const legalLine = legal(facts, '30455');
  return [
    page(
      ...letterhead(facts, 'Mieterstrom vom eigenen Dach'),
      title('Jahresabrechnung Mieterstrom'),
      pair('Kundennummer', facts.customerNumber, '38%'),
      pair('Rechnungsnummer', facts.invoiceNumber, '38%'),
      pair('Rechnungsdatum', issued(facts), '38%'),
      pair('Abrechnungszeitraum', period(facts), '38%'),
      pair('Lieferstelle', `${facts.customer.street}, Wohnung 7 (2. OG links), ${facts.customer.postcode} ${facts.customer.city}`, '38%'),
      text(' '),
      text(
        `Guten Tag ${facts.customer.name}, ein Teil Ihres Stroms kommt direkt von der Photovoltaikanlage auf dem Dach Ihres Hauses. Was die Anlage gerade nicht liefert, beziehen wir als Reststrom aus dem Netz. Beides rechnen wir zu einem einheitlichen Preis ab.`,
      ),
      heading('Ihr Wohnungszähler'),
      table(
        ['24%', '19%', '19%', '19%', '19%'],
        ['Zählernummer', `Stand ${date(facts.period.from)}`, `Stand ${date(facts.period.to)}`, 'Ablesung', 'Verbrauch'],
        [[facts.meter, de(register.readingOld), de(register.readingNew), 'Fernablesung', `${de(registerKwh(register))} kWh`]],
        [false, true, true, false, true],
      ),
      heading('Woher Ihr Strom kam'),
      table(
        ['52%', '24%', '24%'],
        ['Herkunft', 'Menge', 'Anteil'],
        [
          ['Solarstrom vom Dach (Mieterstrom)', `${de(solar)} kWh`, `${de((solar / kwh) * 100, 1)} %`],
          ['Reststrom aus dem Netz (100 % Ökostrom)', `${de(kwh - solar)} kWh`, `${de(((kwh - solar) / kwh) * 100, 1)} %`],
        ],
      ),
      heading('Ihre Kosten'),
      table(
        ['40%', '20%', '20%', '20%'],
        ['Position', 'Menge', 'Preis brutto', 'Betrag'],
        [
          ['Arbeitspreis Mieterstrom (einheitlich)', `${de(kwh)} kWh`, `${de(facts.workPriceCt, 2)} ct/kWh`, euro((kwh * facts.workPriceCt) / 100)],
          ['Grundpreis', `${billedMonths(facts)} Monate`, `${de(facts.basePriceEurMonth, 2)} €/Monat`, euro(facts.basePriceEurMonth * billedMonths(facts))],
          ['Summe brutto (inkl. 19 % USt.)', '', '', euro(amount)],
        ],
      ),
      pair('abzüglich Ihrer Abschläge', euro(paidInstalments(facts))),
      pair(...settlement(amount - paidInstalments(facts))),
      small(`Zum Vergleich: Der Grundversorgungstarif vor Ort kostet ${de(gridPriceCt, 2)} ct/kWh. Mieterstrom darf höchstens 90 % davon kosten (§ 42a Abs. 4 EnWG).`),
      ...footer(legalLine, 1, 2),
    ),
    page(
      heading('Ihr Haus im Abrechnungszeitraum'),
      text('An der Mieterstromversorgung nehmen 11 der 14 Wohnungen teil. Der Summenzähler am Netzanschluss misst, was das Haus aus dem Netz bezieht und ins Netz einspeist.'),
      table(
        ['30%', '22%', '16%', '16%', '16%'],
        ['Messpunkt', 'Zählernummer', 'Stand alt', 'Stand neu', 'Menge kWh'],
        [
          ['Summenzähler Bezug (1.8.0)', `1 ISK 00 ${digitsFrom(facts, 7, 7)}`, de(sumOld), de(sumOld + building - buildingSolar), de(building - buildingSolar)],
          ['Summenzähler Einspeisung (2.8.0)', `1 ISK 00 ${digitsFrom(facts, 7, 7)}`, de(feedOld), de(feedOld + pvYield - buildingSolar), de(pvYield - buildingSolar)],
          ['PV-Erzeugungszähler (29,6 kWp)', `1 EBZ 01 ${digitsFrom(facts, 11, 7)}`, de(pvOld), de(pvOld + pvYield), de(pvYield)],
        ],
        [false, false, true, true, true],
      ),
      pair('Stromverbrauch aller Wohnungen und Allgemeinstrom', `${de(building)} kWh`),
      pair('davon im Haus verbrauchter Solarstrom', `${de(buildingSolar)} kWh (${de((buildingSolar / building) * 100, 1)} %)`),
      pair('Marktlokation Ihrer Wohnung', facts.marktlokation),
      pair('Messlokation Ihres Wohnungszählers', facts.messlokation),
      pair('Marktlokation Netzanschluss (Summenzähler)', buildingMalo),
      ...(facts.operatorNamed ? [pair('Netzbetreiber (Netzanschluss des Hauses)', facts.operator)] : []),
      text(
        'Für den Solarstrom, der im Haus verbraucht wird, erhält der Anlagenbetreiber den Mieterstromzuschlag nach dem EEG (zurzeit 2,38 ct/kWh). Netzentgelte, Konzessionsabgabe und Umlagen fallen dafür nicht an.',
      ),
      heading('Ihr Verbrauch im Vergleich'),
      pair('Ihr Verbrauch im Vorjahr', `${de(facts.previousYearKwh)} kWh`),
      pair('Durchschnitt der teilnehmenden Wohnungen', `${de(Math.round((building - 2_130) / 11))} kWh`),
      heading('Ihre Abschläge ab sofort'),
      plan(facts),
      ...footer(legalLine, 2, 2),
    ),
  ];
}

/** A Sondervertrag on a two-rate meter: "Verbrauch lt. Zählerstand" after readings and a multiplier, a bonus, a price guarantee, comparison groups and the Stromkennzeichnung. */
function sondervertragBonus(facts: BillFacts): ReactElement[] {
  const kwh = periodKwh(facts);
  const obis = (register: Register) => (register.rate === 'NT' ? '1.8.2' : '1.8.1');
  const priceCt = (register: Register) => (register.rate === 'NT' ? facts.workPriceCt - 6.9 : facts.workPriceCt);
  const energy = facts.registers.reduce((sum, register) => sum + (registerKwh(register) * priceCt(register)) / 100, 0);
  const base = facts.basePriceEurMonth * billedMonths(facts);
  const bonus = 100 + (Number(facts.customerNumber) % 3) * 25;
  const amount = energy + base - bonus;
  const forecast = Math.round(((facts.previousYearKwh + kwh) * 0.52) / 10) * 10;
  const guaranteed = after(facts, 0).add(12, 'month').endOf('month').format('DD.MM.YYYY');
  const legalLine = legal(facts, '22871', 'Registergericht');
  const mix: Array<[string, string, string, string]> = [
    ['Kernkraft', '0,0 %', '0,0 %', '0,9 %'],
    ['Kohle', '0,0 %', '8,2 %', '24,8 %'],
    ['Erdgas', '0,0 %', '6,4 %', '11,6 %'],
    ['sonstige fossile Energieträger', '0,0 %', '0,7 %', '1,9 %'],
    ['Erneuerbare Energien, finanziert aus dem EEG-Konto', '0,0 %', '42,3 %', '54,7 %'],
    ['sonstige erneuerbare Energien (mit Herkunftsnachweis)', '100,0 %', '42,4 %', '6,1 %'],
    ['CO2-Emissionen', '0 g/kWh', '118 g/kWh', '346 g/kWh'],
    ['Radioaktiver Abfall', '0,0000 g/kWh', '0,0000 g/kWh', '0,0002 g/kWh'],
  ];
  return [
    page(
      ...letterhead(facts),
      title('Jahresabrechnung Strom'),
      pair('Kundennummer', facts.customerNumber, '36%'),
      pair('Rechnungsnummer', facts.invoiceNumber, '36%'),
      pair('Rechnungsdatum', issued(facts), '36%'),
      pair('Vertrag', 'ÖkoStrom Fix 24 Zweitarif (Sondervertrag)', '36%'),
      pair('Abrechnungszeitraum', period(facts), '36%'),
      text(' '),
      heading(`Zähler ${facts.meter} (Zweitarifzähler, HT 6–22 Uhr, NT 22–6 Uhr)`),
      table(
        ['21%', '13%', '15%', '15%', '12%', '10%', '14%'],
        ['Verbrauch lt. Zählerstand', 'Ablesedatum', 'Zählerstand alt', 'Zählerstand neu', 'Differenz', 'Multipl.', 'kWh'],
        facts.registers.map((register) => [
          `${register.rate === 'NT' ? 'Niedertarif' : 'Hochtarif'} (${obis(register)})`,
          date(facts.period.to),
          de(register.readingOld),
          de(register.readingNew),
          de(registerKwh(register)),
          '1',
          de(registerKwh(register)),
        ]),
        [false, false, true, true, true, true, true],
      ),
      small(`Zählerstand alt vom ${date(facts.period.from)} (Ablesung durch den Messstellenbetreiber), Zählerstand neu vom ${date(facts.period.to)} (Kundenablesung). Marktlokation ${facts.marktlokation} · Messlokation ${facts.messlokation}`),
      heading('Rechnungsbetrag'),
      table(
        ['44%', '18%', '18%', '20%'],
        ['Position', 'Menge', 'Preis brutto', 'Betrag brutto'],
        [
          ...facts.registers.map((register) => [`Arbeitspreis ${register.rate ?? ''}`, `${de(registerKwh(register))} kWh`, `${de(priceCt(register), 2)} ct/kWh`, euro((registerKwh(register) * priceCt(register)) / 100)]),
          ['Grundpreis', `${billedMonths(facts)} Monate`, `${de(facts.basePriceEurMonth, 2)} €/Monat`, euro(base)],
          ['Neukundenbonus (nach 12 Monaten Belieferung)', '', '', `- ${euro(bonus)}`],
          ['Gesamtbetrag', '', '', euro(amount)],
        ],
      ),
      pair('darin enthaltene Umsatzsteuer 19 %', euro(amount - amount / 1.19)),
      pair('abzüglich geleisteter Abschläge', euro(paidInstalments(facts))),
      pair(...settlement(amount - paidInstalments(facts))),
      small(
        `Eingeschränkte Preisgarantie bis ${guaranteed}: Arbeits- und Grundpreis bleiben gleich, ausgenommen Änderungen der Umsatzsteuer, der Stromsteuer, der Konzessionsabgabe sowie gesetzlicher Umlagen und Entgelte${facts.operatorNamed ? `, auch der Netzentgelte der ${facts.operator}` : ''}.`,
      ),
      ...footer(legalLine, 1, 2),
    ),
    page(
      heading('Ihr Verbrauch im Vergleich (§ 40 EnWG)'),
      table(
        ['60%', '40%'],
        ['', 'kWh'],
        [
          ['Ihr Verbrauch im Abrechnungszeitraum (HT und NT)', de(kwh)],
          ['Ihr Verbrauch im Vorjahreszeitraum', de(facts.previousYearKwh)],
          ['Vergleichsgruppe 1-Personen-Haushalt', '1.500'],
          ['Vergleichsgruppe 2-Personen-Haushalt', '2.500'],
          ['Vergleichsgruppe 3-Personen-Haushalt', '3.200'],
          ['Vergleichsgruppe 4-Personen-Haushalt', '4.000'],
        ],
      ),
      pair('Voraussichtlicher Jahresverbrauch (Grundlage Ihres Abschlags)', `${de(forecast)} kWh`),
      heading('Ihre Abschläge'),
      plan(facts),
      heading('Stromkennzeichnung nach § 42 EnWG'),
      h(View, { style: { fontSize: 8 } }, table(['46%', '18%', '18%', '18%'], ['Energieträger', 'Ihr Tarif', 'Unternehmensmix', 'Deutschland'], mix)),
      text(
        `Mit Ihrem Verbrauch von ${de(kwh)} kWh haben Sie gegenüber dem deutschen Strommix rund ${de(Math.round((kwh * 346) / 1000))} kg CO2 vermieden. Ein Durchschnittshaushalt in Deutschland verbraucht etwa 3.500 kWh im Jahr.`,
      ),
      small('Quelle: Bundesdurchschnitt nach BDEW, Stand 01.11.2025. Informationen zu Energiedienstleistern und Effizienzmaßnahmen: www.bfee-online.de'),
      ...footer(legalLine, 2, 2),
    ),
  ];
}

/** Where a customer moved to: a street and a city in another grid area than the one supplied. */
const FORWARDING = [
  { street: 'Juri-Gagarin-Ring 44', city: '99084 Erfurt' },
  { street: 'Lange Straße 7', city: '18055 Rostock' },
  { street: 'Bahnhofstraße 90', city: '66111 Saarbrücken' },
  { street: 'Niedernstraße 12', city: '33602 Bielefeld' },
];

/** A final bill after a move, sent to the new address (another postcode and grid) while the supply point is the old one; paid instalments listed, an offer for the new home. */
function umzugSchlussrechnung(facts: BillFacts): ReactElement[] {
  const [register] = facts.registers;
  const moved = FORWARDING[Number(facts.customerNumber) % FORWARDING.length];
  const kwh = periodKwh(facts);
  const basePerDay = (facts.basePriceEurMonth * 12) / 365;
  const amount = (kwh * facts.workPriceCt) / 100 + basePerDay * periodDays(facts);
  const paid = Array.from({ length: billedMonths(facts) - 1 }, (_, index) => dayjs(facts.period.from).add(index + 1, 'month').date(15));
  const due = amount - paidInstalments(facts);
  const legalLine = legal(facts, '64520');
  const window: ReactNode[] = [
    ...letterhead(facts).slice(0, 2),
    h(View, { key: 'address', style: { marginBottom: 18, fontSize: 10 } }, h(Text, null, facts.customer.name), h(Text, null, moved.street), h(Text, null, moved.city)),
  ];
  return [
    page(
      ...window,
      title('Schlussrechnung Strom'),
      text(
        `Guten Tag ${facts.customer.name}, Ihr Stromliefervertrag für die Lieferstelle ${facts.customer.street}, ${facts.customer.postcode} ${facts.customer.city} endete mit Ihrem Auszug am ${date(facts.period.to)}. Mit dieser Schlussrechnung rechnen wir Ihre letzte Lieferperiode ab. Ihre neue Anschrift haben wir gespeichert.`,
      ),
      pair('Kundennummer', facts.customerNumber, '40%'),
      pair('Rechnungsnummer / Rechnungsdatum', `${facts.invoiceNumber} / ${issued(facts)}`, '40%'),
      pair('Lieferstelle (bisherige Anschrift)', `${facts.customer.street}, ${facts.customer.postcode} ${facts.customer.city}`, '40%'),
      pair('Abrechnungszeitraum', `${period(facts)} (${periodDays(facts)} Tage)`, '40%'),
      pair('Vertragsende', `${date(facts.period.to)} (Auszug)`, '40%'),
      heading('Zählerstände'),
      table(
        ['24%', '18%', '20%', '38%'],
        ['Zählernummer', 'Datum', 'Zählerstand kWh', 'Art der Ablesung'],
        [
          [facts.meter, date(facts.period.from), de(register.readingOld), 'Turnusablesung'],
          [facts.meter, date(facts.period.to), de(register.readingNew), 'Auszugsablesung (Übergabeprotokoll)'],
        ],
        [false, false, true, false],
      ),
      pair('Ihr Verbrauch in diesem Zeitraum', `${de(kwh)} kWh`),
      pair('Marktlokation', facts.marktlokation),
      pair('Messlokation', facts.messlokation),
      ...(facts.operatorNamed ? [pair('Netzbetreiber an der Lieferstelle', facts.operator)] : []),
      heading('Abrechnung'),
      table(
        ['40%', '20%', '20%', '20%'],
        ['Position', 'Menge', 'Preis brutto', 'Betrag brutto'],
        [
          ['Arbeitspreis', `${de(kwh)} kWh`, `${de(facts.workPriceCt, 2)} ct/kWh`, euro((kwh * facts.workPriceCt) / 100)],
          ['Grundpreis (taggenau)', `${periodDays(facts)} Tage`, `${de(basePerDay, 4)} €/Tag`, euro(basePerDay * periodDays(facts))],
          ['Gesamtbetrag', '', '', euro(amount)],
        ],
      ),
      pair('abzüglich gezahlter Abschläge (siehe Seite 2)', euro(paidInstalments(facts))),
      pair(...settlement(due)),
      text(
        due >= 0
          ? `Bitte überweisen Sie den Betrag bis zum ${after(facts, 32).format('DD.MM.YYYY')} unter Angabe der Rechnungsnummer. Weitere Abschläge werden nicht mehr fällig.`
          : 'Ihr Guthaben überweisen wir in den nächsten 14 Tagen auf Ihr Konto DE12 **** **** **** **34 56. Weitere Abschläge werden nicht mehr fällig.',
      ),
      ...footer(legalLine, 1, 2),
    ),
    page(
      heading('Ihre gezahlten Abschläge'),
      h(
        View,
        { style: { fontSize: 8.5 } },
        table(
          ['34%', '33%', '33%'],
          ['Fällig am', 'Betrag', 'Status'],
          paid.map((day) => [day.format('DD.MM.YYYY'), euro(facts.instalmentEur), 'bezahlt']),
        ),
      ),
      pair('Summe der Abschläge', euro(paidInstalments(facts))),
      pair('Ihr Verbrauch im Vorjahreszeitraum', `${de(facts.previousYearKwh)} kWh`),
      heading(`Ihr neues Zuhause in ${moved.city.replace(/^\d+ /, '')}`),
      text(
        `Wir beliefern Sie gern auch an Ihrer neuen Anschrift, ${moved.street}, ${moved.city}: Strom Klassik für ${de(facts.workPriceCt + 1.2, 2)} ct/kWh und ${euro(facts.basePriceEurMonth + 1)} im Monat – bei 2.000 kWh im Jahr sind das ${euro(((facts.workPriceCt + 1.2) * 2_000) / 100 / 12 + facts.basePriceEurMonth + 1)} im Monat.`,
      ),
      text('Schicken Sie uns dafür einfach die Zählernummer und den Zählerstand am Einzugstag Ihrer neuen Wohnung; den Wechsel erledigen wir für Sie.'),
      small('Schlichtungsstelle Energie e. V., Friedrichstraße 133, 10117 Berlin · Verbraucherservice der Bundesnetzagentur, Postfach 8001, 53105 Bonn'),
      ...footer(legalLine, 2, 2),
    ),
  ];
}

export const HELD_OUT_LAYOUTS_4: Record<HeldOutLayoutName4, HeldOutLayout> = {
  'imsys-dynamisch': { twoRates: false, render: imsysDynamisch },
  mieterstrom: { twoRates: false, render: mieterstrom },
  'sondervertrag-bonus': { twoRates: true, render: sondervertragBonus },
  'umzug-schlussrechnung': { twoRates: false, render: umzugSchlussrechnung },
};
