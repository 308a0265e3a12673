// While `when` holds, a reload or a closed tab gets the browser's own question first: work that
// lives only in the page (an unsaved draft, a recording in progress) would end with it.
import { useEffect } from 'react';

export function useAskBeforeUnload(when: boolean): void {
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
}
