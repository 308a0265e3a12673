// Photo-collection processing (issue 9): distinct real photos at upload size sent as one photo
// collection; images per second from the upload until the ticket is SAVED, with the server's
// local analysis (no vision model configured). A small collection first warms the models up.
import { performance } from 'node:perf_hooks';
import { DEMO_COMPANY_ID } from '../../src/domain/constants.ts';
import { createProjects, multipart } from './bench-api.ts';
import type { Figure } from './figures.ts';
import { round } from './stats.ts';
import { seedPhotoVariants } from './test-photos.ts';

const PHOTOS = 12;

/** Sends `photos` as one photo collection and waits until its ticket is SAVED. */
export async function processCollection(baseUrl: string, token: string, projectId: string, photos: Buffer[]): Promise<void> {
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
    const status = (await (await fetch(`${baseUrl}/api/processing-status/${ticketId}`, { headers: auth })).json()) as { state: string };
    if (status.state === 'SAVED') return;
    if (status.state === 'FAILED') throw new Error('Verarbeitung der Fotosammlung fehlgeschlagen');
    if (Date.now() > until) throw new Error(`Fotosammlung hängt in ${status.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function measurePhotoProcessing(baseUrl: string, token: string): Promise<Figure[]> {
  const [warmUpProject, project] = await createProjects(baseUrl, token, 2);
  const photos = await seedPhotoVariants(PHOTOS + 2);
  await processCollection(baseUrl, token, warmUpProject, photos.slice(PHOTOS));
  const started = performance.now();
  await processCollection(baseUrl, token, project, photos.slice(0, PHOTOS));
  const seconds = (performance.now() - started) / 1000;
  return [
    {
      group: 'photoCollection',
      key: 'imagesPerSecond',
      label: 'Fotosammlung verarbeiten (lokale Analyse)',
      value: round(PHOTOS / seconds, 2),
      unit: 'Bilder/s',
      note: `${PHOTOS} Fotos 1600 px in ${seconds.toFixed(1)} s`,
    },
  ];
}
