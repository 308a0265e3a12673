// Decides what the outbox does with a failed call (docs/architecture.md, The outbox): network
// errors, 408, 429 and 5xx retry; 401 renews the token; 409 means the first attempt still runs;
// 412 merges; 413 is too large; any other 4xx waits for the user. Nothing is ever dropped here.
import type { ApiError } from '@/api/errors';

export type FailureAction = 'retry' | 'renew-token' | 'merge' | 'too-large' | 'ask-user';

export function classifyFailure(error: ApiError): FailureAction {
  if (error.kind === 'network') return 'retry';
  const { status } = error;
  if (status === 401) return 'renew-token';
  if (status === 412) return 'merge';
  if (status === 413) return 'too-large';
  if (status === 408 || status === 409 || status === 425 || status === 429 || status >= 500) return 'retry';
  return 'ask-user';
}
