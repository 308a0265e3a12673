// German texts of the sync engine: why an entry waits for the user.
export const SYNC_TEXTS = {
  saveRefused: (status: number) => `Speicherung fehlgeschlagen (Status: ${status})`,
  uploadRefused: (status: number) => `Fehler beim Upload: ${status}`,
  tooLarge: 'Die Dateien sind zu groß für den Server. Bitte kleinere Fotos aufnehmen oder einzeln hochladen.',
} as const;
