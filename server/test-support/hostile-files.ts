// Hostile uploads for the security tests: files that lie about their type, polyglots that are
// an image or PDF and HTML at once, decompression bombs, and multipart bodies whose file
// names carry paths and control characters.
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { jpeg, pdf, png } from './test-images.ts';

export const SCRIPT = '<html><body><script>window.__pwned = 1; alert(document.domain)</script></body></html>';

/** A valid JPEG with an HTML page appended after its end: a viewer shows the photo, a sniffer finds HTML. */
export async function jpegWithHtml(): Promise<Buffer> {
  return Buffer.concat([await jpeg(320, 240), Buffer.from(SCRIPT)]);
}

export async function pngWithHtml(): Promise<Buffer> {
  return Buffer.concat([await png(64, 64), Buffer.from(SCRIPT)]);
}

/** A one-page PDF that carries an HTML page in a comment line: valid for a PDF reader, HTML for a sniffer. */
export function pdfWithHtml(): Buffer {
  const [head, ...rest] = pdf().toString('latin1').split('\n');
  return Buffer.from([head, `%${SCRIPT}`, ...rest].join('\n'), 'latin1');
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A complete, valid black-and-white PNG of side × side pixels whose zeros deflate about
 * 1000:1: at 30000 px it is a file of some 100 kB that decodes to 900 megapixels.
 */
export function pngBomb(side = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small JPEG whose frame header claims width × height pixels. */
export async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await jpeg(64, 48));
  for (let offset = 2; offset < bytes.length; ) {
    const marker = bytes[offset + 1];
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xc2) {
      bytes.writeUInt16BE(height, offset + 5);
      bytes.writeUInt16BE(width, offset + 7);
      return bytes;
    }
    offset += 2 + length;
  }
  throw new Error('no frame header found');
}

/**
 * A multipart body whose file names may hold anything: quotes, line breaks and NUL travel
 * percent-encoded in `filename*` (RFC 7578/5987), as a browser or curl can send them.
 */
export function multipartRaw(field: string, files: Array<{ name: string; bytes: Buffer; type?: string }>) {
  const boundary = `----vorort${randomBytes(8).toString('hex')}`;
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename*=UTF-8''${encodeURIComponent(file.name)}\r\n` +
        `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
