import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { pdfErrorMessage } from './pdf-errors';

describe('protocol download errors (SPEC §8)', () => {
  it.each([
    [404, '', 'Projekt nicht gefunden oder noch keine Daten für Protokoll verfügbar.'],
    [500, 'Internal Server Error', 'Fehler bei der PDF-Generierung. Bitte versuche es später erneut.'],
    [403, 'Forbidden', 'Fehler beim Herunterladen: 403 Forbidden'],
    [502, 'Bad Gateway', 'Fehler beim Herunterladen: 502 Bad Gateway'],
  ])('PDF %s gives its message', (status, statusText, message) => {
    expect(pdfErrorMessage(new ApiError('http', 'x', status, null, null, statusText))).toBe(message);
  });

  it('a network failure has no message of its own: the protocol is made on the device instead', () => {
    expect(pdfErrorMessage(new ApiError('network', 'Failed to fetch'))).toBeNull();
    expect(pdfErrorMessage(new TypeError('Failed to fetch'))).toBeNull();
  });
});
