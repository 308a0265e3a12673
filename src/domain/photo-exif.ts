// Reads when and where a photo was taken, and its orientation, from its EXIF, on the device before
// the photo is downscaled (the downscaled copy has no EXIF). Pure and shared by browser and server.

export interface PhotoExif {
  /** The capture instant in UTC, `toISOString()` form. */
  takenAt?: string;
  /** Decimal degrees, negative south and west, rounded to 6 decimals (about 0.1 m). */
  latitude?: number;
  longitude?: number;
  /** EXIF orientation, 1..8. */
  orientation?: number;
}

/** A JPEG keeps its EXIF in the first segments, so callers pass only this much of the file. */
const JPEG_PREFIX = 256 * 1024;
/** Real IFDs hold well under a hundred entries; a higher count is corrupt data, not a photo. */
const MAX_ENTRIES = 1000;
const MAX_ITEMS = 4096;
/** Cameras whose clock runs a little ahead are common; further ahead is a wrong clock. */
const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;
/** Bytes per value of each TIFF field type, indexed by the type number. */
const TYPE_SIZES = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8, 4];
const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0, 0];
const DATE = /^(\d{4})[:-](\d{2})[:-](\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;
const OFFSET = /^([+-])(\d{2}):(\d{2})$/;

interface Reader { b: Uint8Array; le: boolean }
interface Entry { type: number; count: number; data: number }
interface Box { body: number; end: number }

/**
 * The capture time, place and orientation of a JPEG, a bare TIFF/EXIF block or a HEIC/HEIF/AVIF
 * image; `{}` when there are none or the data is broken. Never throws. Works on a prefix of the
 * file (`new Uint8Array(await file.slice(0, 262144).arrayBuffer())`): a JPEG is read no further
 * than its first 256 KiB anyway; a HEIC whose Exif item lies beyond the prefix yields `{}`.
 */
export function readPhotoExif(bytes: Uint8Array, now: Date = new Date()): PhotoExif {
  const tiff = findTiff(bytes);
  if (!tiff) return {};
  const r: Reader = { b: tiff, le: tiff[0] === 0x49 };
  const seen = new Set<number>();
  const ifd0 = readIfd(r, uint(r, 4, 4), seen);
  const exif = readIfd(r, pointer(r, ifd0.get(0x8769)), seen);
  const gps = readIfd(r, pointer(r, ifd0.get(0x8825)), seen);
  // A camera is in one zone while it shoots, so any offset it wrote serves a date lacking its own.
  const offset = (tag: number) => text(r, exif.get(tag)) ?? text(r, exif.get(0x9011)) ?? text(r, exif.get(0x9010));
  const takenAt =
    instant(text(r, exif.get(0x9003)), offset(0x9011), now) ??
    instant(text(r, exif.get(0x9004)), offset(0x9012), now) ??
    instant(text(r, ifd0.get(0x0132)), offset(0x9010), now);
  const latitude = coordinate(r, gps, 1, 'N', 'S', 90);
  const longitude = coordinate(r, gps, 3, 'E', 'W', 180);
  const orientation = unsigned(r, ifd0.get(0x0112));
  const result: PhotoExif = {};
  if (takenAt) result.takenAt = takenAt;
  // (0, 0) is what receivers write without a fix; nobody surveys a house in the Gulf of Guinea.
  if (latitude !== undefined && longitude !== undefined && (latitude !== 0 || longitude !== 0)) {
    result.latitude = latitude;
    result.longitude = longitude;
  }
  if (orientation >= 1 && orientation <= 8) result.orientation = orientation;
  return result;
}

/** An unsigned integer of `size` bytes in the reader's byte order; -1 when it lies outside the bytes. */
function uint(r: Reader, at: number, size: number): number {
  if (!(at >= 0 && at + size <= r.b.length)) return -1;
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + r.b[r.le ? at + size - 1 - i : at + i];
  return value;
}

function isTiff(b: Uint8Array, at: number): boolean {
  return (b[at] === 0x49 && b[at + 1] === 0x49 && b[at + 2] === 0x2a && b[at + 3] === 0) ||
    (b[at] === 0x4d && b[at + 1] === 0x4d && b[at + 2] === 0 && b[at + 3] === 0x2a);
}

function findTiff(b: Uint8Array): Uint8Array | undefined {
  if (isTiff(b, 0)) return b;
  if (b[0] === 0xff && b[1] === 0xd8) return jpegTiff(b.subarray(0, JPEG_PREFIX));
  return heifTiff(b);
}

function jpegTiff(b: Uint8Array): Uint8Array | undefined {
  const r: Reader = { b, le: false };
  let at = 2;
  while (at + 4 <= b.length && b[at] === 0xff) {
    const marker = b[at + 1];
    if (marker === 0xff) { at += 1; continue; } // fill byte before a marker
    // EXIF precedes the scan; past it come only compressed pixels.
    if (marker === 0xda || marker === 0xd9) return undefined;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) { at += 2; continue; }
    const length = uint(r, at + 2, 2);
    if (length < 2) return undefined;
    // APP1 also carries XMP, so only the one headed "Exif\0\0" counts.
    if (marker === 0xe1 && EXIF_HEADER.every((byte, i) => b[at + 4 + i] === byte) && isTiff(b, at + 10)) {
      return b.subarray(at + 10, at + 2 + length);
    }
    at += 2 + length;
  }
  return undefined;
}

/** The first box of `type` between `start` and `end`; a box running past `end` is cut to it, as the bytes may be a prefix. */
function findBox(r: Reader, start: number, end: number, type: string): Box | undefined {
  for (let at = start; at + 8 <= end;) {
    let size = uint(r, at, 4);
    let body = at + 8;
    if (size === 1) { size = uint(r, at + 8, 8); body += 8; } else if (size === 0) size = end - at;
    if (size < body - at) return undefined;
    if (String.fromCharCode(...r.b.subarray(at + 4, at + 8)) === type) return { body, end: Math.min(at + size, end) };
    at += size;
  }
  return undefined;
}

/** HEIC (iPhones), HEIF and AVIF keep EXIF as an item of type 'Exif': its id in meta/iinf, its place in meta/iloc. */
function heifTiff(b: Uint8Array): Uint8Array | undefined {
  const r: Reader = { b, le: false };
  if (!findBox(r, 0, 8, 'ftyp')) return undefined;
  const meta = findBox(r, 0, b.length, 'meta');
  if (!meta) return undefined;
  const iinf = findBox(r, meta.body + 4, meta.end, 'iinf');
  const iloc = findBox(r, meta.body + 4, meta.end, 'iloc');
  const id = iinf && exifItemId(r, iinf);
  const item = iloc && id !== undefined ? itemExtent(r, iloc, id) : undefined;
  if (!item) return undefined;
  // The item starts with the distance from its fifth byte to the TIFF header (past "Exif\0\0").
  const skip = uint(r, item.start, 4);
  const at = item.start + 4 + skip;
  return skip >= 0 && isTiff(b, at) ? b.subarray(at, item.end) : undefined;
}

function exifItemId(r: Reader, iinf: Box): number | undefined {
  let at = iinf.body + 4 + (r.b[iinf.body] === 0 ? 2 : 4);
  for (let infe = findBox(r, at, iinf.end, 'infe'); infe; at = infe.end, infe = findBox(r, at, iinf.end, 'infe')) {
    const version = r.b[infe.body];
    if (version !== 2 && version !== 3) continue; // versions 0 and 1 name no item type
    const idSize = version === 2 ? 2 : 4;
    const id = uint(r, infe.body + 4, idSize);
    const type = String.fromCharCode(...r.b.subarray(infe.body + 6 + idSize, infe.body + 10 + idSize));
    if (id >= 0 && type === 'Exif') return id;
  }
  return undefined;
}

/** Where item `id` lies in the file: its first extent only, which is all cameras write for EXIF. */
function itemExtent(r: Reader, iloc: Box, id: number): { start: number; end: number } | undefined {
  const version = r.b[iloc.body];
  const sizes = uint(r, iloc.body + 4, 2);
  if (sizes < 0 || version > 2) return undefined;
  const [offsetSize, lengthSize, baseSize] = [sizes >> 12, (sizes >> 8) & 15, (sizes >> 4) & 15];
  const indexSize = version === 0 ? 0 : sizes & 15;
  const idSize = version === 2 ? 4 : 2;
  const count = uint(r, iloc.body + 6, idSize);
  let at = iloc.body + 6 + idSize;
  for (let i = 0; i < Math.min(count, MAX_ITEMS) && at < iloc.end; i++) {
    const itemId = uint(r, at, idSize);
    // Construction method 1 and 2 point into idat or other items; cameras use 0, file offsets.
    const method = version === 0 ? 0 : uint(r, at + idSize, 2) & 15;
    at += idSize + (version === 0 ? 0 : 2) + 2;
    const base = uint(r, at, baseSize);
    const extents = uint(r, at + baseSize, 2);
    at += baseSize + 2;
    if (extents < 0) return undefined;
    if (itemId === id) {
      const offset = uint(r, at + indexSize, offsetSize);
      const length = uint(r, at + indexSize + offsetSize, lengthSize);
      if (method !== 0 || extents < 1 || base < 0 || offset < 0 || length < 0) return undefined;
      return { start: base + offset, end: length === 0 ? r.b.length : base + offset + length };
    }
    at += extents * (indexSize + offsetSize + lengthSize);
  }
  return undefined;
}

/** The entries of the IFD at `offset` whose values lie wholly inside the bytes; an IFD already read is not read again. */
function readIfd(r: Reader, offset: number, seen: Set<number>): Map<number, Entry> {
  const entries = new Map<number, Entry>();
  if (offset < 8 || seen.has(offset)) return entries;
  seen.add(offset);
  const count = Math.min(uint(r, offset, 2), MAX_ENTRIES);
  for (let i = 0; i < count; i++) {
    const at = offset + 2 + i * 12;
    const tag = uint(r, at, 2);
    const type = uint(r, at + 2, 2);
    const n = uint(r, at + 4, 4);
    if (tag < 0 || n < 0) break;
    const size = (TYPE_SIZES[type] ?? 0) * n;
    if (size === 0) continue;
    const data = size <= 4 ? at + 8 : uint(r, at + 8, 4);
    // The first of a repeated tag wins: repeats come from an IFD that claims more entries than it holds.
    if (data >= 0 && data + size <= r.b.length && !entries.has(tag)) entries.set(tag, { type, count: n, data });
  }
  return entries;
}

function pointer(r: Reader, e: Entry | undefined): number {
  return e && (e.type === 4 || e.type === 13) ? uint(r, e.data, 4) : -1;
}

function unsigned(r: Reader, e: Entry | undefined): number {
  return e && (e.type === 3 || e.type === 4) ? uint(r, e.data, TYPE_SIZES[e.type]) : -1;
}

function text(r: Reader, e: Entry | undefined): string | undefined {
  if (!e || e.type !== 2) return undefined;
  let s = '';
  for (let i = 0; i < Math.min(e.count, 64) && r.b[e.data + i]; i++) s += String.fromCharCode(r.b[e.data + i]);
  // Cameras without a value often fill the field with spaces.
  return s.trim() || undefined;
}

/** Degrees, minutes and seconds as three RATIONALs with a hemisphere letter; without the letter the sign is unknown. */
function coordinate(r: Reader, gps: Map<number, Entry>, refTag: number, plus: string, minus: string, max: number): number | undefined {
  const ref = text(r, gps.get(refTag))?.toUpperCase();
  const e = gps.get(refTag + 1);
  if ((ref !== plus && ref !== minus) || !e || e.type !== 5 || e.count < 3) return undefined;
  let degrees = 0;
  for (let i = 0; i < 3; i++) {
    const denominator = uint(r, e.data + i * 8 + 4, 4);
    if (denominator <= 0) return undefined;
    degrees += uint(r, e.data + i * 8, 4) / denominator / 60 ** i;
  }
  const value = Math.round((ref === minus ? -degrees : degrees) * 1e6) / 1e6 || 0;
  return Number.isFinite(value) && Math.abs(value) <= max ? value : undefined;
}

const BERLIN = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Berlin',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far German wall clocks are ahead of UTC at this instant: one hour, two in summer. */
function berlinOffsetMs(time: number): number {
  const part = Object.fromEntries(BERLIN.formatToParts(new Date(time)).map(({ type, value }) => [type, Number(value)]));
  return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second) - Math.floor(time / 1000) * 1000;
}

function instant(date: string | undefined, offset: string | undefined, now: Date): string | undefined {
  const m = date ? DATE.exec(date) : null;
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  // Date rolls impossible fields over (month 0, 31 February, hour 24) instead of rejecting them.
  if (y < 1990 || new Date(wall).toISOString().slice(0, 19) !== `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}`) return undefined;
  const o = offset ? OFFSET.exec(offset) : null;
  const minutes = o ? (o[1] === '-' ? -1 : 1) * (Number(o[2]) * 60 + Number(o[3])) : NaN;
  const time = Math.abs(minutes) <= 14 * 60
    ? wall - minutes * 60_000
    // Without an offset the camera wrote its wall clock, no zone. It is read as German time, the
    // zone every date of the app is shown in (SPEC §9), so the photo shows the time its camera wrote
    // whatever zone the device is set to.
    : wall - berlinOffsetMs(wall - berlinOffsetMs(wall));
  return time <= now.getTime() + CLOCK_SKEW_MS ? new Date(time).toISOString() : undefined;
}
