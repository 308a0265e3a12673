// Android's back button and the browser's back arrow close what lies on top of a page first (the
// photo viewer, the markup editor, a dialog), as in any app; only with nothing open do they
// leave the page, and what was drawn or typed in an overlay is never lost to them unasked. One
// blocker serves the whole app (React Router keeps one at a time): each open overlay puts its own
// back action on a stack, and the top one runs; a page with unsaved work guards leaving it.
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useBlocker, type Location } from 'react-router-dom';

type BackAction = { current: () => void };
type LeaveGuard = { current: (from: Location, to: Location) => boolean };

/**
 * Registering never changes: an overlay registered once stays where it is on the stack (were it
 * to register again on every change, a viewer would land above the editor opened from it).
 */
interface BackStack {
  push(action: BackAction): () => void;
  guard(guard: LeaveGuard): () => void;
}

/** A navigation a page's guard stopped, to go on with or to stay. */
interface Stopped {
  guard: LeaveGuard;
  proceed(): void;
  stay(): void;
}

const BackStackContext = createContext<BackStack | null>(null);
const StoppedContext = createContext<Stopped | null>(null);

export function BackStackProvider({ children }: { children: ReactNode }) {
  const overlays = useRef<BackAction[]>([]);
  const guards = useRef<LeaveGuard[]>([]);
  const [stoppedBy, setStoppedBy] = useState<LeaveGuard | null>(null);
  const blocker = useBlocker(({ currentLocation, nextLocation, historyAction }) => {
    if (historyAction === 'POP' && overlays.current.length > 0) return true;
    const guard = guards.current.find((candidate) => candidate.current(currentLocation, nextLocation)) ?? null;
    setStoppedBy(guard);
    return guard !== null;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked' || stoppedBy) return;
    // The router has put the address back; the page stays, the top overlay decides.
    blocker.reset();
    overlays.current.at(-1)?.current();
  }, [blocker, stoppedBy]);
  const stack = useMemo<BackStack>(
    () => ({
      push(action) {
        overlays.current = [...overlays.current, action];
        return () => {
          overlays.current = overlays.current.filter((other) => other !== action);
        };
      },
      guard(guard) {
        guards.current = [...guards.current, guard];
        return () => {
          guards.current = guards.current.filter((other) => other !== guard);
        };
      },
    }),
    [],
  );
  const stopped = useMemo<Stopped | null>(
    () =>
      blocker.state === 'blocked' && stoppedBy
        ? { guard: stoppedBy, proceed: () => (setStoppedBy(null), blocker.proceed()), stay: () => (setStoppedBy(null), blocker.reset()) }
        : null,
    [blocker, stoppedBy],
  );
  return (
    <BackStackContext.Provider value={stack}>
      <StoppedContext.Provider value={stopped}>{children}</StoppedContext.Provider>
    </BackStackContext.Provider>
  );
}

/**
 * While `open`, back runs `onBack` instead of leaving the page: closing the overlay, or asking
 * first where closing would lose work. Outside the signed-in screens it does nothing.
 */
export function useBackCloses(open: boolean, onBack: () => void): void {
  const stack = useContext(BackStackContext);
  const action = useRef(onBack);
  useEffect(() => {
    action.current = onBack;
  });
  useEffect(() => {
    if (!open || !stack) return;
    return stack.push(action);
  }, [open, stack]);
}

/**
 * Stops leaving the page (any way: a link, back) while `stops` says so; answers the stopped
 * navigation, for the page's own question, or null.
 */
export function useLeaveGuard(stops: (from: Location, to: Location) => boolean): { proceed(): void; stay(): void } | null {
  const stack = useContext(BackStackContext);
  const stopped = useContext(StoppedContext);
  const guard = useRef(stops);
  useEffect(() => {
    guard.current = stops;
  });
  useEffect(() => stack?.guard(guard), [stack]);
  return stopped?.guard === guard ? stopped : null;
}
