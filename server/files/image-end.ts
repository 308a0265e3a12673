// Where an image's own data ends. Bytes after that (an HTML page, a script, a ZIP, a phone's
// video clip) make a file a polyglot: it is not kept as it came but re-encoded from its pixels.
import type { StoredImageType } from './sniff.ts';

/** The length of the image data at the start of `bytes`, or null when its structure cannot be followed. */
export function imageDataLength(bytes: Buffer, type: StoredImageType): number | null {
  switch (type) {
    case 'image/jpeg':
      return jpegLength(bytes);
    case 'image/png':
      return pngLength(bytes);
    case 'image/webp':
      return webpLength(bytes);
  }
}

/** Markers without a length field: TEM and the restart markers inside scan data. */
const STANDALONE = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
const SOS = 0xda;
const EOI = 0xd9;

function jpegLength(bytes: Buffer): number | null {
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    while (bytes[offset] === 0xff) offset += 1; // fill bytes before a marker
    if (offset >= bytes.length) return null;
    const marker = bytes[offset];
    offset += 1;
    if (marker === EOI) return offset;
    if (STANDALONE(marker)) continue;
    if (offset + 2 > bytes.length) return null;
    offset += bytes.readUInt16BE(offset);
    if (marker === SOS) {
      // Entropy-coded data runs to the next marker; 0xFF00 is an escaped 0xFF and RSTn sit inside it.
      while (offset + 1 < bytes.length && !(bytes[offset] === 0xff && bytes[offset + 1] !== 0x00 && !STANDALONE(bytes[offset + 1]))) offset += 1;
    }
  }
  return null;
}

function pngLength(bytes: Buffer): number | null {
  let offset = 8;
  while (offset + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    offset += 12 + length;
    if (type === 'IEND') return offset <= bytes.length ? offset : null;
  }
  return null;
}

function webpLength(bytes: Buffer): number | null {
  if (bytes.length < 12) return null;
  const size = bytes.readUInt32LE(4);
  return 8 + size + (size % 2);
}
