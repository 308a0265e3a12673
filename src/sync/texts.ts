// German texts of the sync engine: why an entry waits for the user.
export const SYNC_TEXTS = {
  saveRefused: (status: number) => `Speicherung fehlgeschlagen (Status: ${status})`,
  uploadRefused: (status: number) => `Fehler beim Upload: ${status}`,
  damageCreateRefused: (status: number) => `Vorschaden konnte nicht angelegt werden (Status: ${status})`,
  damageDeleteRefused: 'Fehler beim Löschen des Vorschadens. Bitte versuchen Sie es erneut.',
  moveRefused: (status: number) => `Verschieben fehlgeschlagen (Status: ${status})`,
  storageFull:
    'Speicher des Geräts ist voll – neue Fotos und Änderungen können nicht gespeichert werden. Bereits Gespeichertes bleibt erhalten. Bitte mit Verbindung ausstehende Änderungen übertragen und nicht benötigte Daten auf dem Gerät löschen.',
  photosNotKept:
    'Dieser Browser-Modus kann keine Fotos auf dem Gerät speichern. Bitte den privaten Modus verlassen oder die App zum Home-Bildschirm hinzufügen (Safari: Teilen → Zum Home-Bildschirm) und die Fotos erneut auswählen.',
  tooLarge: 'Die Dateien sind zu groß für den Server. Bitte kleinere Fotos aufnehmen oder einzeln hochladen.',
} as const;
