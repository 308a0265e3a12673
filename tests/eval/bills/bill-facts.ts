// What a realistic bill states (issue 26): supplier, customer, the meter with its registers and
// readings, the market and metering location, a billing period of 11 to 14 months, last year's
// figure, prices and the instalment plan. The true values the analysis must find follow from
// them: the consumption of the billed period (HT and NT summed, annualised when the period is
// not a year), the meter number and the grid operator.
import dayjs from 'dayjs';

export interface Register {
  /** 'HT'/'NT' for a two-rate meter, null for a single register. */
  rate: 'HT' | 'NT' | null;
  readingOld: number;
  readingNew: number;
}

export interface BillFacts {
  supplier: { name: string; street: string; city: string };
  customer: { name: string; street: string; postcode: string; city: string };
  /** The grid operator's official name, as the operator list spells it. */
  operator: string;
  /** Whether the bill names the operator; if not, it follows from the customer's postcode. */
  operatorNamed: boolean;
  meter: string;
  /** Marktlokations-ID: 11 digits. */
  marktlokation: string;
  /** Messlokations-ID (Zählpunkt): DE and 31 letters and digits. */
  messlokation: string;
  /** ISO dates, both included in the period. */
  period: { from: string; to: string };
  registers: Register[];
  previousYearKwh: number;
  workPriceCt: number;
  basePriceEurMonth: number;
  instalmentEur: number;
  customerNumber: string;
  invoiceNumber: string;
}

/** Days of the period, both ends included. */
export const periodDays = (facts: BillFacts): number => dayjs(facts.period.to).diff(dayjs(facts.period.from), 'day') + 1;

/** One register's consumption: its new reading less its old one. */
export const registerKwh = (register: Register): number => register.readingNew - register.readingOld;

/** Consumption of the billed period: every register's. */
export const periodKwh = (facts: BillFacts): number => facts.registers.reduce((sum, register) => sum + registerKwh(register), 0);

/** The months a bill charges the base price and instalments for. */
export const billedMonths = (facts: BillFacts): number => Math.round(periodDays(facts) / 30.42);

/** What the customer paid in instalments over the period: one fewer than the months billed. */
export const paidInstalments = (facts: BillFacts): number => facts.instalmentEur * (billedMonths(facts) - 1);

/** A balance as bills state it: what is owed, or what is paid back. */
export const settlement = (due: number): [string, string] => [due >= 0 ? 'Nachzahlung' : 'Guthaben', euro(Math.abs(due))];

/** Digits with a Marktlokation's check digit after them (weights 1 and 2 alternating, sum mod 10). */
export function withCheckDigit(digits: string): string {
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 1 ? 2 : 1), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

/** How a household's electricity spreads over the months, January first: monthly bars and tables. */
export const SEASON = [1.25, 1.12, 1.04, 0.93, 0.86, 0.8, 0.79, 0.81, 0.88, 1.0, 1.17, 1.35];

/** Months as bills abbreviate them, January first. */
export const MONTHS = ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'];

/**
 * The figure a bill's consumption field should hold: the period's consumption, or for a period
 * that is not a year (more than a week off) that consumption scaled to 365 days, rounded.
 */
export function trueAnnualKwh(facts: BillFacts): number {
  const days = periodDays(facts);
  const kwh = periodKwh(facts);
  return Math.abs(days - 365) <= 7 ? kwh : Math.round((kwh * 365) / days);
}

/** German number with thousands dots, as bills print it: 4.200 or 5.120,5. */
export const de = (value: number, decimals = 0): string => value.toLocaleString('de-DE', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
export const euro = (value: number): string => `${de(value, 2)} €`;
export const date = (iso: string): string => dayjs(iso).format('DD.MM.YYYY');
