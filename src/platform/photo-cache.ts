// Keeps a photo this device sent where the service worker answers its addresses from, once the
// server has it: its tile and full-size view show in the cellar without a connection, though the
// device never loaded them back. The tile gets a small copy, as the server's thumbnail is, so a
// grid of a hundred photos does not decode a hundred full-size ones.
import { IMAGE_CACHE, THUMBNAIL_EDGE } from '@/domain/image';
import { logWarning } from './log';

interface PhotoAddresses {
  url: string;
  thumbnailUrl?: string;
}

/** A JPEG at most THUMBNAIL_EDGE on its longest side; null where this browser cannot decode the photo (HEIC outside Safari). */
async function smallCopy(photo: Blob): Promise<Blob | null> {
  if (typeof createImageBitmap === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
  // Scaled while it is decoded, off this thread: drawing the full-size photo onto the canvas took
  // most of a drain's time in the replay worker, where the canvas draws without the GPU. A
  // portrait photo comes out taller than the edge and is fitted below; one narrower than the
  // edge comes out enlarged, as its tile would show it anyway.
  const bitmap = await createImageBitmap(photo, { resizeWidth: THUMBNAIL_EDGE, resizeQuality: 'medium' }).catch(() => null);
  if (!bitmap) return null;
  const scale = Math.min(1, THUMBNAIL_EDGE / Math.max(bitmap.width, bitmap.height));
  const canvas = new OffscreenCanvas(Math.max(1, Math.round(bitmap.width * scale)), Math.max(1, Math.round(bitmap.height * scale)));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
}

export async function keepSentPhoto(addresses: PhotoAddresses, photo: Blob): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const thumbnail = await smallCopy(photo);
    // A photo this browser cannot show is left for the server's own copy, which it re-encodes.
    if (!thumbnail) return;
    const cache = await caches.open(IMAGE_CACHE);
    await cache.put(addresses.url, new Response(photo, { headers: { 'content-type': photo.type } }));
    if (addresses.thumbnailUrl) await cache.put(addresses.thumbnailUrl, new Response(thumbnail, { headers: { 'content-type': 'image/jpeg' } }));
  } catch (error) {
    logWarning('Foto nicht für unterwegs behalten', error);
  }
}
