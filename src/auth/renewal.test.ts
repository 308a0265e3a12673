import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { classifyRenewalFailure, renewalAccepted } from './renewal';

describe('token renewal rules (SPEC §4 Sign-in session)', () => {
  it('"A renewal whose returned subject differs from the current user is rejected"', () => {
    expect(renewalAccepted('demo', ['admin', 'admin'])).toBe(false);
    expect(renewalAccepted('demo', ['demo', 'admin'])).toBe(false);
    expect(renewalAccepted('demo', [null, 'admin'])).toBe(false);
  });

  it('accepts a renewal for the same user, and any first sign-in', () => {
    expect(renewalAccepted('demo', ['demo', 'demo'])).toBe(true);
    expect(renewalAccepted('demo', ['demo', null])).toBe(true);
    expect(renewalAccepted(null, ['admin', 'admin'])).toBe(true);
  });

  it('"A silent-renew timeout is retried" soon', () => {
    expect(classifyRenewalFailure(new ErrorTimeout('timed out'))).toBe('retry-soon');
  });

  it('a refused refresh token sends the user to sign in again', () => {
    expect(classifyRenewalFailure(new ErrorResponse({ error: 'invalid_grant' }))).toBe('sign-in');
    expect(classifyRenewalFailure(new ErrorResponse({ error: 'login_required' }))).toBe('sign-in');
  });

  it('an unreachable provider keeps the user working and waits for the network', () => {
    expect(classifyRenewalFailure(new TypeError('Failed to fetch'))).toBe('wait-for-network');
    expect(classifyRenewalFailure(new ErrorResponse({ error: 'temporarily_unavailable' }))).toBe('wait-for-network');
  });
});
