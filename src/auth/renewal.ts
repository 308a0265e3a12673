// Decides what a session does with a renewed token or a failed renewal (SPEC §4 'Sign-in
// session'). Pure functions, so the rules are tested without a browser or a provider. The
// errors of oidc-client-ts are told apart by name, so this module does not load the library.

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
  if (!(error instanceof Error)) return 'wait-for-network';
  if (error.name === 'ErrorTimeout') return 'retry-soon';
  const code = (error as { error?: unknown }).error;
  if (error.name === 'ErrorResponse' && typeof code === 'string' && REFUSALS.has(code)) return 'sign-in';
  return 'wait-for-network';
}
