// Keeps the dashboard's page as it is on screen for the next cold start (record.ts): its markup
// and the style rules it uses, read from emotion's style elements.
import { logWarning } from '../log';
import { FIRST_SCREEN_KEY, parseRecord, rulesUsedBy, withPage, type PageCapture } from './record';

/** Every rule emotion has inserted (the production build inserts rules, not text). */
function emotionRules(): string[] {
  return [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].flatMap((style) => {
    try {
      return [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText);
    } catch {
      return [];
    }
  });
}

export function captureFirstScreen(capture: PageCapture): void {
  const storage = window.localStorage;
  try {
    const record = withPage(parseRecord(storage.getItem(FIRST_SCREEN_KEY)), capture, (pages) => rulesUsedBy(emotionRules(), pages));
    storage.setItem(FIRST_SCREEN_KEY, JSON.stringify(record));
  } catch (error) {
    // A full storage costs the painted start, nothing else.
    logWarning('Startbild nicht gespeichert', error);
  }
}
