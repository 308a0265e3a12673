// What the photo-collection overlay shows for the current progress: pure, so the states of
// SPEC §2 are tested without a browser. Progress covers each photo's whole way: upload (by the
// bytes sent), sorting and analysis, so the ring never sits at 100 % while the server still analyses.
import type { PhotoCollectionProgress } from '@/hooks/use-photo-collection';
import type { UploadProgress } from '@/sync/upload-progress';
import { photosPerCategory } from '@/domain/photo-categories';

/** The step the counter counts, so '0 von 3' never stands beside a ring a third of the way. */
export type OverlayStep = 'upload' | 'sort' | 'analysis';

export interface OverlayView {
  state: string;
  step: OverlayStep;
  /** Photos done in the current step. */
  processed: number;
  total: number;
  /** Photos the project already had, so they were not stored again. */
  duplicates: number;
  /** 0–100 over upload, sorting and analysis. */
  percent: number;
  /** Seconds, or null while unknown (or when the server has no estimate left to give). */
  remaining: number | null;
  /** [area label, photos], areas in their fixed order. */
  categories: Array<[string, number]>;
}

/** Each photo is uploaded, sorted and analysed: three equal parts of the progress. */
const PARTS = 3;
const ANALYSED_STATES: ReadonlySet<string> = new Set(['SAVING', 'SAVED']);
const ANALYSIS_STATES: ReadonlySet<string> = new Set(['PROCESSING', 'SAVING', 'SAVED']);

/** An upload's time left is guessed from its rate only after this long. */
const RATE_AFTER_MS = 2000;

function uploadView(total: number, upload: UploadProgress, now: number): OverlayView {
  const share = upload.total ? Math.min(1, upload.sent / upload.total) : 0;
  const elapsed = now - upload.startedAt;
  const remaining = upload.sent > 0 && share < 1 && elapsed >= RATE_AFTER_MS ? Math.round(((upload.total - upload.sent) * elapsed) / upload.sent / 1000) : null;
  return { state: 'UPLOADING', step: 'upload', processed: Math.floor(total * share), total, duplicates: 0, percent: Math.floor((100 * share) / PARTS), remaining, categories: [] };
}

/** The overlay shows only while the server answers: offline the menu says the photos wait. */
export function overlayView(progress: PhotoCollectionProgress, now = Date.now()): OverlayView {
  if (progress.phase === 'queued') {
    if (progress.upload) return uploadView(progress.imageCount, progress.upload, now);
    return { state: 'UPLOADING', step: 'upload', processed: 0, total: progress.imageCount, duplicates: 0, percent: 0, remaining: null, categories: [] };
  }
  const { ticket } = progress;
  const status = ticket.status;
  const state = status?.state ?? 'QUEUED';
  const total = status?.totalImages ?? ticket.totalImages;
  const sorted = status?.processedImages ?? 0;
  // A server without analysis progress reports it done only once it saves.
  const analysed = status?.analyzedImages ?? (ANALYSED_STATES.has(state) ? total : 0);
  const estimate = status?.estimatedTimeRemaining ?? null;
  const analysing = ANALYSIS_STATES.has(state);
  return {
    state,
    step: analysing ? 'analysis' : 'sort',
    processed: analysing ? analysed : sorted,
    total,
    duplicates: status?.duplicateImages ?? 0,
    percent: total ? Math.floor((100 * (total + sorted + analysed)) / (PARTS * total)) : 100,
    remaining: estimate && estimate > 0 ? estimate : null,
    categories: photosPerCategory(status?.categoryResults ?? {}),
  };
}

export function splitSeconds(seconds: number): { minutes: number; seconds: number } {
  const whole = Math.max(0, Math.round(seconds));
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
}

/** SPEC §2: the cancel button appears only when more than 20 images are involved. */
export const CANCEL_THRESHOLD = 20;
