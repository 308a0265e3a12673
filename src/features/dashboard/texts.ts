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
  /** The status as the project menu's select names it, never the stored value. */
  status: (status: string) => `Status: ${({ OFFEN: 'Offen', ABGESCHLOSSEN: 'Erledigt' } as Record<string, string>)[status] ?? status}`,
  customer: (name: string) => `Kunde: ${name}`,
} as const;
