// Company scope of a caller (SPEC §6): the company_access claim names one company, or all of
// them for the multi-company user. Legacy paths with a non-UUID company use the legacy company.
import { ALL_COMPANIES, LEGACY_COMPANY_ID } from '../src/domain/constants.ts';
import { isUuid } from '../src/domain/uuid.ts';
import type { Caller } from './plugins/auth.ts';

export function canAccessCompany(caller: Caller | null, companyId: string): boolean {
  return !!caller?.companyAccess && (caller.companyAccess === ALL_COMPANIES || caller.companyAccess === companyId);
}

/** The companies a caller may list: all, or just the one of the claim. */
export function accessibleCompanies(caller: Caller | null): string[] | 'all' {
  if (!caller?.companyAccess) return [];
  return caller.companyAccess === ALL_COMPANIES ? 'all' : [caller.companyAccess];
}

export function legacyCompanyId(companyId: string): string {
  return isUuid(companyId) ? companyId : LEGACY_COMPANY_ID;
}
