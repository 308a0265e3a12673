// Confetti bursts of the break game (SPEC §9): 200 pieces when the screen opens, 300 on a win,
// each falling for 5 seconds before the last pieces drift out of view.
import { useCallback, useEffect, useState } from 'react';

export const CONFETTI_DEFAULT_PIECES = 200;
export const CONFETTI_WIN_PIECES = 300;
export const CONFETTI_DURATION_MS = 5000;

export interface ConfettiBurst {
  /** Changes with every burst so a new one starts fresh. */
  id: number;
  pieces: number;
  /** True for the 5 seconds new pieces keep coming. */
  falling: boolean;
}

export function useConfettiBurst() {
  const [burst, setBurst] = useState<ConfettiBurst | null>({ id: 0, pieces: CONFETTI_DEFAULT_PIECES, falling: true });

  const start = useCallback((pieces: number) => {
    setBurst((current) => ({ id: (current?.id ?? 0) + 1, pieces, falling: true }));
  }, []);
  const finish = useCallback(() => setBurst(null), []);

  const burstId = burst?.falling ? burst.id : null;
  useEffect(() => {
    if (burstId === null) return;
    const timer = window.setTimeout(
      () => setBurst((current) => (current?.id === burstId ? { ...current, falling: false } : current)),
      CONFETTI_DURATION_MS,
    );
    return () => window.clearTimeout(timer);
  }, [burstId]);

  return { burst, start, finish };
}
