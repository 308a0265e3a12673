// Hands photos to the downscaling worker and returns what to queue. PDFs and anything that is
// not an image pass through untouched; without worker support the original goes up.
import type { DownscaleRequest, DownscaleResponse } from './downscale.worker';

export interface PreparedFile {
  blob: Blob;
  name: string;
}

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (response: DownscaleResponse) => void>();

function getWorker(): Worker | null {
  if (worker || typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return worker;
  worker = new Worker(new URL('./downscale.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<DownscaleResponse>) => {
    waiting.get(event.data.id)?.(event.data);
    waiting.delete(event.data.id);
  };
  return worker;
}

export async function prepareImage(file: File): Promise<PreparedFile> {
  const target = file.type.startsWith('image/') ? getWorker() : null;
  if (!target) return { blob: file, name: file.name };
  const id = nextId++;
  const response = await new Promise<DownscaleResponse>((resolve) => {
    waiting.set(id, resolve);
    const request: DownscaleRequest = { id, file };
    target.postMessage(request);
  });
  return { blob: response.blob, name: response.name };
}
