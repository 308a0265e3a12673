import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PHOTOS, demoPhoto, meadow, variant, VARIATIONS, type DemoMotif } from '../../test-support/photo-variants.ts';
import { closeEmbedder, EMBEDDING_SIZE, embedImage } from './embedder.ts';
import { cosine, MIN_SIMILARITY } from './knn.ts';

afterAll(() => closeEmbedder());

const motifs = Object.keys(DEMO_PHOTOS) as DemoMotif[];

describe('photo features (frozen MobileNetV2 from the nsfwjs package)', () => {
  it('a photo becomes a unit vector of 1280 features, the same each time', async () => {
    const bytes = await demoPhoto('elektrik');
    const first = await embedImage(bytes);
    expect(first).toHaveLength(EMBEDDING_SIZE);
    expect(cosine(first, first)).toBeCloseTo(1, 4);
    expect(cosine(first, await embedImage(bytes))).toBeCloseTo(1, 5);
  });

  it('photos of the same kind are closer than photos of different kinds', async () => {
    const originals = new Map<DemoMotif, Float32Array>();
    for (const motif of motifs) originals.set(motif, await embedImage(await demoPhoto(motif)));
    const started = performance.now();
    let count = 0;
    for (const motif of motifs) {
      for (const variation of VARIATIONS) {
        const vector = await embedImage(await variant(await demoPhoto(motif), variation));
        count += 1;
        const own = cosine(vector, originals.get(motif) as Float32Array);
        const others = motifs.filter((other) => other !== motif).map((other) => cosine(vector, originals.get(other) as Float32Array));
        expect(own, `${motif} ${JSON.stringify(variation)}`).toBeGreaterThan(Math.max(...others) + 0.05);
        expect(own).toBeGreaterThanOrEqual(MIN_SIMILARITY);
      }
    }
    const msPerImage = (performance.now() - started) / count;
    console.debug(`embedding: ${msPerImage.toFixed(0)} ms per image (variation, resize and model)`);
    expect(msPerImage).toBeLessThan(1000);
  });

  it('a motif none of the demo photos show stays below the similarity a sorting needs', async () => {
    const vector = await embedImage(await meadow());
    for (const motif of motifs) expect(cosine(vector, await embedImage(await demoPhoto(motif)))).toBeLessThan(MIN_SIMILARITY);
  });
});
