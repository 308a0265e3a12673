// German texts of the shared building blocks.
export const COMPONENT_TEXTS = {
  back: 'Zurück',
  home: 'Zur Übersicht',
  comingSoon: 'Dieser Bereich wird gerade für Sie aufgebaut.',
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
