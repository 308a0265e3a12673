// `npm run eval`: runs the local analysis over the labelled fixture set and prints per-field
// accuracy (bills, site labels), the photo sorting's accuracy, the learning curve of values the
// company's users set (issue 26), the on-device photo-quality guard's (issue 21) and the
// bystanders' face detector's recall (issue 23), then writes eval/results.json.
import { mkdir, writeFile } from 'node:fs/promises';
import { closeOcr } from '../../server/analysis/ocr/ocr-workers.ts';
import { closeEmbedder } from '../../server/analysis/embedding/embedder.ts';
import { closeFaceDetector, MIN_FACE_SCORE } from '../../server/privacy/face-detector.ts';
import { MIN_SIMILARITY } from '../../server/analysis/embedding/knn.ts';
import { PHOTO_PROBLEMS } from '../../src/domain/photo-quality.ts';
import { evaluateBills } from './bill-cases.ts';
import { billPhotoProviderCases, evaluateRealisticBills, type BillSetResults } from './bills/realistic-bill-cases.ts';
import { evaluateFaces, SCENES } from './face-cases.ts';
import { evaluateLabels, labelProviderCases } from './label-cases.ts';
import { qualityCases, scoreQuality } from './photo-quality-cases.ts';
import { comparisonTable, configuredProviders, runProvider } from './provider-comparison.ts';
import { fieldAccuracy, percent, type FieldCase } from './score.ts';
import { evaluateSorting } from './sorting-eval.ts';
import { EXAMPLE_COUNTS, evaluateTaughtValues, type Tally } from './taught/taught-eval.ts';
import { LEARN_THRESHOLDS } from '../../server/analysis/embedding/taught-vote.ts';

const out = (line = '') => process.stdout.write(`${line}\n`);

function printFields(title: string, cases: FieldCase[]) {
  const tallies = fieldAccuracy(cases);
  out(`\n${title} (${cases.length} Fälle)`);
  const width = Math.max(...[...tallies.keys()].map((field) => field.length));
  let right = 0;
  let total = 0;
  for (const [field, tally] of tallies) {
    out(`  ${field.padEnd(width)}  ${`${tally.right}/${tally.total}`.padStart(6)}  ${percent(tally.right, tally.total).padStart(5)}`);
    for (const miss of tally.misses) out(`  ${''.padEnd(width)}    ✗ ${miss}`);
    right += tally.right;
    total += tally.total;
  }
  out(`  ${'gesamt'.padEnd(width)}  ${`${right}/${total}`.padStart(6)}  ${percent(right, total).padStart(5)}`);
  return Object.fromEntries([...tallies].map(([field, tally]) => [field, { right: tally.right, total: tally.total }]));
}

const started = Date.now();
const bills = printFields('Stromrechnung', await evaluateBills());
const realistic = await evaluateRealisticBills();
/** Issue 26's goals: a text layer read right almost always, pages read by OCR (scans, photos) nine times in ten. */
const BILL_GOALS = { pdf: { label: 'PDF mit Textebene', goal: 97 }, scan: { label: 'PDF gescannt (OCR)', goal: 90 }, photo: { label: 'Handyfoto je Seite (OCR)', goal: 90 } } as const;

function printBillSet(title: string, set: BillSetResults) {
  out(`\n${title}: ${set.bills} Rechnungen in ${set.layouts} Layouts, ${set.secondsPerBill.toFixed(1)} s Analyse je Rechnung`);
  const byRendering = Object.fromEntries(
    Object.entries(BILL_GOALS).map(([rendering, { label, goal }]) => {
      const fields = printFields(`  ${label}, Ziel ≥ ${goal} %`, set.byRendering[rendering as keyof typeof BILL_GOALS]);
      const right = Object.values(fields).reduce((sum, tally) => sum + tally.right, 0);
      const total = Object.values(fields).reduce((sum, tally) => sum + tally.total, 0);
      const met = right >= (goal / 100) * total;
      out(`  Ziel ${met ? 'erreicht' : 'VERFEHLT'}`);
      return [rendering, { fields, right, total, goal, met }];
    }),
  );
  return { ...byRendering, secondsPerBill: set.secondsPerBill };
}
const realisticBills = printBillSet('Realistische Stromrechnungen (issue 26)', realistic.tuned);
const heldOutBills = printBillSet('Zurückgehaltene Layouts (ohne Kenntnis des Lesers geschrieben, nie zum Abstimmen benutzt)', realistic.heldOut);
const labels = printFields('Beschriftungen auf Fotos (Zählerschrank, Erdung, Aufstellort)', await evaluateLabels());
const sorting = await evaluateSorting();
const { leaveOneOut: loo, oneExamplePerArea: one } = sorting;
out(`\nFotosortierung (${sorting.photos} Fotos)`);
out(`  jedes Foto gegen alle anderen:     ${loo.right} richtig (${percent(loo.right, sorting.photos)}), ${loo.wrong} falsch, ${loo.leftToUser} „sonstiges“`);
out(`  neue Firma, ein Beispiel je Motiv:  ${one.right} richtig (${percent(one.right, one.photos)}), ${one.wrong} falsch, ${one.leftToUser} „sonstiges“ von ${one.photos}`);
for (const name of sorting.wrongNames) out(`    ✗ ${name}`);
const { slots } = sorting;
out(`  Pflichtfoto (von ${slots.photos} Fotos einer Pflichtaufnahme im richtigen Bereich, jedes gegen alle anderen): ${slots.right} richtig (${percent(slots.right, slots.photos)}), ${slots.wrong} falsch, ${slots.leftToUser} ohne Pflichtfoto`);
for (const name of slots.wrongNames) out(`    ✗ ${name}`);
out(`  Schwelle der Ähnlichkeit (gewählt ${MIN_SIMILARITY}), nur die Abstimmung, ohne Rechnungen:`);
for (const row of sorting.sweep) {
  out(`    ${row.minSimilarity.toFixed(2)}: ${row.right} richtig, ${row.wrong} falsch, ${row.leftToUser} „sonstiges“${row.minSimilarity === MIN_SIMILARITY ? '  ← gewählt' : ''}`);
}

const taught = await evaluateTaughtValues();
out(`\nGelernte Werte (issue 26): ${taught.photos} gerenderte Dachfotos, ${taught.testHouses} Häuser nie als Beispiel benutzt`);
out(`  richtig / falsch / kein Vorschlag bei ${EXAMPLE_COUNTS.join(', ')} Häusern je Wert als Beispiel`);
const tallyText = (tally: Tally) => `${tally.right}/${tally.wrong}/${tally.none}`.padStart(9);
const valueWidth = Math.max(...Object.values(taught.curves).flatMap((curve) => Object.keys(curve.byValue).map((value) => value.length + 4)), 24);
for (const [field, curve] of Object.entries(taught.curves)) {
  out(`  ${field.padEnd(valueWidth)}${curve.all.map(tallyText).join('')}   richtig: ${curve.all.map((tally) => percent(tally.right, tally.right + tally.wrong + tally.none)).join(' → ')}`);
  for (const [value, tallies] of Object.entries(curve.byValue)) out(`    = ${value.padEnd(valueWidth - 4)}${tallies.map(tallyText).join('')}`);
}
out(`  Anteil der Stimmen, den ein Foto für einen Wert braucht (gewählt ${LEARN_THRESHOLDS.minConfidence}), ${EXAMPLE_COUNTS[EXAMPLE_COUNTS.length - 1]} Beispiele je Wert:`);
for (const row of taught.sweep) {
  out(`    ${row.minConfidence.toFixed(2)}: ${row.right} richtig, ${row.wrong} falsch, ${row.none} kein Vorschlag${row.minConfidence === LEARN_THRESHOLDS.minConfidence ? '  ← gewählt' : ''}`);
}
out(`  Zeit je Haus (Merkmale aller Fotos, Abstimmung): ${taught.secondsPerHouse.toFixed(2)} s`);

const quality = scoreQuality(await qualityCases());
out(`\nFotoprüfung auf dem Gerät (${quality.cases} Fotos, Ziel: ≥ 95 % der schlechten erkannt, ≤ 5 % der guten beanstandet)`);
out(`  schlechte erkannt: ${quality.bad.flagged}/${quality.bad.total} (${percent(quality.bad.flagged, quality.bad.total)})`);
for (const name of quality.bad.missed) out(`    ✗ nicht erkannt: ${name}`);
out(`  gute beanstandet:  ${quality.good.flagged}/${quality.good.total} (${percent(quality.good.flagged, quality.good.total)})`);
for (const name of quality.good.names) out(`    ✗ beanstandet: ${name}`);
const named = ['ok', ...PHOTO_PROBLEMS];
out(`  Verwechslungstabelle (Zeile: wie gemacht, Spalte: was die Prüfung nennt)`);
out(`    ${''.padEnd(12)}${named.map((problem) => problem.padStart(12)).join('')}`);
for (const [truth, row] of Object.entries(quality.confusion)) out(`    ${truth.padEnd(12)}${named.map((problem) => String(row[problem] ?? 0).padStart(12)).join('')}`);
out(`  Schwellen (je eine verschoben, die anderen wie gewählt): gute beanstandet / schlechte erkannt`);
for (const row of quality.sweep) out(`    ${row.threshold.padEnd(22)} ${String(row.value).padStart(8)}: ${row.goodFlagged}/${quality.good.total} · ${row.badFlagged}/${quality.bad.total}${row.chosen ? '  ← gewählt' : ''}`);
const qualityMet = quality.bad.flagged >= 0.95 * quality.bad.total && quality.good.flagged <= 0.05 * quality.good.total;
out(`  Ziel ${qualityMet ? 'erreicht' : 'VERFEHLT'}`);

const faces = await evaluateFaces();
out(`\nGesichter Unbeteiligter (issue 23): ${faces.recall.faces} Gesichter auf ${SCENES.length} Arten, Schwelle ${MIN_FACE_SCORE}`);
out(`  gefunden: ${faces.recall.found}/${faces.recall.faces} (${percent(faces.recall.found, faces.recall.faces)})`);
for (const scene of faces.scenes) {
  out(`    ${scene.scene.padEnd(40)} ${`${scene.found}/${scene.faces}`.padStart(7)}  ${percent(scene.found, scene.faces).padStart(5)}`);
  for (const name of scene.missed) out(`      ✗ ${name}`);
}
out(`  Fotos ohne Menschen (Aufmaßfotos, Typenschilder, Rechnungen): ${faces.empty.boxes} Kästen auf ${faces.empty.photosWithBoxes.length} von ${faces.empty.photos} Fotos`);
for (const name of faces.empty.photosWithBoxes) out(`    ✗ ${name}`);
out(`  Schwelle: Gesichter gefunden · Kästen ohne Gesicht (auf allen Fotos, davon auf Aufmaßfotos)`);
for (const row of faces.sweep) out(`    ${row.minScore.toFixed(1)}: ${row.found}/${row.faces} · ${row.falseBoxes} (${row.onSurveyPhotos})${row.minScore === MIN_FACE_SCORE ? '  ← gewählt' : ''}`);
out(`  Zeit je Foto: ${faces.secondsPerPhoto.toFixed(2)} s`);

const comparisonCases = [...labelProviderCases(), ...billPhotoProviderCases()];
const modelLog = { warn: (details: object, message: string) => process.stderr.write(`  Modell: ${message} ${JSON.stringify(details)}\n`) };
const providerRuns = [];
for (const provider of configuredProviders(process.env, modelLog)) providerRuns.push(await runProvider(provider, comparisonCases));
out(`\nAnbieter im Vergleich (issue 26): dieselben ${comparisonCases.length} Aufnahmen (Beschriftungen, Rechnungen als Handyfotos)`);
if (providerRuns.length === 1) out('  Nur der lokale Anbieter: mit OPENAI_BASE_URL und OPENAI_MODEL (und OPENAI_API_KEY) läuft das Modell daneben.');
for (const line of comparisonTable(providerRuns)) out(line);

out(`\nDauer ${((Date.now() - started) / 1000).toFixed(0)} s`);

await mkdir('eval', { recursive: true });
await writeFile('eval/results.json', `${JSON.stringify({ measuredAt: new Date().toISOString(), bills, realisticBills, heldOutBills, labels, sorting, taught, photoQuality: { ...quality, met: qualityMet }, faces, providers: providerRuns }, null, 2)}\n`);
out('eval/results.json geschrieben');
await closeOcr();
await closeEmbedder();
await closeFaceDetector();
