// A module loaded on demand, for a part of a screen that renders once it is there. Unlike
// React.lazy it never suspends: a Suspense boundary that shows its fallback and then resolves is
// revealed no sooner than 300 ms after that fallback (React 19 batches reveals), which held the
// dashboard's list back by that long on every start.
import { useEffect, useState } from 'react';

export function useLoadedModule<M>(load: () => Promise<M>): M | null {
  const [state, setState] = useState<{ module: M } | { error: unknown } | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (module) => live && setState({ module }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  // A failed fetch (an outdated build offline) reaches the screen's error boundary, as lazy's would.
  if (state && 'error' in state) throw state.error;
  return state?.module ?? null;
}
