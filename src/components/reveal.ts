// Brings the answer to a tap into view: on a phone the slot or upload tile tapped sits screens
// below the place the answer is shown. The page keeps changing for a few seconds after a photo is
// added (the upload's alert, the analysis's results above it), so the answer is kept in view while
// it settles, until the user scrolls or types themselves.

/** How long the page may settle after the answer appears. */
const SETTLE_MS = 6_000;
const USER_SCROLLS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

export function reveal(element: HTMLElement): void {
  const bringIn = () => {
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) element.scrollIntoView({ block: 'center' });
  };
  bringIn();
  // Content above that grows moves it down, as does a scroll the page makes by itself (the browser
  // keeping another element in place); a scroll of the user's is preceded by one of USER_SCROLLS.
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(bringIn);
  const stop = () => {
    observer?.disconnect();
    clearTimeout(timer);
    window.removeEventListener('scroll', bringIn);
    for (const event of USER_SCROLLS) window.removeEventListener(event, stop);
  };
  const timer = setTimeout(stop, SETTLE_MS);
  for (const event of USER_SCROLLS) window.addEventListener(event, stop, { passive: true });
  window.addEventListener('scroll', bringIn, { passive: true });
  observer?.observe(document.body);
}
