// Personal metadata out of a stored photo without touching its pixels: a JPEG kept byte for byte
// still carried its EXIF (GPS position, device, owner's name, time) and XMP/IPTC blocks. The
// segments that describe how to show the image stay: JFIF, the ICC colour profile, Adobe's colour
// transform. Orientation needs no EXIF here: only upright photos are kept byte for byte
// (server/files/images.ts turns the others before storing).

const SOI = 0xd8;
const SOS = 0xda;
const EOI = 0xd9;
const APP0 = 0xe0;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;

/** Markers without a length field. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** APPn and COM segments that say who, where and when; the others describe the image itself. */
const personal = (marker: number) => (marker >= APP0 && marker <= 0xef && marker !== APP0 && marker !== APP2 && marker !== APP14) || marker === COM;

/** The JPEG without its personal segments; bytes that are no JPEG it does not understand come back as they were. */
export function stripJpegMetadata(bytes: Buffer): Buffer {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== SOI) return bytes;
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let dropped = false;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return bytes;
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === SOS || marker === EOI) break;
    if (standalone(marker)) {
      kept.push(bytes.subarray(offset, offset + 2));
      offset += 2;
      continue;
    }
    const end = offset + 2 + bytes.readUInt16BE(offset + 2);
    if (end > bytes.length) return bytes;
    if (personal(marker)) dropped = true;
    else kept.push(bytes.subarray(offset, end));
    offset = end;
  }
  if (!dropped) return bytes;
  kept.push(bytes.subarray(offset));
  return Buffer.concat(kept);
}
