// TensorFlow.js on its wasm backend, set up once per process for every model the server runs
// (the photo embedder, the face detector): pure wasm from the installed package, nothing downloaded.
import { createRequire } from 'node:module';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';

const require = createRequire(import.meta.url);
let ready: Promise<void> | null = null;

export function wasmBackend(): Promise<void> {
  ready ??= (async () => {
    if (tf.getBackend() === 'wasm') return;
    setWasmPaths(`${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'))}/`);
    await tf.setBackend('wasm');
    await tf.ready();
  })().catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}
