// What the photo-collection overlay shows for the current progress: pure, so the states of
// SPEC §2 are tested without a browser.
import type { PhotoCollectionProgress } from '@/db/react/use-photo-collection';

export interface OverlayView {
  state: string;
  processed: number;
  total: number;
  /** Seconds, or null while unknown. */
  remaining: number | null;
  categories: Array<[string, number]>;
}

export function overlayView(progress: PhotoCollectionProgress, online: boolean): OverlayView {
  if (progress.phase === 'queued') {
    return { state: online ? 'UPLOADING' : 'WAITING', processed: 0, total: progress.imageCount, remaining: null, categories: [] };
  }
  const { ticket } = progress;
  const status = ticket.status;
  return {
    state: status?.state ?? 'QUEUED',
    processed: status?.processedImages ?? 0,
    total: status?.totalImages ?? ticket.totalImages,
    remaining: status?.estimatedTimeRemaining ?? null,
    categories: Object.entries(status?.categoryResults ?? {}).map(([category, { anzahl }]) => [category, anzahl]),
  };
}

export function splitSeconds(seconds: number): { minutes: number; seconds: number } {
  const whole = Math.max(0, Math.round(seconds));
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
}

/** SPEC §2: the cancel button appears only when more than 20 images are involved. */
export const CANCEL_THRESHOLD = 20;
