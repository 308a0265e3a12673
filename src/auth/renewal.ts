// Decides what a session does with a renewed token or a failed renewal (SPEC §4 'Sign-in
// session'). Pure functions, so the rules are tested without a browser or a provider.
import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';

/** A renewal is accepted only for the user already signed in. */
export function renewalAccepted(currentSubject: string | null, renewedSubjects: Array<string | null>): boolean {
  if (!currentSubject) return true;
  return renewedSubjects.every((subject) => subject === null || subject === currentSubject);
}

/**
 * 'retry-soon': the request timed out; try again after a short wait.
 * 'sign-in': the provider refused the session (revoked or expired refresh token).
 * 'wait-for-network': the provider could not be reached; keep working offline.
 */
export type RenewalFailure = 'retry-soon' | 'sign-in' | 'wait-for-network';

const REFUSALS = new Set(['invalid_grant', 'login_required', 'interaction_required', 'consent_required', 'invalid_client']);

export function classifyRenewalFailure(error: unknown): RenewalFailure {
  if (error instanceof ErrorTimeout) return 'retry-soon';
  if (error instanceof ErrorResponse && error.error && REFUSALS.has(error.error)) return 'sign-in';
  return 'wait-for-network';
}
