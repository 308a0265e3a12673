// Reads the company a user may access from the access token's company_access claim (SPEC §3,
// §6). A missing or undecodable token means no company; the failure is logged, never thrown.
import { jwtDecode } from 'jwt-decode';
import { ALL_COMPANIES, COMPANY_ACCESS_CLAIM } from '@/domain/constants';
import { logWarning } from '@/platform/log';

/** The raw claim: a company id, ALL_COMPANIES for the multi-company user, or null. */
export function companyAccessClaim(accessToken: string | null | undefined): string | null {
  if (!accessToken) return null;
  try {
    const claim = jwtDecode<Record<string, unknown>>(accessToken)[COMPANY_ACCESS_CLAIM];
    return typeof claim === 'string' && claim.trim() ? claim.trim() : null;
  } catch (error) {
    logWarning('Zugriffstoken konnte nicht dekodiert werden; keine Firma zugeordnet.', error);
    return null;
  }
}

/** The single company the user belongs to, or null for none or the multi-company user. */
export function companyFromToken(accessToken: string | null | undefined): string | null {
  const claim = companyAccessClaim(accessToken);
  return claim && claim !== ALL_COMPANIES ? claim : null;
}

/** Only the multi-company user may create companies (the API refuses everyone else). */
export function mayCreateCompanies(accessToken: string | null | undefined): boolean {
  return companyAccessClaim(accessToken) === ALL_COMPANIES;
}

/** The subject of an access token, or null when it cannot be read. */
export function subjectOfToken(accessToken: string | null | undefined): string | null {
  if (!accessToken) return null;
  try {
    return jwtDecode(accessToken).sub ?? null;
  } catch {
    return null;
  }
}
