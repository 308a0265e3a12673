// German texts of the dashboards (SPEC §2 'Dashboard').
export const DASHBOARD_TEXTS = {
  greeting: (username: string) => `Hey ${username}`,
  defaultUsername: 'Admin',
  companyFallback: 'Firma',
  openMenu: 'Menü öffnen',
  menu: 'Menü',
  multiCompany: 'Multi-Firma Modus',
  profile: 'Mein Profil',
  signOut: 'Abmelden',
  trash: 'Papierkorb',
  /** After 'Projekt löschen' (issue 23): the dashboard offers to take it back. */
  deleted: {
    moved: (owner: string) => `Projekt von ${owner} in den Papierkorb verschoben.`,
    restored: (owner: string) => `Projekt von ${owner} wiederhergestellt.`,
    restoreFailed: (message: string) => `Das Projekt konnte nicht wiederhergestellt werden: ${message} Es liegt weiter im Papierkorb.`,
  },
  /** Asked before signing out with work the server does not have (issue 23). */
  signOutCheck: {
    title: 'Noch nicht übertragen',
    unsent: (count: number) => (count === 1 ? '1 Änderung ist noch nicht übertragen.' : `${count} Änderungen sind noch nicht übertragen.`),
    stillUnsent: (count: number) =>
      `Es konnte nicht alles übertragen werden: ${count === 1 ? '1 Änderung wartet' : `${count} Änderungen warten`} noch. Mit Verbindung erneut versuchen oder trotzdem abmelden.`,
    why: 'Beim Abmelden werden alle Projekte, Fotos und Eingaben dieses Benutzers von diesem Gerät gelöscht, damit der nächste Benutzer nichts davon sieht. Nicht übertragene Änderungen gehen dabei verloren.',
    send: 'Jetzt übertragen',
    sending: 'Wird übertragen …',
    anyway: 'Trotzdem abmelden',
    cancel: 'Abbrechen',
    leaving: 'Abmelden …',
  },
  tabNew: 'NEU',
  tabOpen: 'OFFEN',
  tabDone: 'ERLEDIGT',
  newProject: 'Neues Projekt',
  newProjectHint: 'Drücke auf Start um ein neues Projekt anzulegen',
  start: 'Start',
  pickCompanyFirst: 'Bitte zuerst eine Firma auswählen – neue Projekte gehören immer zu einer Firma.',
  pickCompany: 'Firma auswählen',
  noOpenProjects: 'Du hast aktuell keine offenen Projekte',
  noDoneProjects: 'Es gibt noch keine erledigten Projekte',
  /** How many projects a tab holds, beside its name (issue 24). */
  tabCount: (count: number) => count.toLocaleString('de-DE'),
  /** The search over a list (issue 24). */
  search: {
    label: 'Projekt suchen',
    placeholder: 'Name, Kunde oder Adresse',
    clear: 'Suche löschen',
    found: (found: number, total: number) => `${found.toLocaleString('de-DE')} von ${total.toLocaleString('de-DE')} Projekten`,
    none: (query: string) => `Kein Projekt passt zu „${query}“.`,
  },
  /** The status as the project menu's select names it, never the stored value. */
  status: (status: string) => `Status: ${({ OFFEN: 'Offen', ABGESCHLOSSEN: 'Erledigt' } as Record<string, string>)[status] ?? status}`,
  customer: (name: string) => `Kunde: ${name}`,
} as const;
