// The rules of the break game (SPEC §4 'Game'): X starts, players alternate, a win is any of 8 lines.
export type Player = 'X' | 'O';
export type Cell = Player | null;
export type Board = readonly Cell[];

/** Three rows, three columns and two diagonals of the 3×3 board, as cell indexes. */
export const WINNING_LINES: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

export const EMPTY_BOARD: Board = Array<Cell>(9).fill(null);

export interface Win {
  player: Player;
  line: readonly [number, number, number];
}

export type Outcome = { kind: 'playing'; next: Player } | { kind: 'won'; win: Win } | { kind: 'draw' };

export function winnerOf(board: Board): Win | null {
  for (const line of WINNING_LINES) {
    const [a, b, c] = line;
    const player = board[a];
    if (player && player === board[b] && player === board[c]) return { player, line };
  }
  return null;
}

/** Whose turn it is: X on an empty board, then alternating by the number of marks. */
export function nextPlayer(board: Board): Player {
  const marks = board.filter((cell) => cell !== null).length;
  return marks % 2 === 0 ? 'X' : 'O';
}

export function outcomeOf(board: Board): Outcome {
  const win = winnerOf(board);
  if (win) return { kind: 'won', win };
  if (board.every((cell) => cell !== null)) return { kind: 'draw' };
  return { kind: 'playing', next: nextPlayer(board) };
}

/** The board after the player on turn marks a cell; unchanged for a taken cell or a finished game. */
export function play(board: Board, index: number): Board {
  const outcome = outcomeOf(board);
  if (outcome.kind !== 'playing' || board[index] !== null) return board;
  return board.map((cell, i) => (i === index ? outcome.next : cell));
}
