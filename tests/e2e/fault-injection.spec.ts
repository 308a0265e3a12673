// Fault injection (issue 9): 100 photos and typed values across 5 projects while the network
// drops 20 times at random, the server is killed and restarted twice and 5 % of the API answers
// are 500 or 429 (half of them after the server did the work). At the end the server holds every
// value and every photo exactly once, and the app shows nothing pending. The random choices come
// from a seeded generator: FAULT_SEED=<seed> replays a run's choices.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_COMPANY_ID } from '../../src/domain/constants';
import { accessToken } from './api-helpers';
import { DEMO, signIn, startLocalProject, waitForServiceWorker } from './fixtures';
import { ownServer } from './own-server';
import { namedPhoto, type Photo } from './photos';

const PROJECTS = 5;
const PHOTOS_PER_AREA = 5;
const NETWORK_DROPS = 20;
const SERVER_RESTARTS = 2;
const FAULT_RATE = 0.05;

/** mulberry32: small, fast and the same sequence for the same seed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The outbox entries still on the device, as kind, state, attempts and last error. */
function outboxLeft(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('vor-ort');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('outbox').objectStore('outbox').getAll();
          read.onsuccess = () => {
            open.result.close();
            const entries = read.result as Array<{ kind: string; state: string; attempts: number; lastError?: { status: number; message: string } }>;
            resolve(entries.map((entry) => `${entry.kind} ${entry.state} after ${entry.attempts} attempts: ${entry.lastError?.status ?? '-'} ${entry.lastError?.message ?? ''}`));
          };
        };
      }),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens a screen as a user on a flapping network would: a network switch in the middle of the
 * page load can cut off one of the app's code files, and the app then says 'Vor-Ort konnte nicht
 * starten' with a 'Neu laden' button, which the user taps.
 */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const failed = page.getByRole('heading', { name: 'Vor-Ort konnte nicht starten' });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (!(await failed.isVisible())) return;
    await page.getByRole('button', { name: 'Neu laden' }).click();
  }
}

/** Distinct small JPEGs (distinct bytes, so none is taken for a photo the project already has). */
function photos(prefix: string, count: number): Promise<Photo[]> {
  return Promise.all(Array.from({ length: count }, (_, n) => namedPhoto(`${prefix}-${n + 1}.jpg`, 160, 120)));
}

/** Adds photos through the area's file input (the busy overlay of an earlier upload may cover the tile). */
async function addPhotos(page: Page, files: Photo[]): Promise<void> {
  await page.locator('input[type=file][multiple]').setInputFiles(files);
  for (const file of files) await expect(page.getByRole('figure', { name: file.name })).toBeVisible();
}

/** The areas a project gets photos in: where to go, which tab, and where the server keeps them. */
const AREAS = [
  { key: 'zaehler', route: 'elektrik', tab: null, images: (project: ServerProject) => project.electric?.zaehlerschrank?.analyse?.images },
  { key: 'keller', route: 'aufstellort', tab: null, images: (project: ServerProject) => project.storage?.analyse?.images },
  { key: 'sparren', route: 'dach', tab: null, images: (project: ServerProject) => project.roof?.inside?.analyse?.images },
  { key: 'ziegel', route: 'dach', tab: 'Dachaußenseite', images: (project: ServerProject) => project.roof?.outside?.analyse?.images },
] as const;

interface ImageList {
  analyse?: { images?: Array<{ originalName: string }> };
}
interface ServerProject {
  id: string;
  customer?: { firstName?: string; lastName?: string; phone?: string; address?: string };
  house?: { stromverbrauch?: number; netzbetreiber?: string; baujahr?: number };
  electric?: { zaehlerschrank?: ImageList };
  storage?: ImageList;
  roof?: { inside?: ImageList; outside?: ImageList };
}

/** What one project should end up with on the server. */
interface Expected {
  projectId: string;
  customer: { firstName: string; lastName: string; phone: string };
  house: { stromverbrauch: number; netzbetreiber: string; baujahr: number };
  photos: Record<string, string[]>;
}

/**
 * Drops the network NETWORK_DROPS times at seeded moments while `busy` says the work goes on;
 * `state.offline` tells the route handler, as a route may otherwise still reach the server.
 */
async function dropNetwork(context: BrowserContext, random: () => number, state: { offline: boolean; drops: number }): Promise<void> {
  for (let drop = 0; drop < NETWORK_DROPS; drop += 1) {
    await sleep(500 + random() * 2500);
    state.offline = true;
    state.drops += 1;
    await context.setOffline(true);
    await sleep(300 + random() * 1700);
    state.offline = false;
    await context.setOffline(false);
  }
}

test('100 photos and edits across 5 projects survive network drops, server restarts and 5 % failing answers, each once', async ({ browser }) => {
  test.setTimeout(600_000);
  const seed = Number(process.env.FAULT_SEED ?? Math.floor(Math.random() * 2 ** 31));
  test.info().annotations.push({ type: 'seed', description: String(seed) });
  process.stdout.write(`fault-injection seed: ${seed} (FAULT_SEED=${seed} replays it)\n`);
  const random = seededRandom(seed);
  const faultRandom = seededRandom(seed ^ 0x5bd1e995);

  // Its own server, so it can be killed.
  const server = await ownServer();
  const context = await browser.newContext({ baseURL: server.origin, locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport: { width: 800, height: 1280 } });
  try {
    await server.start();
    // Chromium fires a Background Sync at once (the emulated offline does not reach it), and the
    // service worker's calls pass no route: without it every call goes through the faults below
    // (background-sync.spec.ts covers the worker's way).
    await context.addInitScript(() => {
      Object.defineProperty(ServiceWorkerRegistration.prototype, 'sync', { get: () => undefined });
    });
    const page = await context.newPage();
    await signIn(page, DEMO, '/');
    await waitForServiceWorker(page);

    const network = { offline: false, drops: 0 };
    const injected = { before: 0, after: 0 };
    await page.route('**/api/**', async (route) => {
      if (network.offline) return route.abort('internetdisconnected');
      const roll = faultRandom();
      if (roll >= FAULT_RATE) return route.continue();
      const status = faultRandom() < 0.5 ? 500 : 429;
      const failure = {
        status,
        contentType: 'application/json',
        headers: status === 429 ? { 'retry-after': '1' } : ({} as Record<string, string>),
        body: JSON.stringify({ error: status === 429 ? 'überlastet' : 'interner Fehler' }),
      };
      // Half the failures come after the server did the work: the answer is lost, not the call.
      if (roll < FAULT_RATE / 2) {
        injected.before += 1;
        return route.fulfill(failure);
      }
      const reached = await route.fetch().then(() => true, () => false);
      if (!reached) return route.abort('connectionrefused');
      injected.after += 1;
      return route.fulfill(failure);
    });

    // The work, as a list of steps, so the server restarts land at seeded places in it.
    const expected: Expected[] = [];
    const steps: Array<() => Promise<void>> = [];
    for (let p = 1; p <= PROJECTS; p += 1) {
      const project: Expected = {
        projectId: '',
        customer: { firstName: `Kunde${p}`, lastName: `Fehlertest${p}`, phone: `0621 55${p}${p}` },
        house: { stromverbrauch: 3000 + p * 111, netzbetreiber: `Netz ${p}`, baujahr: 1960 + p * 7 },
        photos: {},
      };
      expected.push(project);
      const base = () => `/companies/${DEMO_COMPANY_ID}/projekte/${project.projectId}`;
      steps.push(async () => {
        await open(page, `/companies/${DEMO_COMPANY_ID}/dashboard`);
        project.projectId = await startLocalProject(page);
        await page.getByLabel('Vor- und Nachname').fill(`${project.customer.firstName} ${project.customer.lastName}`);
        await page.getByLabel('Telefon').fill(project.customer.phone);
        await page.getByRole('button', { name: 'Fertig' }).click();
        await expect(page).toHaveURL(/\/men(ü|%C3%BC)$/);
      });
      steps.push(async () => {
        await open(page, `${base()}/zustand-haus`);
        await page.getByLabel('Stromverbrauch pro Jahr').fill(String(project.house.stromverbrauch));
        await page.getByLabel('Netzbetreiber').fill(project.house.netzbetreiber);
        await page.getByLabel('Baujahr').fill(String(project.house.baujahr));
        await page.getByRole('button', { name: 'Zurück' }).click();
        await expect(page).toHaveURL(/\/men(ü|%C3%BC)$/);
      });
      for (const area of AREAS) {
        steps.push(async () => {
          const files = await photos(`p${p}-${area.key}`, PHOTOS_PER_AREA);
          project.photos[area.key] = files.map((file) => file.name);
          await open(page, `${base()}/${area.route}`);
          if (area.tab) await page.getByRole('tab', { name: area.tab }).click();
          await addPhotos(page, files);
        });
      }
    }
    const restartAt = new Set<number>();
    while (restartAt.size < SERVER_RESTARTS) restartAt.add(1 + Math.floor(random() * (steps.length - 2)));

    // How far the run got, in its output: a run that ends at the test's time limit says where it was.
    const startedAt = Date.now();
    const elapsed = () => `${Math.round((Date.now() - startedAt) / 1000)} s`;
    const chaos = dropNetwork(context, random, network);
    const restarts: Array<Promise<void>> = [];
    for (const [index, step] of steps.entries()) {
      if (restartAt.has(index)) {
        await Promise.all(restarts);
        const down = server.kill();
        restarts.push(
          down.then(async () => {
            await sleep(500 + random() * 2500);
            await server.start();
          }),
        );
        await down;
      }
      await step();
    }
    await Promise.all([chaos, ...restarts]);
    process.stdout.write(`network drops: ${network.drops}, server restarts: ${restarts.length}, injected failures: ${injected.before} before and ${injected.after} after the server's work; the user's steps took ${elapsed()}\n`);
    expect(network.drops).toBe(NETWORK_DROPS);
    expect(restarts.length).toBe(SERVER_RESTARTS);
    expect(injected.before + injected.after).toBeGreaterThan(0);

    // Everything arrives, and each photo once: compared as sorted lists, a duplicate shows.
    const token = await accessToken(page);
    const load = async (projectId: string): Promise<ServerProject | null> => {
      const response = await fetch(`${server.origin}/api/companies/${DEMO_COMPANY_ID}/projects/${projectId}`, { headers: { authorization: `Bearer ${token}` } });
      return response.ok ? ((await response.json()) as ServerProject) : null;
    };
    const photoCount = async () => {
      let count = 0;
      for (const project of expected) {
        const stored = await load(project.projectId);
        for (const area of AREAS) count += (stored && area.images(stored)?.length) || 0;
      }
      return count;
    };
    await expect.poll(photoCount, { timeout: 300_000, intervals: [2000] }).toBeGreaterThanOrEqual(PROJECTS * AREAS.length * PHOTOS_PER_AREA);
    process.stdout.write(`every photo on the server after ${elapsed()}\n`);
    for (const project of expected) {
      const stored = (await load(project.projectId)) as ServerProject;
      expect(stored.customer).toMatchObject(project.customer);
      expect(stored.house).toMatchObject(project.house);
      for (const area of AREAS) {
        expect((area.images(stored) ?? []).map((image) => image.originalName).sort(), `${project.projectId} ${area.key}`).toEqual([...project.photos[area.key]].sort());
      }
    }
    const companies = await fetch(`${server.origin}/api/companies`, { headers: { authorization: `Bearer ${token}` } }).then((response) => response.json());
    const projectIds = (companies as Array<{ id: string; projects?: Array<{ id: string }> }>)
      .find((company) => company.id === DEMO_COMPANY_ID)
      ?.projects?.map((project) => project.id);
    for (const project of expected) expect(projectIds?.filter((id) => id === project.projectId)).toHaveLength(1);

    // Nothing left on the device: what is left is named, so a failure says which change stuck and why.
    await expect.poll(() => outboxLeft(page), { timeout: 60_000, intervals: [1000] }).toEqual([]);
    await expect(page.getByRole('button', { name: /Alle Änderungen übertragen/ })).toBeVisible();
  } finally {
    await context.close();
    await server.dispose();
  }
});
