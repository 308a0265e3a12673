// German texts of a company's trash (issue 23).
export const TRASH_TEXTS = {
  title: 'Papierkorb',
  intro: 'Gelöschte Projekte bleiben hier, bis sie endgültig gelöscht werden. Bis dahin können sie wiederhergestellt werden.',
  empty: 'Der Papierkorb ist leer.',
  loading: 'Papierkorb wird geladen …',
  loadFailed: 'Der Papierkorb konnte nicht geladen werden. Bitte mit Verbindung erneut versuchen.',
  offline: 'Offline – Wiederherstellen und endgültiges Löschen brauchen eine Verbindung zum Server.',
  retry: 'Erneut laden',
  deletedAt: (date: string) => `Gelöscht am ${date}`,
  automatic: (date: string) => `Am ${date} automatisch verschoben: erledigt und so lange nicht geändert, wie die Firma erledigte Projekte aufbewahrt`,
  eraseAt: (date: string) => `Wird am ${date} endgültig gelöscht`,
  restore: 'Wiederherstellen',
  erase: 'Endgültig löschen',
  eraseTitle: 'Endgültig löschen?',
  eraseMessage: (owner: string, address: string | undefined) =>
    `Das Projekt von ${owner}${address ? ` (${address})` : ''} wird mit allen Fotos, Dokumenten, Sprachnotizen und Analyseergebnissen endgültig gelöscht. Das kann nicht rückgängig gemacht werden.`,
  eraseConfirm: 'Endgültig löschen',
  restored: (owner: string) => `Projekt von ${owner} wiederhergestellt.`,
  erased: (owner: string) => `Projekt von ${owner} endgültig gelöscht.`,
  open: 'Öffnen',
  failed: (message: string) => `Das hat nicht geklappt: ${message}`,
} as const;
