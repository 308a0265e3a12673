// Renders a lazily loaded dialog or drawer from its first opening on, and keeps it mounted
// after that so it can play its closing transition: its code stays off the first screen.
import { Suspense, useState, type ReactNode } from 'react';

export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
