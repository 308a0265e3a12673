import { afterAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { billPage, DEMO_PHOTOS, demoPhoto, meadow, variant, VARIATIONS, type DemoMotif } from '../../test-support/photo-variants.ts';
import type { AnalysisFile } from '../analysis.ts';
import { billPhoto, MUENCHEN_PHOTO_LINES } from '../bill/bill-fixtures.ts';
import { closeEmbedder, embedImage } from './embedder.ts';
import { memoryExamples } from './memory-examples.ts';
import { looksLikeBill, looksLikeDocument, photoSorter, slotVote } from './photo-sorter.ts';

afterAll(() => closeEmbedder());

const motifs = Object.keys(DEMO_PHOTOS) as DemoMotif[];
let counter = 0;
const file = (bytes: Buffer, originalName = 'IMG_0001.jpg'): AnalysisFile => ({ id: `image-${(counter += 1)}`, bytes, contentType: 'image/jpeg', originalName });

describe('bill and document checks', () => {
  it('text reads like a bill when it names two different bill terms', () => {
    expect(looksLikeBill('Jahresabrechnung 2025\nVerbrauch 3.856 kWh\nZählernummer 1ESY116')).toBe(true);
    expect(looksLikeBill('Stromrechnung')).toBe(false);
    expect(looksLikeBill('Typ FI/LS 230 V Verbrauch')).toBe(false);
  });

  it('a page of print looks like a document, the demo photos do not', async () => {
    expect(await looksLikeDocument(await billPage())).toBe(true);
    for (const motif of motifs) expect(await looksLikeDocument(await demoPhoto(motif))).toBe(false);
  });

  it('a brightly lit white meter cabinet is no document: its dark parts are solid, not thin print', async () => {
    const cabinet = await demoPhoto('elektrik');
    for (const brightness of [1.1, 1.2]) expect(await looksLikeDocument(await sharp(cabinet).modulate({ brightness }).jpeg().toBuffer())).toBe(false);
    expect(await looksLikeDocument(await billPhoto(MUENCHEN_PHOTO_LINES))).toBe(true);
  });
});

describe('sorting by the company’s own photos', () => {
  it('without examples it leaves the decision to the caller; with them, new shots land in the area of their kind', async () => {
    const examples = memoryExamples();
    const ocr = vi.fn(async () => '');
    const sorter = photoSorter({ examples, embed: embedImage, ocr });
    expect(await sorter.categorize(file(await demoPhoto('elektrik')), 'firma-a')).toBeNull();

    for (const motif of motifs) await sorter.learn(file(await demoPhoto(motif)), 'firma-a', motif);
    let right = 0;
    let total = 0;
    for (const motif of motifs) {
      for (const variation of VARIATIONS) {
        const result = await sorter.categorize(file(await variant(await demoPhoto(motif), variation)), 'firma-a');
        total += 1;
        if (result?.category === motif) right += 1;
      }
    }
    console.debug(`sorting accuracy on demo-photo variations: ${right}/${total}`);
    expect(right / total).toBeGreaterThanOrEqual(0.9);
    // At most the brightened shots of the white meter cabinet look like paper and are read.
    expect(ocr.mock.calls.length).toBeLessThanOrEqual(VARIATIONS.length);
    expect(await sorter.categorize(file(await meadow()), 'firma-a')).toMatchObject({ category: 'sonstiges' });
    // Another company has learnt nothing yet.
    expect(await sorter.categorize(file(await demoPhoto('elektrik')), 'firma-b')).toBeNull();
  });

  it('a photographed page that reads like a bill is a Stromrechnung; one that does not is sorted as a photo', async () => {
    const examples = memoryExamples();
    const billText = 'Jahresabrechnung Strom\nVerbrauch 3856 kWh\nNetzbetreiber Westnetz';
    const sorter = photoSorter({ examples, embed: embedImage, ocr: async () => billText });
    expect(await sorter.categorize(file(await billPage()), 'firma-a')).toEqual({ category: 'stromrechnung', confidence: 0.8 });
    const unreadable = photoSorter({ examples, embed: embedImage, ocr: async () => { throw new Error('ocr down'); } });
    expect(await unreadable.categorize(file(await billPage()), 'firma-a')).toBeNull();
  });

  it('every sorted photo keeps its vector unlabelled, so a later correction can make it an example', async () => {
    const examples = memoryExamples();
    const sorter = photoSorter({ examples, embed: embedImage, ocr: async () => '' });
    const photo = file(await demoPhoto('dach-aussen'));
    await sorter.categorize(photo, 'firma-a');
    expect(examples.saved).toMatchObject([{ imageId: photo.id, companyId: 'firma-a', component: null }]);
  });
});

describe('the required shot of a sorted photo (issue 21)', () => {
  const unit = (...values: number[]) => {
    const vector = Float32Array.from(values);
    const length = Math.hypot(...values);
    return vector.map((value) => value / length);
  };

  it("is voted by the area's photos that fill a slot; photos of other areas and without a slot do not vote", () => {
    const known = [
      { label: 'elektrik', slot: 'typenschild-zaehler', vector: unit(1, 0, 0) },
      { label: 'elektrik', slot: 'zaehlerschrank-offen', vector: unit(0, 1, 0) },
      { label: 'elektrik', vector: unit(1, 0.05, 0) },
      { label: 'erdung', slot: 'potentialausgleichsschiene', vector: unit(1, 0.01, 0) },
    ];
    expect(slotVote(unit(1, 0.02, 0), known, 'elektrik')).toBe('typenschild-zaehler');
    expect(slotVote(unit(0.02, 1, 0), known, 'elektrik')).toBe('zaehlerschrank-offen');
  });

  it('leaves the slot open when the photo resembles no slot of its area, or when the area has no photo in a slot', () => {
    const known = [{ label: 'elektrik', slot: 'typenschild-zaehler', vector: unit(1, 0, 0) }, { label: 'aufstellort', vector: unit(0, 0, 1) }];
    expect(slotVote(unit(0, 1, 0), known, 'elektrik')).toBeNull();
    expect(slotVote(unit(0, 0, 1), known, 'aufstellort')).toBeNull();
  });
});
