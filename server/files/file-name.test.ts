import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../http/content-disposition.ts';
import { displayFileName } from './file-name.ts';

describe('the name an upload is shown under', () => {
  it.each([
    ['Dach Süd.jpg', 'Dach Süd.jpg'],
    ['../../etc/passwd.jpg', 'passwd.jpg'],
    ['C:\\fakepath\\zaehler.png', 'zaehler.png'],
    ['dach\u0000.php.jpg', 'dach.php.jpg'],
    ['a\r\nb.jpg', 'ab.jpg'],
    ['rechnung\u202Egpj.exe', 'rechnunggpj.exe'],
    ['  ', 'upload'],
    ['...', 'upload'],
    [undefined, 'upload'],
    ['Mu\u0308ller.jpg', 'Müller.jpg'],
  ])('%j → %j', (raw, shown) => {
    expect(displayFileName(raw)).toBe(shown);
  });

  it('cuts a long name to 200 characters, keeping its extension and whole characters', () => {
    const shown = displayFileName(`${'😀'.repeat(300)}.heic`);
    expect([...shown]).toHaveLength(200);
    expect(shown.endsWith('😀.heic')).toBe(true);
  });
});

describe('Content-Disposition for a stored file', () => {
  it('gives an ASCII name and the exact UTF-8 name, neither able to end the header', () => {
    expect(contentDisposition('inline', 'Dach Süd.jpg')).toBe(`inline; filename="Dach Sud.jpg"; filename*=UTF-8''Dach%20S%C3%BCd.jpg`);
    expect(contentDisposition('attachment', 'a";b\\c%.pdf')).toBe(`attachment; filename="a_;b_c_.pdf"; filename*=UTF-8''a%22%3Bb%5Cc%25.pdf`);
    expect(contentDisposition('inline', "it's (1).jpg")).toBe(`inline; filename="it's (1).jpg"; filename*=UTF-8''it%27s%20%281%29.jpg`);
  });
});
