// The fields of an electricity bill read from its pages' texts (pure): the consumption of the
// billed period as a year's figure, the meter number, the grid operator and the market and
// metering locations, each with a quality level, the page and the line it came from.
import { billingPeriod, type BillingPeriod } from './billing-period.ts';
import { best, type BillPage, type Candidate, type Qualitaet } from './bill-lines.ts';
import { consumption } from './consumption.ts';
import { operatorCandidates } from './grid-operator.ts';
import { marktlokationCandidates, meterCandidates, zaehlpunktCandidates } from './meter-number.ts';

export type { BillPage } from './bill-lines.ts';

export interface BillResult {
  wert: number | string;
  qualitaet: Qualitaet;
  pageReference: number | null;
  /** Where on the bill the value was read, and how it follows from what is printed there. */
  quelle?: string;
  /** A consumption scaled to a year: the billed period and the kWh the bill states for it. */
  zeitraum?: BillingPeriod & { verbrauch: number };
}

export interface BillFields {
  results: Record<string, BillResult>;
  values: Partial<{ stromverbrauch: number; zaehlernummer: string; netzbetreiber: string }>;
}

const NOT_FOUND: BillResult = { wert: 'nicht_erkennbar', qualitaet: 'niedrig', pageReference: null };

const toResult = <T extends number | string>(candidate: (Candidate<T> & Pick<BillResult, 'zeitraum'>) | undefined): BillResult =>
  candidate
    ? {
        wert: candidate.wert,
        qualitaet: candidate.qualitaet,
        pageReference: candidate.page,
        ...(candidate.quelle ? { quelle: candidate.quelle } : {}),
        ...(candidate.zeitraum ? { zeitraum: candidate.zeitraum } : {}),
      }
    : NOT_FOUND;

/**
 * The bill's fields from all its pages: per field the best candidate (highest quality, the most
 * telling label, then the first page). A field not found is 'nicht_erkennbar' and sets no value.
 */
export function extractBillFields(pages: BillPage[]): BillFields {
  const verbrauch = consumption(pages, billingPeriod(pages));
  const zaehler = best(pages.flatMap(meterCandidates));
  const betreiber = best(operatorCandidates(pages));
  const zaehlpunkt = best(pages.flatMap(zaehlpunktCandidates));
  const marktlokation = best(pages.flatMap(marktlokationCandidates));
  return {
    results: {
      stromverbrauch: toResult(verbrauch),
      zaehlernummer: toResult(zaehler),
      netzbetreiber: toResult(betreiber),
      ...(zaehlpunkt ? { zaehlpunkt: toResult(zaehlpunkt) } : {}),
      ...(marktlokation ? { marktlokation: toResult(marktlokation) } : {}),
    },
    values: {
      ...(verbrauch ? { stromverbrauch: verbrauch.wert } : {}),
      ...(zaehler ? { zaehlernummer: zaehler.wert } : {}),
      ...(betreiber ? { netzbetreiber: betreiber.wert } : {}),
    },
  };
}
