// The app takes over from the painted copy of its first screen (paint.ts): the tab the user
// switched to on the copy opens, the copy goes in the frame the app's own page appears, and a tap
// made on the copy is made again on the app's element of the same name.
import { FIRST_SCREEN_ID, FIRST_SCREEN_STYLE_ID, TAP_ATTRIBUTE, asTabKey, type TabKey } from './record';

const copy = () => document.getElementById(FIRST_SCREEN_ID);

/** The tab the copy shows, which the app opens with; null when nothing was painted. */
export function paintedTab(): TabKey | null {
  return asTabKey(copy()?.dataset.tab);
}

/** Ends the copy when the app shows another page than the one painted (the browser's back arrow while it started). */
export function endFirstScreenUnlessAt(pathname: string): void {
  const painted = copy();
  if (painted && !(JSON.parse(painted.dataset.paths ?? '[]') as string[]).includes(pathname)) endFirstScreen();
}

/**
 * Removes the copy and shows the app. A tap made on the copy is made on the app's element
 * after the next frame, when React has committed the page it belongs to.
 */
export function endFirstScreen(): void {
  const painted = copy();
  if (!painted) return;
  const tap = painted.dataset.tap;
  painted.remove();
  // With the copy's styles goes the rule that hides the app's root.
  document.getElementById(FIRST_SCREEN_STYLE_ID)?.remove();
  if (tap) requestAnimationFrame(() => replayTap(tap));
}

function replayTap(tap: string): void {
  const target = document.querySelector<HTMLElement>(`#root [${TAP_ATTRIBUTE}="${CSS.escape(tap)}"]`);
  if (!target) return;
  const field = target.matches('input') ? target : target.querySelector('input');
  if (field) field.focus();
  else target.click();
}
