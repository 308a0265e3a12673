import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_COMPANIES, DEMO_COMPANY_ID } from '@/domain/constants';
import { unsignedJwt } from '../../tests/unit/jwt';
import { companyAccessClaim, companyFromToken, mayCreateCompanies, subjectOfToken } from './company-claim';

describe('company claim (SPEC §3 Signed-in user)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the company id from the company_access claim', () => {
    expect(companyFromToken(unsignedJwt({ sub: 'demo', company_access: DEMO_COMPANY_ID }))).toBe(DEMO_COMPANY_ID);
  });

  it('treats the multi-company claim as no single company', () => {
    const token = unsignedJwt({ sub: 'admin', company_access: ALL_COMPANIES });
    expect(companyAccessClaim(token)).toBe(ALL_COMPANIES);
    expect(companyFromToken(token)).toBeNull();
  });

  it('"If the token is absent … the result is no company"', () => {
    expect(companyFromToken(null)).toBeNull();
    expect(companyFromToken(undefined)).toBeNull();
    expect(companyFromToken('')).toBeNull();
  });

  it('a token without the claim, or with a blank or non-string one, means no company', () => {
    expect(companyFromToken(unsignedJwt({ sub: 'x' }))).toBeNull();
    expect(companyFromToken(unsignedJwt({ sub: 'x', company_access: '  ' }))).toBeNull();
    expect(companyFromToken(unsignedJwt({ sub: 'x', company_access: 42 }))).toBeNull();
  });

  it('"… or cannot be decoded, the result is no company, and the failure is logged"', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(companyFromToken('not-a-jwt')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('nicht dekodiert');
  });

  it('reads the subject, and null for an unreadable token', () => {
    expect(subjectOfToken(unsignedJwt({ sub: 'demo' }))).toBe('demo');
    expect(subjectOfToken('garbage')).toBeNull();
  });

  it('only the multi-company user may create companies', () => {
    expect(mayCreateCompanies(unsignedJwt({ company_access: ALL_COMPANIES }))).toBe(true);
    expect(mayCreateCompanies(unsignedJwt({ company_access: DEMO_COMPANY_ID }))).toBe(false);
    expect(mayCreateCompanies(null)).toBe(false);
  });
});

