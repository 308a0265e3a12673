// The local findings of an area from the writing on its photos and documents: each page is read
// (text layer or German OCR), the area's label reader turns it into field readings, and every
// field keeps its best reading with the page it came from. Fields no page speaks to are
// 'nicht_erkennbar', so the screens say what the analysis could not see. Unfit readings (a
// damp storage room) become damages.
import type { AnalysisFile, AreaFindings } from '../analysis.ts';
import type { FilePage } from '../bill/bill-text.ts';
import { damagesFromFindings } from '../finding-damages.ts';
import { notDetected, type AnalysisResultValue } from '../findings.ts';
import { ANALYSIS_TEXTS } from '../texts.ts';
import { NOT_DETECTED, areaFields, type Area } from '../openai/schemas.ts';
import { readCabinetLabels } from './cabinet-labels.ts';
import { readGroundingLabels } from './grounding-labels.ts';
import type { FieldReading, LabelReading } from './label-reading.ts';
import { readSiteReadings } from './site-readings.ts';

const READERS: Partial<Record<Area, (text: string) => LabelReading>> = {
  elektrik: readCabinetLabels,
  erdung: readGroundingLabels,
  aufstellort: readSiteReadings,
};

/** Whether an area's findings come from the writing on its photos. */
export function readsLabels(component: string): boolean {
  return Object.hasOwn(READERS, component);
}

const RANK = { hoch: 3, mittel: 2, niedrig: 1 } as const;

export async function analyzeLabels(
  area: Area,
  files: AnalysisFile[],
  pagesOf: (file: AnalysisFile) => Promise<FilePage[]>,
): Promise<AreaFindings> {
  const read = READERS[area];
  const best = new Map<string, { reading: FieldReading; page: number }>();
  /** The file of each page, by page number. */
  const pageFiles: string[] = [];
  if (read) {
    // Pages are numbered across the files in upload order, as for bills.
    let page = 0;
    // pagesOf paces the reading (page-reader.ts): all files are asked for at once.
    const pages = await Promise.all(files.map(pagesOf));
    for (const [index, file] of files.entries()) {
      for (const filePage of pages[index]) {
        page += 1;
        pageFiles[page] = file.id;
        if (filePage.source === 'none') continue;
        for (const [field, reading] of Object.entries(read(filePage.text))) {
          const kept = best.get(field);
          if (!kept || RANK[reading.qualitaet] > RANK[kept.reading.qualitaet]) best.set(field, { reading, page });
        }
      }
    }
  }
  const results: Record<string, AnalysisResultValue> = {};
  const values: Record<string, unknown> = {};
  for (const field of areaFields(area)) {
    const found = best.get(field);
    if (!found) {
      results[field] = { ...notDetected(), zustand: NOT_DETECTED };
      continue;
    }
    const { reading, page } = found;
    results[field] = {
      wert: reading.wert,
      qualitaet: reading.qualitaet,
      pageReference: page,
      ...(reading.zustand ? { zustand: reading.zustand } : {}),
      quelle: ANALYSIS_TEXTS.readFrom(reading.beleg),
    };
    if (reading.value !== undefined) values[field] = reading.value;
  }
  const imageIdsOf = (page: number | null) => (page && pageFiles[page] ? [pageFiles[page]] : files.map((file) => file.id));
  return { results, ...(Object.keys(values).length ? { values } : {}), damages: damagesFromFindings(area, results, imageIdsOf) };
}
