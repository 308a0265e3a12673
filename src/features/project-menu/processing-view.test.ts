import { describe, expect, it } from 'vitest';
import type { PhotoCollectionProgress } from '@/hooks/use-photo-collection';
import type { OutboxEntry } from '@/db/outbox-entries';
import type { StoredTicket } from '@/db/schema';
import type { ProcessingStatus } from '@/domain/processing';
import { overlayView } from './processing-view';

const status = (change: Partial<ProcessingStatus>): ProcessingStatus => ({
  ticketId: 't1',
  state: 'CATEGORIZING',
  currentStep: 'CATEGORIZING',
  stateDescription: '',
  processedImages: 0,
  analyzedImages: 0,
  totalImages: 4,
  duplicateImages: 0,
  estimatedTimeRemaining: null,
  completed: false,
  isCompleted: false,
  errors: [],
  categoryResults: {},
  ...change,
});

const ticket = (current: ProcessingStatus | null): PhotoCollectionProgress => ({
  phase: 'ticket',
  ticket: { ticketId: 't1', projectKey: 'c|p', companyId: 'c', projectId: 'p', totalImages: 4, status: current, createdAt: '2026-11-23T10:00:00Z' } as StoredTicket,
});

describe('the photo-collection overlay', () => {
  it('while the photos are still on the device and no byte has gone yet, it uploads with no time guessed', () => {
    const queued: PhotoCollectionProgress = { phase: 'queued', entry: {} as OutboxEntry, imageCount: 4, upload: null };
    expect(overlayView(queued)).toMatchObject({ state: 'UPLOADING', percent: 0, processed: 0, total: 4, remaining: null });
  });

  it('while the bytes go out, the upload fills the first third, with the photos sent and the upload time left', () => {
    const uploading = (sent: number): PhotoCollectionProgress => ({
      phase: 'queued',
      entry: {} as OutboxEntry,
      imageCount: 4,
      upload: { sent, total: 8_000_000, startedAt: 10_000 },
    });
    // 2 MB in 10 s: 6 MB take another 30 s.
    expect(overlayView(uploading(2_000_000), 20_000)).toMatchObject({ state: 'UPLOADING', step: 'upload', percent: 8, processed: 1, total: 4, remaining: 30 });
    expect(overlayView(uploading(8_000_000), 40_000)).toMatchObject({ percent: 33, processed: 4, remaining: null });
    // Too early to tell the time.
    expect(overlayView(uploading(100), 10_100).remaining).toBeNull();
  });

  it('counts the finished upload as the first part of the progress', () => {
    expect(overlayView(ticket(null))).toMatchObject({ state: 'QUEUED', step: 'sort', percent: 33, processed: 0, total: 4 });
  });

  it('stays below 100 % with time left while the analysis runs after the sorting', () => {
    const view = overlayView(ticket(status({ state: 'PROCESSING', processedImages: 4, analyzedImages: 0, estimatedTimeRemaining: 9 })));
    expect(view).toMatchObject({ state: 'PROCESSING', step: 'analysis', percent: 66, processed: 0, total: 4, remaining: 9 });
  });

  it('grows with each analysed photo and reaches 100 % only when all are analysed', () => {
    expect(overlayView(ticket(status({ state: 'PROCESSING', processedImages: 4, analyzedImages: 2, estimatedTimeRemaining: 4 })))).toMatchObject({
      percent: 83,
      processed: 2,
      remaining: 4,
    });
    expect(overlayView(ticket(status({ state: 'SAVING', processedImages: 4, analyzedImages: 4, estimatedTimeRemaining: 0 })))).toMatchObject({
      percent: 100,
      processed: 4,
    });
  });

  it('shows no remaining time of zero while work is still open', () => {
    expect(overlayView(ticket(status({ state: 'PROCESSING', processedImages: 4, estimatedTimeRemaining: 0 }))).remaining).toBeNull();
  });

  it('a server that reports no analysis progress still never shows the sorted photos as done', () => {
    const older = status({ state: 'PROCESSING', processedImages: 4, estimatedTimeRemaining: 0 });
    delete older.analyzedImages;
    expect(overlayView(ticket(older))).toMatchObject({ percent: 66, remaining: null });
  });

  it('lists the areas in their fixed order, labelled as in the app', () => {
    const view = overlayView(ticket(status({ processedImages: 3, categoryResults: { sonstiges: { anzahl: 1 }, elektrik: { anzahl: 1 }, 'dach-aussen': { anzahl: 1 } } })));
    expect(view.categories).toEqual([
      ['Dach Außenseite', 1],
      ['Elektrik/Zählerschrank', 1],
      ['Nicht zugeordnet', 1],
    ]);
  });

  it('only photos the project already had: the upload is all there was to do', () => {
    expect(overlayView(ticket(status({ state: 'QUEUED', totalImages: 0, duplicateImages: 3 })))).toMatchObject({ percent: 100, total: 0, duplicates: 3 });
  });
});
