// The protocol PDF of a project as the server makes it: for the download (SPEC §7) and for the
// project's export (issue 23). Null when there is nothing to print yet (no customer, no photos).
import { PROTOCOL_ASSESSMENT_ID } from '../../src/domain/buildability.ts';
import { imagesOf } from '../../src/domain/project-images.ts';
import type { Project } from '../../src/domain/project.ts';
import { protocolModel } from '../../src/domain/protocol.ts';
import { pvSettingsOf } from '../../src/domain/pv/pv-settings.ts';
import { DEFAULT_CHECKLIST } from '../../src/domain/required-shots.ts';
import { signatureState } from '../../src/domain/signature.ts';
import { PHOTO_PLACES } from '../../src/domain/upload-areas.ts';
import type { ProtocolPhotoSource } from '../../src/report/ProtocolDocument.tsx';
import { isMarkedCopy } from '../annotation/marked-copies.ts';
import { CompanyRepository } from '../repositories/companies.ts';
import { ImageRepository } from '../repositories/images.ts';
import { VorschadenRepository } from '../repositories/vorschaeden.ts';
import type { Services } from '../services.ts';
import { pageCounts } from './page-counts.ts';

export async function protocolPdf(services: Pick<Services, 'db' | 'files' | 'analysis'>, companyId: string, project: Project): Promise<Buffer | null> {
  const { db, files, analysis } = services;
  const stored = await new ImageRepository(db).listByProject(companyId, project.id);
  // A marked copy is no photo of its own: its photo is printed with its pixels instead.
  const images = stored.filter((image) => !isMarkedCopy(image));
  const markedCopies = new Map(stored.filter(isMarkedCopy).map((copy) => [copy.sourceImageId, copy]));
  const customer = project.customer ?? {};
  if (!customer.firstName && !customer.lastName && !images.length) return null;
  const company = await new CompanyRepository(db).get(companyId);
  const pages = await pageCounts(files, images);
  const photos = new Map<string, ProtocolPhotoSource>();
  for (const image of images) {
    const thumbKey = markedCopies.get(image.id)?.thumbKey ?? image.thumbKey;
    const jpeg = thumbKey ? await files.get(thumbKey) : null;
    if (jpeg) photos.set(image.id, { data: jpeg, format: 'jpg' });
  }
  const damages = await new VorschadenRepository(db).list(companyId, project.id);
  // When each photo was taken in the app: the project's references know it, the image rows do not.
  const addedAt = new Map(PHOTO_PLACES.flatMap((place) => imagesOf(project, place).flatMap((ref) => (ref.addedAt ? [[ref.id, ref.addedAt] as const] : []))));
  const today = new Date();
  const pvSettings = pvSettingsOf(company?.pvSettings);
  const model = protocolModel({
    companyName: company?.companyName ?? companyId,
    project,
    checklist: company?.checklist ?? DEFAULT_CHECKLIST,
    pvSettings,
    damages,
    // Assessed now from the values the document lists: a stored assessment may predate them.
    buildability: { ...(await analysis.assessBuildability(project, damages, pvSettings)), id: PROTOCOL_ASSESSMENT_ID, createdAt: today.toISOString() },
    images: images.map((image) => ({
      id: image.id,
      component: image.component,
      originalName: image.originalName,
      uploadedAt: image.createdAt,
      annotated: image.annotated,
      contentType: image.contentType,
      pageCount: pages.get(image.id),
      ...(image.uploadSha256 ? { uploadSha256: image.uploadSha256 } : {}),
      ...(addedAt.has(image.id) ? { addedAt: addedAt.get(image.id) } : {}),
    })),
    today,
    signature: await signatureState(project),
  });
  // React PDF (60 MB of the server's memory) is loaded with the first protocol asked for.
  const { renderProtocolPdf } = await import('./render-protocol.ts');
  return renderProtocolPdf(model, photos);
}
