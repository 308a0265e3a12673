// Every German text of the bundled provider's pages in one place.
export const OIDC_TEXTS = {
  appName: 'Vor-Ort',
  loginTitle: 'Anmelden',
  loginIntro: 'Melden Sie sich an, um Ihre Projekte vor Ort aufzunehmen.',
  username: 'Benutzername',
  password: 'Passwort',
  submit: 'Anmelden',
  wrongCredentials: 'Benutzername oder Passwort ist falsch. Bitte versuchen Sie es erneut.',
  missingCredentials: 'Bitte geben Sie Benutzername und Passwort ein.',
  tooManyAttempts: (minutes: number) =>
    `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${minutes === 1 ? 'einer Minute' : `${minutes} Minuten`} erneut.`,
  logoutTitle: 'Abmelden',
  logoutBusy: 'Sie werden abgemeldet …',
  logoutButton: 'Abmelden',
  loggedOutTitle: 'Abgemeldet',
  loggedOut: 'Sie wurden erfolgreich abgemeldet.',
  errorTitle: 'Anmeldung nicht möglich',
  errorIntro: 'Bei der Anmeldung ist ein Fehler aufgetreten. Bitte starten Sie die Anmeldung erneut aus der App.',
  expiredInteraction: 'Die Anmeldeseite ist abgelaufen. Bitte öffnen Sie die App erneut.',
  backToApp: 'Zurück zur App',
} as const;
