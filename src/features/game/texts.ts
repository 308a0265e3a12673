// German texts of the break game.
import type { Player } from './tic-tac-toe';

export const GAME_TEXTS = {
  gameTitle: 'Tic Tac Toe',
  restart: 'Neustart',
  board: 'Spielfeld',
  turn: (player: Player) => `${player} ist am Zug`,
  won: (player: Player) => `${player} gewinnt!`,
  draw: 'Unentschieden!',
  score: 'Spielstand',
  scoreOf: (label: string, count: number) => `${label}: ${count}`,
  drawsLabel: 'Unentschieden',
  cell: (index: number, mark: Player | null) => `Feld ${index + 1}: ${mark ?? 'leer'}`,
} as const;
