// German texts of the calendar page (SPEC §2 /kalender).
export const CALENDAR_TEXTS = {
  calendarTitle: 'Mein Kalender',
  selected: 'Ausgewähltes Datum:',
  home: 'Zur Übersicht',
} as const;
