import { describe, expect, it } from 'vitest';
import { UploadProgressBoard } from './upload-progress';

describe('the upload progress board', () => {
  it('keeps each entry\'s bytes and when its upload began, until it ends', () => {
    let now = 1000;
    const board = new UploadProgressBoard(() => now);
    board.report(7, 0, 500);
    now = 3000;
    board.report(7, 250, 500);
    expect(board.getSnapshot().get(7)).toEqual({ sent: 250, total: 500, startedAt: 1000 });
    board.end(7);
    expect(board.getSnapshot().has(7)).toBe(false);
  });

  it('tells listeners of the first and the last report at once, and of those between at most every 200 ms', () => {
    let now = 0;
    const board = new UploadProgressBoard(() => now);
    let heard = 0;
    board.subscribe(() => (heard += 1));
    board.report(1, 10, 100);
    now = 50;
    board.report(1, 20, 100);
    now = 120;
    board.report(1, 30, 100);
    expect(heard).toBe(1);
    now = 260;
    board.report(1, 40, 100);
    expect(heard).toBe(2);
    now = 270;
    board.report(1, 100, 100);
    expect(heard).toBe(3);
    const snapshot = board.getSnapshot();
    board.end(1);
    expect(heard).toBe(4);
    expect(board.getSnapshot()).not.toBe(snapshot);
  });
});
