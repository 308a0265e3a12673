// German texts of the app frame: start-up and updates.
export const APP_TEXTS = {
  updateAvailable: 'Neue Version verfügbar',
  update: 'Aktualisieren',
  startFailedTitle: 'Vor-Ort konnte nicht starten',
  startFailed: 'Die Konfiguration der App konnte nicht geladen werden.',
  reload: 'Neu laden',
} as const;
