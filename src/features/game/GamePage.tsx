// Tic Tac Toe (SPEC §2, §4, §9): the break screen. X starts, 8 winning lines, draws detected,
// confetti on opening and on a win, 'Neustart' resets, the back button goes one step back.
import { Button, Chip, Stack, Typography } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { useState } from 'react';
import Confetti from 'react-confetti';
import { PageScaffold } from '@/components/PageScaffold';
import { GameBoard } from './GameBoard';
import { EMPTY_BOARD, outcomeOf, play, type Board, type Player } from './tic-tac-toe';
import { GAME_TEXTS } from './texts';
import { CONFETTI_WIN_PIECES, useConfettiBurst } from './use-confetti-burst';
import { useWindowSize } from './use-window-size';

type Score = Record<Player | 'draw', number>;

export default function GamePage() {
  const [board, setBoard] = useState<Board>(EMPTY_BOARD);
  const [score, setScore] = useState<Score>({ X: 0, O: 0, draw: 0 });
  const { burst, start, finish } = useConfettiBurst();
  const { width, height } = useWindowSize();
  const outcome = outcomeOf(board);

  const onPlay = (index: number) => {
    const next = play(board, index);
    if (next === board) return;
    setBoard(next);
    const result = outcomeOf(next);
    if (result.kind === 'won') {
      setScore((s) => ({ ...s, [result.win.player]: s[result.win.player] + 1 }));
      start(CONFETTI_WIN_PIECES);
    } else if (result.kind === 'draw') {
      setScore((s) => ({ ...s, draw: s.draw + 1 }));
    }
  };

  const status =
    outcome.kind === 'won'
      ? GAME_TEXTS.won(outcome.win.player)
      : outcome.kind === 'draw'
        ? GAME_TEXTS.draw
        : GAME_TEXTS.turn(outcome.next);

  return (
    <PageScaffold title={GAME_TEXTS.gameTitle} back="history">
      {burst && (
        <Confetti
          key={burst.id}
          width={width}
          height={height}
          numberOfPieces={burst.pieces}
          recycle={burst.falling}
          onConfettiComplete={finish}
          style={{ position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: 1400 }}
          data-pieces={burst.pieces}
        />
      )}
      <Stack spacing={3} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="p" role="status" aria-live="polite">
          {status}
        </Typography>
        <GameBoard
          board={board}
          winningLine={outcome.kind === 'won' ? outcome.win.line : null}
          disabled={outcome.kind !== 'playing'}
          onPlay={onPlay}
        />
        <Stack direction="row" spacing={1} role="group" aria-label={GAME_TEXTS.score}>
          <Chip color="primary" label={GAME_TEXTS.scoreOf('X', score.X)} />
          <Chip color="secondary" label={GAME_TEXTS.scoreOf('O', score.O)} />
          <Chip label={GAME_TEXTS.scoreOf(GAME_TEXTS.drawsLabel, score.draw)} />
        </Stack>
        <Button variant="contained" size="large" startIcon={<ReplayIcon />} onClick={() => setBoard(EMPTY_BOARD)}>
          {GAME_TEXTS.restart}
        </Button>
      </Stack>
    </PageScaffold>
  );
}
