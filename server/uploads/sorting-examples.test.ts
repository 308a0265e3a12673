import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryExamples } from '../analysis/embedding/memory-examples.ts';
import { localAnalysis } from '../analysis/local-analysis.ts';
import { LocalFileStore } from '../files/local-file-store.ts';
import type { ImageRecord } from '../repositories/images.ts';
import { jpeg } from '../test-support/test-images.ts';
import { MAX_DEFER_MS, sortingExamples } from './sorting-examples.ts';

const silent = Fastify({ logger: false }).log;
const EXAMPLE = { companyId: 'firma', component: 'dach-innen' };

describe('sorting examples are learned after the answer, uploads first', () => {
  let root: string;
  let files: LocalFileStore;
  let examples: ReturnType<typeof memoryExamples>;
  let queue: ReturnType<typeof sortingExamples>;

  /** A photo as the upload route stored it. */
  const storedPhoto = async (name: string): Promise<ImageRecord> => {
    const id = randomUUID();
    const record = { id, companyId: EXAMPLE.companyId, projectId: 'p', component: EXAMPLE.component, originalName: name, fileKey: `p/${id}.jpg`, thumbKey: null, contentType: 'image/jpeg', sizeBytes: 0, sha256: '', uploadSha256: null, width: 64, height: 48, pageNumber: null, pageCount: null, annotated: false, createdAt: '' };
    await files.put(record.fileKey, await jpeg(64, 48), record.contentType);
    return record;
  };
  const learned = () => examples.saved.map((example) => example.imageId);
  /** An upload that runs until the test ends it. */
  const runningUpload = () => {
    let end = () => {};
    const done = queue.whileUploading(() => new Promise<void>((resolve) => (end = resolve)));
    return { end: () => (end(), done) };
  };

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'vor-ort-examples-'));
    files = new LocalFileStore(root);
    examples = memoryExamples();
    queue = sortingExamples(localAnalysis({ examples }), files, silent);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await rm(root, { recursive: true, force: true });
  });

  it('a photo becomes an example of its area once uploads pause', async () => {
    const other = runningUpload();
    const photo = await storedPhoto('sparren.jpg');
    await queue.whileUploading(async () => queue.add([photo], EXAMPLE));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(learned()).toEqual([]);
    await other.end();
    await vi.waitFor(() => expect(examples.saved).toEqual([expect.objectContaining({ imageId: photo.id, companyId: 'firma', component: 'dach-innen' })]), {
      timeout: 20_000,
    });
  }, 60_000);

  it(`uploads that never pause hold an example back at most ${MAX_DEFER_MS / 1000} s`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const endless = runningUpload();
    const photo = await storedPhoto('ziegel.jpg');
    queue.add([photo], EXAMPLE);
    vi.advanceTimersByTime(MAX_DEFER_MS - 1);
    expect(learned()).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(learned()).toEqual([photo.id]), { timeout: 20_000 });
    await endless.end();
  }, 60_000);

  it('whoever needs the examples has every queued photo learned at once, in upload order; one deleted meanwhile is left out', async () => {
    const upload = runningUpload();
    const [first, gone, last] = [await storedPhoto('1.jpg'), await storedPhoto('2.jpg'), await storedPhoto('3.jpg')];
    await files.delete(gone.fileKey);
    queue.add([first, gone], EXAMPLE);
    queue.add([last], EXAMPLE);
    await queue.learnQueued();
    expect(learned()).toEqual([first.id, last.id]);
    await upload.end();
  }, 60_000);
});
