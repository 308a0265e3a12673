// Web Worker that downscales a photo off the main thread: decodes it with EXIF orientation
// applied, fits it within the longest edge and encodes JPEG. Photos the browser cannot decode
// (HEIC in most browsers) come back unchanged and the server converts them.
import { DEFAULT_JPEG_QUALITY, DEFAULT_MAX_EDGE, fitWithin, jpegName } from './fit';

export interface DownscaleRequest {
  id: number;
  file: File;
  maxEdge?: number;
  quality?: number;
}

export interface DownscaleResponse {
  id: number;
  blob: Blob;
  name: string;
  changed: boolean;
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
    return { id, blob: file, name: file.name, changed: false };
  }
  const size = fitWithin(bitmap.width, bitmap.height, maxEdge);
  // A JPEG already small enough goes up as it is: re-encoding would only lose quality, unless
  // a lower quality was asked for (the server refused it as too large).
  if (file.type === 'image/jpeg' && request.quality === undefined && size.width === bitmap.width && size.height === bitmap.height) {
    bitmap.close();
    return { id, blob: file, name: file.name, changed: false };
  }
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return { id, blob: file, name: file.name, changed: false };
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: request.quality ?? DEFAULT_JPEG_QUALITY });
  return { id, blob, name: jpegName(file.name), changed: true };
}

scope.onmessage = (event: MessageEvent<DownscaleRequest>) => {
  void downscale(event.data).then((response) => scope.postMessage(response));
};
