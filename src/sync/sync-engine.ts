// The app's one entry to data: saves go to the local store at once and queue their calls;
// the outbox replays on start, when the network returns, when the tab comes back, on a timer
// and after every change; loads refresh the store in the background. No React in here.
import type { ApiClient } from '@/api/http-client';
import { API_PATHS } from '@/api/paths';
import { withKeptPhoto, withoutPhotoCheck } from '@/domain/photo-checks';
import { photoProblems, type QualityMeasures } from '@/domain/photo-quality';
import type { Company, Project } from '@/domain/project';
import { imageByHash } from '@/domain/project-images';
import { withFill, withoutFill, type RequiredShot, type ShotChecklist } from '@/domain/required-shots';
import { isUuid } from '@/domain/uuid';
import type { Ziegel } from '@/domain/report';
import type { CreateVorschaden } from '@/domain/vorschaden';
import { storeChecklist, storeCompanies, storedCompany } from '@/db/company-store';
import { queueDamageCreate, queueDamageDelete } from '@/db/damage-store';
import { storeTiles } from '@/db/masterdata-store';
import { discard, nextDueAt, noteSynced, retryNow, wakeNetworkFailures } from '@/db/outbox-store';
import { applyServerProject, getStoredProject, saveProjectLocally } from '@/db/project-store';
import type { VorOrtDatabase } from '@/db/schema';
import { dropQueuedPhoto, queueAreaPhotos, queueImageDelete, queueImageMove, queuePhotoCollection, type QueuedFile, type QueuedPhoto, type QueuedPhotos } from '@/db/upload-store';
import { onReachabilityChange, serverAnswered } from '@/platform/reachability';
import { assertSaveable, assertUploadIds } from './id-checks';
import { replayOutbox, type ReplayReport } from './replayer';
import { UploadProgressBoard } from './upload-progress';
import { whenSyncLockFree } from './lock';
import { keepingLocally } from './storage-full-error';

/** Replay at least this often while the app is open. */
export const REPLAY_INTERVAL_MS = 30_000;
/** A company's checklist is asked for again after this long at the soonest. */
const CHECKLIST_REFRESH_MS = 5 * 60_000;
/** How often to ask a server that did not answer whether it does again. */
export const PROBE_INTERVAL_MS = 10_000;

/** The required shot a photo is taken for. */
export type ShotTarget = Pick<RequiredShot, 'id' | 'label' | 'legibleText'>;

export interface SyncEngineDeps {
  db: VorOrtDatabase;
  api: ApiClient;
  renewToken(): Promise<boolean>;
  isOnline(): boolean;
  /** Downscales a photo before it is queued and measures its quality (a Web Worker in the browser). */
  prepareImage(file: File): Promise<QueuedFile & { measures: QualityMeasures | null }>;
  /** A smaller copy of a queued photo after the server refused it as too large. */
  shrinkImage(blob: Blob, name: string): Promise<QueuedFile | null>;
  /** Asks the service worker to replay even after the tab is closed (Background Sync). */
  requestBackgroundSync(): Promise<void>;
  /** Makes the screens read the store again, for changes another replayer made unnoticed. */
  rereadStore(): void;
  /** Photos were queued: the moment to ask the browser to protect the device's data. */
  photosQueued(): void;
}

export class SyncEngine {
  private running: Promise<ReplayReport> | null = null;
  private again = false;
  private wakeTimer: ReturnType<typeof setTimeout> | undefined;
  private intervalTimer: ReturnType<typeof setInterval> | undefined;
  private probeTimer: ReturnType<typeof setInterval> | undefined;
  private readonly cleanups: Array<() => void> = [];
  /**
   * The service worker replays on Background Sync, which fires as the connection returns; a
   * page that was starting or offline then may have missed the store's notice of it.
   */
  private rereadDue = true;
  /** When each company's checklist was last asked for. */
  private readonly checklistLoadedAt = new Map<string, number>();
  /** How far this page's uploads have come, for the screens. */
  readonly uploads = new UploadProgressBoard();

  constructor(private readonly deps: SyncEngineDeps) {}

  /** Starts the replay triggers of the browser: online, visible again, and a timer. */
  start(target: { addEventListener: Window['addEventListener']; removeEventListener: Window['removeEventListener'] }, doc?: Document): void {
    const onWake = () => void this.sync();
    const onOnline = () => {
      this.rereadDue = true;
      void wakeNetworkFailures(this.deps.db).then(onWake);
    };
    target.addEventListener('online', onOnline);
    this.cleanups.push(() => target.removeEventListener('online', onOnline));
    // Wi-Fi without a route: while the server does not answer, ask it often whether it does again,
    // so the screens stop showing offline and the queue goes out as soon as a request would pass.
    this.cleanups.push(
      onReachabilityChange(() => {
        clearInterval(this.probeTimer);
        if (serverAnswered()) onOnline();
        else this.probeTimer = setInterval(() => void this.probe(), PROBE_INTERVAL_MS);
      }),
    );
    if (doc) {
      const onVisible = () => doc.visibilityState === 'visible' && void this.sync();
      doc.addEventListener('visibilitychange', onVisible);
      this.cleanups.push(() => doc.removeEventListener('visibilitychange', onVisible));
    }
    this.intervalTimer = setInterval(onWake, REPLAY_INTERVAL_MS);
    void this.sync();
  }

  stop(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    clearInterval(this.intervalTimer);
    clearInterval(this.probeTimer);
    clearTimeout(this.wakeTimer);
  }

  /** Any answer of the server, even a refusal, proves the route (the API client reports it). */
  private async probe(): Promise<void> {
    if (!this.deps.isOnline()) return;
    await this.deps.api.request('GET', API_PATHS.health, { anonymous: true }).catch(() => undefined);
  }

  /** Replays the outbox now; calls during a run cause one more run after it. */
  async sync(): Promise<ReplayReport | null> {
    if (!this.deps.isOnline()) return null;
    // A server that did not answer is asked once first, so a queue of uploads does not wait out
    // one deadline per entry on a connection that still carries nothing.
    if (!serverAnswered()) {
      await this.probe();
      if (!serverAnswered()) return null;
    }
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let report: ReplayReport;
      do {
        this.again = false;
        report = await replayOutbox({ db: this.deps.db, api: this.deps.api, renewToken: this.deps.renewToken, shrink: this.deps.shrinkImage, progress: this.uploads });
      } while (this.again);
      if (!report.ran) await whenSyncLockFree();
      if (this.rereadDue || !report.ran) {
        this.rereadDue = false;
        this.deps.rereadStore();
      }
      if (report.ran && report.retrying === 0 && report.failed === 0) {
        await noteSynced(this.deps.db, new Date());
      }
      await this.scheduleNextDue();
      return report;
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async scheduleNextDue(): Promise<void> {
    clearTimeout(this.wakeTimer);
    const next = await nextDueAt(this.deps.db);
    if (next === null) return;
    this.wakeTimer = setTimeout(() => void this.sync(), Math.max(1000, next - Date.now()));
  }

  /**
   * Sends at once; Background Sync is only the way out for a page closed before it could. Its
   * registration is not waited for: WebKit may not answer getRegistration() while the service
   * worker installs, and neither a save nor an upload may wait on that.
   */
  private async queued(): Promise<void> {
    void this.deps.requestBackgroundSync().catch(() => undefined);
    void this.sync();
  }

  /** Answers the stored copy's new revision. */
  async saveProject(companyId: string, project: Project, routeProjectId?: string): Promise<string> {
    assertSaveable(project, routeProjectId);
    const revision = await keepingLocally(() => saveProjectLocally(this.deps.db, companyId, project));
    await this.queued();
    return revision;
  }

  /**
   * Applies a change to the newest stored copy of a project and saves it, so values that arrived
   * meanwhile (an analysis, a refresh) are kept. A project the device does not hold is left alone
   * (null); otherwise the answer is the stored copy's new revision.
   */
  async updateProject(companyId: string, projectId: string, change: (project: Project) => Project): Promise<string | null> {
    const stored = await getStoredProject(this.deps.db, companyId, projectId);
    return stored ? this.saveProject(companyId, change(stored.project), projectId) : null;
  }

  /**
   * Queues the files of an area upload that the project does not have yet; answers the outbox
   * entry to follow (none when every file was there already) and how many were left out.
   */
  async uploadArea(companyId: string, projectId: string, area: string, files: File[], shot?: ShotTarget): Promise<QueuedPhotos> {
    assertUploadIds(companyId, projectId);
    const photos = await this.preparedPhotos(files, shot?.legibleText);
    const queued = await keepingLocally(() => queueAreaPhotos(this.deps.db, { companyId, projectId, area, files: photos }));
    // The slot takes the first photo of the pick, also one the project had already: from another area it moves here.
    if (shot && queued.hashes.length) await this.fillShot(companyId, projectId, shot, area, await this.heldElsewhere(companyId, projectId, area, queued.hashes[0]));
    if (queued.id === null) return queued;
    this.deps.photosQueued();
    await this.queued();
    return queued;
  }

  /** Downscaled photos with what the quality guard found wrong with each (nothing for one it could not measure). */
  private async preparedPhotos(files: File[], legibleText?: boolean): Promise<QueuedPhoto[]> {
    const prepared = await Promise.all(files.map((file) => this.deps.prepareImage(file)));
    return prepared.map(({ measures, ...photo }) => ({ ...photo, problems: measures ? photoProblems(measures, { legibleText }) : [] }));
  }

  /** A photo by its hash, and where the project holds it when that is another area than `area`. */
  private async heldElsewhere(companyId: string, projectId: string, area: string, hash: string): Promise<{ hash: string; imageId?: string; fromArea?: string }> {
    const stored = await getStoredProject(this.deps.db, companyId, projectId);
    const held = stored && imageByHash(stored.project, hash);
    return held && held.area !== area ? { hash, imageId: held.image.id, fromArea: held.area } : { hash };
  }

  /** Puts a photo into a required shot's slot; a photo of another area moves to the slot's area first. */
  async fillShot(companyId: string, projectId: string, shot: ShotTarget, area: string, photo: { hash?: string; imageId?: string; fromArea?: string }): Promise<void> {
    if (photo.fromArea && photo.imageId && photo.fromArea !== area) await this.moveImage(companyId, projectId, photo.fromArea, photo.imageId, area);
    const fill = { area, label: shot.label, filledAt: new Date().toISOString(), ...(photo.hash ? { hash: photo.hash } : { imageId: photo.imageId }) };
    await this.updateProject(companyId, projectId, (project) => withFill(project, shot.id, fill));
  }

  /** Empties a slot; its photo stays in the area. */
  async clearShot(companyId: string, projectId: string, shotId: string): Promise<void> {
    await this.updateProject(companyId, projectId, (project) => withoutFill(project, shotId));
  }

  /** 'Trotzdem behalten': the flagged photo stays, and the project records the choice. */
  async keepFlaggedPhoto(companyId: string, projectId: string, hash: string): Promise<void> {
    await this.updateProject(companyId, projectId, (project) => withKeptPhoto(project, hash, new Date().toISOString()));
  }

  /**
   * 'Neu aufnehmen': the flagged photo goes, from the queue or from the server, and its verdict
   * with it. A photo on its way to the server cannot be called back: the replay that sends it is
   * waited for, then the photo is deleted where it arrived. Answers 'sending' when it is still on
   * its way after that.
   */
  async discardFlaggedPhoto(companyId: string, projectId: string, hash: string): Promise<'discarded' | 'sending'> {
    let queued = await dropQueuedPhoto(this.deps.db, companyId, projectId, hash);
    if (queued === 'sending') {
      await this.running?.catch(() => undefined);
      queued = await dropQueuedPhoto(this.deps.db, companyId, projectId, hash);
      if (queued === 'sending') return 'sending';
    }
    if (queued === 'absent') {
      // Where the photo is now: a photo of a collection was sorted into an area, any photo may have been moved.
      const stored = await getStoredProject(this.deps.db, companyId, projectId);
      const held = stored && imageByHash(stored.project, hash);
      if (held) await this.deleteImage(companyId, projectId, held.area, held.image.id);
    }
    await this.updateProject(companyId, projectId, (project) => withoutPhotoCheck(project, hash));
    return 'discarded';
  }

  /** Answers how many of the photos the quality guard flagged. */
  async uploadPhotoCollection(companyId: string, projectId: string, files: File[]): Promise<number> {
    assertUploadIds(companyId, projectId);
    const photos = await this.preparedPhotos(files);
    const flagged = await keepingLocally(() => queuePhotoCollection(this.deps.db, { companyId, projectId, files: photos }));
    this.deps.photosQueued();
    await this.queued();
    return flagged;
  }

  /**
   * Removes the image from the local copy at once and queues the server delete; answers the
   * outbox entry's id, so the screen can follow it to the server's answer.
   */
  async deleteImage(companyId: string, projectId: string, area: string, imageId: string): Promise<number> {
    assertUploadIds(companyId, projectId);
    const id = await keepingLocally(() => queueImageDelete(this.deps.db, companyId, projectId, area, imageId));
    await this.queued();
    return id;
  }

  /**
   * Moves the image to another area in the local copy at once and queues the server move, in
   * one transaction, so the photo shows in its new area offline too and the move is never lost.
   */
  async moveImage(companyId: string, projectId: string, fromArea: string, imageId: string, toArea: string): Promise<void> {
    assertUploadIds(companyId, projectId);
    if (fromArea === toArea) return;
    await keepingLocally(() => queueImageMove(this.deps.db, companyId, projectId, fromArea, imageId, toArea));
    await this.queued();
  }

  /** Queues a manual damage (SPEC §4: created on the server with status NEU); works offline. */
  async addManualDamage(companyId: string, projectId: string, damage: CreateVorschaden): Promise<void> {
    assertUploadIds(companyId, projectId);
    await keepingLocally(() => queueDamageCreate(this.deps.db, companyId, projectId, damage));
    await this.queued();
  }

  /** Queues the delete of a manual damage and hides it at once; works offline. */
  async deleteDamage(companyId: string, projectId: string, damageId: string, text: string): Promise<void> {
    assertUploadIds(companyId, projectId);
    await keepingLocally(() => queueDamageDelete(this.deps.db, companyId, projectId, damageId, text));
    await this.queued();
  }

  retry(entryId: number): Promise<void> {
    return retryNow(this.deps.db, entryId).then(() => void this.sync());
  }

  discard(entryId: number): Promise<void> {
    return discard(this.deps.db, entryId);
  }

  /** Creates a company on the server (needs the network; SPEC §4 Creating a company). */
  async createCompany(companyName: string): Promise<void> {
    await this.deps.api.json('POST', API_PATHS.companies(), { json: { companyName: companyName.trim(), id: crypto.randomUUID() } });
    await this.refreshCompanies();
  }

  /** Loads the caller's companies with their project counts into the store. */
  async refreshCompanies(): Promise<void> {
    const companies = await this.deps.api.json<Company[]>('GET', API_PATHS.companyList());
    await storeCompanies(this.deps.db, companies, true);
  }

  /**
   * Loads the company's required shots, at most once in CHECKLIST_REFRESH_MS: every project page
   * asks, so a checklist changed in the office reaches a tablet with its next project opened.
   */
  async refreshChecklist(companyId: string): Promise<void> {
    const last = this.checklistLoadedAt.get(companyId) ?? 0;
    // A legacy path names no company of its own: its projects follow the legacy company's list, loaded with it.
    if (!isUuid(companyId) || Date.now() - last < CHECKLIST_REFRESH_MS) return;
    this.checklistLoadedAt.set(companyId, Date.now());
    // A device that opened the project before the company (a link, a bookmark) loads the company with it.
    if (!(await storedCompany(this.deps.db, companyId))) return this.refreshCompany(companyId);
    const checklist = await this.deps.api.json<ShotChecklist>('GET', API_PATHS.checklist(companyId));
    await storeChecklist(this.deps.db, companyId, checklist);
  }

  /** Replaces the company's required shots on the server (needs the network, like creating a company). */
  async saveChecklist(companyId: string, checklist: ShotChecklist): Promise<void> {
    const saved = await this.deps.api.json<ShotChecklist>('PUT', API_PATHS.checklist(companyId), { json: checklist });
    await storeChecklist(this.deps.db, companyId, saved);
  }

  async refreshCompany(companyId: string): Promise<void> {
    const company = await this.deps.api.json<Company>('GET', API_PATHS.company(companyId));
    await storeCompanies(this.deps.db, [company], false);
  }

  async refreshProject(companyId: string, projectId: string): Promise<void> {
    const project = await this.deps.api.json<Project>('GET', API_PATHS.project(companyId, projectId));
    await applyServerProject(this.deps.db, companyId, project);
  }

  /** Refreshes the tile master data (no sign-in needed); an error keeps what the device has. */
  async refreshTiles(): Promise<void> {
    const tiles = await this.deps.api.json<Ziegel[]>('GET', API_PATHS.ziegel(), { anonymous: true });
    await storeTiles(this.deps.db, tiles);
  }
}
