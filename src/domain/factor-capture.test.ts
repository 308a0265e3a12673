import { describe, expect, it } from 'vitest';
import { FACTOR_IDS } from './buildability.ts';
import { capturePlace } from './factor-capture.ts';

describe("every factor's detail page links to the screen where its input is captured", () => {
  it('each factor the rules produce has a place, found by its id', () => {
    expect(Object.values(FACTOR_IDS).map((id) => capturePlace({ id }))).toEqual([
      { page: 'dach' },
      { page: 'zustand-haus' },
      { page: 'dach-detail', detail: 'sparren' },
      { page: 'elektrik-detail', detail: 'zaehlerschrank' },
      { page: 'elektrik-detail', detail: 'erdung' },
      { page: 'aufstellort' },
      { page: 'vorschaeden' },
      { page: 'dach', tab: 1 },
    ]);
  });

  it('a factor of another analysis is placed by its category; an unknown one has no place', () => {
    expect(capturePlace({ id: 'fremd', category: 'BRANDSCHUTZ' })).toEqual({ page: 'aufstellort' });
    expect(capturePlace({ category: 'ELEKTRIK_EIGNUNG' })).toEqual({ page: 'elektrik' });
    expect(capturePlace({ id: 'fremd' })).toBeNull();
    expect(capturePlace({ id: 'toString' })).toBeNull();
  });
});
