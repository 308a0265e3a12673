// German texts of the shared building blocks.
export const COMPONENT_TEXTS = {
  back: 'Zurück',
  home: 'Zur Übersicht',
  comingSoon: 'Dieser Bereich wird gerade für Sie aufgebaut.',
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
    pending: (n: number) => (n === 1 ? '1 Änderung ausstehend' : `${n} Änderungen ausstehend`),
    allSynced: 'Alle Änderungen übertragen',
    lastSync: (when: string) => `Zuletzt synchronisiert: ${when}`,
    neverSynced: 'Noch nicht synchronisiert',
    failedTitle: 'Nicht übertragen',
    retry: 'Erneut versuchen',
    discard: 'Verwerfen',
    discardConfirm: 'Diese Änderung wirklich verwerfen? Sie geht dann verloren.',
    syncNow: 'Jetzt synchronisieren',
    title: 'Synchronisierung',
    close: 'Schließen',
    kinds: {
      'put-project': 'Projekt speichern',
      'area-upload': 'Fotos hochladen',
      'photo-collection': 'Fotosammlung hochladen',
      'delete-image': 'Bild löschen',
    } as Record<string, string>,
  },
} as const;
