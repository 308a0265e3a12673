// A form's pending saves run whenever its page goes away: the back arrow or browser back (the
// page unmounts), closing the tab or reloading ('pagehide'), and the app sent to the background,
// where it may be killed later ('hidden'). And they start with any touch of the screen: a tap on
// 'Fertig' or the next field ends the typing. The field's blur would start the save too, but only
// after the tapped button's handlers and ripple have rendered, which on a slow tablet is most of
// the time a save takes (issue 24: a save ≤ 50 ms from the tap).
import { useEffect } from 'react';

export function useFlushOnLeave(store: { flush(): void }): void {
  useEffect(() => {
    const leave = () => store.flush();
    const hidden = () => document.visibilityState === 'hidden' && store.flush();
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    document.addEventListener('pointerdown', leave, true);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      document.removeEventListener('pointerdown', leave, true);
      store.flush();
    };
  }, [store]);
}
