// German texts of the company picker (SPEC §2 Company picker).
export const COMPANIES_TEXTS = {
  companyPickerTitle: 'Firma auswählen',
  intro: 'Wählen Sie eine Firma aus oder erstellen Sie eine neue Firma.',
  newCompany: 'Neue Firma erstellen',
  projects: (count: number) => `${count} Projekte`,
  select: 'Auswählen',
  loading: 'Lade Firmen...',
  loadError: (error: string) => `Fehler beim Laden der Firmen: ${error}`,
  dialogTitle: 'Neue Firma erstellen',
  name: 'Firmenname',
  cancel: 'Abbrechen',
  create: 'Erstellen',
  createFailed: (reason: string) => `Die Firma konnte nicht erstellt werden: ${reason}`,
  idLabel: (id: string) => `ID: ${id}`,
  checklist: 'Einstellungen',
  checklistOf: (company: string) => `Einstellungen von ${company}`,
} as const;
