// German texts of the elektrik feature (SPEC §2 'Die Elektrik'); value labels live in
// src/domain/value-labels.ts so the screens and the protocol say the same.
export const ELEKTRIK_TEXTS = {
  elektrikTitle: 'Die Elektrik',
  elektrikDetailTitle: 'Elektrik',
  zaehlerschrank: 'Zählerschrank',
  erdung: 'Erdung',
  busy: 'Elektrik wird analysiert',
  fields: 'Erfasste Werte',
  edit: (section: string) => `${section} bearbeiten`,
  none: '–',
  /** SPEC §2: the detail editor's upload button only says this. */
  uploadNotReady: 'Upload-Funktionalität wird implementiert',
  upload: 'Fotos hinzufügen',
  done: 'Fertig',
  unknownTypeTitle: 'Unbekannter Bereich',
  unknownType: (type: string) => `Den Bereich „${type}“ gibt es in der Elektrik nicht. Bearbeiten lassen sich nur Zählerschrank und Erdung.`,
  backToOverview: 'Zurück zur Elektrik',
  ampere: 'A',
  decrease: (what: string) => `${what}: eins weniger`,
  increase: (what: string) => `${what}: eins mehr`,
  reasonsHint: 'Ein Grund pro Zeile',
  saveFailed: 'Elektrik konnte nicht gespeichert werden',
} as const;
