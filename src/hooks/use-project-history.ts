// A project's history as the server recorded it (issue 23): the last answer at once, a fresh one
// whenever the page opens online.
import { API_PATHS } from '@/api/paths';
import { cacheKey } from '@/db/cache-store';
import type { HistoryEntry } from '@/domain/project-history';
import { useServerResource } from './use-server-resource';

export function useProjectHistory(companyId: string, projectId: string) {
  return useServerResource(cacheKey('history', companyId, projectId), (api) => api.json<HistoryEntry[]>('GET', API_PATHS.projectHistory(companyId, projectId)));
}
