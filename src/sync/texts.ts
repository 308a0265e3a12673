// German texts of the sync engine: what a queued entry does and why it waits for the user.
export const SYNC_TEXTS = {
  labels: {
    putProject: 'Projekt speichern',
    areaUpload: 'Fotos hochladen',
    photoCollection: 'Fotosammlung hochladen',
    deleteImage: 'Bild löschen',
    moveImage: 'Foto verschieben',
    photoMarkup: 'Markierungen speichern',
    voiceMemo: 'Sprachnotiz hochladen',
    deleteVoiceMemo: 'Sprachnotiz löschen',
    createVorschaden: 'Vorschaden anlegen',
    deleteVorschaden: 'Vorschaden löschen',
  },
  saveRefused: (status: number) => `Speicherung fehlgeschlagen (Status: ${status})`,
  uploadRefused: (status: number) => `Fehler beim Upload: ${status}`,
  damageCreateRefused: (status: number) => `Vorschaden konnte nicht angelegt werden (Status: ${status})`,
  damageDeleteRefused: 'Fehler beim Löschen des Vorschadens. Bitte versuchen Sie es erneut.',
  moveRefused: (status: number) => `Verschieben fehlgeschlagen (Status: ${status})`,
  markupRefused: (status: number) => `Markierungen konnten nicht gespeichert werden (Status: ${status})`,
  voiceMemoRefused: (status: number) => `Sprachnotiz konnte nicht gespeichert werden (Status: ${status})`,
  storageFull:
    'Speicher des Geräts ist voll – neue Fotos und Änderungen können nicht gespeichert werden. Bereits Gespeichertes bleibt erhalten. Bitte mit Verbindung ausstehende Änderungen übertragen und nicht benötigte Daten auf dem Gerät löschen.',
  photosNotKept:
    'Dieser Browser-Modus kann keine Fotos auf dem Gerät speichern. Bitte den privaten Modus verlassen oder die App zum Home-Bildschirm hinzufügen (Safari: Teilen → Zum Home-Bildschirm) und die Fotos erneut auswählen.',
  unknownKind: 'Diese Änderung kennt diese App-Version nicht. Bitte die App neu laden.',
  tooLarge: 'Die Dateien sind zu groß für den Server. Bitte kleinere Fotos aufnehmen oder einzeln hochladen.',
} as const;
