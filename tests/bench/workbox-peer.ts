// The standard peer of the sync drain (issue 24, point 3): Workbox's own BackgroundSyncPlugin
// queue (in the floor app's service worker, floor/sw.ts) replaying the same 100 photo uploads to
// the same server route over the same emulated uplink as sync-efficiency.ts drains Vor-Ort's
// outbox. The uploads leave from the service worker, so its own network is emulated (a CDP
// session on the worker's target); the browser's `sync` event, which starts the replay, is
// fired as Chrome fires it when the link returns (DevTools' "Sync" button). The floor's pages
// are served behind a proxy that passes /api to the server, so the worker posts to its own origin.
import path from 'node:path';
import type { Browser, CDPSession } from '@playwright/test';
import { freePort } from '../support/free-port.ts';
import { startRoundRobinProxy } from '../support/round-robin-proxy.ts';
import { projectUrl, roofInsidePhotoCount } from './bench-api.ts';
import { newContext, storeCount } from './bench-browser.ts';
import { buildFloor, serveFloor } from './floor-app.ts';

const QUEUE_TAG = 'workbox-background-sync:uploads';

/** A CDP session on the service worker's own target, over the browser's session. */
async function workerSession(browser: Browser): Promise<{ send(method: string, params?: object): Promise<unknown>; detach(): Promise<void> }> {
  const cdp: CDPSession = await browser.newBrowserCDPSession();
  const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: Array<{ targetId: string; type: string; url: string }> };
  const target = targetInfos.find((info) => info.type === 'service_worker' && info.url.endsWith('/sw.js'));
  if (!target) throw new Error('Kein Service Worker des Bodens');
  // Playwright's sessions are flat; this one speaks to the worker through messages.
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
  const pending = new Map<number, (answer: { error?: { message: string } }) => void>();
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const answer = JSON.parse(event.message) as { id?: number; error?: { message: string } };
    if (answer.id !== undefined) pending.get(answer.id)?.(answer);
  });
  let id = 0;
  return {
    send: (method, params = {}) =>
      new Promise((resolve, reject) => {
        id += 1;
        pending.set(id, (answer) => (answer.error ? reject(new Error(`${method}: ${answer.error.message}`)) : resolve(answer)));
        void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
      }),
    detach: () => cdp.detach(),
  };
}

export interface PeerDrain {
  ms: number;
  bytes: number;
}

/**
 * Queues `photos` as failed uploads of the area 'dach-innen' of `projectId` with the worker
 * offline, then brings its link up at `uplinkBitsPerSecond` and times the replay to its end.
 */
export async function workboxDrain(
  browser: Browser,
  server: { origin: string; token: string },
  projectId: string,
  photos: Buffer[],
  options: { runDir: string; uplinkBitsPerSecond: number; cpuSlowdown: number },
): Promise<PeerDrain> {
  const outDir = path.join(options.runDir, 'floor');
  await buildFloor(outDir);
  const floor = await serveFloor(outDir, await freePort());
  const proxy = await startRoundRobinProxy({
    upstreams: [Number(new URL(floor.baseUrl).port)],
    routes: [{ prefix: '/api', port: Number(new URL(server.origin).port) }],
  });
  const context = await newContext(browser, proxy.origin);
  try {
    const page = await context.newPage();
    await page.goto('/?n=0');
    await page.evaluate(() => navigator.serviceWorker.ready);
    // A page loaded before its worker was active is not controlled until it loads again.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const worker = await workerSession(browser);
    const pageCdp = await context.newCDPSession(page);
    try {
      const registration = new Promise<string>((resolve) => {
        pageCdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const found = registrations.find((entry) => !entry.isDeleted);
          if (found) resolve(found.registrationId);
        });
      });
      await pageCdp.send('ServiceWorker.enable');
      await worker.send('Network.enable');
      const link = { latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
      await worker.send('Network.emulateNetworkConditions', { offline: true, ...link });

      const url = `${projectUrl('', projectId)}/dach-innen`;
      for (const [index, photo] of photos.entries()) {
        await page.evaluate(
          async ({ base64, name, url, token, key }) => {
            const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
            const form = new FormData();
            form.append('file', new Blob([bytes], { type: 'image/jpeg' }), name);
            // Refused offline: the worker's plugin has queued it by then.
            await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'idempotency-key': key }, body: form }).catch(() => undefined);
          },
          { base64: photo.toString('base64'), name: `foto-${index + 1}.jpg`, url, token: server.token, key: `${projectId}-${index}` },
        );
      }
      const queued = await storeCount(page, 'workbox-background-sync', 'requests');
      if (queued !== photos.length) throw new Error(`${queued} von ${photos.length} Uploads in Workbox' Warteschlange`);

      const replayed = page.evaluate(() => new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('message', (event) => event.data === 'replayed' && resolve())));
      await pageCdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
      const started = Date.now();
      await worker.send('Network.emulateNetworkConditions', { offline: false, ...link, uploadThroughput: options.uplinkBitsPerSecond / 8 });
      await pageCdp.send('ServiceWorker.dispatchSyncEvent', { origin: proxy.origin, registrationId: await registration, tag: QUEUE_TAG, lastChance: false });
      await replayed;
      const ms = Date.now() - started;
      await pageCdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

      // Workbox counts any answer as sent: the server must hold every photo.
      const stored = await roofInsidePhotoCount(server.origin, server.token, projectId);
      if (stored !== photos.length) throw new Error(`Nach Workbox' Wiederholung hat der Server ${stored} von ${photos.length} Fotos`);
      return { ms, bytes: photos.reduce((sum, photo) => sum + photo.length, 0) };
    } finally {
      await worker.detach();
    }
  } finally {
    await context.close();
    await proxy.close();
    await floor.close();
  }
}
