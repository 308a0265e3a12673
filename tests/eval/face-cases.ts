// The bystanders' face detector (issue 23) on a labelled set it renders: the six group photos
// that ship with the detector's package, with every face boxed by hand (22 faces, checked by eye
// against the photos), as they are and as a survey would meet them: small and far off in a
// cellar or roof photo, in a dark cellar, shaken. The survey photos of the sorting's set, none
// with a person on it, count the boxes it draws where there is no face: each would blur part of
// what the survey is for.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { detectFaces, MIN_FACE_SCORE, type FaceBox } from '../../server/privacy/face-detector.ts';
import { DEMO_PHOTOS, demoPhoto, type DemoMotif } from '../../server/test-support/photo-variants.ts';
import { samples } from './sorting-eval.ts';

type Box = [x: number, y: number, width: number, height: number];

/** Each face of the package's demo photos, left to right as found, in pixels of the photo. */
const LABELLED: Record<string, Box[]> = {
  'sample1.jpg': [[414, 355, 177, 240], [838, 421, 186, 228], [1476, 199, 203, 241]],
  'sample2.jpg': [[361, 126, 153, 259], [902, 220, 151, 233], [1447, 153, 194, 242]],
  'sample3.jpg': [[585, 329, 199, 271], [1075, 215, 220, 299], [1514, 292, 170, 280]],
  'sample4.jpg': [[257, 185, 162, 245], [664, 53, 187, 258], [989, 180, 169, 227], [1277, 144, 145, 244]],
  'sample5.jpg': [[377, 859, 172, 301], [598, 415, 166, 249], [787, 109, 156, 212], [1113, 198, 158, 236], [1406, 390, 165, 271]],
  'sample6.jpg': [[250, 468, 210, 291], [681, 321, 160, 307], [1180, 305, 188, 280], [1487, 263, 212, 296]],
};

/** How a face is met: the variant's name and how it turns the photo and its boxes. */
interface Scene {
  name: string;
  render(photo: Buffer, faces: Box[], background: Buffer): Promise<{ bytes: Buffer; faces: Box[] }>;
}

/** A stored survey photo's size (2560 px on its long side), with the group small in one corner of it. */
function inSurveyPhoto(name: string, share: number): Scene {
  return {
    name,
    async render(photo, faces, background) {
      const { width = 1 } = await sharp(photo).metadata();
      const small = await sharp(photo).resize(Math.round(width * share)).toBuffer();
      const [left, top] = [700, 500];
      const bytes = await sharp(await sharp(background).resize(2560, 1920, { fit: 'cover' }).toBuffer())
        .composite([{ input: small, left, top }])
        .jpeg({ quality: 85 })
        .toBuffer();
      return { bytes, faces: faces.map(([x, y, w, h]) => [left + x * share, top + y * share, w * share, h * share]) };
    },
  };
}

export const SCENES: Scene[] = [
  { name: 'wie fotografiert (Gesicht ≈ 200 px)', render: async (photo, faces) => ({ bytes: photo, faces }) },
  inSurveyPhoto('im Kellerfoto, halb so groß (≈ 95 px)', 0.5),
  inSurveyPhoto('im Kellerfoto, weit weg (≈ 50 px)', 0.25),
  { name: 'dunkler Keller', render: async (photo, faces) => ({ bytes: await sharp(photo).modulate({ brightness: 0.35 }).jpeg({ quality: 85 }).toBuffer(), faces }) },
  { name: 'verwackelt', render: async (photo, faces) => ({ bytes: await sharp(photo).blur(4).jpeg({ quality: 85 }).toBuffer(), faces }) },
];

const require = createRequire(import.meta.url);
const packagePhoto = (name: string) => readFile(path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo', name));

const centreIn = (box: FaceBox, [x, y, w, h]: Box) => box.x + box.width / 2 >= x && box.x + box.width / 2 <= x + w && box.y + box.height / 2 >= y && box.y + box.height / 2 <= y + h;

interface Tally {
  found: number;
  faces: number;
  missed: string[];
}

export interface FaceEvaluation {
  /** At the chosen score: faces found of those there, per scene. */
  scenes: Array<{ scene: string } & Tally>;
  recall: { found: number; faces: number };
  /** Survey photos without a person: boxes drawn, and on how many photos. */
  empty: { photos: number; boxes: number; photosWithBoxes: string[] };
  /** Per score: faces found, boxes where there is no face (on all photos), and of those on the survey photos. */
  sweep: Array<{ minScore: number; found: number; faces: number; falseBoxes: number; onSurveyPhotos: number }>;
  secondsPerPhoto: number;
}

const SWEEP = [0.2, 0.3, 0.4, 0.5, 0.6, 0.7];

export async function evaluateFaces(): Promise<FaceEvaluation> {
  const lowest = Math.min(...SWEEP);
  const motifs = Object.keys(DEMO_PHOTOS) as DemoMotif[];
  const seen: Array<{ scene: string; name: string; faces: Box[]; boxes: FaceBox[] }> = [];
  let photos = 0;
  let busy = 0;
  const detect = async (bytes: Buffer) => {
    const started = performance.now();
    const boxes = await detectFaces(bytes, lowest);
    busy += performance.now() - started;
    photos += 1;
    return boxes;
  };
  for (const [index, [file, faces]] of Object.entries(LABELLED).entries()) {
    const photo = await packagePhoto(file);
    const background = await demoPhoto(motifs[index % motifs.length]);
    for (const scene of SCENES) {
      const rendered = await scene.render(photo, faces, background);
      seen.push({ scene: scene.name, name: file, faces: rendered.faces, boxes: await detect(rendered.bytes) });
    }
  }
  const empty: Array<{ name: string; boxes: FaceBox[] }> = [];
  for (const sample of await samples()) empty.push({ name: sample.name, boxes: await detect(sample.bytes) });

  const tally = (minScore: number, scene?: string): Tally => {
    const result: Tally = { found: 0, faces: 0, missed: [] };
    for (const photo of seen.filter((entry) => !scene || entry.scene === scene)) {
      const kept = photo.boxes.filter((box) => box.score >= minScore);
      for (const [index, face] of photo.faces.entries()) {
        result.faces += 1;
        if (kept.some((box) => centreIn(box, face))) result.found += 1;
        else result.missed.push(`${photo.name}, Gesicht ${index + 1}`);
      }
    }
    return result;
  };
  const onSurveyPhotos = (minScore: number) => empty.reduce((sum, photo) => sum + photo.boxes.filter((box) => box.score >= minScore).length, 0);
  const falseBoxes = (minScore: number) =>
    onSurveyPhotos(minScore) + seen.reduce((sum, photo) => sum + photo.boxes.filter((box) => box.score >= minScore && !photo.faces.some((face) => centreIn(box, face))).length, 0);
  const all = tally(MIN_FACE_SCORE);
  const chosen = empty.map((photo) => ({ name: photo.name, boxes: photo.boxes.filter((box) => box.score >= MIN_FACE_SCORE).length }));
  return {
    scenes: SCENES.map((scene) => ({ scene: scene.name, ...tally(MIN_FACE_SCORE, scene.name) })),
    recall: { found: all.found, faces: all.faces },
    empty: { photos: empty.length, boxes: chosen.reduce((sum, photo) => sum + photo.boxes, 0), photosWithBoxes: chosen.filter((photo) => photo.boxes).map((photo) => photo.name) },
    sweep: SWEEP.map((minScore) => {
      const { found, faces } = tally(minScore);
      return { minScore, found, faces, falseBoxes: falseBoxes(minScore), onSurveyPhotos: onSurveyPhotos(minScore) };
    }),
    secondsPerPhoto: busy / 1000 / photos,
  };
}
