// German texts of the game feature.
export const GAME_TEXTS = {
  gameTitle: 'Tic Tac Toe',
} as const;
