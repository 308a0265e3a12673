// German dates in Europe/Berlin, whatever the device's own time zone (SPEC §9).
const dateFormat = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });

/** '24.12.2026', or '' for a missing or unreadable date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

const timeFormat = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' });

/** '24.12.2026, 17:05 Uhr', or '' for a missing or unreadable date. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const day = formatDate(value);
  return day && `${day}, ${timeFormat.format(value instanceof Date ? value : new Date(value as string | number))} Uhr`;
}

const clockFormat = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', second: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit' });

/** '17:05:42', and '24.12.' for the day without the year. */
export function formatClock(value: string): string {
  return clockFormat.format(new Date(value));
}

export function formatDayOfMonth(value: string): string {
  return dayFormat.format(new Date(value));
}
