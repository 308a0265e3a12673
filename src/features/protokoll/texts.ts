// German texts of the protokoll feature.
export const PROTOKOLL_TEXTS = {
  protokollTitle: 'Protokoll',
  requiredShots: (filled: number, total: number) => `Pflichtfotos: ${filled} von ${total} vorhanden`,
  missing: (n: number) => `Was fehlt noch? (${n})`,
  customer: 'Kunde',
  address: 'Adresse',
  status: 'Status',
  download: 'PDF herunterladen',
  downloading: 'PDF wird erstellt …',
  offlineHint: 'Ohne Verbindung wird das Protokoll aus den Daten auf diesem Gerät erstellt.',
  madeOffline: 'Das Protokoll wurde aus den Daten auf diesem Gerät erstellt.',
  madeWithQueued: 'Noch nicht alle Änderungen sind übertragen. Das Protokoll wurde aus den Daten auf diesem Gerät erstellt.',
  offlineFailed: 'Das Protokoll konnte auf diesem Gerät nicht erstellt werden.',
  photos: 'Fotos nach Bauteil',
  noPhotos: 'Noch keine Fotos.',
  noCustomer: 'Noch keine Kundendaten erfasst.',
} as const;
