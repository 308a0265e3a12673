import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('storage figures in German format', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1500, '1,5 kB'],
    [52_400_000, '52,4 MB'],
    [123_000_000_000, '123 GB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
