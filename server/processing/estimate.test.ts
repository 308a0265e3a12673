import { describe, expect, it } from 'vitest';
import { remainingSeconds } from './estimate.ts';

describe('remaining time of a photo collection', () => {
  it('projects the pace of the steps done onto the steps left', () => {
    expect(remainingSeconds(4000, 4, 6)).toBe(6);
    expect(remainingSeconds(1500, 2, 3)).toBe(3);
  });

  it('never reads 0 while steps are open, and is 0 once none are', () => {
    expect(remainingSeconds(30, 6, 6)).toBe(1);
    expect(remainingSeconds(9000, 6, 0)).toBe(0);
  });

  it('is unknown before this run has done a step', () => {
    expect(remainingSeconds(0, 0, 6)).toBeNull();
  });
});
