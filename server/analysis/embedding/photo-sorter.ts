// The local photo sorting: a photo that looks like a printed page is read (OCR) and, if it reads
// like an electricity bill, is one; every other photo is sorted by its nearest neighbours among
// the company's own labelled photos. Each photo's vector is kept, so a user's correction of it
// teaches the next sorting.
import sharp from 'sharp';
import type { AnalysisFile, Categorized, PhotoCategory } from '../analysis.ts';
import { nearestNeighbourVote, type LabelledVector } from './knn.ts';
import type { PhotoExamples } from './photo-examples.ts';

export interface SortLog {
  warn?(details: object, message: string): void;
}

export interface PhotoSorterOptions {
  examples: PhotoExamples;
  embed: (bytes: Buffer) => Promise<Float32Array>;
  ocr: (bytes: Buffer) => Promise<string>;
  log?: SortLog;
}

const LABELS = new Set<string>(['dach-innen', 'dach-aussen', 'elektrik', 'erdung', 'aufstellort', 'stromrechnung']);

const BILL_TERMS = [
  /stromrechnung|jahresabrechnung|schlussrechnung/i,
  /\bkwh\b/i,
  /z(ä|ae)hler\s*(nummer|nr)/i,
  /netzbetreiber/i,
  /abrechnung(szeitraum)?/i,
  /verbrauch/i,
  /marktlokation|messlokation/i,
  /arbeitspreis|grundpreis/i,
];

/** Two different bill terms make a bill: one alone ('Verbrauch' on a type plate) is not enough. */
export function looksLikeBill(text: string): boolean {
  return BILL_TERMS.filter((term) => term.test(text)).length >= 2;
}

/** Share of a thumbnail in solid dark areas above which a photo is no page of print. */
const MAX_SOLID_INK = 0.015;

/**
 * Whether a photo is mostly paper with print, cheaply, on a 256×256 thumbnail: OCR costs about a
 * second per photo, so only such photos are read. Paper is bright and colourless, print is dark
 * and thin. A white meter cabinet has about 70 % such bright area, a page of a bill over 85 %,
 * but a brightly lit cabinet reaches 90 %: its dark parts (breakers, the meter) are solid, 2.5 to
 * 5 % of the thumbnail where every neighbour of a dark pixel is dark too, where a bill's print
 * has none. A wrong yes costs one OCR, not a wrong sorting (the text must still read like a bill).
 */
export async function looksLikeDocument(bytes: Buffer): Promise<boolean> {
  const size = 256;
  const raw = await sharp(bytes).rotate().resize(size, size, { fit: 'fill' }).removeAlpha().toColourspace('srgb').raw().toBuffer();
  const ink = new Uint8Array(size * size);
  let paper = 0;
  let inked = 0;
  for (let pixel = 0; pixel < ink.length; pixel += 1) {
    const i = pixel * 3;
    const high = Math.max(raw[i], raw[i + 1], raw[i + 2]);
    const low = Math.min(raw[i], raw[i + 1], raw[i + 2]);
    if (low > 170 && high - low < 30) paper += 1;
    else if (high < 140) {
      ink[pixel] = 1;
      inked += 1;
    }
  }
  const pixels = ink.length;
  if (paper / pixels <= 0.75 || inked / pixels <= 0.005) return false;
  return solidShare(ink, size) < MAX_SOLID_INK;
}

/** Share of the pixels that are ink with all eight neighbours ink too. */
function solidShare(ink: Uint8Array, size: number): number {
  let solid = 0;
  for (let y = 1; y < size - 1; y += 1) {
    for (let x = 1; x < size - 1; x += 1) {
      const at = y * size + x;
      if (ink[at] && ink[at - size - 1] && ink[at - size] && ink[at - size + 1] && ink[at - 1] && ink[at + 1] && ink[at + size - 1] && ink[at + size] && ink[at + size + 1]) solid += 1;
    }
  }
  return solid / ink.length;
}

/**
 * Which required shot of its area a photo is, voted by the area's photos that fill a slot, as
 * sure as the area vote must be; none when those examples are not clear about it.
 */
export function slotVote(vector: Float32Array, known: readonly LabelledVector[], area: string): string | null {
  const slotted = known.filter((example) => example.label === area && example.slot).map((example) => ({ label: example.slot as string, vector: example.vector }));
  return nearestNeighbourVote(vector, slotted).label;
}

export function photoSorter({ examples, embed, ocr, log }: PhotoSorterOptions) {
  // A collection of 100 photos reads the company's examples once, not 100 times: only a changed
  // version (a new upload, a delete, a user's correction) reads them again.
  const cache = new Map<string, { version: string; examples: Promise<LabelledVector[]> }>();

  const companyExamples = async (companyId: string): Promise<LabelledVector[]> => {
    const version = await examples.version(companyId);
    const cached = cache.get(companyId);
    if (cached?.version === version) return cached.examples;
    const loading = examples.list(companyId).then((all) => all.filter((example) => LABELS.has(example.label)));
    loading.catch(() => cache.delete(companyId));
    cache.set(companyId, { version, examples: loading });
    return loading;
  };

  const isImage = (file: AnalysisFile) => file.contentType.startsWith('image/');

  return {
    /** The photo's area, or null when the company has no examples yet (the caller then uses other hints). */
    async categorize(file: AnalysisFile, companyId: string): Promise<Categorized | null> {
      if (!isImage(file)) return null;
      try {
        return await sortPhoto(file, companyId);
      } catch (error) {
        // A photo the model cannot read is the user's to sort; it must not fail the collection.
        log?.warn?.({ reason: 'embedding', file: file.originalName, detail: String(error) }, 'photo not sorted by its examples');
        return null;
      }
    },

    /** Keeps a photo a user uploaded into an area as a labelled example of that area. */
    async learn(file: AnalysisFile, companyId: string, component: string, slot?: string): Promise<void> {
      if (!isImage(file) || !LABELS.has(component)) return;
      await examples.save({ imageId: file.id, companyId, component, ...(slot ? { slot } : {}), vector: await embed(file.bytes) });
    },
  };

  async function sortPhoto(file: AnalysisFile, companyId: string): Promise<Categorized | null> {
    if (await looksLikeDocument(file.bytes).catch(() => false)) {
      const text = await ocr(file.bytes).catch((error: unknown) => {
        log?.warn?.({ reason: 'ocr', file: file.originalName, detail: String(error) }, 'OCR of a document-like photo failed');
        return '';
      });
      if (looksLikeBill(text)) return { category: 'stromrechnung', confidence: 0.8 };
    }
    const vector = await embed(file.bytes);
    await examples.save({ imageId: file.id, companyId, component: null, vector }).catch((error: unknown) => {
      log?.warn?.({ reason: 'store', file: file.originalName, detail: String(error) }, 'photo vector not stored');
    });
    const known = await companyExamples(companyId);
    if (!known.length) return null;
    const vote = nearestNeighbourVote(vector, known);
    if (!vote.label) return { category: 'sonstiges', confidence: vote.confidence };
    const slot = slotVote(vector, known, vote.label);
    return { category: vote.label as PhotoCategory, confidence: vote.confidence, ...(slot ? { slot } : {}) };
  }
}
