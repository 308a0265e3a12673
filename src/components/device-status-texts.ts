// German texts of the device's state, shown on every screen: the connection and what is still to
// be sent, and the device's storage. Apart from the other building blocks' texts because the
// dashboard, the first screen, needs these and none of the rest (issue 24: its code size).
export const DEVICE_STATUS_TEXTS = {
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
