// On-device downscaling (issue 9) and the photo-quality guard beside it (issue 21): the app's own
// downscale worker, as built, in chromium on the app's origin, given a 12-megapixel JPEG as a
// File, as the upload tiles hand it over. Times the round trip from postMessage to the answer,
// without and with the guard's measures, alternating; medians of 7 after one warm-up each.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { newContext } from './bench-browser.ts';
import type { Figure } from './figures.ts';
import { median, round } from './stats.ts';
import { noisyPhoto } from './test-photos.ts';

const RUNS = 7;
const PHOTO_URL = '/bench/photo-12mp.jpg';

export async function measureDownscale(browser: Browser, baseUrl: string, distDir: string): Promise<Figure[]> {
  const workerFile = (await readdir(path.join(distDir, 'assets'))).find((name) => /^downscale\.worker-.*\.js$/.test(name));
  if (!workerFile) throw new Error('Downscale-Worker nicht im Build gefunden');
  const photo = await noisyPhoto(4000, 3000, 1);
  const context = await newContext(browser, baseUrl, { serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.route(`**${PHOTO_URL}`, (route) => route.fulfill({ status: 200, contentType: 'image/jpeg', body: photo }));
    await page.goto('/config.json');
    const result = await page.evaluate(
      async ({ workerUrl, photoUrl, runs }) => {
        const file = new File([await (await fetch(photoUrl)).blob()], 'foto.jpg', { type: 'image/jpeg' });
        const worker = new Worker(workerUrl, { type: 'module' });
        const once = (id: number, measure: boolean) =>
          new Promise<{ ms: number; width: number; height: number; bytes: number; measured: boolean }>((resolve, reject) => {
            const started = performance.now();
            worker.onerror = (event) => reject(new Error(event.message));
            worker.onmessage = async (event: MessageEvent<{ id: number; blob: Blob; changed: boolean; measures: object | null }>) => {
              const ms = performance.now() - started;
              if (event.data.id !== id || !event.data.changed) return reject(new Error('Foto nicht verkleinert'));
              const bitmap = await createImageBitmap(event.data.blob);
              resolve({ ms, width: bitmap.width, height: bitmap.height, bytes: event.data.blob.size, measured: event.data.measures !== null });
            };
            worker.postMessage({ id, file, measure });
          });
        await once(0, false);
        await once(1, true);
        const times: number[] = [];
        const measuredTimes: number[] = [];
        let last = { width: 0, height: 0, bytes: 0 };
        for (let id = 2; id < 2 + 2 * runs; id += 2) {
          const plain = await once(id, false);
          const measured = await once(id + 1, true);
          if (!measured.measured) throw new Error('Fotoprüfung lieferte keine Messwerte');
          times.push(plain.ms);
          measuredTimes.push(measured.ms);
          last = plain;
        }
        worker.terminate();
        return { times, measuredTimes, ...last, inputBytes: file.size };
      },
      { workerUrl: `/assets/${workerFile}`, photoUrl: PHOTO_URL, runs: RUNS },
    );
    return [
      {
        group: 'downscale',
        key: 'medianMs',
        label: 'Foto verkleinern 12 MP im Worker (Median)',
        value: round(median(result.times), 0),
        unit: 'ms',
        budget: { limit: 400, kind: 'below' },
        note: `4000×3000, ${(result.inputBytes / 1e6).toFixed(1)} MB → ${result.width}×${result.height}, ${(result.bytes / 1e6).toFixed(2)} MB`,
      },
      {
        group: 'downscale',
        key: 'qualityGuardMs',
        label: 'Fotoprüfung 12 MP im Worker, zusätzlich zum Verkleinern (Median)',
        value: round(Math.max(0, median(result.measuredTimes) - median(result.times)), 0),
        unit: 'ms',
        budget: { limit: 150, kind: 'below' },
        note: `mit Prüfung ${round(median(result.measuredTimes), 0)} ms, ohne ${round(median(result.times), 0)} ms`,
      },
    ];
  } finally {
    await context.close();
  }
}
