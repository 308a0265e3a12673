// German labels and colours of the overall status, factor impacts and categories, and the
// date and time a stored result is shown with.
import { formatDate } from '@/domain/format-date';
import { factorImpactLabel } from '@/domain/value-labels';
import { BAUBARKEIT_TEXTS as T } from './texts';

export type ToneColor = 'success' | 'warning' | 'error' | 'default';

export interface Labelled {
  label: string;
  color: ToneColor;
}

const STATUS_COLORS: Record<string, ToneColor> = { GEEIGNET: 'success', BEDINGT_GEEIGNET: 'warning', UNGEEIGNET: 'error' };
const IMPACT_COLORS: Record<string, ToneColor> = { POSITIVE: 'success', MINOR: 'warning', MAJOR: 'error', NONE: 'default' };

function lookup(labels: Record<string, string>, value: string): string | undefined {
  return Object.hasOwn(labels, value) ? labels[value] : undefined;
}

/** GEEIGNET green, BEDINGT_GEEIGNET amber, UNGEEIGNET red; an unknown status shows as it came, grey. */
export function statusView(status: string): Labelled {
  return { label: lookup(T.statusLabels, status) ?? status, color: STATUS_COLORS[status] ?? 'default' };
}

/** POSITIVE green, MINOR amber, MAJOR red, NONE grey; a factor missing its inputs grey, 'Nicht bewertbar'. */
export function impactView(impact: string, bewertbar?: boolean): Labelled {
  return { label: factorImpactLabel(impact, bewertbar), color: bewertbar === false ? 'default' : (IMPACT_COLORS[impact] ?? 'default') };
}

export function categoryLabel(category: string): string {
  return lookup(T.categoryLabels, category) ?? category;
}

const timeFormat = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' });

/** 'Zuletzt bekanntes Ergebnis, abgerufen am 24.12.2026 um 14:05 Uhr. …' */
export function staleNote(fetchedAt: string | null): string {
  const date = formatDate(fetchedAt);
  if (!fetchedAt || !date) return T.staleNoteUnknownTime;
  return T.staleNote(date, timeFormat.format(new Date(fetchedAt)));
}
