// German texts about storage criteria that the server's explanation and the app's offline
// explanation share, so both say the same about photos that did not show a criterion.
export const STORAGE_TEXTS = {
  /** An analysed site whose photos did not show the criterion (SPEC §5). */
  notRecognised: (criterion: string, photos: number) =>
    `Auf ${photos === 1 ? 'dem Foto' : `den ${photos} Fotos`} des Aufstellorts war „${criterion}“ nicht zu erkennen. Bitte vor Ort prüfen und von Hand bewerten.`,
} as const;
