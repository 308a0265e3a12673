// Where a user lands after signing in (SPEC §4 'After sign-in'): their company's dashboard when
// the token names one, otherwise /dashboard. A deep link the user had opened is kept.
import { companyFromToken } from '@/auth/company-claim';
import { companyDashboardPath, DASHBOARD_PATH } from '@/domain/app-paths';

const GENERIC_ENTRY_PATHS = new Set(['', '/', DASHBOARD_PATH]);

export function landingPath(accessToken: string | null | undefined, requestedPath?: string | null): string {
  if (requestedPath && !GENERIC_ENTRY_PATHS.has(requestedPath.split(/[?#]/)[0])) return requestedPath;
  const companyId = companyFromToken(accessToken);
  return companyId ? companyDashboardPath(companyId) : DASHBOARD_PATH;
}
