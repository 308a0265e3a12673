// Web Worker that downscales a photo off the main thread: decodes it with EXIF orientation
// applied, fits it within the longest edge and encodes JPEG. Photos the browser cannot decode
// (HEIC in most browsers) come back unchanged and the server converts them. From the same
// decoded photo it takes the quality guard's measures (issue 21) on a small greyscale copy.
import { luminance, measureQuality, MEASURE_EDGE, type QualityMeasures } from '@/domain/photo-quality';
import { DEFAULT_JPEG_QUALITY, DEFAULT_MAX_EDGE, fitWithin, jpegName } from './fit';

export interface DownscaleRequest {
  id: number;
  file: File;
  maxEdge?: number;
  quality?: number;
  /** Take the quality guard's measures too: for a photo as it is added, not for a retry's smaller copy. */
  measure?: boolean;
}

export interface DownscaleResponse {
  id: number;
  blob: Blob;
  name: string;
  changed: boolean;
  /** None when the photo could not be decoded or was not to be measured. */
  measures: QualityMeasures | null;
}

/** The parts of the worker scope used here (the app's type check has no WebWorker lib). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<DownscaleRequest>) => void) | null;
  postMessage(message: DownscaleResponse): void;
};

async function downscale(request: DownscaleRequest): Promise<DownscaleResponse> {
  const { id, file } = request;
  const maxEdge = request.maxEdge ?? DEFAULT_MAX_EDGE;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { id, blob: file, name: file.name, changed: false, measures: null };
  }
  const measures = request.measure ? measure(bitmap) : null;
  const size = fitWithin(bitmap.width, bitmap.height, maxEdge);
  // A JPEG already small enough goes up as it is: re-encoding would only lose quality, unless
  // a lower quality was asked for (the server refused it as too large).
  if (file.type === 'image/jpeg' && request.quality === undefined && size.width === bitmap.width && size.height === bitmap.height) {
    bitmap.close();
    return { id, blob: file, name: file.name, changed: false, measures };
  }
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return { id, blob: file, name: file.name, changed: false, measures };
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: request.quality ?? DEFAULT_JPEG_QUALITY });
  return { id, blob, name: jpegName(file.name), changed: true, measures };
}

/** The guard's measures, on a copy of at most MEASURE_EDGE; none when the canvas is unavailable. */
function measure(bitmap: ImageBitmap): QualityMeasures | null {
  const size = fitWithin(bitmap.width, bitmap.height, MEASURE_EDGE);
  const context = new OffscreenCanvas(size.width, size.height).getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  const grey = luminance(context.getImageData(0, 0, size.width, size.height).data);
  return measureQuality(grey, size.width, size.height, bitmap.width * bitmap.height);
}

scope.onmessage = (event: MessageEvent<DownscaleRequest>) => {
  void downscale(event.data).then((response) => scope.postMessage(response));
};
