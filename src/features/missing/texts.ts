// German texts of the 'Was fehlt noch?' screen; the list's own texts are the component's.
export const MISSING_TEXTS = {
  intro: 'Vor dem Verlassen des Objekts prüfen: Jeder Eintrag führt zu der Stelle, an der er erledigt wird.',
};
