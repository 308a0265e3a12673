// Renders a lazily loaded dialog or drawer from its first opening on, and keeps it mounted
// after that so it can play its closing transition: its code stays off the first screen. The
// module is loaded without suspending (useLoadedModule), so the first opening shows it as soon as
// its code is there, not 300 ms after a Suspense fallback.
import { useState, type ReactNode } from 'react';
import { useLoadedModule } from '@/hooks/use-loaded-module';

interface Props<C> {
  open: boolean;
  /** A module-level function, the same on every render. */
  load: () => Promise<{ default: C }>;
  children: (component: C) => ReactNode;
}

export function MountWhenOpened<C>({ open, load, children }: Props<C>) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Loaded load={load}>{children}</Loaded> : null;
}

function Loaded<C>({ load, children }: Omit<Props<C>, 'open'>) {
  const module = useLoadedModule(load);
  return module ? children(module.default) : null;
}
