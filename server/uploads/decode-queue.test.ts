import { describe, expect, it } from 'vitest';
import { decodeInTurn } from './decode-queue.ts';

describe('photos decoded in turn', () => {
  it('never more than two at once, and every one in the end', async () => {
    let now = 0;
    let most = 0;
    const decode = (index: number) =>
      decodeInTurn(async () => {
        now += 1;
        most = Math.max(most, now);
        await new Promise((resolve) => setTimeout(resolve, 5));
        now -= 1;
        return index;
      });
    expect(await Promise.all(Array.from({ length: 10 }, (_, index) => decode(index)))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(most).toBe(2);
  });

  it('a failing decode frees its turn', async () => {
    await expect(decodeInTurn(() => Promise.reject(new Error('kaputt')))).rejects.toThrow('kaputt');
    await expect(Promise.all([1, 2, 3].map((value) => decodeInTurn(async () => value)))).resolves.toEqual([1, 2, 3]);
  });
});
