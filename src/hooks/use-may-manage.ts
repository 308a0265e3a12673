// Whether the signed-in user may manage companies (the multi-company user): the one who changes
// their settings and checklists, and sees photos as taken where faces were blurred.
import { useAuthSession } from '@/auth/auth-context';
import { mayCreateCompanies } from '@/auth/company-claim';

export function useMayManage(): boolean {
  return mayCreateCompanies(useAuthSession().accessToken());
}
