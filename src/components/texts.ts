// German texts of the shared building blocks.
export const COMPONENT_TEXTS = {
  back: 'Zurück',
  home: 'Zur Übersicht',
  assessment: {
    quality: (level: string) => `Qualität: ${level}`,
    corrected: 'korrigiert',
    notDetected: (what: string) => `KI konnte ${what} nicht erkennen`,
  },
  confirm: {
    cancel: 'Abbrechen',
    delete: 'Löschen',
    undo: 'Rückgängig',
  },
  save: {
    saved: 'Auf diesem Gerät gespeichert',
    pending: 'Wird gespeichert …',
  },
  project: {
    loading: 'Projekt wird geladen …',
    notFound: 'Dieses Projekt ist auf diesem Gerät nicht vorhanden. Bitte mit Verbindung erneut öffnen.',
  },
  images: {
    add: 'Hinzufügen',
    addHint: (types: string) => `Fotos hinzufügen (${types})`,
    waitingForUpload: 'wartet auf Upload',
    waitingForConnection: 'wartet auf Verbindung',
    uploadFailed: 'Upload fehlgeschlagen',
    loadFailed: 'Bild konnte nicht geladen werden',
    retry: 'Erneut laden',
    loading: 'Bild wird geladen',
    delete: 'Bild löschen',
    deleteTitle: 'Bild löschen?',
    deleteConfirm: 'Dieses Bild wirklich löschen?',
    /** SPEC §8 'Image delete': success shows an alert that the image was deleted. */
    deleted: 'Das Bild wurde gelöscht.',
    deletedOffline: 'Das Bild wurde auf diesem Gerät gelöscht. Der Server erfährt es, sobald eine Verbindung besteht.',
    open: (name: string) => `${name} öffnen`,
    close: 'Schließen',
    document: 'PDF-Dokument',
    pages: (count: number) => `${count} ${count === 1 ? 'Seite' : 'Seiten'}`,
    previewOnly: 'Vorschau – das Bild in voller Größe konnte nicht geladen werden.',
    moveTo: 'Verschieben nach …',
    moved: (area: string) => `Foto nach ${area} verschoben.`,
    moveFailed: 'Das Foto konnte nicht verschoben werden. Bitte erneut versuchen.',
    empty: 'Noch keine Fotos.',
    uploadSucceeded: (n: number, analysis: string) => `Upload erfolgreich (${n} ${n === 1 ? 'Bild' : 'Bilder'}). ${analysis}`,
    analysisSoon: 'Die Analyse wird gleich geladen.',
    billAnalysed: 'Die Stromrechnung wurde analysiert.',
    noRouteAlert: (n: number) =>
      n === 1 ? 'Keine Verbindung zum Server – das Foto wird übertragen, sobald sie besteht.' : `Keine Verbindung zum Server – die ${n} Fotos werden übertragen, sobald sie besteht.`,
    /** A photo whose bytes the project holds or queues already is not added again. */
    alreadyThere: (n: number) =>
      n === 1 ? '1 Foto war schon im Projekt und wurde nicht noch einmal hinzugefügt.' : `${n} Fotos waren schon im Projekt und wurden nicht noch einmal hinzugefügt.`,
    queuedAlert: (n: number) =>
      n === 1 ? '1 Foto gespeichert. Es wird hochgeladen, sobald eine Verbindung besteht.' : `${n} Fotos gespeichert. Sie werden hochgeladen, sobald eine Verbindung besteht.`,
  },
  installHint: {
    title: 'App zum Home-Bildschirm hinzufügen',
    why: 'Dieser Browser schützt die Daten der App nicht: Fotos und Änderungen, die noch nicht übertragen sind, darf er bei Platzmangel löschen. Als App auf dem Home-Bildschirm bleiben sie erhalten.',
    ipad: 'iPad und iPhone (Safari): Teilen → Zum Home-Bildschirm.',
    android: 'Android und Chrome: Menü ⋮ → App installieren.',
    ok: 'Verstanden',
  },
  storage: {
    title: 'Speicher auf diesem Gerät',
    usage: (used: string, quota: string, percent: number) => `${used} von ${quota} belegt (${percent} %)`,
    persisted: 'Daten sind vor automatischem Löschen durch den Browser geschützt.',
    notPersisted: 'Der Browser darf die Daten bei Platzmangel löschen. Bitte nicht synchronisierte Änderungen bald übertragen.',
    warning: (percent: number) =>
      `Der Speicher dieses Geräts ist zu ${percent} % belegt. Bitte ausstehende Änderungen übertragen und nicht benötigte Fotos löschen, damit nichts verloren geht.`,
    unknown: 'Der Browser gibt keine Auskunft über den Speicher.',
  },
  sync: {
    online: 'Online',
    offline: 'Offline – Änderungen werden gespeichert und später übertragen',
    unreachable: 'Keine Verbindung zum Server – Änderungen werden gespeichert und übertragen, sobald er antwortet',
    pending: (n: number) => (n === 1 ? '1 Änderung ausstehend' : `${n} Änderungen ausstehend`),
    allSynced: 'Alle Änderungen übertragen',
    /** Beside the icon, so a missing connection is read at a glance, not only after a tap. */
    short: { offline: 'Offline', unreachable: 'Keine Verbindung' } as Record<string, string>,
    lastSync: (when: string) => `Zuletzt synchronisiert: ${when}`,
    neverSynced: 'Noch nicht synchronisiert',
    failedTitle: 'Nicht übertragen',
    retry: 'Erneut versuchen',
    discard: 'Verwerfen',
    discardConfirm: 'Diese Änderung wirklich verwerfen? Sie geht dann verloren.',
    syncNow: 'Jetzt synchronisieren',
    title: 'Synchronisierung',
    close: 'Schließen',
  },
} as const;
