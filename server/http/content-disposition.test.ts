// Any file name gives a Content-Disposition Node sends as is: an ASCII name for old clients
// and the exact name in filename*, which decodes back to what the user typed.
import { validateHeaderValue } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

const HEADER = /^(inline|attachment); filename="([^"]*)"; filename\*=UTF-8''(.*)$/;

function parts(header: string): { ascii: string; exact: string } {
  const match = HEADER.exec(header);
  if (!match) throw new Error(`Not a Content-Disposition: ${header}`);
  return { ascii: match[2], exact: decodeURIComponent(match[3]) };
}

/** The name as a browser would save it: a lone surrogate cannot be written as UTF-8. */
const wellFormed = (name: string) => name.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** Names built from the characters that break headers, among any other code units. */
const awkwardName = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom('"', '\\', '\r', '\n', '\0', '%', "'", ';', ' ', 'ş', 'ł', '😀', '\uD800', '\uDC00', '\u202E', 'a') }),
);

describe('Content-Disposition for any file name', () => {
  it.each(['Ayşe Özdemir.pdf', 'protocol_Ğül_Łukasz_Őrs_Čech_😀.pdf', 'Dach Süd.jpg'])('%s: Node accepts the header and filename* gives the name back', (name) => {
    const header = contentDisposition('attachment', name);
    expect(() => validateHeaderValue('content-disposition', header)).not.toThrow();
    expect(parts(header).exact).toBe(name);
  });

  it('keeps the ASCII fallback readable: accents dropped, the rest replaced', () => {
    expect(parts(contentDisposition('attachment', 'Ayşe Özdemir 😀.pdf')).ascii).toBe('Ayse Ozdemir _.pdf');
  });

  it('for any string: a valid header, a printable ASCII fallback without quote or backslash, and the exact name in filename*', () => {
    fc.assert(
      fc.property(awkwardName, fc.constantFrom('inline' as const, 'attachment' as const), (name, kind) => {
        const header = contentDisposition(kind, name);
        expect(() => validateHeaderValue('content-disposition', header)).not.toThrow();
        const { ascii, exact } = parts(header);
        expect(ascii).toMatch(/^[\x20\x21\x23-\x5b\x5d-\x7e]*$/);
        expect(exact).toBe(wellFormed(name));
      }),
      { numRuns: 2000 },
    );
  });
});
