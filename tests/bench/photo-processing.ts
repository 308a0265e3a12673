// Photo-collection processing (issue 9): distinct real photos at upload size sent as one photo
// collection; images per second from the upload until the ticket is SAVED, with the server's
// local analysis (no vision model configured). The company has surveyed before (one photo of each
// motif in its area), so the collection is sorted into areas and their labels are read, as on a
// working day. A small collection first warms the models up.
import { performance } from 'node:perf_hooks';
import { DEMO_COMPANY_ID } from '../../src/domain/constants.ts';
import { createProjects, multipart, projectUrl } from './bench-api.ts';
import type { Figure } from './figures.ts';
import { round } from './stats.ts';
import { SEED_PHOTOS, seedPhotoVariants } from './test-photos.ts';

const PHOTOS = 12;

/**
 * Uploads one photo of each demo motif into its area of a project of its own: the examples the
 * local sorting votes with, as a company has them after its first survey.
 */
export async function teachAreas(baseUrl: string, token: string): Promise<void> {
  const [project] = await createProjects(baseUrl, token, 1);
  const photos = await seedPhotoVariants(SEED_PHOTOS.length);
  for (const [index, { area }] of SEED_PHOTOS.entries()) {
    const { body, contentType } = multipart('file', [{ name: `beispiel-${index + 1}.jpg`, bytes: photos[index], type: 'image/jpeg' }]);
    const response = await fetch(`${projectUrl(baseUrl, project)}/${area}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      body,
    });
    if (!response.ok) throw new Error(`Beispielfoto ${area}: ${response.status} ${await response.text()}`);
  }
}

/** Sends `photos` as one photo collection, waits until its ticket is SAVED, and answers how many photos went into each area. */
export async function processCollection(baseUrl: string, token: string, projectId: string, photos: Buffer[]): Promise<Record<string, number>> {
  const auth = { authorization: `Bearer ${token}` };
  const { body, contentType } = multipart(
    'files',
    photos.map((bytes, index) => ({ name: `sammlung-${index + 1}.jpg`, bytes, type: 'image/jpeg' })),
  );
  const upload = await fetch(`${baseUrl}/api/companies/${DEMO_COMPANY_ID}/projects/${projectId}/photo-collection-async`, {
    method: 'POST',
    headers: { ...auth, 'content-type': contentType },
    body,
  });
  if (upload.status !== 202) throw new Error(`Fotosammlung: ${upload.status} ${await upload.text()}`);
  const { ticketId } = (await upload.json()) as { ticketId: string };
  const until = Date.now() + 600_000;
  for (;;) {
    const status = (await (await fetch(`${baseUrl}/api/processing-status/${ticketId}`, { headers: auth })).json()) as {
      state: string;
      categoryResults?: Record<string, { anzahl: number }>;
    };
    if (status.state === 'SAVED') return Object.fromEntries(Object.entries(status.categoryResults ?? {}).map(([area, { anzahl }]) => [area, anzahl]));
    if (status.state === 'FAILED') throw new Error('Verarbeitung der Fotosammlung fehlgeschlagen');
    if (Date.now() > until) throw new Error(`Fotosammlung hängt in ${status.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** '3 elektrik, 3 aufstellort, …': where a collection's photos went. */
export function areasNote(areas: Record<string, number>): string {
  return Object.entries(areas)
    .map(([area, count]) => `${count} ${area}`)
    .join(', ');
}

export async function measurePhotoProcessing(baseUrl: string, token: string): Promise<Figure[]> {
  await teachAreas(baseUrl, token);
  const [warmUpProject, project] = await createProjects(baseUrl, token, 2);
  const photos = await seedPhotoVariants(PHOTOS + 2);
  await processCollection(baseUrl, token, warmUpProject, photos.slice(PHOTOS));
  const started = performance.now();
  const areas = await processCollection(baseUrl, token, project, photos.slice(0, PHOTOS));
  const seconds = (performance.now() - started) / 1000;
  return [
    {
      group: 'photoCollection',
      key: 'imagesPerSecond',
      label: 'Fotosammlung verarbeiten (lokale Analyse)',
      value: round(PHOTOS / seconds, 2),
      unit: 'Bilder/s',
      budget: { limit: 4, kind: 'min' },
      note: `${PHOTOS} Fotos 1600 px in ${seconds.toFixed(1)} s: ${areasNote(areas)}`,
    },
  ];
}
