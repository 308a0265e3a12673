// Companies and the projects the server listed for them, written in one go after a load.
import type { Company, CompanySettings } from '@/domain/project';
import type { ShotChecklist } from '@/domain/required-shots';
import { forgetProject } from './forget-project';
import { applyServerProject } from './project-store';
import { projectKey, type StoredCompany, type VorOrtDatabase } from './schema';

/** `requestedAt`: when the listing was asked for (this device's clock). */
export async function storeCompanies(db: VorOrtDatabase, companies: Company[], complete: boolean, requestedAt: string): Promise<void> {
  const syncedAt = new Date().toISOString();
  const changed = await changedProjects(db, companies);
  await db.transaction('rw', db.companies, db.projects, db.outbox, async () => {
    if (complete) {
      // Companies the user no longer sees go, unless local work for them still waits.
      const listed = new Set(companies.map((company) => company.id));
      const waiting = new Set((await db.outbox.toArray()).map((entry) => entry.companyId));
      const gone = (await db.companies.toArray()).filter((company) => !listed.has(company.id) && !waiting.has(company.id));
      await db.companies.bulkDelete(gone.map((company) => company.id));
    }
    for (const company of companies) {
      // The picker's list carries no checklist nor settings: those the device has stay.
      const known = await db.companies.get(company.id);
      const checklist = company.checklist ?? known?.checklist;
      const photoLocation = company.photoLocation ?? known?.photoLocation;
      const pvSettings = company.pvSettings ?? known?.pvSettings;
      await db.companies.put({
        id: company.id,
        companyName: company.companyName,
        projectCount: company.projectCount ?? company.projects.length,
        syncedAt,
        ...(checklist ? { checklist } : {}),
        ...(photoLocation !== undefined ? { photoLocation } : {}),
        ...(pvSettings ? { pvSettings } : {}),
        // Read with the settings, never listed with the company: what the device has stays.
        ...(known?.retentionMonths !== undefined ? { retentionMonths: known.retentionMonths } : {}),
        ...(known?.faceBlur !== undefined ? { faceBlur: known.faceBlur } : {}),
        ...(known?.trashDays !== undefined ? { trashDays: known.trashDays } : {}),
        // Moved on only below, once the removals are applied too.
        ...(known?.cursor !== undefined ? { cursor: known.cursor } : {}),
      });
      for (const project of changed.get(company.id) ?? []) await applyServerProject(db, company.id, project);
    }
  });
  // Projects deleted elsewhere (issue 23) leave this device too, unless work for them still waits
  // here, or the device got the project after the listing was asked for: one restored meanwhile
  // ('Rückgängig') must not go again with a listing from before.
  for (const company of companies) {
    for (const projectId of company.removedProjects ?? []) {
      const stored = await db.projects.get(projectKey(company.id, projectId));
      if (stored && stored.localUpdatedAt < requestedAt) await forgetProject(db, company.id, projectId, 'keep-project');
    }
    if (company.cursor) await db.companies.update(company.id, { cursor: company.cursor });
  }
}

/**
 * The listed projects whose version the device does not hold yet. Read before the writing
 * transaction, in one read: a listing of 2,000 unchanged projects then writes nothing and holds
 * up no read of the screens (IndexedDB lets a read wait for a writing transaction over its
 * table, and one looking at 2,000 projects one by one took seconds on a slow tablet). A project
 * written meanwhile is checked again where it is applied.
 */
async function changedProjects(db: VorOrtDatabase, companies: Company[]): Promise<Map<string, Company['projects']>> {
  const listed = companies.flatMap((company) => company.projects.map((project) => ({ companyId: company.id, project })));
  const stored = await db.projects.bulkGet(listed.map(({ companyId, project }) => projectKey(companyId, project.id)));
  const changed = new Map<string, Company['projects']>();
  listed.forEach(({ companyId, project }, index) => {
    const held = stored[index]?.base?.version;
    if (held !== undefined && held === project.version) return;
    const list = changed.get(companyId);
    if (list) list.push(project);
    else changed.set(companyId, [project]);
  });
  return changed;
}

export function storedCompanies(db: VorOrtDatabase): Promise<StoredCompany[]> {
  return db.companies.toArray();
}

export async function storedCompany(db: VorOrtDatabase, companyId: string): Promise<StoredCompany | null> {
  return (await db.companies.get(companyId)) ?? null;
}

/** Keeps the checklist the server answered a change of it with. */
export async function storeChecklist(db: VorOrtDatabase, companyId: string, checklist: ShotChecklist): Promise<void> {
  await db.companies.update(companyId, { checklist });
}

/** Keeps the company's settings as the server sent them. */
export async function storeCompanySettings(db: VorOrtDatabase, companyId: string, settings: CompanySettings): Promise<void> {
  const { photoLocation, retentionMonths, faceBlur, pv, trashDays } = settings;
  await db.companies.update(companyId, { photoLocation, retentionMonths, faceBlur, pvSettings: pv, trashDays });
}
