// The first screen as the user last saw it (issue 24): the dashboard's markup per tab and the
// styles it uses, kept in localStorage so a cold start paints it before the app's code has run
// (paint.ts) and the app takes over once its own list is up (handover.ts). Pure, so the painting
// script, which runs before everything else, carries nothing but this.

export const FIRST_SCREEN_KEY = 'vor-ort:erster-bildschirm';
/** The painted copy's element, before the app's root. */
export const FIRST_SCREEN_ID = 'erster-bildschirm';
/** Its styles' element. */
export const FIRST_SCREEN_STYLE_ID = 'erster-bildschirm-stil';
/** What the app's elements that can be tapped before it runs carry: the same on the copy and on the app. */
export const TAP_ATTRIBUTE = 'data-tap';
/** Names an element of the app that a tap on the painted copy is handed to. */
export const tapTarget = (name: string): Record<typeof TAP_ATTRIBUTE, string> => ({ [TAP_ATTRIBUTE]: name });
/** The copy shows the tap it will hand on while the app is still starting. */
export const TAPPED_CLASS = 'erster-bildschirm-tippen';

export const TAB_KEYS = ['new', 'open', 'done'] as const;
export type TabKey = (typeof TAB_KEYS)[number];

export const tabTap = (tab: TabKey) => `tab:${tab}`;
export const SYNC_TAP = 'sync';
export const projectTap = (projectKey: string) => `project:${projectKey}`;
/** `value` as a tab key, null when it is none. */
export const asTabKey = (value: unknown): TabKey | null => TAB_KEYS.find((tab) => tab === value) ?? null;
export const tabOfTap = (tap: string): TabKey | null => TAB_KEYS.find((tab) => tabTap(tab) === tap) ?? null;

/** Where, for whom and of what state a kept page is. */
interface KeptFor {
  /** The dashboard's path the copy belongs to: a start elsewhere paints nothing. */
  path: string;
  /** Paths that lead there while localStorage's `startKey` holds `startValue` (the general dashboard and the current company). */
  startPaths: string[];
  startKey: string;
  startValue: string;
  /** The signed-in user's store key and subject: the copy is painted for that user only. */
  userKey: string;
  sub: string;
  /** What the lists showed (their projects, user and company): pages of another stamp are out of date. */
  stamp: string;
  /** The connection when it was kept: the app bar's sync button shows it, and is not painted when it changed. */
  online: boolean;
}

export interface FirstScreenRecord extends KeptFor {
  /** The whole page's markup as each tab showed it. */
  pages: Partial<Record<TabKey, string>>;
  /** The style rules the pages use. */
  css: string;
}

export function parseRecord(stored: string | null): FirstScreenRecord | null {
  if (!stored) return null;
  try {
    const record = JSON.parse(stored) as Partial<FirstScreenRecord>;
    const text = (value: unknown): value is string => typeof value === 'string';
    const texts = [record.path, record.startKey, record.startValue, record.userKey, record.sub, record.stamp, record.css];
    if (!texts.every(text) || !Array.isArray(record.startPaths) || !record.startPaths.every(text) || typeof record.online !== 'boolean') return null;
    if (typeof record.pages !== 'object' || record.pages === null) return null;
    const pages = Object.fromEntries(TAB_KEYS.flatMap((tab) => (text(record.pages?.[tab]) ? [[tab, record.pages[tab]]] : [])));
    const { path, startPaths, startKey, startValue, userKey, sub, stamp, online, css } = record as FirstScreenRecord;
    return { path, startPaths, startKey, startValue, userKey, sub, stamp, online, pages, css };
  } catch {
    return null;
  }
}

/** Every path a start that shows `record` may be at. */
export function pathsOf(record: Pick<FirstScreenRecord, 'path' | 'startPaths'>): string[] {
  return [...record.startPaths, record.path];
}

/** A start at `pathname` lands on the recorded page, `stored` reading localStorage. */
export function landsOn(record: FirstScreenRecord, pathname: string, stored: (key: string) => string | null): boolean {
  return pathname === record.path || (record.startPaths.includes(pathname) && stored(record.startKey) === record.startValue);
}

/** The user's store entry still holds the user the copy was made for (nobody signed out or in since). */
export function belongsToStoredUser(record: FirstScreenRecord, storedUser: string | null): boolean {
  try {
    return (JSON.parse(storedUser ?? 'null') as { profile?: { sub?: unknown } } | null)?.profile?.sub === record.sub;
  } catch {
    return false;
  }
}

export interface PageCapture extends KeptFor {
  tab: TabKey;
  html: string;
}

/**
 * The record after one page was captured: the other tabs' pages stay while they show the same
 * projects, user and company, and go when anything changed since, so tabs never disagree.
 */
export function withPage(previous: FirstScreenRecord | null, capture: PageCapture, cssFor: (pages: string[]) => string): FirstScreenRecord {
  const same = previous && previous.path === capture.path && previous.sub === capture.sub && previous.stamp === capture.stamp;
  const { tab, html, ...page } = capture;
  const pages = { ...(same ? previous.pages : {}), [tab]: html };
  return { ...page, pages, css: cssFor(Object.values(pages)) };
}

const CLASS_NAME = /\bcss-[a-z0-9]+(?:-[A-Za-z0-9]+)*/g;

/**
 * The rules among `rules` (emotion's, as cssText) that the pages need: global ones, keyframes and
 * those of a class the markup uses. Emotion keeps every style the session has used, most of them
 * of other screens.
 */
export function rulesUsedBy(rules: readonly string[], pages: readonly string[]): string {
  const used = new Set(pages.flatMap((html) => html.match(CLASS_NAME) ?? []));
  return rules
    .filter((rule) => {
      const classes = rule.match(CLASS_NAME);
      return !classes || classes.some((name) => used.has(name));
    })
    .join('');
}

/** A short fingerprint of the parts the lists show. */
export function stampOf(parts: readonly string[]): string {
  // FNV-1a: a stamp, not a secret.
  let hash = 0x811c9dc5;
  for (const part of parts) {
    for (let index = 0; index < part.length; index += 1) hash = Math.imul(hash ^ part.charCodeAt(index), 0x01000193);
    hash = Math.imul(hash ^ 0x1f, 0x01000193);
  }
  return (hash >>> 0).toString(36) + parts.length.toString(36);
}
