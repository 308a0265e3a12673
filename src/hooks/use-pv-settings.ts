// The module and edge distances the company plans roofs with (issue 25), as last loaded, read
// again whenever the store changes; the defaults until the company's own are known.
import { storedCompany } from '@/db/company-store';
import { useStoreQuery } from '@/db/store-query';
import { DEFAULT_PV_SETTINGS, pvSettingsOf, type PvSettings } from '@/domain/pv/pv-settings';
import { useDataLayer } from './data-context';

export function usePvSettings(companyId: string): PvSettings {
  const { db } = useDataLayer();
  return useStoreQuery(async () => pvSettingsOf((await storedCompany(db, companyId))?.pvSettings), [db, companyId]) ?? DEFAULT_PV_SETTINGS;
}
