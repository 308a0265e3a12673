// The face detector on the photos that ship with it, and the blur on what it found: no face is
// found again on a blurred copy, and a survey photo without people is left as it is.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blurFaces } from './blur-faces.ts';
import { closeFaceDetector, detectFaces } from './face-detector.ts';

const require = createRequire(import.meta.url);
const sample = (name: string) => readFile(path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo', name));

afterAll(closeFaceDetector);

describe('faces of bystanders', () => {
  it('finds the three faces of a group photo and none on the blurred copy', async () => {
    const photo = await sample('sample1.jpg');
    const faces = await detectFaces(photo);
    // Checked by eye: the three women's faces, left to right.
    expect(faces.map((face) => Math.round((face.x + face.width / 2) / 100)).sort((a, b) => a - b)).toEqual([5, 9, 16]);
    const blurred = await blurFaces(photo, 'image/jpeg', faces);
    expect(await detectFaces(blurred)).toEqual([]);
  }, 60_000);

  it('finds no face on the survey photos of the demo data', async () => {
    for (const name of ['dach-aussen.jpg', 'dach-innen.jpg', 'zaehlerschrank.jpg', 'aufstellort.jpg']) {
      expect(await detectFaces(await readFile(path.join('server/seed/photos', name))), name).toEqual([]);
    }
  }, 60_000);
});
