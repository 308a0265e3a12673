// German state descriptions of photo-collection processing (SPEC §2 overlay).
export const PROCESSING_TEXTS = {
  QUEUED: 'In der Warteschlange',
  CATEGORIZING: 'Bilder werden kategorisiert',
  PROCESSING: 'Inhalte werden analysiert',
  SAVING: 'Ergebnisse werden gespeichert',
  SAVED: 'Verarbeitung abgeschlossen',
  FAILED: 'Verarbeitung fehlgeschlagen',
  projectGone: 'Das Projekt existiert nicht mehr.',
  imageMissing: (name: string) => `Bild „${name}“ konnte nicht gelesen werden.`,
} as const;
