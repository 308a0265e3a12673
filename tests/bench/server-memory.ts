// A light server (issue 24, points 4 and 5): the server's resident memory right after its first
// start (PGlite made, the demo data seeded), at its peak and at the end of a 200-photo collection,
// after ten minutes without work, and after a restart on the same data, as on every other day (the
// local analysis configured throughout); and how long that collection takes from the upload until
// its ticket is SAVED.
import { performance } from 'node:perf_hooks';
import { createProjects } from './bench-api.ts';
import type { BenchServer } from './bench-server.ts';
import type { Figure } from './figures.ts';
import { areasNote, processCollection, teachAreas } from './photo-processing.ts';
import { round } from './stats.ts';
import { seedPhotoVariants } from './test-photos.ts';

const COLLECTION_PHOTOS = 200;
/** After the server answers, its start's last work (the seed, the worker's first poll) ends. */
const SETTLE_MS = 5_000;
const IDLE_MS = 10 * 60_000;
const SAMPLE_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `signIn` answers an access token; it is called once the start's memory is read. `restart` stops
 * the server and starts it again on the same data.
 */
export async function measureServerMemory(server: BenchServer, signIn: () => Promise<string>, restart: () => Promise<BenchServer>): Promise<Figure[]> {
  await sleep(SETTLE_MS);
  const afterStart = await server.rssMb();
  const token = await signIn();
  await teachAreas(server.origin, token);
  const [project] = await createProjects(server.origin, token, 1);
  const photos = await seedPhotoVariants(COLLECTION_PHOTOS);
  let peak = afterStart;
  const sampler = setInterval(() => void server.rssMb().then((mb) => (peak = Math.max(peak, mb)), () => undefined), SAMPLE_MS);
  const started = performance.now();
  let areas: Record<string, number>;
  try {
    areas = await processCollection(server.origin, token, project, photos);
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const afterCollection = await server.rssMb();
  await sleep(IDLE_MS);
  const afterIdle = await server.rssMb();
  const restarted = await restart();
  await sleep(SETTLE_MS);
  const afterRestart = await restarted.rssMb();
  const figure = (key: string, label: string, value: number, extra: Partial<Figure> = {}): Figure => ({
    group: 'serverMemory',
    key,
    label,
    value: round(value),
    unit: 'MB',
    ...extra,
  });
  return [
    figure('rssAfterStartMb', 'Server-Speicher nach dem ersten Start (RSS, PGlite)', afterStart, {
      budget: { limit: 250, kind: 'max' },
      note: 'Datenbank angelegt, Demodaten gespeichert',
    }),
    figure('rssAfterRestartMb', 'Server-Speicher nach einem Neustart (RSS, PGlite)', afterRestart, {
      budget: { limit: 250, kind: 'max' },
      note: 'lokale Analyse eingestellt',
    }),
    figure('rssPeakCollectionMb', `Server-Speicher während ${COLLECTION_PHOTOS} Fotos (Spitze)`, peak, { budget: { limit: 1200, kind: 'max' } }),
    figure('rssAfterCollectionMb', `Server-Speicher nach ${COLLECTION_PHOTOS} Fotos`, afterCollection),
    figure('rssAfterIdleMb', 'Server-Speicher nach 10 min ohne Arbeit', afterIdle, { note: 'OCR-Worker beendet' }),
    {
      group: 'serverMemory',
      key: 'collectionSeconds',
      label: `Fotosammlung mit ${COLLECTION_PHOTOS} Fotos, Upload bis SAVED`,
      value: round(seconds, 1),
      unit: 's',
    },
    {
      group: 'serverMemory',
      key: 'collectionImagesPerSecond',
      label: `Fotosammlung mit ${COLLECTION_PHOTOS} Fotos, Durchsatz`,
      value: round(COLLECTION_PHOTOS / seconds, 2),
      unit: 'Bilder/s',
      note: areasNote(areas),
      budget: { limit: 4, kind: 'min' },
    },
  ];
}
