import { describe, expect, it } from 'vitest';
import { EMPTY_BOARD, WINNING_LINES, nextPlayer, outcomeOf, play, type Board } from './tic-tac-toe';

function playAll(moves: number[]): Board {
  return moves.reduce<Board>((board, index) => play(board, index), EMPTY_BOARD);
}

describe('tic-tac-toe (SPEC §4 Game)', () => {
  it('X starts and players alternate', () => {
    expect(nextPlayer(EMPTY_BOARD)).toBe('X');
    const afterX = play(EMPTY_BOARD, 4);
    expect(afterX[4]).toBe('X');
    expect(nextPlayer(afterX)).toBe('O');
    expect(play(afterX, 0)[0]).toBe('O');
  });

  it('a win is any of 8 lines', () => {
    expect(WINNING_LINES).toHaveLength(8);
    for (const line of WINNING_LINES) {
      // X takes the line; O answers in cells off the line, never completing one of its own.
      const others = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((i) => !line.includes(i));
      const board = playAll([line[0], others[0], line[1], others[1], line[2]]);
      const outcome = outcomeOf(board);
      expect(outcome).toEqual({ kind: 'won', win: { player: 'X', line } });
    }
  });

  it('O wins a line too', () => {
    expect(outcomeOf(playAll([0, 2, 1, 4, 8, 6]))).toEqual({ kind: 'won', win: { player: 'O', line: [2, 4, 6] } });
  });

  it('a full board without a line is a draw', () => {
    // X O X / X O O / O X X
    expect(outcomeOf(playAll([0, 1, 2, 4, 3, 5, 7, 6, 8]))).toEqual({ kind: 'draw' });
  });

  it('a taken cell and a finished game accept no move', () => {
    const board = play(EMPTY_BOARD, 0);
    expect(play(board, 0)).toBe(board);
    const won = playAll([0, 3, 1, 4, 2]);
    expect(play(won, 8)).toBe(won);
  });

  it('the game is under way until a line or a full board', () => {
    expect(outcomeOf(playAll([0, 1]))).toEqual({ kind: 'playing', next: 'X' });
  });
});
