// The photo-collection job: sorts each image of a ticket into an area, analyses each area's
// images (drawing annotated copies of outer-roof photos with detections), attaches them to the
// project and saves it. Every step (sorting and analysis, per photo) is recorded on the ticket,
// and rerunning a ticket after a crash continues where it stopped without attaching anything twice.
import { randomUUID } from 'node:crypto';
import { attachImages, applyFindings } from '../../src/domain/project-images.ts';
import type { Project } from '../../src/domain/project.ts';
import { DEFAULT_CHECKLIST, storedUnread, withFill, type ShotChecklist } from '../../src/domain/required-shots.ts';
import { photoOfFill } from '../../src/domain/shot-status.ts';
import { COLLECTION_AREA, isUploadArea, type UploadAreaId } from '../../src/domain/upload-areas.ts';
import type { AnalysisFile } from '../analysis/analysis.ts';
import { annotatedFiles } from '../annotation/annotated-images.ts';
import type { Job } from '../queue/job-queue.ts';
import { CompanyRepository } from '../repositories/companies.ts';
import { ImageRepository, toImageRef, type ImageRecord } from '../repositories/images.ts';
import { ProjectRepository } from '../repositories/projects.ts';
import { TicketRepository, type TicketImage } from '../repositories/tickets.ts';
import { VorschadenRepository } from '../repositories/vorschaeden.ts';
import type { Services } from '../services.ts';
import { storeFiles, type PreparedFile } from '../uploads/store-files.ts';
import { remainingSeconds, STEPS_PER_IMAGE } from './estimate.ts';
import { PROCESSING_TEXTS as T } from './texts.ts';

export const PHOTO_COLLECTION_JOB = 'photo-collection';

export interface PhotoCollectionPayload {
  ticketId: string;
}

/**
 * Puts each photo the sorting was sure of into its required shot, where that slot of the
 * company's checklist is still empty: never over a photo the user chose, and the first photo of
 * the collection wins a slot two photos were sorted into.
 */
function fillSlots(project: Project, sorted: TicketImage[], records: ReadonlyMap<string, ImageRecord>, checklist: ShotChecklist): Project {
  let next = project;
  for (const entry of sorted) {
    const record = records.get(entry.imageId);
    if (!record || !entry.slot || !entry.category || !isUploadArea(entry.category)) continue;
    const shot = checklist[entry.category].find((candidate) => candidate.id === entry.slot);
    if (!shot || photoOfFill(next.requiredShots?.[shot.id], next, {})) continue;
    const photo = record.uploadSha256 ? { hash: record.uploadSha256 } : { imageId: record.id };
    next = withFill(next, shot.id, { area: entry.category, label: shot.label, filledAt: new Date().toISOString(), ...photo });
  }
  return next;
}

export function photoCollectionHandler(services: Services) {
  const { db, files, analysis } = services;

  const load = async (record: ImageRecord): Promise<AnalysisFile> => {
    const bytes = await files.get(record.fileKey);
    if (!bytes) throw new Error(T.imageMissing(record.originalName));
    return { id: record.id, bytes, contentType: record.contentType, originalName: record.originalName };
  };

  return async (job: Job): Promise<void> => {
    const { ticketId } = job.payload as PhotoCollectionPayload;
    const tickets = new TicketRepository(db);
    const ticket = await tickets.get(ticketId);
    if (!ticket || ticket.state === 'SAVED' || ticket.state === 'FAILED') return;
    const images = new ImageRepository(db);
    try {
      const entries = await tickets.images(ticketId);
      const records = new Map<string, ImageRecord>();
      for (const entry of entries) {
        const record = await images.get(entry.imageId);
        if (record) records.set(entry.imageId, record);
      }

      const checklist = (await new CompanyRepository(db).get(ticket.companyId))?.checklist ?? DEFAULT_CHECKLIST;
      const shotOf = (area: UploadAreaId, slot: string | null | undefined) => checklist[area].find((shot) => shot.id === slot);

      // CATEGORIZING: one image at a time, so progress and a crash-restart are per image.
      await tickets.update(ticketId, { state: 'CATEGORIZING', stateDescription: T.CATEGORIZING });
      // Photos just put into areas sort the collection too, also those whose example still waits.
      await services.examples.learnQueued();
      // Progress and remaining time cover sorting and analysis: each photo is one step of each.
      const started = Date.now();
      const totalSteps = entries.length * STEPS_PER_IMAGE;
      let stepsThisRun = 0;
      const remaining = (stepsDone: number) => remainingSeconds(Date.now() - started, stepsThisRun, totalSteps - stepsDone);
      let done = entries.filter((entry) => entry.category).length;
      const counts: Record<string, { anzahl: number }> = {};
      for (const entry of entries) {
        const record = records.get(entry.imageId);
        if (!record) continue;
        let category = entry.category;
        if (!category) {
          const file = await load(record);
          const sorted = await analysis.categorize(file, { companyId: ticket.companyId });
          category = sorted.category;
          // Its area's analysis can start on it while the next photos are sorted.
          if (isUploadArea(category) && !storedUnread(category, shotOf(category, sorted.slot))) analysis.readAhead?.(category, file);
          await tickets.setCategory(ticketId, entry.imageId, category, sorted.slot ?? null);
          done += 1;
          stepsThisRun += 1;
        }
        counts[category] = { anzahl: (counts[category]?.anzahl ?? 0) + 1 };
        await tickets.update(ticketId, { processedImages: done, categoryResults: counts, estimatedTimeRemaining: remaining(done) });
      }

      // PROCESSING: the analysis of each area's images; photos without an area need none.
      const categorized = await tickets.images(ticketId);
      const byArea = new Map<UploadAreaId, ImageRecord[]>();
      const unsorted: ImageRecord[] = [];
      for (const entry of categorized) {
        const record = records.get(entry.imageId);
        if (record && entry.category && isUploadArea(entry.category)) {
          byArea.set(entry.category, [...(byArea.get(entry.category) ?? []), record]);
        } else if (record) unsorted.push(record);
      }
      let analyzed = entries.length - [...byArea.values()].reduce((sum, areaImages) => sum + areaImages.length, 0);
      await tickets.update(ticketId, {
        state: 'PROCESSING',
        stateDescription: T.PROCESSING,
        analyzedImages: analyzed,
        estimatedTimeRemaining: remaining(entries.length + analyzed),
      });
      const projects = new ProjectRepository(db);
      const project = await projects.get(ticket.companyId, ticket.projectId);
      if (!project) throw new Error(T.projectGone);
      const findings = new Map<string, Awaited<ReturnType<typeof analysis.analyzeArea>>>();
      const annotated: PreparedFile[] = [];
      const slotOf = new Map(categorized.map((entry) => [entry.imageId, entry.slot]));
      for (const [area, areaImages] of byArea) {
        // A photo sorted into a shot the area's analysis does not read (the house view among the bills) is only stored.
        const read = areaImages.filter((record) => !storedUnread(area, shotOf(area, slotOf.get(record.id))));
        if (read.length) {
          const files = await Promise.all(read.map(load));
          const areaFindings = await analysis.analyzeArea(area, files, project, { companyId: ticket.companyId });
          findings.set(area, areaFindings);
          const sources = read.map((record, index) => ({ record: { ...record, component: area }, bytes: files[index].bytes }));
          annotated.push(...(await annotatedFiles(sources, areaFindings.detections)));
        }
        analyzed += areaImages.length;
        stepsThisRun += areaImages.length;
        await tickets.update(ticketId, { analyzedImages: analyzed, estimatedTimeRemaining: remaining(entries.length + analyzed) });
      }

      // SAVING: images move to their areas and the project gets references and findings.
      await tickets.update(ticketId, { state: 'SAVING', stateDescription: T.SAVING, estimatedTimeRemaining: 0 });
      await db.transaction(async (tx) => {
        const txProjects = new ProjectRepository(tx);
        let next = await txProjects.get(ticket.companyId, ticket.projectId, { forUpdate: true });
        if (!next) throw new Error(T.projectGone);
        const damages = new VorschadenRepository(tx);
        for (const [area, areaImages] of byArea) {
          await tx.query('UPDATE images SET component = $1 WHERE id = ANY($2::uuid[])', [area, areaImages.map((image) => image.id)]);
          next = attachImages(next, area, areaImages.map((image) => toImageRef({ ...image, component: area })));
          const areaFindings = findings.get(area);
          if (areaFindings) {
            next = applyFindings(next, area, areaFindings);
            for (const damage of areaFindings.damages) await damages.insert(ticket.companyId, ticket.projectId, { ...damage, id: randomUUID() });
          }
        }
        // The photos the sorting was not sure of stay in the collection, where the user assigns them.
        next = attachImages(next, COLLECTION_AREA, unsorted.map(toImageRef));
        next = fillSlots(next, categorized, records, checklist);
        await storeFiles(tx, files, annotated);
        await txProjects.save(ticket.companyId, next);
        await new TicketRepository(tx).update(ticketId, { state: 'SAVED', stateDescription: T.SAVED });
      });
    } catch (error) {
      await tickets.update(ticketId, {
        state: 'FAILED',
        stateDescription: T.FAILED,
        errors: [(error as Error).message || String(error)],
      });
    }
  };
}
