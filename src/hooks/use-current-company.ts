// The current company for the screens, re-read when this tab or another one changes it.
import { useSyncExternalStore } from 'react';
import { currentCompany, subscribeCurrentCompany } from '@/db/current-company';

/** The company the general dashboard goes to; null when none is known. */
export function useCurrentCompany(claimCompany: string | null): string | null {
  return useSyncExternalStore(
    (listener) => subscribeCurrentCompany(listener),
    () => currentCompany(window.localStorage, claimCompany),
  );
}
