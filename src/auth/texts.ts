// German texts of sign-in and session handling.
export const AUTH_TEXTS = {
  loading: 'Anmeldung wird geprüft …',
  redirecting: 'Weiterleitung zur Anmeldung …',
  errorTitle: 'Anmeldung fehlgeschlagen',
  signInAgain: 'Erneut anmelden',
  offlineTitle: 'Keine Internetverbindung',
  offlineSignIn:
    'Zum Anmelden wird einmalig eine Internetverbindung benötigt. Danach funktioniert Vor-Ort auch ohne Netz.',
  retry: 'Erneut versuchen',
  callbackFailed: 'Die Anmeldung konnte nicht abgeschlossen werden.',
  subjectMismatch:
    'Die erneuerte Anmeldung gehört zu einem anderen Benutzer und wurde abgelehnt. Bitte melden Sie sich erneut an.',
  sessionEnded: 'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
} as const;
