// The app's one entry to data: saves go to the local store at once and queue their calls;
// the outbox replays on start, when the network returns, when the tab comes back, on a timer
// and after every change; loads refresh the store in the background. No React in here.
import type { ApiClient } from '@/api/http-client';
import { API_PATHS } from '@/api/paths';
import { withDiscardedPhoto, withKeptPhoto, withoutPhotoCheck } from '@/domain/photo-checks';
import { exifOrigin, hasPosition, isFreshCapture, withPhotoOrigins, type PhotoOrigin } from '@/domain/photo-origin';
import type { PhotoExif } from '@/domain/photo-exif';
import type { PhotoMark } from '@/domain/photo-marks';
import { photoProblems, type QualityMeasures } from '@/domain/photo-quality';
import type { Company, CompanySettings, CompanySettingsChange, Project } from '@/domain/project';
import { imageByHash } from '@/domain/project-images';
import { withFill, withoutFill, type RequiredShot, type ShotChecklist, type ShotFill } from '@/domain/required-shots';
import { otherShotOf } from '@/domain/shot-status';
import { isUuid } from '@/domain/uuid';
import type { Ziegel } from '@/domain/report';
import type { CreateVorschaden } from '@/domain/vorschaden';
import { queuedHashesByArea } from '@/db/area-images';
import { storeChecklist, storeCompanies, storeCompanySettings, storedCompany } from '@/db/company-store';
import { queueDamageCreate, queueDamageDelete } from '@/db/damage-store';
import { queuePhotoMarkup } from '@/db/markup-store';
import { storeTiles } from '@/db/masterdata-store';
import { discard, nextDueAt, noteSynced, retryNow, wakeNetworkFailures } from '@/db/outbox-store';
import { applyServerProject, getStoredProject, saveProjectLocally, updateProjectLocally } from '@/db/project-store';
import { projectKey, type VorOrtDatabase } from '@/db/schema';
import { photosBeingSorted } from '@/db/ticket-store';
import { dropQueuedPhoto, queueAreaPhotos, queueImageDelete, queueImageMove, queuePhotoCollection, type QueuedFile, type QueuedPhoto, type QueuedPhotos } from '@/db/upload-store';
import { deleteVoiceMemoLocally, queueVoiceMemo, type RecordedMemo } from '@/db/voice-memo-store';
import type { DevicePosition } from '@/platform/device-position';
import { logWarning } from '@/platform/log';
import { onReachabilityChange, serverAnswered } from '@/platform/reachability';
import { assertSaveable, assertUploadIds } from './id-checks';
import { replayOutbox, type ReplayDeps, type ReplayReport } from './replayer';
import { UploadProgressBoard } from './upload-progress';
import { whenSyncLockFree } from './lock';
import { ServerProbe } from './server-probe';
import { keepingLocally } from './storage-full-error';

/** Replay at least this often while the app is open. */
export const REPLAY_INTERVAL_MS = 30_000;
/** A company's checklist is asked for again after this long at the soonest. */
const CHECKLIST_REFRESH_MS = 5 * 60_000;
/** A photo as prepared for the queue, with what decides whether the tablet's position is its own. */
type PreparedPhoto = QueuedPhoto & { origin: PhotoOrigin; modified: number };

/** The required shot a photo is taken for. */
export type ShotTarget = Pick<RequiredShot, 'id' | 'label' | 'legibleText'>;

/** What putting a photo into a slot did: filled it (moving the photo here from another area), or left it where it fills another area's slot. */
export type ShotOutcome = { filled: true; movedFrom?: string } | { filled: false; takenBy: ShotFill };

export interface SyncEngineDeps {
  db: VorOrtDatabase;
  api: ApiClient;
  renewToken(): Promise<boolean>;
  isOnline(): boolean;
  /** Downscales a photo before it is queued, measures its quality (a Web Worker in the browser) and reads its EXIF. */
  prepareImage(file: File): Promise<QueuedFile & { measures: QualityMeasures | null; exif: PhotoExif; modified: number }>;
  /** Where the tablet is, for a photo taken right now; null when it cannot say. */
  devicePosition(): Promise<DevicePosition | null>;
  /** A smaller copy of a queued photo after the server refused it as too large. */
  shrinkImage(blob: Blob, name: string): Promise<QueuedFile | null>;
  /** Asks the service worker to replay even after the tab is closed (Background Sync). */
  requestBackgroundSync(): Promise<void>;
  /** Makes the screens read the store again, for changes another replayer made unnoticed. */
  rereadStore(): void;
  /** Photos were queued: the moment to ask the browser to protect the device's data. */
  photosQueued(): void;
  /** Runs a replay: in this thread unless given (the browser's runs in a worker, worker-replay.ts). */
  replay?: (deps: ReplayDeps) => Promise<ReplayReport>;
}

export class SyncEngine {
  private running: Promise<ReplayReport> | null = null;
  private again = false;
  private wakeTimer: ReturnType<typeof setTimeout> | undefined;
  private intervalTimer: ReturnType<typeof setInterval> | undefined;
  private readonly probe: ServerProbe;
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
  /** Screens that show what the server lists (a company's projects), to load it again. */
  private readonly pullListeners = new Set<() => void>();

  constructor(private readonly deps: SyncEngineDeps) {
    this.probe = new ServerProbe(deps);
  }

  /** Starts the replay triggers of the browser: online, visible again, and a timer. */
  start(target: { addEventListener: Window['addEventListener']; removeEventListener: Window['removeEventListener'] }, doc?: Document): void {
    const onWake = () => void this.sync();
    const onOnline = () => {
      this.rereadDue = true;
      void wakeNetworkFailures(this.deps.db).then(onWake);
      this.pull();
    };
    target.addEventListener('online', onOnline);
    this.cleanups.push(() => target.removeEventListener('online', onOnline));
    this.cleanups.push(
      onReachabilityChange(() => {
        if (serverAnswered()) {
          this.probe.stop();
          onOnline();
        } else this.probe.repeat();
      }),
    );
    if (doc) {
      const onVisible = () => {
        if (doc.visibilityState !== 'visible') return;
        void this.sync();
        this.pull();
      };
      doc.addEventListener('visibilitychange', onVisible);
      this.cleanups.push(() => doc.removeEventListener('visibilitychange', onVisible));
    }
    this.intervalTimer = setInterval(onWake, REPLAY_INTERVAL_MS);
    void this.sync();
  }

  stop(): void {
    this.probe.stop();
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    clearInterval(this.intervalTimer);
    clearTimeout(this.wakeTimer);
  }

  /** Replays the outbox now; calls during a run cause one more run after it. */
  async sync(): Promise<ReplayReport | null> {
    if (!this.deps.isOnline()) return null;
    // A server that did not answer is asked once first, so a queue of uploads does not wait out
    // one deadline per entry on a connection that still carries nothing.
    if (!serverAnswered()) {
      await this.probe.once();
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
        report = await (this.deps.replay ?? replayOutbox)({ db: this.deps.db, api: this.deps.api, renewToken: this.deps.renewToken, shrink: this.deps.shrinkImage, progress: this.uploads });
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

  /** 'Jetzt synchronisieren': sends what waits, then the screens load what the server lists. */
  async syncNow(): Promise<void> {
    await this.sync();
    this.pull();
  }

  /**
   * Calls `listener` when what the server lists may have changed unseen: the connection returned,
   * the app became visible again, or the user asked to synchronise. A project deleted on another
   * tablet thus leaves the dashboard without a reload.
   */
  onPull(listener: () => void): () => void {
    this.pullListeners.add(listener);
    return () => this.pullListeners.delete(listener);
  }

  private pull(): void {
    for (const listener of this.pullListeners) listener();
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
    const saveable = (project: Project) => {
      const next = change(project);
      assertSaveable(next, projectId);
      return next;
    };
    const revision = await keepingLocally(() => updateProjectLocally(this.deps.db, companyId, projectId, saveable));
    if (revision !== null) await this.queued();
    return revision;
  }

  /**
   * Queues the files of an area upload that the project does not have yet; answers the outbox
   * entry to follow (none when every file was there already) and how many were left out.
   */
  async uploadArea(companyId: string, projectId: string, area: string, files: File[], shot?: ShotTarget): Promise<QueuedPhotos & { shot?: ShotOutcome }> {
    assertUploadIds(companyId, projectId);
    const photos = await this.preparedPhotos(companyId, files, shot?.legibleText);
    const queued = await keepingLocally(() => queueAreaPhotos(this.deps.db, { companyId, projectId, area, files: photos, shot: shot?.id }));
    this.locateFreshPhotos(companyId, projectId, photos, queued.hashes);
    // The slot takes the first photo of the pick, also one the project had already: from another area it moves here.
    const outcome = shot && queued.hashes.length ? await this.fillShot(companyId, projectId, shot, area, await this.heldElsewhere(companyId, projectId, area, queued.hashes[0])) : undefined;
    if (queued.id === null) return { ...queued, shot: outcome };
    this.deps.photosQueued();
    await this.queued();
    return { ...queued, shot: outcome };
  }

  /**
   * Downscaled photos with what the quality guard found wrong with each (nothing for one it could
   * not measure) and when and where each was taken, as far as its EXIF says and the company keeps.
   */
  private async preparedPhotos(companyId: string, files: File[], legibleText?: boolean): Promise<PreparedPhoto[]> {
    const [prepared, located] = await Promise.all([Promise.all(files.map((file) => this.deps.prepareImage(file))), this.locatesPhotos(companyId)]);
    return prepared.map(({ measures, exif, ...photo }) => ({ ...photo, problems: measures ? photoProblems(measures, { legibleText }) : [], origin: exifOrigin(exif, located) }));
  }

  /** Whether the company keeps where photos were taken (a company setting, on unless switched off). */
  private async locatesPhotos(companyId: string): Promise<boolean> {
    return (await storedCompany(this.deps.db, companyId))?.photoLocation !== false;
  }

  /**
   * Photos taken just now without a position of their own get the tablet's, once it answers: the
   * queue does not wait for it. `hashes` are the photos' in the same order.
   */
  private locateFreshPhotos(companyId: string, projectId: string, photos: readonly PreparedPhoto[], hashes: readonly string[]): void {
    const now = Date.now();
    const fresh = photos.flatMap((photo, index) => (!hasPosition(photo.origin) && isFreshCapture(photo.origin, photo.modified, now) ? [{ hash: hashes[index], origin: photo.origin }] : []));
    if (!fresh.length) return;
    void (async () => {
      if (!(await this.locatesPhotos(companyId))) return;
      const position = await this.deps.devicePosition();
      if (!position) return;
      const here = { latitude: position.latitude, longitude: position.longitude, accuracy: Math.round(position.accuracy), positionFrom: 'geraet' as const };
      await this.updateProject(companyId, projectId, (project) => withPhotoOrigins(project, Object.fromEntries(fresh.map(({ hash, origin }) => [hash, { ...origin, ...here }]))));
    })().catch((error: unknown) => logWarning('Ort der Fotos nicht gespeichert', error));
  }

  /** A photo by its hash, and where the project holds it when that is another area than `area`. */
  private async heldElsewhere(companyId: string, projectId: string, area: string, hash: string): Promise<{ hash: string; imageId?: string; fromArea?: string }> {
    const stored = await getStoredProject(this.deps.db, companyId, projectId);
    const held = stored && imageByHash(stored.project, hash);
    return held && held.area !== area ? { hash, imageId: held.image.id, fromArea: held.area } : { hash };
  }

  /**
   * Puts a photo into a required shot's slot; a photo of another area moves to the slot's area
   * first. A photo that fills another slot stays there, and the answer says which slot holds it.
   */
  async fillShot(companyId: string, projectId: string, shot: ShotTarget, area: string, photo: { hash?: string; imageId?: string; fromArea?: string }): Promise<ShotOutcome> {
    const stored = await getStoredProject(this.deps.db, companyId, projectId);
    const takenBy = stored && otherShotOf(stored.project, photo, shot.id, await queuedHashesByArea(this.deps.db, companyId, projectId));
    if (takenBy) return { filled: false, takenBy };
    const moving = !!photo.fromArea && photo.fromArea !== area;
    if (moving && photo.imageId) await this.moveImage(companyId, projectId, photo.fromArea as string, photo.imageId, area);
    const fill = { area, label: shot.label, filledAt: new Date().toISOString(), ...(photo.hash ? { hash: photo.hash } : { imageId: photo.imageId }) };
    await this.updateProject(companyId, projectId, (project) => withFill(project, shot.id, fill));
    return moving ? { filled: true, movedFrom: photo.fromArea } : { filled: true };
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
   * waited for, then the photo is deleted where it arrived. A photo of a collection the server is
   * still sorting is in no area yet: its check records the choice, and the photo is deleted once
   * the sorting put it somewhere (`settleSorted`). Answers 'sending' when it is still on its way.
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
      else if ((await photosBeingSorted(this.deps.db, projectKey(companyId, projectId))).includes(hash)) {
        await this.updateProject(companyId, projectId, (project) => withDiscardedPhoto(project, hash, new Date().toISOString()));
        return 'discarded';
      }
    }
    await this.updateProject(companyId, projectId, (project) => withoutPhotoCheck(project, hash));
    return 'discarded';
  }

  /**
   * After the server sorted a collection: its photos the user chose to take again meanwhile are
   * deleted where the sorting put them, and their checks go.
   */
  async settleSorted(companyId: string, projectId: string, hashes: readonly string[]): Promise<void> {
    const stored = await getStoredProject(this.deps.db, companyId, projectId);
    const discarded = hashes.filter((hash) => stored?.project.photoChecks?.[hash]?.discardedAt);
    if (!stored || !discarded.length) return;
    for (const hash of discarded) {
      const held = imageByHash(stored.project, hash);
      if (held) await this.deleteImage(companyId, projectId, held.area, held.image.id);
    }
    await this.updateProject(companyId, projectId, (project) => discarded.reduce(withoutPhotoCheck, project));
  }

  /** Answers how many of the photos the quality guard flagged. */
  async uploadPhotoCollection(companyId: string, projectId: string, files: File[]): Promise<number> {
    assertUploadIds(companyId, projectId);
    const photos = await this.preparedPhotos(companyId, files);
    const { flagged, hashes } = await keepingLocally(() => queuePhotoCollection(this.deps.db, { companyId, projectId, files: photos }));
    this.locateFreshPhotos(companyId, projectId, photos, hashes);
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

  /**
   * Keeps a photo's marks and the copy drawn with them, and queues both for the server; no marks
   * (and no copy) removes them. Works offline; the device shows the copy until the server has it.
   */
  async saveMarkup(companyId: string, projectId: string, photoKey: string, marks: PhotoMark[], copy: Blob | null): Promise<void> {
    assertUploadIds(companyId, projectId);
    await keepingLocally(() => queuePhotoMarkup(this.deps.db, { companyId, projectId, photoKey, marks, updatedAt: new Date().toISOString(), copy: marks.length ? copy : null }));
    await this.queued();
  }

  /** Keeps a voice memo on the device and queues it for the server; works offline. */
  async addVoiceMemo(companyId: string, projectId: string, memo: RecordedMemo): Promise<void> {
    assertUploadIds(companyId, projectId);
    await keepingLocally(() => queueVoiceMemo(this.deps.db, companyId, projectId, memo));
    await this.queued();
  }

  async deleteVoiceMemo(companyId: string, projectId: string, memoId: string): Promise<void> {
    assertUploadIds(companyId, projectId);
    await keepingLocally(() => deleteVoiceMemoLocally(this.deps.db, companyId, projectId, memoId));
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
    const requestedAt = new Date().toISOString();
    const companies = await this.deps.api.json<Company[]>('GET', API_PATHS.companyList());
    await storeCompanies(this.deps.db, companies, true, requestedAt);
  }

  /**
   * Loads the company's required shots and settings, at most once in CHECKLIST_REFRESH_MS: every
   * project page asks, so a change made in the office reaches a tablet with its next project opened.
   */
  async refreshChecklist(companyId: string): Promise<void> {
    const last = this.checklistLoadedAt.get(companyId) ?? 0;
    // A legacy path names no company of its own: its projects follow the legacy company's list, loaded with it.
    if (!isUuid(companyId) || Date.now() - last < CHECKLIST_REFRESH_MS) return;
    this.checklistLoadedAt.set(companyId, Date.now());
    // A device that opened the project before the company (a link, a bookmark) loads the company with it.
    if (!(await storedCompany(this.deps.db, companyId))) return this.refreshCompany(companyId);
    const [checklist] = await Promise.all([this.deps.api.json<ShotChecklist>('GET', API_PATHS.checklist(companyId)), this.loadCompanySettings(companyId)]);
    await storeChecklist(this.deps.db, companyId, checklist);
  }

  /** Loads the company's settings now: its settings page shows what the server has, not the last copy. */
  async refreshCompanySettings(companyId: string): Promise<void> {
    // Opened by its address before the device held the company: the company comes first.
    if (!(await storedCompany(this.deps.db, companyId))) await this.refreshCompany(companyId);
    await this.loadCompanySettings(companyId);
  }

  private async loadCompanySettings(companyId: string): Promise<void> {
    await storeCompanySettings(this.deps.db, companyId, await this.deps.api.json<CompanySettings>('GET', API_PATHS.companySettings(companyId)));
  }

  /** Changes the company's settings on the server (needs the network, like its checklist). */
  async saveCompanySettings(companyId: string, change: CompanySettingsChange): Promise<void> {
    const saved = await this.deps.api.json<CompanySettings>('PUT', API_PATHS.companySettings(companyId), { json: change });
    await storeCompanySettings(this.deps.db, companyId, saved);
  }

  /** Replaces the company's required shots on the server (needs the network, like creating a company). */
  async saveChecklist(companyId: string, checklist: ShotChecklist): Promise<void> {
    const saved = await this.deps.api.json<ShotChecklist>('PUT', API_PATHS.checklist(companyId), { json: checklist });
    await storeChecklist(this.deps.db, companyId, saved);
  }

  /** Only what changed since the last load, once the device has loaded the company whole. */
  async refreshCompany(companyId: string): Promise<void> {
    const requestedAt = new Date().toISOString();
    const since = (await storedCompany(this.deps.db, companyId))?.cursor;
    const company = await this.deps.api.json<Company>('GET', API_PATHS.company(companyId, since));
    await storeCompanies(this.deps.db, [company], false, requestedAt);
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
