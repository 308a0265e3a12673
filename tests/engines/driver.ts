// What a journey needs of a browser, whatever drives it: Firefox over WebDriver BiDi
// (puppeteer-core), WebKitGTK over classic WebDriver (WebKitWebDriver). Elements are found in
// the page by what a user reads: a field by its label, a button or tab by its text.

/** A field by its label, or a button, tab, link or menu item by its text or accessible name. */
export type Target = { label: string } | { text: string };

export type Engine = 'firefox' | 'webkit';

export interface Size {
  name: 'tablet' | 'phone';
  width: number;
  height: number;
}

export const SIZES: readonly Size[] = [
  { name: 'tablet', width: 800, height: 1280 },
  { name: 'phone', width: 390, height: 844 },
];

export interface Driver {
  readonly engine: Engine;
  /** How this engine is cut off from the network: its own offline mode, or the proxy refusing. */
  readonly offlineBy: 'offline mode' | 'proxy';
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Runs `body` (a function body; its arguments are `args`) in the page and answers its result. */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  click(target: Target): Promise<void>;
  type(target: Target, text: string): Promise<void>;
  /** Puts files into the page's file input (the first one, or the one the journey made visible). */
  setFiles(paths: string[]): Promise<void>;
  setOffline(offline: boolean): Promise<void>;
  /** A PNG of the page, kept when a run fails. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * Finds the element in the page: a labelled field (MUI links label and input by id), else a
 * clickable element whose text or aria-label is the given one. Visible elements only.
 */
export const FIND_ELEMENT = `
  const target = arguments[0];
  const visible = (element) => !!element && element.getClientRects().length > 0;
  // textContent, not innerText: innerText applies CSS text-transform (MUI's upper-case buttons).
  const clean = (text) => (text || '').replace(/\\s*\\*\\s*$/, '').replace(/\\s+/g, ' ').trim();
  if (target.label !== undefined) {
    for (const label of document.querySelectorAll('label')) {
      if (clean(label.textContent) !== target.label) continue;
      const field = label.htmlFor ? document.getElementById(label.htmlFor) : label.querySelector('input, textarea');
      if (visible(field) || (field && field.type === 'checkbox')) return field;
    }
    return [...document.querySelectorAll('[aria-label]')].find((element) => element.getAttribute('aria-label') === target.label && visible(element)) || null;
  }
  const clickable = 'button, [role=button], [role=tab], [role=menuitem], a, [role=option], li';
  return [...document.querySelectorAll(clickable)].find(
    (element) => visible(element) && (clean(element.textContent) === target.text || element.getAttribute('aria-label') === target.text),
  ) || null;
`;

/** Polls `check` until it answers true; fails naming what was awaited. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let lastError: unknown = null;
  while (Date.now() < until) {
    try {
      if (await check()) return;
      lastError = null;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Nicht eingetreten in ${timeoutMs / 1000} s: ${what}${lastError ? ` (${String(lastError)})` : ''}`);
}

export function describeTarget(target: Target): string {
  return 'label' in target ? `Feld „${target.label}“` : `„${target.text}“`;
}
