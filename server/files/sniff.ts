// Tells an upload's real type from its first bytes, so the server never trusts the file name or
// the Content-Type a client sent when it decides how to process and store a file.
export type SniffedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic' | 'application/pdf';
export type ImageType = Exclude<SniffedType, 'application/pdf'>;
/** What a stored photo is: HEIC arrives, but is kept as JPEG. */
export type StoredImageType = Exclude<ImageType, 'image/heic'>;

const EXTENSIONS: Record<SniffedType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'application/pdf': 'pdf',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Brands that mark an ISO BMFF file as HEIF: the HEVC-specific ones and the generic image and sequence brands. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'heif']);
const HEVC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);
/** AVIF is HEIF with AV1 inside and lists mif1 too; our decoder reads only HEVC, so it is not HEIC here. */
const AV1_BRANDS = new Set(['avif', 'avis']);

export function sniffContentType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  if (isHeic(bytes)) return 'image/heic';
  return null;
}

export function isImageType(type: SniffedType): type is ImageType {
  return type !== 'application/pdf';
}

export function extensionFor(type: SniffedType): string {
  return EXTENSIONS[type];
}

/** An ISO BMFF file opens with an ftyp box: size, "ftyp", major brand, minor version, compatible brands. */
function isHeic(bytes: Uint8Array): boolean {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  const end = Math.min(Math.max(boxSize, 16), bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  if (!brands.some((brand) => HEIF_BRANDS.has(brand))) return false;
  return !brands.some((brand) => AV1_BRANDS.has(brand)) || brands.some((brand) => HEVC_BRANDS.has(brand));
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  if (bytes.length < end) return '';
  return String.fromCharCode(...bytes.subarray(start, end));
}
