import { describe, expect, it } from 'vitest';
import { MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_USER, SignInThrottle, WINDOW_MS } from './sign-in-throttle.ts';

describe('sign-in attempts are rate-limited (issue 9)', () => {
  it('five wrong passwords for one user lock that user from that address until the window passes', () => {
    let now = 0;
    const throttle = new SignInThrottle(() => now);
    for (let i = 0; i < MAX_FAILURES_PER_USER; i += 1) {
      expect(throttle.waitMs('10.0.0.1', 'demo')).toBe(0);
      throttle.failed('10.0.0.1', 'demo');
      now += 1000;
    }
    expect(throttle.waitMs('10.0.0.1', 'Demo')).toBe(WINDOW_MS - 5000);
    expect(throttle.waitMs('10.0.0.2', 'demo')).toBe(0);
    now = WINDOW_MS + 1;
    expect(throttle.waitMs('10.0.0.1', 'demo')).toBe(0);
  });

  it('one address guessing many names is stopped too; a success clears only that user', () => {
    const throttle = new SignInThrottle(() => 0);
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i += 1) throttle.failed('10.0.0.9', `user${i}`);
    expect(throttle.waitMs('10.0.0.9', 'someone-else')).toBeGreaterThan(0);
    const other = new SignInThrottle(() => 0);
    for (let i = 0; i < MAX_FAILURES_PER_USER - 1; i += 1) other.failed('10.0.0.1', 'demo');
    other.succeeded('10.0.0.1', 'demo');
    other.failed('10.0.0.1', 'demo');
    expect(other.waitMs('10.0.0.1', 'demo')).toBe(0);
  });
});
