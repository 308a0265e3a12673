import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { protocolFileName } from './protocol-file-name.ts';

/** Any code points, and names built from the ones that break file names and headers. */
const namePart = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom('\uD800', '\uDC00', '\u0085', '\u2028', '\u00A0', '\t', '"', '/', 'ş', '😀', 'a', ' ') }),
);

describe('protocol PDF file name (SPEC §9)', () => {
  it("is 'protocol' plus the customer's first and last name", () => {
    expect(protocolFileName('Anna', 'Becker')).toBe('protocol_Anna_Becker.pdf');
    expect(protocolFileName('Anna Maria', 'Müller-Lüdenscheidt')).toBe('protocol_Anna_Maria_Müller-Lüdenscheidt.pdf');
  });

  it('uses what there is of the name', () => {
    expect(protocolFileName('', 'Becker')).toBe('protocol_Becker.pdf');
  });

  it('otherwise projekt-protokoll.pdf', () => {
    expect(protocolFileName(undefined, null)).toBe('projekt-protokoll.pdf');
    expect(protocolFileName('  ', '')).toBe('projekt-protokoll.pdf');
  });

  it('drops characters a file system refuses', () => {
    expect(protocolFileName('A/B', 'C:"D"\n')).toBe('protocol_AB_CD.pdf');
  });

  it('keeps every letter of any name, emoji included, and never yields a name a file system or header refuses', () => {
    expect(protocolFileName('Ayşe 😀', 'Łukasiewicz-Čapek')).toBe('protocol_Ayşe_😀_Łukasiewicz-Čapek.pdf');
    fc.assert(
      fc.property(namePart, namePart, (first, last) => {
        const name = protocolFileName(first, last);
        expect(name).toMatch(/^(protocol_.+|projekt-protokoll)\.pdf$/);
        expect(name).not.toMatch(/[\p{Cc}\\/:*?"<>|]|\s/u);
        // Well-formed UTF-16: a lone surrogate cannot be written to a file name.
        expect(() => encodeURIComponent(name)).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });
});
