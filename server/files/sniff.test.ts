// Checks type detection from magic bytes with tiny hand-built headers, including look-alikes
// (GIF, zip, a WAVE RIFF, AVIF) that must not pass as one of our types.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { extensionFor, isImageType, sniffContentType, type SniffedType } from './sniff.ts';

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));

/** An ftyp box with the given major and compatible brands, as at the start of every ISO BMFF file. */
const ftyp = (major: string, ...compatible: string[]): Uint8Array => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible, [0, 0, 0, 8], 'meta');
};

describe('sniffContentType: the type comes from the bytes, never from the name or header', () => {
  it.each<[string, Uint8Array, SniffedType]>([
    ['JPEG (FF D8 FF)', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
    ['PNG signature', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'), 'image/png'],
    ['WebP (RIFF....WEBP)', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['PDF (%PDF-)', bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), 'application/pdf'],
    ['HEIC with major brand heic', ftyp('heic', 'mif1', 'heic'), 'image/heic'],
    ['HEIF with major brand mif1', ftyp('mif1', 'heic'), 'image/heic'],
    ['HEIF sequence (msf1)', ftyp('msf1'), 'image/heic'],
    ['HEIC named only among compatible brands', ftyp('isom', 'iso8', 'heix'), 'image/heic'],
  ])('recognises %s', (_name, input, expected) => {
    expect(sniffContentType(input)).toBe(expected);
  });

  it('recognises a real HEIC file written by libheif', async () => {
    const heic = await readFile(new URL('./fixtures/two-colours.heic', import.meta.url));
    expect(sniffContentType(heic)).toBe('image/heic');
  });

  it('reads a view into a larger buffer from its own offset', () => {
    const padded = bytes('xxxx', [0xff, 0xd8, 0xff, 0xdb]);
    expect(sniffContentType(padded.subarray(4))).toBe('image/jpeg');
    const heic = ftyp('heic');
    const shifted = new Uint8Array(heic.length + 3);
    shifted.set(heic, 3);
    expect(sniffContentType(shifted.subarray(3))).toBe('image/heic');
  });

  it.each<[string, Uint8Array]>([
    ['empty input', new Uint8Array()],
    ['plain text', bytes('Hallo, hier ist kein Bild.')],
    ['GIF', bytes('GIF89a', [1, 0, 1, 0, 0x80, 0, 0])],
    ['zip', bytes('PK', [3, 4, 20, 0, 0, 0])],
    ['RIFF that is WAVE', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['two bytes of a JPEG', bytes([0xff, 0xd8])],
    ['PNG cut off inside the signature', bytes([0x89], 'PNG', [0x0d])],
    ['RIFF header shorter than 12 bytes', bytes('RIFF', [0, 0, 0, 0], 'WEB')],
    ['%PDF without the dash', bytes('%PDF')],
    ['ftyp cut off before its brand', bytes([0, 0, 0, 0x18], 'ftyp', 'he')],
    ['MP4 video (isom, mp41)', ftyp('isom', 'iso2', 'mp41')],
    ['AVIF, which lists mif1 but holds AV1', ftyp('avif', 'mif1', 'avif', 'miaf')],
    ['a brand that is not at offset 8', bytes('heic', [0, 0, 0, 0], 'ftyp', 'heic')],
  ])('rejects %s', (_name, input) => {
    expect(sniffContentType(input)).toBeNull();
  });
});

describe('isImageType and extensionFor', () => {
  it('treats every sniffed type but PDF as an image', () => {
    expect(isImageType('image/jpeg')).toBe(true);
    expect(isImageType('image/png')).toBe(true);
    expect(isImageType('image/webp')).toBe(true);
    expect(isImageType('image/heic')).toBe(true);
    expect(isImageType('application/pdf')).toBe(false);
  });

  it.each<[SniffedType, string]>([
    ['image/jpeg', 'jpg'],
    ['image/png', 'png'],
    ['image/webp', 'webp'],
    ['image/heic', 'heic'],
    ['application/pdf', 'pdf'],
  ])('names files of %s with .%s', (type, extension) => {
    expect(extensionFor(type)).toBe(extension);
  });
});
