import { describe, expect, it } from 'vitest';
import { compassPoint, facesNorth, metres } from './roof-face.ts';

describe('roof face values', () => {
  it('names the compass point of an azimuth', () => {
    expect([0, 90, 180, 270, 202, 359, 360].map(compassPoint)).toEqual(['N', 'O', 'S', 'W', 'SSW', 'N', 'N']);
  });

  it('counts faces within 45° of north as north faces', () => {
    expect([0, 30, 45, 315, 350].every(facesNorth)).toBe(true);
    expect([46, 90, 180, 270, 314].some(facesNorth)).toBe(false);
  });

  it('reads a length in metres whatever its unit, and nothing without a value', () => {
    expect(metres({ wert: 250, einheit: 'cm' })).toBe(2.5);
    expect(metres({ wert: null, einheit: 'm' })).toBeNull();
    expect(metres({ wert: 3, einheit: 'Fuß' })).toBeNull();
    expect(metres(undefined)).toBeNull();
  });
});
