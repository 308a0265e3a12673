import { describe, expect, it } from 'vitest';
import { protocolFileName } from './protocol-file-name.ts';

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
});
