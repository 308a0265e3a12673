// Turns a photo into a 1280-d feature vector with the MobileNetV2 that ships inside the nsfwjs
// package, used frozen (its NSFW head is cut off): photos of the same kind lie close together,
// so a company's own labelled photos can sort new ones. Pure wasm, nothing is downloaded.
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import * as tf from '@tensorflow/tfjs';
import { wasmBackend } from '../../tf/wasm-backend.ts';

export const EMBEDDING_SIZE = 1280;
const INPUT_SIZE = 224;
/** The last layer before the NSFW head: the global 7×7 average pool of the 1280 channels, flattened. */
const FEATURE_LAYER = 'flatten_1';

const require = createRequire(import.meta.url);

interface ModelJson {
  modelTopology: tf.io.ModelArtifacts['modelTopology'];
  weightsManifest: tf.io.WeightsManifestConfig;
}

/**
 * The package keeps model.json and its weight shard wrapped as CommonJS modules (the JSON
 * object, the shard as base64), so the handler reads those files from disk, not over HTTP.
 */
function packagedModel(): tf.io.IOHandler {
  const dir = path.join(path.dirname(require.resolve('nsfwjs')), '..', 'models', 'mobilenet_v2');
  return {
    async load() {
      const json = unwrap(path.join(dir, 'model.min.js'), 'object') as ModelJson;
      const shards: Buffer[] = [];
      for (const group of json.weightsManifest) {
        for (const shard of group.paths) shards.push(Buffer.from(unwrap(path.join(dir, `${shard}.min.js`), 'string') as string, 'base64'));
      }
      const weights = Buffer.concat(shards);
      return {
        modelTopology: json.modelTopology,
        weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
        weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
      };
    },
  };
}

/** Reads one wrapped file from disk: the module's export, checked to be what we expect. */
function unwrap(file: string, kind: 'object' | 'string'): unknown {
  const value: unknown = require(file);
  if (typeof value !== kind) throw new Error(`unexpected model file ${file}: ${typeof value}`);
  return value;
}

let loading: Promise<tf.LayersModel> | null = null;

async function load(): Promise<tf.LayersModel> {
  await wasmBackend();
  const full = await tf.loadLayersModel(packagedModel());
  const features = tf.model({ inputs: full.inputs, outputs: full.getLayer(FEATURE_LAYER).output });
  // The first prediction compiles the kernels; do it now so the first photo is not the slow one.
  tf.tidy(() => features.predict(tf.zeros([1, INPUT_SIZE, INPUT_SIZE, 3])));
  return features;
}

/** The model, loaded once per process on first use. A failed load is retried on the next call. */
function model(): Promise<tf.LayersModel> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Pixels as the model was trained on them: upright, 224×224 RGB, scaled to 0…1. */
async function pixels(bytes: Buffer): Promise<Float32Array> {
  const raw = await sharp(bytes)
    .rotate()
    .resize(INPUT_SIZE, INPUT_SIZE, { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer();
  const data = new Float32Array(INPUT_SIZE * INPUT_SIZE * 3);
  for (let i = 0; i < data.length; i += 1) data[i] = raw[i] / 255;
  return data;
}

/** The photo's features, L2-normalised, so the dot product of two vectors is their cosine similarity. */
export async function embedImage(bytes: Buffer): Promise<Float32Array> {
  const [features, input] = await Promise.all([model(), pixels(bytes)]);
  const output = tf.tidy(() => {
    const batch = tf.tensor4d(input, [1, INPUT_SIZE, INPUT_SIZE, 3]);
    return features.predict(batch) as tf.Tensor;
  });
  const vector = new Float32Array(await output.data());
  output.dispose();
  return normalise(vector);
}

export function normalise(vector: Float32Array): Float32Array {
  let sum = 0;
  for (const value of vector) sum += value * value;
  const norm = Math.sqrt(sum) || 1;
  return vector.map((value) => value / norm);
}

/** Frees the model (shutdown, tests); the next embedImage loads it again. */
export async function closeEmbedder(): Promise<void> {
  const running = loading;
  loading = null;
  if (running) (await running.catch(() => null))?.dispose();
}
