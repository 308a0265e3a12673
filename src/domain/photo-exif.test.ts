import sharp, { type Exif } from 'sharp';
import { describe, expect, it } from 'vitest';
import { readPhotoExif, type PhotoExif } from './photo-exif.ts';

const NOW = new Date('2026-06-01T00:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const ASCII = 2, SHORT = 3, LONG = 4, RATIONAL = 5;
const ORIENTATION = 0x0112, DATE_TIME = 0x0132, EXIF_IFD = 0x8769, GPS_IFD = 0x8825;
const ORIGINAL = 0x9003, DIGITIZED = 0x9004, OFFSET = 0x9010, OFFSET_ORIGINAL = 0x9011;

type Tag = [tag: number, type: number, value: string | number[]];
/** Bytes per stored number; a RATIONAL is stored as two LONGs. */
const WIDTH: Record<number, number> = { [ASCII]: 1, [SHORT]: 2, [LONG]: 4, [RATIONAL]: 4 };
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const u32be = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

/** A TIFF/EXIF block with IFD0 and, when given, an Exif IFD and a GPS IFD, in either byte order. */
function tiff(littleEndian: boolean, ifd0: Tag[], exif: Tag[] = [], gps: Tag[] = []): Uint8Array {
  const exifPointer: Tag = [EXIF_IFD, LONG, [0]];
  const gpsPointer: Tag = [GPS_IFD, LONG, [0]];
  const ifds = [[...ifd0, ...(exif.length ? [exifPointer] : []), ...(gps.length ? [gpsPointer] : [])], exif, gps].filter((ifd) => ifd.length);
  const numbers = (t: Tag) => (typeof t[2] === 'string' ? [...ascii(t[2]), 0] : t[2]);
  const size = (t: Tag) => numbers(t).length * WIDTH[t[1]];
  const starts: number[] = [];
  let end = 8;
  for (const ifd of ifds) {
    starts.push(end);
    end += 6 + ifd.length * 12 + ifd.reduce((sum, t) => sum + (size(t) > 4 ? (size(t) + 1) & ~1 : 0), 0);
  }
  exifPointer[2] = [starts[1] ?? 0];
  gpsPointer[2] = [starts[exif.length ? 2 : 1] ?? 0];
  const view = new DataView(new ArrayBuffer(end));
  const put = (at: number, width: number, n: number) =>
    width === 1 ? view.setUint8(at, n) : width === 2 ? view.setUint16(at, n, littleEndian) : view.setUint32(at, n, littleEndian);
  put(0, 2, littleEndian ? 0x4949 : 0x4d4d);
  put(2, 2, 42);
  put(4, 4, 8);
  ifds.forEach((ifd, k) => {
    let data = starts[k] + 6 + ifd.length * 12;
    put(starts[k], 2, ifd.length);
    ifd.forEach((t, i) => {
      const at = starts[k] + 2 + i * 12;
      const values = numbers(t);
      put(at, 2, t[0]);
      put(at + 2, 2, t[1]);
      put(at + 4, 4, t[1] === RATIONAL ? values.length / 2 : values.length);
      let target = at + 8;
      if (size(t) > 4) {
        put(at + 8, 4, data);
        target = data;
        data += (size(t) + 1) & ~1;
      }
      values.forEach((n, j) => put(target + j * WIDTH[t[1]], WIDTH[t[1]], n));
    });
  });
  return new Uint8Array(view.buffer);
}

const segment = (marker: number, payload: number[] | Uint8Array) => [0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 255, ...payload];
/** A JPEG whose Exif APP1 follows the given segments, then a scan. */
const jpeg = (exif: Uint8Array, ...before: number[][]) =>
  Uint8Array.from([0xff, 0xd8, ...before.flat(), ...segment(0xe1, [...ascii('Exif'), 0, 0, ...exif]), ...segment(0xda, [0]), 0x12, 0x34, 0xff, 0xd9]);
const JFIF = segment(0xe0, [...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const XMP = segment(0xe1, [...ascii('http://ns.adobe.com/xap/1.0/'), 0, ...ascii('<x:xmpmeta/>')]);

const box = (type: string, ...parts: (number[] | Uint8Array)[]) => {
  const body = parts.flatMap((part) => [...part]);
  return [...u32be(body.length + 8), ...ascii(type), ...body];
};
/** A minimal HEIC as an iPhone lays it out: ftyp, meta naming an image item and an Exif item, mdat holding them. */
function heic(exif: Uint8Array): Uint8Array {
  const item = [0, 0, 0, 6, ...ascii('Exif'), 0, 0, ...exif];
  const build = (offset: number) => [
    ...box('ftyp', ascii('heic'), [0, 0, 0, 0], ascii('mif1heic')),
    ...box('meta', [0, 0, 0, 0],
      box('hdlr', [0, 0, 0, 0, 0, 0, 0, 0], ascii('pict'), new Array(13).fill(0)),
      box('pitm', [0, 0, 0, 0, 0, 1]),
      box('iloc', [0, 0, 0, 0, 0x44, 0x00, 0, 2], [0, 1, 0, 0, 0, 1, ...u32be(offset + item.length), ...u32be(4)],
        [0, 2, 0, 0, 0, 1, ...u32be(offset), ...u32be(item.length)]),
      box('iinf', [0, 0, 0, 0, 0, 2], box('infe', [2, 0, 0, 0, 0, 1, 0, 0], ascii('hvc1')), box('infe', [2, 0, 0, 0, 0, 2, 0, 0], ascii('Exif')))),
    ...box('mdat', item, [1, 2, 3, 4]),
  ];
  return Uint8Array.from(build(build(0).length - item.length - 4));
}

const blank = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#888' } });
const camera = async (exif: Exif, orientation?: number) =>
  new Uint8Array(await (orientation ? blank().jpeg().withExif(exif).withMetadata({ orientation }) : blank().jpeg().withExif(exif)).toBuffer());
const BERLIN: Exif['IFD3'] = { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 5678/100' };
const FULL: Exif = { IFD0: { DateTime: '2026:05:14 10:00:00' }, IFD2: { DateTimeOriginal: '2026:05:14 09:30:12', OffsetTimeOriginal: '+02:00' }, IFD3: BERLIN };
const RIO: Tag[] = [[1, ASCII, 'S'], [2, RATIONAL, [22, 1, 54, 1, 30, 1]], [3, ASCII, 'W'], [4, RATIONAL, [43, 1, 11, 1, 4700, 100]]];
const gpsOf = (lat: number[], lon: number[], latRef = 'N', lonRef = 'E'): Tag[] => [[1, ASCII, latRef], [2, RATIONAL, lat], [3, ASCII, lonRef], [4, RATIONAL, lon]];
const dated = (original: string, offset?: string) => readPhotoExif(tiff(true, [], [[ORIGINAL, ASCII, original], ...(offset ? [[OFFSET_ORIGINAL, ASCII, offset] as Tag] : [])]), NOW);

describe('reading EXIF from camera JPEGs', () => {
  it('a camera JPEG yields its capture instant, position and orientation', async () => {
    expect(readPhotoExif(await camera(FULL, 6), NOW)).toEqual({ takenAt: '2026-05-14T07:30:12.000Z', latitude: 52.520094, longitude: 13.415772, orientation: 6 });
  });

  it('other APP segments before the Exif APP1 (JFIF APP0, XMP APP1) are skipped', () => {
    const exif = tiff(true, [[ORIENTATION, SHORT, [8]]]);
    expect(readPhotoExif(jpeg(exif, JFIF, XMP), NOW)).toEqual({ orientation: 8 });
  });

  it('EXIF after the start of the scan is not looked for', () => {
    const bytes = Uint8Array.from([0xff, 0xd8, ...segment(0xda, [0]), ...jpeg(tiff(true, [[ORIENTATION, SHORT, [3]]])).subarray(2)]);
    expect(readPhotoExif(bytes, NOW)).toEqual({});
  });

  it('only the first 256 KiB of a JPEG are searched', () => {
    const filler = (n: number) => Array.from({ length: n }, () => segment(0xe2, new Uint8Array(60_000))).flat();
    const exif = tiff(true, [[ORIENTATION, SHORT, [3]]]);
    expect(readPhotoExif(jpeg(exif, filler(4)), NOW)).toEqual({ orientation: 3 });
    expect(readPhotoExif(jpeg(exif, filler(5)), NOW)).toEqual({});
  });

  it('a photo without EXIF yields nothing', async () => {
    expect(readPhotoExif(new Uint8Array(await blank().jpeg().toBuffer()), NOW)).toEqual({});
    expect(readPhotoExif(new Uint8Array(await blank().png().toBuffer()), NOW)).toEqual({});
  });
});

describe('TIFF and HEIC containers', () => {
  it('big-endian (MM) and little-endian (II) TIFF read the same', () => {
    const ifd0: Tag[] = [[ORIENTATION, SHORT, [6]]];
    const exif: Tag[] = [[ORIGINAL, ASCII, '2026:05:14 09:30:12'], [OFFSET_ORIGINAL, ASCII, '+02:00']];
    const expected = { takenAt: '2026-05-14T07:30:12.000Z', latitude: -22.908333, longitude: -43.196389, orientation: 6 };
    expect(readPhotoExif(tiff(false, ifd0, exif, RIO), NOW)).toEqual(expected);
    expect(readPhotoExif(tiff(true, ifd0, exif, RIO), NOW)).toEqual(expected);
    expect(readPhotoExif(jpeg(tiff(false, ifd0, exif, RIO)), NOW)).toEqual(expected);
  });

  it('a HEIC yields the Exif item found through meta/iinf and meta/iloc', () => {
    const bytes = heic(tiff(false, [[ORIENTATION, SHORT, [6]]], [[ORIGINAL, ASCII, '2026:05:14 09:30:12'], [OFFSET_ORIGINAL, ASCII, '+02:00']], RIO));
    expect(readPhotoExif(bytes, NOW)).toEqual({ takenAt: '2026-05-14T07:30:12.000Z', latitude: -22.908333, longitude: -43.196389, orientation: 6 });
  });

  it('a HEIC whose Exif item lies beyond the bytes passed yields nothing', () => {
    const bytes = heic(tiff(false, [[ORIENTATION, SHORT, [6]]]));
    expect(readPhotoExif(bytes.subarray(0, bytes.length - 20), NOW)).toEqual({});
  });

  it('an AVIF written by sharp (the same ISO BMFF layout, with a base offset) is read too', async () => {
    const bytes = new Uint8Array(await blank().avif().withExif(FULL).toBuffer());
    expect(readPhotoExif(bytes, NOW)).toEqual({ takenAt: '2026-05-14T07:30:12.000Z', latitude: 52.520094, longitude: 13.415772, orientation: 1 });
  });
});

describe('takenAt', () => {
  it('with an offset tag, takenAt is the exact instant in UTC', () => {
    expect(dated('2026:05:14 09:30:12', '+02:00').takenAt).toBe('2026-05-14T07:30:12.000Z');
    expect(dated('2026:01:03 23:10:00', '-05:30').takenAt).toBe('2026-01-04T04:40:00.000Z');
  });

  it("without an offset, the wall-clock time is read as German time, the app's zone (SPEC §9), whatever the device's", async () => {
    const summer = '2026-05-14T07:30:12.000Z';
    expect(dated('2026:05:14 09:30:12').takenAt).toBe(summer);
    expect(dated('2026:05:14 09:30:12', '      ').takenAt).toBe(summer);
    expect(readPhotoExif(await camera({ IFD2: { DateTimeOriginal: '2026:05:14 09:30:12' } }), NOW).takenAt).toBe(summer);
    expect(dated('2026:01:14 09:30:12').takenAt).toBe('2026-01-14T08:30:12.000Z');
    // Either side of the spring and autumn changes of the clock.
    expect(dated('2026:03:29 01:59:59').takenAt).toBe('2026-03-29T00:59:59.000Z');
    expect(dated('2026:03:29 03:00:00').takenAt).toBe('2026-03-29T01:00:00.000Z');
    expect(dated('2025:10:26 01:30:00').takenAt).toBe('2025-10-25T23:30:00.000Z');
    expect(dated('2025:10:26 03:30:00').takenAt).toBe('2025-10-26T02:30:00.000Z');
  });

  it('OffsetTime serves when OffsetTimeOriginal is missing', () => {
    const bytes = tiff(true, [], [[ORIGINAL, ASCII, '2026:05:14 09:30:12'], [OFFSET, ASCII, '+01:00']]);
    expect(readPhotoExif(bytes, NOW).takenAt).toBe('2026-05-14T08:30:12.000Z');
  });

  it('DateTimeOriginal is preferred, then DateTimeDigitized, then IFD0 DateTime', () => {
    const offset: Tag = [OFFSET_ORIGINAL, ASCII, '+00:00'];
    const all = tiff(false, [[DATE_TIME, ASCII, '2026:05:14 12:00:00']], [[ORIGINAL, ASCII, '2026:05:14 10:00:00'], [DIGITIZED, ASCII, '2026:05:14 11:00:00'], offset]);
    const noOriginal = tiff(false, [[DATE_TIME, ASCII, '2026:05:14 12:00:00']], [[DIGITIZED, ASCII, '2026:05:14 11:00:00'], offset]);
    const onlyDateTime = tiff(false, [[DATE_TIME, ASCII, '2026:05:14 12:00:00']], [offset]);
    expect(readPhotoExif(all, NOW).takenAt).toBe('2026-05-14T10:00:00.000Z');
    expect(readPhotoExif(noOriginal, NOW).takenAt).toBe('2026-05-14T11:00:00.000Z');
    expect(readPhotoExif(onlyDateTime, NOW).takenAt).toBe('2026-05-14T12:00:00.000Z');
  });

  it('an implausible DateTimeOriginal gives way to the next date', () => {
    const bytes = tiff(true, [], [[ORIGINAL, ASCII, '0000:00:00 00:00:00'], [DIGITIZED, ASCII, '2026:05:14 11:00:00'], [OFFSET_ORIGINAL, ASCII, '+00:00']]);
    expect(readPhotoExif(bytes, NOW).takenAt).toBe('2026-05-14T11:00:00.000Z');
  });

  it('dates that are not plausible are rejected: zeros, month 0, impossible days and hours, before 1990, garbage', () => {
    for (const date of ['0000:00:00 00:00:00', '2026:00:14 09:30:12', '2026:13:14 09:30:12', '2026:02:30 09:30:12', '2026:05:14 24:00:00',
      '1989:12:31 23:59:59', '    :  :     :  :  ', '2026:5:14 9:30:12', 'yesterday']) {
      expect(dated(date, '+02:00'), date).toEqual({});
      expect(dated(date), date).toEqual({});
    }
    expect(dated('1990:01:01 12:00:00', '+00:00').takenAt).toBe('1990-01-01T12:00:00.000Z');
  });

  it('a date more than one day after now is rejected; within a day counts as a fast camera clock', () => {
    const bytes = tiff(true, [], [[ORIGINAL, ASCII, '2026:05:14 09:30:12'], [OFFSET_ORIGINAL, ASCII, '+02:00']]);
    expect(readPhotoExif(bytes, new Date('2026-05-13T07:30:11Z'))).toEqual({});
    expect(readPhotoExif(bytes, new Date('2026-05-13T07:30:12Z')).takenAt).toBe('2026-05-14T07:30:12.000Z');
  });

  it('an offset that is not ±hh:mm up to 14 hours is ignored and the time read as German time', () => {
    expect(dated('2026:05:14 09:30:12', '+25:00').takenAt).toBe('2026-05-14T07:30:12.000Z');
  });
});

describe('GPS position', () => {
  it('the southern and western hemispheres are negative decimal degrees, rounded to 6 decimals', async () => {
    expect(readPhotoExif(tiff(true, [], [], RIO), NOW)).toEqual({ latitude: -22.908333, longitude: -43.196389 });
    const sydney = { GPSLatitudeRef: 'S', GPSLatitude: '33/1 51/1 3540/100', GPSLongitudeRef: 'E', GPSLongitude: '151/1 12/1 3600/100' };
    expect(readPhotoExif(await camera({ IFD3: sydney }), NOW)).toEqual({ latitude: -33.859833, longitude: 151.21, orientation: 1 });
  });

  it('a zero denominator, a latitude beyond 90°, a longitude beyond 180° or a missing hemisphere gives no position', () => {
    expect(readPhotoExif(tiff(true, [], [], gpsOf([52, 1, 31, 0, 0, 1], [13, 1, 0, 1, 0, 1])), NOW)).toEqual({});
    expect(readPhotoExif(tiff(true, [], [], gpsOf([91, 1, 0, 1, 0, 1], [13, 1, 0, 1, 0, 1])), NOW)).toEqual({});
    expect(readPhotoExif(tiff(true, [], [], gpsOf([52, 1, 0, 1, 0, 1], [180, 1, 0, 1, 1, 1], 'N', 'W')), NOW)).toEqual({});
    expect(readPhotoExif(tiff(true, [], [], gpsOf([52, 1, 0, 1, 0, 1], [13, 1, 0, 1, 0, 1], '', 'E')), NOW)).toEqual({});
    expect(readPhotoExif(tiff(true, [], [], gpsOf([90, 1, 0, 1, 0, 1], [180, 1, 0, 1, 0, 1], 'S', 'W')), NOW)).toEqual({ latitude: -90, longitude: -180 });
  });

  it('(0, 0), the position written without a fix, counts as no position', () => {
    expect(readPhotoExif(tiff(false, [], [], gpsOf([0, 1, 0, 1, 0, 1], [0, 1, 0, 1, 0, 1])), NOW)).toEqual({});
  });

  it('a latitude without a longitude gives no position', () => {
    expect(readPhotoExif(tiff(true, [], [], RIO.slice(0, 2)), NOW)).toEqual({});
  });
});

describe('orientation', () => {
  it('orientation is kept only when 1..8', () => {
    for (const value of [1, 8]) expect(readPhotoExif(tiff(false, [[ORIENTATION, SHORT, [value]]]), NOW)).toEqual({ orientation: value });
    for (const value of [0, 9, 0xffff]) expect(readPhotoExif(tiff(false, [[ORIENTATION, SHORT, [value]]]), NOW)).toEqual({});
    expect(readPhotoExif(tiff(false, [[ORIENTATION, ASCII, '6']]), NOW)).toEqual({});
  });
});

/** Deterministic random numbers (mulberry32), so a failing mutation can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Why a result is not plausible, or '' when it is. */
function implausible(result: PhotoExif): string {
  const keys = Object.keys(result).filter((key) => !['takenAt', 'latitude', 'longitude', 'orientation'].includes(key));
  if (keys.length) return `unknown keys ${keys.join()}`;
  const { takenAt, latitude, longitude, orientation } = result;
  if (takenAt !== undefined && !(new Date(takenAt).toISOString() === takenAt && Date.parse(takenAt) >= Date.UTC(1989, 11, 31) && Date.parse(takenAt) <= NOW.getTime() + DAY)) return `takenAt ${takenAt}`;
  if ((latitude === undefined) !== (longitude === undefined)) return 'half a position';
  if (latitude !== undefined && longitude !== undefined) {
    const sixDecimals = (n: number) => Math.round(n * 1e6) / 1e6 === n;
    if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 && sixDecimals(latitude) && sixDecimals(longitude))) return `position ${latitude},${longitude}`;
    if (latitude === 0 && longitude === 0) return 'position 0,0';
  }
  if (orientation !== undefined && !(Number.isInteger(orientation) && orientation >= 1 && orientation <= 8)) return `orientation ${orientation}`;
  return '';
}

describe('broken input', () => {
  it('empty, garbage and lone headers yield nothing', () => {
    const rnd = random(7);
    for (const bytes of [new Uint8Array(0), Uint8Array.from([0xff]), Uint8Array.from([0xff, 0xd8]), Uint8Array.from(ascii('II*\0')), Uint8Array.from(ascii('MM\0*')),
      Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0, 0]), Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0, 1, ...ascii('Exif')]), Uint8Array.from(box('ftyp', ascii('heic'))),
      Uint8Array.from({ length: 5000 }, () => Math.floor(rnd() * 256))]) {
      expect(readPhotoExif(bytes, NOW)).toEqual({});
    }
  });

  it('IFD pointers back into IFD0 or at each other end the walk without reading an IFD twice', () => {
    const loop = tiff(true, [[ORIENTATION, SHORT, [3]], [EXIF_IFD, LONG, [8]], [GPS_IFD, LONG, [8]], [1, ASCII, 'N'], [2, RATIONAL, [52, 1, 0, 1, 0, 1]], [3, ASCII, 'E'], [4, RATIONAL, [13, 1, 0, 1, 0, 1]]]);
    expect(readPhotoExif(loop, NOW)).toEqual({ orientation: 3 });
  });

  it('an IFD claiming 65535 entries, values of 4 billion items or offsets outside the bytes reads only what fits', () => {
    const bytes = tiff(false, [[ORIENTATION, SHORT, [6]], [DATE_TIME, ASCII, '2026:05:14 12:00:00']], [], RIO);
    const view = new DataView(bytes.buffer);
    view.setUint32(8 + 2 + 12 + 4, 0xffffffff); // DateTime count
    view.setUint32(8 + 2 + 12 * 2 + 8, 0xfffffff0); // GPS IFD pointer
    expect(readPhotoExif(bytes, NOW)).toEqual({ orientation: 6 });
    view.setUint16(8, 0xffff);
    expect(readPhotoExif(bytes, NOW)).toEqual({ orientation: 6 });
  });

  it('thousands of truncated and mutated photos never throw and yield only plausible values', async () => {
    const fixtures = {
      jpeg: await camera(FULL, 6),
      tiff: tiff(false, [[ORIENTATION, SHORT, [6]]], [[ORIGINAL, ASCII, '2026:05:14 09:30:12'], [OFFSET_ORIGINAL, ASCII, '+02:00']], RIO),
      heic: heic(tiff(true, [[ORIENTATION, SHORT, [6]]], [[ORIGINAL, ASCII, '2026:05:14 09:30:12']], RIO)),
    };
    const rnd = random(20260514);
    const int = (n: number) => Math.floor(rnd() * n);
    const failures: string[] = [];
    let runs = 0;
    const check = (label: string, bytes: Uint8Array) => {
      runs++;
      try {
        const why = implausible(readPhotoExif(bytes, NOW));
        if (why) failures.push(`${label}: ${why}`);
      } catch (error) {
        failures.push(`${label}: threw ${String(error)}`);
      }
    };
    for (const [name, original] of Object.entries(fixtures)) {
      expect(implausible(readPhotoExif(original, NOW))).toBe('');
      expect(readPhotoExif(original, NOW).latitude).toBeDefined();
      for (let length = 0; length <= Math.min(original.length, 300); length++) check(`${name} cut at ${length}`, original.slice(0, length));
      for (let i = 0; i < 1500; i++) {
        const bytes = original.slice();
        for (let flips = 1 + int(8); flips > 0; flips--) bytes[int(bytes.length)] = int(256);
        check(`${name} flips #${i}`, bytes);
      }
      for (let i = 0; i < 1500; i++) {
        const bytes = original.slice();
        const value = [int(bytes.length + 16), 0xffffffff, int(2 ** 32), 8, 0][int(5)];
        new DataView(bytes.buffer).setUint32(int(bytes.length - 3), value, rnd() < 0.5);
        check(`${name} offset ${value} #${i}`, bytes.subarray(0, rnd() < 0.2 ? int(bytes.length) : bytes.length));
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect(runs).toBeGreaterThan(9000);
  });
});
