import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { BACKOFF_MAX_MS, backoffDelay } from './backoff';
import { classifyFailure } from './classify';
import { assertSaveable, assertUploadIds, IdCheckError } from './id-checks';

describe('answer classification (docs/architecture.md, The outbox)', () => {
  it.each([
    [new ApiError('network', 'Failed to fetch'), 'retry'],
    [new ApiError('http', '', 408), 'retry'],
    [new ApiError('http', '', 409), 'retry'],
    [new ApiError('http', '', 429), 'retry'],
    [new ApiError('http', '', 500), 'retry'],
    [new ApiError('http', '', 503), 'retry'],
    [new ApiError('http', '', 401), 'renew-token'],
    [new ApiError('http', '', 412), 'merge'],
    [new ApiError('http', '', 413), 'too-large'],
    [new ApiError('http', '', 400), 'ask-user'],
    [new ApiError('http', '', 403), 'ask-user'],
    [new ApiError('http', '', 404), 'ask-user'],
    [new ApiError('http', '', 415), 'ask-user'],
  ])('%s → %s', (error, action) => {
    expect(classifyFailure(error)).toBe(action);
  });
});

describe('backoff: 1 s doubling to 5 minutes, with jitter', () => {
  it('doubles per attempt within the jitter band of 50–100 %', () => {
    expect(backoffDelay(0, 0)).toBe(500);
    expect(backoffDelay(0, 0.999)).toBe(1000);
    expect(backoffDelay(3, 0.5)).toBe(6000);
  });

  it('never waits longer than 5 minutes', () => {
    expect(backoffDelay(30, 0.999)).toBeLessThanOrEqual(BACKOFF_MAX_MS);
    expect(backoffDelay(30, 0)).toBe(BACKOFF_MAX_MS / 2);
  });

  it("honours the server's Retry-After", () => {
    expect(backoffDelay(0, 0, 30_000)).toBe(30_000);
    expect(backoffDelay(10, 0.999, 1000)).toBeGreaterThan(1000);
  });
});

describe('id checks before queueing (SPEC §5)', () => {
  const uuid = '6b1f0c52-8d2e-4a7b-9f3c-2e5d7a9b1c40';

  it("a missing id shows 'Firmen- oder Projekt-ID fehlt!'", () => {
    expect(() => assertUploadIds(undefined, uuid)).toThrow('Firmen- oder Projekt-ID fehlt!');
    try {
      assertUploadIds(uuid, '');
    } catch (error) {
      expect(error).toBeInstanceOf(IdCheckError);
      expect((error as IdCheckError).userVisible).toBe(true);
    }
  });

  it('non-UUID ids raise the internal errors, not shown to the user', () => {
    expect(() => assertUploadIds('firma-1', uuid)).toThrow('Invalid company ID from URL parameters');
    expect(() => assertUploadIds(uuid, 'p-1')).toThrow('Invalid project ID from URL parameters');
    expect(() => assertUploadIds(uuid, '6b1f0c52-8d2e-9a7b-9f3c-2e5d7a9b1c40')).toThrow('Invalid project ID');
  });

  it('saving without a project id is refused; a project that is not the route\'s is blocked', () => {
    expect(() => assertSaveable({})).toThrow('Das Erstellen neuer Projekte ist nicht unterstützt, wenn keine Projekt-ID vorhanden ist.');
    expect(() => assertSaveable({ id: 'a' }, 'b')).toThrow(IdCheckError);
    expect(() => assertSaveable({ id: 'a' }, 'a')).not.toThrow();
  });
});
