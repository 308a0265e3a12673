import { describe, expect, it } from 'vitest';
import { ALL_COMPANIES, DEMO_COMPANY_ID } from '@/domain/constants';
import { unsignedJwt } from '../../tests/unit/jwt';
import { landingPath } from './landing';

describe('landing after sign-in (SPEC §4 After sign-in)', () => {
  const demo = unsignedJwt({ sub: 'demo', company_access: DEMO_COMPANY_ID });
  const admin = unsignedJwt({ sub: 'admin', company_access: ALL_COMPANIES });

  it('"If the access token has a company_access claim, the user goes to that company\'s dashboard"', () => {
    expect(landingPath(demo)).toBe(`/companies/${DEMO_COMPANY_ID}/dashboard`);
    expect(landingPath(demo, '/dashboard')).toBe(`/companies/${DEMO_COMPANY_ID}/dashboard`);
    expect(landingPath(demo, '/')).toBe(`/companies/${DEMO_COMPANY_ID}/dashboard`);
  });

  it('"Otherwise the user stays on /dashboard"', () => {
    expect(landingPath(admin)).toBe('/dashboard');
    expect(landingPath(unsignedJwt({ sub: 'x' }))).toBe('/dashboard');
    expect(landingPath(null)).toBe('/dashboard');
  });

  it('keeps a deep link the user opened before signing in', () => {
    expect(landingPath(demo, '/kalender')).toBe('/kalender');
    expect(landingPath(admin, '/companies/abc/projekte/p1/dach?tab=1')).toBe('/companies/abc/projekte/p1/dach?tab=1');
  });
});
