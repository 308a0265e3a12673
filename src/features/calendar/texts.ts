// German texts of the calendar feature.
export const CALENDAR_TEXTS = {
  calendarTitle: 'Mein Kalender',
} as const;
