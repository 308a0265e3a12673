// The current company (SPEC §2): the one last opened on this device, else the one the token
// names; the general dashboard redirects to it.
import { useLiveQuery } from 'dexie-react-hooks';
import type { VorOrtDatabase } from '../schema';
import { useDataLayer } from './data-context';

const CURRENT_COMPANY_FLAG = 'currentCompanyId';

export async function setCurrentCompany(db: VorOrtDatabase, companyId: string): Promise<void> {
  await db.flags.put({ key: CURRENT_COMPANY_FLAG, value: companyId });
}

/** undefined while loading, null when no company is known. */
export function useCurrentCompany(claimCompany: string | null): string | null | undefined {
  const { db } = useDataLayer();
  return useLiveQuery(async () => {
    const stored = (await db.flags.get(CURRENT_COMPANY_FLAG))?.value;
    return typeof stored === 'string' && stored ? stored : claimCompany;
  }, [db, claimCompany]);
}
