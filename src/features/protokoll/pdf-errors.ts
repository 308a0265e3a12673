// The SPEC §8 message for a failed protocol download, by the answer (or its absence).
import { API_MESSAGES, ApiError } from '@/api/errors';

/** null for a network failure: then the app makes the protocol from the data on the device. */
export function pdfErrorMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.kind === 'network') return null;
  if (error.status === 404) return API_MESSAGES.pdfNotFound;
  if (error.status === 500) return API_MESSAGES.pdfServerError;
  return API_MESSAGES.pdfOther(error.status, error.statusText);
}
