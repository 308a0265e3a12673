// Brings the answer to a tap into view: on a phone the slot or upload tile tapped sits screens
// below the place the answer is shown. The page keeps changing after a photo is added (the
// upload's alert, the analysis's results and the install hint above it, as late as the upload is
// answered), so the answer is kept in view while it settles, until the user scrolls, taps or
// types themselves or the answer is gone.

/**
 * How long the page may settle after the answer appears: an upload from a cellar with one bar is
 * answered many seconds later, and its results above push the answer out of view then.
 */
const SETTLE_MS = 60_000;
const USER_SCROLLS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
/** Each change of how much of the answer shows is heard, however the page moved it. */
const VISIBLE_SHARES = [0, 0.25, 0.5, 0.75, 1];

export function reveal(element: HTMLElement): void {
  const bringIn = () => {
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) element.scrollIntoView({ block: 'center' });
  };
  bringIn();
  if (typeof IntersectionObserver === 'undefined') return;
  // The answer's own place on the screen is watched, not the page's size: the page (html, body)
  // is as high as the window and never changes size, while content growing above moves the
  // answer, and so may the browser's scroll anchoring in the frames after. Whatever moves it out
  // of view, it is brought back; only the user's own wheel, touch, pointer or key ends the watch.
  const observer = new IntersectionObserver(() => {
    if (!element.isConnected) return stop();
    bringIn();
  }, { threshold: VISIBLE_SHARES });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const event of USER_SCROLLS) window.removeEventListener(event, stop);
  };
  const timer = setTimeout(stop, SETTLE_MS);
  for (const event of USER_SCROLLS) window.addEventListener(event, stop, { passive: true });
  observer.observe(element);
}
