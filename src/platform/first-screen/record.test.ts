import { describe, expect, it } from 'vitest';
import { belongsToStoredUser, landsOn, parseRecord, rulesUsedBy, stampOf, withPage, type PageCapture } from './record.ts';

const capture = (change: Partial<PageCapture> = {}): PageCapture => ({
  path: '/dashboard/firma-ş',
  startPaths: ['/', '/dashboard'],
  startKey: 'vor-ort.currentCompany',
  startValue: 'firma-ş',
  userKey: 'vor-ort.oidc.user:x',
  sub: 'anna',
  stamp: 's1',
  online: true,
  tab: 'open',
  html: '<div class="css-a1">OFFEN</div>',
  ...change,
});
const allCss = (pages: string[]) => pages.join('|');

describe('the kept first screen', () => {
  it('keeps the other tabs while the lists show the same, and drops them when anything changed', () => {
    const open = withPage(null, capture(), allCss);
    const both = withPage(open, capture({ tab: 'new', html: '<div>NEU</div>' }), allCss);
    expect(Object.keys(both.pages).sort()).toEqual(['new', 'open']);

    const changed = withPage(both, capture({ tab: 'new', stamp: 's2', html: '<div>NEU 2</div>' }), allCss);
    expect(changed.pages).toEqual({ new: '<div>NEU 2</div>' });
    expect(changed.css).toBe('<div>NEU 2</div>');
  });

  it('starts afresh for another user or another company', () => {
    const anna = withPage(null, capture(), allCss);
    expect(withPage(anna, capture({ sub: 'ben', tab: 'new' }), allCss).pages.open).toBeUndefined();
    expect(withPage(anna, capture({ path: '/dashboard/andere', tab: 'new' }), allCss).pages.open).toBeUndefined();
  });

  it('reads back what it wrote and nothing malformed', () => {
    const record = withPage(null, capture(), allCss);
    expect(parseRecord(JSON.stringify(record))).toEqual(record);
    expect(parseRecord(null)).toBeNull();
    expect(parseRecord('{')).toBeNull();
    expect(parseRecord(JSON.stringify({ ...record, startPaths: '/' }))).toBeNull();
    expect(parseRecord(JSON.stringify({ ...record, sub: 7 }))).toBeNull();
    expect(parseRecord(JSON.stringify({ ...record, online: 'ja' }))).toBeNull();
    expect(parseRecord(JSON.stringify({ ...record, pages: { open: 1, done: '<p></p>', evil: '<p></p>' } }))?.pages).toEqual({ done: '<p></p>' });
  });

  it('is painted at its own path, and at the start paths only while its company is the current one', () => {
    const record = withPage(null, capture(), allCss);
    const current = (value: string | null) => (key: string) => (key === 'vor-ort.currentCompany' ? value : null);
    expect(landsOn(record, '/dashboard/firma-ş', current(null))).toBe(true);
    expect(landsOn(record, '/dashboard', current('firma-ş'))).toBe(true);
    expect(landsOn(record, '/', current('firma-ş'))).toBe(true);
    expect(landsOn(record, '/dashboard', current('andere'))).toBe(false);
    expect(landsOn(record, '/dashboard/andere', current('firma-ş'))).toBe(false);
  });

  it('is painted for the user it was made for only', () => {
    const record = withPage(null, capture(), allCss);
    expect(belongsToStoredUser(record, JSON.stringify({ profile: { sub: 'anna' }, access_token: 't' }))).toBe(true);
    expect(belongsToStoredUser(record, JSON.stringify({ profile: { sub: 'ben' }, access_token: 't' }))).toBe(false);
    expect(belongsToStoredUser(record, null)).toBe(false);
    expect(belongsToStoredUser(record, 'kaputt')).toBe(false);
  });
});

describe('the style rules a kept page needs', () => {
  const rules = [
    'html { -webkit-font-smoothing: antialiased; }',
    '.css-a1 { color: red; }',
    '.css-b2 { color: blue; }',
    '@media (min-width: 600px) { .css-b2 { padding: 24px; } }',
    '@media (min-width: 600px) { .css-a1-MuiToolbar-root { padding: 24px; } }',
    '@keyframes mui-auto-fill { from { display: block; } }',
  ];

  it('are the global ones, keyframes and those of a class the markup uses', () => {
    const css = rulesUsedBy(rules, ['<div class="MuiBox-root css-a1"></div>', '<p class="css-a1-MuiToolbar-root"></p>']);
    expect(css).toContain('html {');
    expect(css).toContain('.css-a1 {');
    expect(css).toContain('.css-a1-MuiToolbar-root');
    expect(css).toContain('@keyframes');
    expect(css).not.toContain('.css-b2');
  });
});

describe('the stamp of what the lists show', () => {
  it('differs when a project, its order or the user changes, and is stable otherwise', () => {
    const base = ['Anna', 'Firma', 'a 1', 'b 1'];
    expect(stampOf(base)).toBe(stampOf([...base]));
    expect(stampOf(base)).not.toBe(stampOf(['Anna', 'Firma', 'a 1', 'b 2']));
    expect(stampOf(base)).not.toBe(stampOf(['Anna', 'Firma', 'b 1', 'a 1']));
    expect(stampOf(base)).not.toBe(stampOf(['Ben', 'Firma', 'a 1', 'b 1']));
    expect(stampOf(['ab', 'c'])).not.toBe(stampOf(['a', 'bc']));
  });
});
