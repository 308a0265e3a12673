// German texts of routing: loading and failed page loads.
export const ROUTE_TEXTS = {
  loadingPage: 'Seite wird geladen …',
  chunkFailedTitle: 'Seite konnte nicht geladen werden',
  chunkFailed:
    'Dieser Teil der App ließ sich nicht laden. Bitte prüfen Sie die Internetverbindung und laden Sie die App neu.',
  errorTitle: 'Etwas ist schiefgelaufen',
  error: 'Beim Anzeigen dieser Seite ist ein Fehler aufgetreten. Ihre gespeicherten Daten sind nicht betroffen.',
  reload: 'Neu laden',
  toDashboard: 'Zur Übersicht',
} as const;
