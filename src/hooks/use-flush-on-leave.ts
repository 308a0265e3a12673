// A form's pending saves run whenever its page goes away: the back arrow or browser back (the
// page unmounts), closing the tab or reloading ('pagehide'), and the app sent to the background,
// where it may be killed later ('hidden').
import { useEffect } from 'react';

export function useFlushOnLeave(store: { flush(): void }): void {
  useEffect(() => {
    const leave = () => store.flush();
    const hidden = () => document.visibilityState === 'hidden' && store.flush();
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      store.flush();
    };
  }, [store]);
}
