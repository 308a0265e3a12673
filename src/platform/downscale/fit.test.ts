import { describe, expect, it } from 'vitest';
import { fitWithin, jpegName } from './fit';

describe('photo downscaling size (issue 4: longest edge default 2560 px)', () => {
  it('scales a 12-megapixel photo to 2560 px on its longest edge, keeping the ratio', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 2560, height: 1920 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1920, height: 2560 });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin(1024, 768)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(2560, 100)).toEqual({ width: 2560, height: 100 });
  });

  it('renames re-encoded photos to .jpg', () => {
    expect(jpegName('IMG_1234.HEIC')).toBe('IMG_1234.jpg');
    expect(jpegName('dach.süd.png')).toBe('dach.süd.jpg');
    expect(jpegName('foto')).toBe('foto.jpg');
  });
});
