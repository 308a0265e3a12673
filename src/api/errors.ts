// The error catalogue of SPEC §8 and the typed error every API call throws: the sync engine
// and the screens decide by its kind, never by parsing messages.
export const API_MESSAGES = {
  unauthorized: 'Authentication fehlgeschlagen - bitte neu einloggen',
  loadFailed: (status: number) => `Netzwerkantwort war nicht ok (Status: ${status})`,
  saveFailed: (status: number) => `Speicherung fehlgeschlagen (Status: ${status})`,
  updateFailed: (status: number) => `Aktualisierung fehlgeschlagen (Status: ${status})`,
  companiesFailed: (error: string) => `Fehler beim Laden der Firmen: ${error}`,
  overloaded: 'Server ist überlastet. Bitte versuchen Sie es später erneut.',
  uploadFailedStatus: (status: number, body: string) => `Fehler beim Upload: ${status} - ${body}`,
  collectionUploadFailed: 'Upload der Fotosammlung fehlgeschlagen',
  statusPollFailed: 'Fehler beim Abrufen des Verarbeitungsstatus',
  processingWatchFailed: 'Fehler beim Überwachen des Verarbeitungsfortschritts',
  processingFailed: (errors: string) => `Verarbeitung fehlgeschlagen: ${errors}`,
  unknownError: 'Unbekannter Fehler',
  missingIds: 'Firmen- oder Projekt-ID fehlt!',
  invalidCompanyId: 'Invalid company ID from URL parameters',
  invalidProjectId: 'Invalid project ID from URL parameters',
  noProjectId: 'Das Erstellen neuer Projekte ist nicht unterstützt, wenn keine Projekt-ID vorhanden ist.',
  areaUploadFailed: 'Upload fehlgeschlagen',
  areaUploadFailedStatus: (status: number) => `Fehler beim Upload: ${status}`,
  imageDeleteFailed: 'Fehler beim Löschen des Bildes',
  imageLoadFailed: 'Bild konnte nicht geladen werden',
  damageDeleteFailed: 'Fehler beim Löschen des Vorschadens. Bitte versuchen Sie es erneut.',
  pdfNotFound: 'Projekt nicht gefunden oder noch keine Daten für Protokoll verfügbar.',
  pdfServerError: 'Fehler bei der PDF-Generierung. Bitte versuche es später erneut.',
  pdfOther: (status: number, statusText: string) => `Fehler beim Herunterladen: ${status} ${statusText}`,
  pdfNetwork: 'Netzwerkfehler beim Herunterladen des Protokolls. Bitte überprüfe die Internetverbindung.',
  noAnswer: 'Der Server antwortet nicht.',
  answerLost: 'Die Antwort des Servers kam nicht vollständig an.',
} as const;

/** 'network': no answer at all; 'http': an answer with a non-OK status. */
export class ApiError extends Error {
  constructor(
    readonly kind: 'network' | 'http',
    message: string,
    readonly status = 0,
    readonly body: unknown = null,
    readonly retryAfterMs: number | null = null,
    readonly statusText = '',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What went wrong in words for the user: the server's German message where it sent one. */
export function userMessage(error: unknown): string {
  if (error instanceof ApiError && typeof error.body === 'object' && error.body && 'message' in error.body) return String(error.body.message);
  return error instanceof Error ? error.message : API_MESSAGES.unknownError;
}

/** Retry-After as milliseconds: seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
