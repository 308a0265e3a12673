// The realistic bills through the local analysis (issue 26): every bill of the set, and of the
// held-out set, rendered as its case says, analysed as uploaded, and compared field by field
// with what the bill states.
import { analyzeBill } from '../../../server/analysis/bill/analyze-bill.ts';
import type { ProviderCase } from '../provider-comparison.ts';
import { answeredValues, type FieldCase } from '../score.ts';
import { trueAnnualKwh } from './bill-facts.ts';
import { renderPdf } from './bill-parts.ts';
import { renderBill } from './bill-renderings.ts';
import { billCases, type BillCase, type Rendering } from './bill-set.ts';
import { heldOutBillCases, laterLayoutCases } from './held-out-set.ts';

export interface BillSetResults {
  byRendering: Record<Rendering, FieldCase[]>;
  bills: number;
  layouts: number;
  secondsPerBill: number;
}

const billTruth = (bill: BillCase) => ({ stromverbrauch: trueAnnualKwh(bill.facts), zaehlernummer: bill.facts.meter, netzbetreiber: bill.facts.operator });

/** The bills photographed page by page, for the providers' comparison: a model sees only images. */
export function billPhotoProviderCases(): ProviderCase[] {
  return billCases()
    .map((bill, index) => ({ bill, index }))
    .filter(({ bill }) => bill.rendering === 'photo')
    .map(({ bill, index }) => ({
      name: bill.name,
      area: 'stromrechnung',
      files: async () => renderBill(await renderPdf(bill.draw(bill.facts)), bill.rendering, index),
      truth: billTruth(bill),
    }));
}

async function evaluateBillSet(cases: BillCase[], firstIndex: number): Promise<BillSetResults> {
  const byRendering: Record<Rendering, FieldCase[]> = { pdf: [], scan: [], photo: [] };
  let analysisMs = 0;
  for (const [index, bill] of cases.entries()) {
    const pdf = await renderPdf(bill.draw(bill.facts));
    const files = await renderBill(pdf, bill.rendering, firstIndex + index);
    const started = performance.now();
    const findings = await analyzeBill(files);
    analysisMs += performance.now() - started;
    const truth = billTruth(bill);
    const found = answeredValues(truth, findings.results);
    byRendering[bill.rendering].push({ name: bill.name, truth, found });
  }
  return { byRendering, bills: cases.length, layouts: new Set(cases.map((bill) => bill.layout)).size, secondsPerBill: analysisMs / 1000 / cases.length };
}

/** The bills the reader was adjusted to, and the held-out set it never was (its photos distorted by other seeds). */
export async function evaluateRealisticBills(): Promise<{ tuned: BillSetResults; heldOut: BillSetResults }> {
  const tuned = [...billCases(), ...laterLayoutCases()];
  return { tuned: await evaluateBillSet(tuned, 0), heldOut: await evaluateBillSet(heldOutBillCases(), tuned.length) };
}
