// Finds faces on a photo with the SSD MobileNet v1 detector that ships in @vladmandic/face-api,
// on the wasm backend, offline. The whole photo is searched at the detector's input size, and,
// for a large photo, its overlapping quarters too: a bystander at the far end of a cellar is a
// few dozen pixels wide, which the whole-photo pass shrinks below what the detector sees.
import { createRequire } from 'node:module';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs';
import sharp from 'sharp';
import { wasmBackend } from '../tf/wasm-backend.ts';

export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
}

/** Chosen by `npm run eval` (the bystanders' section): the recall it buys against false boxes on survey photos. */
export const MIN_FACE_SCORE = 0.3;
/** The photo is searched at most this large: finer than that, the quarters add nothing the detector can use. */
const SEARCH_EDGE = 1600;
/** Past this long side, the quarters are searched as well as the whole. */
const QUARTERS_FROM = 1024;
const QUARTER_OVERLAP = 0.2;

type FaceApi = typeof import('@vladmandic/face-api/dist/face-api.node-wasm.js');

const require = createRequire(import.meta.url);
let loading: Promise<FaceApi> | null = null;

/** The detector, loaded on first use: a server whose companies blur no faces never loads it (a 1.5 MB bundle). */
function load(): Promise<FaceApi> {
  loading ??= (async () => {
    await wasmBackend();
    const faceapi = await import('@vladmandic/face-api/dist/face-api.node-wasm.js');
    await faceapi.nets.ssdMobilenetv1.loadFromDisk(path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model'));
    return faceapi;
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

function regions(width: number, height: number): Region[] {
  const whole = { left: 0, top: 0, width, height };
  if (Math.max(width, height) <= QUARTERS_FROM) return [whole];
  const w = Math.round((width / 2) * (1 + QUARTER_OVERLAP));
  const h = Math.round((height / 2) * (1 + QUARTER_OVERLAP));
  const quarters = [0, width - w].flatMap((left) => [0, height - h].map((top) => ({ left, top, width: w, height: h })));
  return [whole, ...quarters];
}

/** How much of the smaller box the two share. */
function overlap(a: FaceBox, b: FaceBox): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (w <= 0 || h <= 0) return 0;
  return (w * h) / Math.min(a.width * a.height, b.width * b.height);
}

/** One box per face: the best-scored of those found in more than one pass. */
function merged(boxes: FaceBox[]): FaceBox[] {
  const kept: FaceBox[] = [];
  for (const box of [...boxes].sort((a, b) => b.score - a.score)) if (!kept.some((other) => overlap(box, other) > 0.5)) kept.push(box);
  return kept;
}

async function detectIn(faceapi: FaceApi, photo: tf.Tensor3D, region: Region, scale: number, minScore: number): Promise<FaceBox[]> {
  const input = tf.slice(photo, [region.top, region.left, 0], [region.height, region.width, 3]);
  try {
    const found = await faceapi.detectAllFaces(input as unknown as Parameters<FaceApi['detectAllFaces']>[0], new faceapi.SsdMobilenetv1Options({ minConfidence: minScore, maxResults: 100 }));
    return found.map(({ box, score }) => ({
      x: (region.left + box.x) / scale,
      y: (region.top + box.y) / scale,
      width: box.width / scale,
      height: box.height / scale,
      score,
    }));
  } finally {
    input.dispose();
  }
}

/** The faces on an image (any format sharp reads), in pixels of the image as stored (upright). */
export async function detectFaces(image: Buffer, minScore = MIN_FACE_SCORE): Promise<FaceBox[]> {
  const faceapi = await load();
  const { data, info } = await sharp(image)
    .rotate()
    .resize(SEARCH_EDGE, SEARCH_EDGE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const stored = await sharp(image).metadata();
  const scale = info.width / stored.autoOrient.width;
  const photo = tf.tensor3d(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), [info.height, info.width, 3], 'int32');
  const boxes: FaceBox[] = [];
  try {
    for (const region of regions(info.width, info.height)) boxes.push(...(await detectIn(faceapi, photo, region, scale, minScore)));
  } finally {
    photo.dispose();
  }
  return merged(boxes);
}

/** Frees the detector (shutdown, tests). */
export async function closeFaceDetector(): Promise<void> {
  const running = loading;
  loading = null;
  (await running?.catch(() => null))?.nets.ssdMobilenetv1.dispose();
}
