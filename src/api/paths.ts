// The paths of SPEC §7. Company-scoped when both ids are UUIDs (versions 1 to 5), otherwise
// the legacy form under the fixed legacy company (SPEC §5 Identifiers).
import { LEGACY_COMPANY_ID, LEGACY_PREFIX } from '@/domain/constants';
import { isUuid } from '@/domain/uuid';

const enc = encodeURIComponent;

export function projectBase(companyId: string, projectId: string): string {
  return isUuid(companyId) && isUuid(projectId)
    ? `/companies/${enc(companyId)}/projects/${enc(projectId)}`
    : `/${LEGACY_PREFIX}/${enc(isUuid(companyId) ? companyId : LEGACY_COMPANY_ID)}/${enc(projectId)}`;
}

/** Damages and buildability use the legacy shape, with the legacy company for non-UUID projects. */
function legacyBase(companyId: string, projectId: string): string {
  return `/${LEGACY_PREFIX}/${enc(isUuid(projectId) ? companyId : LEGACY_COMPANY_ID)}/${enc(projectId)}`;
}

export const API_PATHS = {
  health: '/health',
  companies: () => '/companies',
  /** The company picker's list: names and project counts, not every project of every company. */
  companyList: () => '/companies?projects=count',
  checklist: (companyId: string) => `/companies/${enc(companyId)}/checklist`,
  companySettings: (companyId: string) => `/companies/${enc(companyId)}/settings`,
  /** With `since` (a cursor the company's last answer gave) only what changed after it; the legacy path lists all. */
  company: (companyId: string, since?: string) =>
    isUuid(companyId) ? `/companies/${enc(companyId)}${since ? `?since=${enc(since)}` : ''}` : `/${LEGACY_PREFIX}/${enc(companyId)}`,
  project: projectBase,
  /** A company's trash of deleted projects (issue 23); deleting a project is DELETE on its path. */
  trash: (companyId: string) => `/companies/${enc(companyId)}/trash`,
  trashedProject: (companyId: string, projectId: string) => `/companies/${enc(companyId)}/trash/${enc(projectId)}`,
  restoreProject: (companyId: string, projectId: string) => `/companies/${enc(companyId)}/trash/${enc(projectId)}/restore`,
  areaUpload: (companyId: string, projectId: string, area: string) => `${projectBase(companyId, projectId)}/${area}`,
  areaImage: (companyId: string, projectId: string, area: string, imageId: string) =>
    `${projectBase(companyId, projectId)}/${area}/image/${enc(imageId)}`,
  /** A photo's marks and marked copy, by its photo key (upload hash or image id). */
  markup: (companyId: string, projectId: string, photoKey: string) => `${projectBase(companyId, projectId)}/markups/${enc(photoKey)}`,
  /** A voice memo's recording, by the id the device gave it. */
  voiceMemo: (companyId: string, projectId: string, memoId: string) => `${projectBase(companyId, projectId)}/voice-memos/${enc(memoId)}`,
  moveImage: (companyId: string, projectId: string, imageId: string) => `${projectBase(companyId, projectId)}/images/${enc(imageId)}/move`,
  photoCollection: (companyId: string, projectId: string) => `${projectBase(companyId, projectId)}/photo-collection-async`,
  processingStatus: (ticketId: string) => `/processing-status/${enc(ticketId)}`,
  vorschaeden: (companyId: string, projectId: string) => `${legacyBase(companyId, projectId)}/vorschaeden`,
  createVorschaden: (companyId: string, projectId: string) => `${legacyBase(companyId, projectId)}/vorschaden`,
  vorschaden: (id: string) => `/${LEGACY_PREFIX}/vorschaden/${enc(id)}`,
  buildabilityLatest: (companyId: string, projectId: string) =>
    `/buildability/${enc(isUuid(projectId) ? companyId : LEGACY_COMPANY_ID)}/${enc(projectId)}/latest`,
  buildabilityCheck: (companyId: string, projectId: string) =>
    `/buildability/${enc(isUuid(projectId) ? companyId : LEGACY_COMPANY_ID)}/${enc(projectId)}/check`,
  explanation: (companyId: string, projectId: string, criterion: string) =>
    `${legacyBase(companyId, projectId)}/aufstellort/explanation/${enc(criterion)}`,
  annotated: (projectId: string) => `/${LEGACY_PREFIX}/images/project/${enc(projectId)}/component/dach-aussen/annotated`,
  protocolData: (companyId: string, projectId: string) => `/companies/${enc(companyId)}/projects/${enc(projectId)}/data`,
  /** Every change to a project with who and when (issue 23). */
  projectHistory: (companyId: string, projectId: string) => `/companies/${enc(companyId)}/projects/${enc(projectId)}/history`,
  /** Everything stored about a project as one ZIP (issue 23). */
  projectExport: (companyId: string, projectId: string) => `/companies/${enc(companyId)}/projects/${enc(projectId)}/export`,
  protocolPdf: (companyId: string, projectId: string) => `/companies/${enc(companyId)}/projects/${enc(projectId)}/pdf`,
  ziegel: () => '/masterdata/ziegel',
} as const;
