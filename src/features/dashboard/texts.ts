// German texts of the dashboards (SPEC §2 'Dashboard').
export const DASHBOARD_TEXTS = {
  greeting: (username: string) => `Hey ${username}`,
  defaultUsername: 'Admin',
  companyFallback: 'Firma',
  openMenu: 'Menü öffnen',
  multiCompany: 'Multi-Firma Modus',
  profile: 'Mein Profil',
  signOut: 'Abmelden',
  tabNew: 'NEU',
  tabOpen: 'OFFEN',
  tabDone: 'ERLEDIGT',
  newProject: 'Neues Projekt',
  newProjectHint: 'Drücke auf Start um ein neues Projekt anzulegen',
  start: 'Start',
  noOpenProjects: 'Du hast aktuell keine offenen Projekte',
  noDoneProjects: 'Es gibt noch keine erledigten Projekte',
} as const;
