// The 3×3 board: large touch targets, the winning line highlighted.
import { Box, ButtonBase } from '@mui/material';
import type { Board } from './tic-tac-toe';
import { GAME_TEXTS } from './texts';

interface Props {
  board: Board;
  winningLine: readonly number[] | null;
  disabled: boolean;
  onPlay: (index: number) => void;
}

export function GameBoard({ board, winningLine, disabled, onPlay }: Props) {
  return (
    <Box
      role="group"
      aria-label={GAME_TEXTS.board}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, 1fr)',
        gap: 1,
        width: 'min(100%, 420px)',
        mx: 'auto',
      }}
    >
      {board.map((mark, index) => {
        const highlighted = winningLine?.includes(index) ?? false;
        return (
          <ButtonBase
            key={index}
            aria-label={GAME_TEXTS.cell(index, mark)}
            disabled={disabled || mark !== null}
            onClick={() => onPlay(index)}
            sx={{
              aspectRatio: '1',
              borderRadius: 2,
              fontSize: 'clamp(2.5rem, 12vw, 4.5rem)',
              fontWeight: 700,
              bgcolor: highlighted ? 'secondary.light' : 'background.paper',
              color: mark === 'X' ? 'primary.main' : 'secondary.dark',
              boxShadow: 1,
              '&.Mui-disabled': { color: mark === 'X' ? 'primary.main' : 'secondary.dark' },
            }}
          >
            {mark}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
