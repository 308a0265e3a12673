// Companies and the projects the server listed for them, written in one go after a load.
import type { Company, CompanySettings } from '@/domain/project';
import type { ShotChecklist } from '@/domain/required-shots';
import { forgetProject } from './forget-project';
import { applyServerProject } from './project-store';
import { projectKey, type StoredCompany, type VorOrtDatabase } from './schema';

/** `requestedAt`: when the listing was asked for (this device's clock). */
export async function storeCompanies(db: VorOrtDatabase, companies: Company[], complete: boolean, requestedAt: string): Promise<void> {
  const syncedAt = new Date().toISOString();
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
      await db.companies.put({
        id: company.id,
        companyName: company.companyName,
        projectCount: company.projectCount ?? company.projects.length,
        syncedAt,
        ...(checklist ? { checklist } : {}),
        ...(photoLocation !== undefined ? { photoLocation } : {}),
        // Read with the settings, never listed with the company: what the device has stays.
        ...(known?.retentionMonths !== undefined ? { retentionMonths: known.retentionMonths } : {}),
        ...(known?.faceBlur !== undefined ? { faceBlur: known.faceBlur } : {}),
        ...(known?.trashDays !== undefined ? { trashDays: known.trashDays } : {}),
      });
      for (const project of company.projects) await applyServerProject(db, company.id, project);
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
  }
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
  const { photoLocation, retentionMonths, faceBlur, trashDays } = settings;
  await db.companies.update(companyId, { photoLocation, retentionMonths, faceBlur, trashDays });
}
