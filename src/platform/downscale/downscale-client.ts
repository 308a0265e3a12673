// Hands photos to the downscaling worker and returns what to queue. PDFs and anything that is
// not an image pass through untouched. If the worker cannot run (it failed to load, say
// offline without the service worker) or does not answer in time, the original goes up:
// a photo must never be stuck waiting for its downscale.
import { readPhotoExif, type PhotoExif } from '@/domain/photo-exif';
import type { QualityMeasures } from '@/domain/photo-quality';
import { logWarning } from '@/platform/log';
import type { DownscaleRequest, DownscaleResponse } from './downscale.worker';

export interface PreparedFile {
  blob: Blob;
  name: string;
}

/**
 * A photo ready to queue, with the quality guard's measures where the worker could take them,
 * and what its EXIF said, read from the original: the downscaled copy carries none.
 */
export interface PreparedPhoto extends PreparedFile {
  measures: QualityMeasures | null;
  exif: PhotoExif;
  /** The file's own time (ms): for a photo without EXIF, when it was taken, near enough. */
  modified: number;
}

/** A JPEG keeps its EXIF at the start; HEIC may keep it anywhere, so the whole file is read. */
const EXIF_PREFIX_BYTES = 256 * 1024;

/** The second try after the server refused a file as too large (413). */
const SHRINK_MAX_EDGE = 1600;
const SHRINK_QUALITY = 0.7;
const ANSWER_TIMEOUT_MS = 60_000;

let worker: Worker | null = null;
let unavailable = false;
let nextId = 1;
const waiting = new Map<number, (response: DownscaleResponse | null) => void>();

function getWorker(): Worker | null {
  if (worker || unavailable) return worker;
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') {
    unavailable = true;
    return null;
  }
  worker = new Worker(new URL('./downscale.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<DownscaleResponse>) => {
    waiting.get(event.data.id)?.(event.data);
    waiting.delete(event.data.id);
  };
  worker.onerror = (event) => {
    logWarning('Verkleinern von Fotos nicht möglich; Originale werden hochgeladen', event.message);
    worker?.terminate();
    worker = null;
    unavailable = true;
    for (const resolve of waiting.values()) resolve(null);
    waiting.clear();
  };
  return worker;
}

function downscale(file: File, options: Pick<DownscaleRequest, 'maxEdge' | 'quality' | 'measure'> = {}): Promise<DownscaleResponse | null> {
  const target = file.type.startsWith('image/') ? getWorker() : null;
  if (!target) return Promise.resolve(null);
  const id = nextId++;
  return new Promise<DownscaleResponse | null>((resolve) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      resolve(null);
    }, ANSWER_TIMEOUT_MS);
    waiting.set(id, (response) => {
      clearTimeout(timer);
      resolve(response);
    });
    const request: DownscaleRequest = { id, file, ...options };
    target.postMessage(request);
  });
}

export async function prepareImage(file: File): Promise<PreparedPhoto> {
  const [response, exif] = await Promise.all([downscale(file, { measure: true }), exifOf(file)]);
  const photo = response ? { blob: response.blob, name: response.name, measures: response.measures } : { blob: file, name: file.name, measures: null };
  return { ...photo, exif, modified: file.lastModified };
}

async function exifOf(file: File): Promise<PhotoExif> {
  const heic = /image\/hei[cf]/.test(file.type) || /\.hei[cf]$/i.test(file.name);
  try {
    return readPhotoExif(new Uint8Array(await file.slice(0, heic ? file.size : EXIF_PREFIX_BYTES).arrayBuffer()));
  } catch (error) {
    // A file that cannot be read here cannot be queued either; that step says so.
    logWarning('EXIF nicht lesbar', error);
    return {};
  }
}

/** After a 413: a smaller, lower-quality copy, or null when the photo cannot shrink further. */
export async function shrinkImage(blob: Blob, name: string): Promise<PreparedFile | null> {
  const response = await downscale(new File([blob], name, { type: blob.type }), { maxEdge: SHRINK_MAX_EDGE, quality: SHRINK_QUALITY });
  return response?.changed && response.blob.size < blob.size ? { blob: response.blob, name: response.name } : null;
}
