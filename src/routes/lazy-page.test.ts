import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadTimeoutError, isChunkLoadError, withTimeout } from './lazy-page';

describe('lazy page chunks (SPEC §9: time-out 120 seconds)', () => {
  afterEach(() => vi.useRealTimers());

  it('gives up on a chunk that has not arrived after 120 s', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(() => new Promise<never>(() => undefined));
    const outcome = expect(pending).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('passes a chunk through that arrives in time', async () => {
    await expect(withTimeout(async () => 'page', 50)).resolves.toBe('page');
  });

  it('recognises timeouts and failed module fetches as chunk errors, nothing else', () => {
    expect(isChunkLoadError(new ChunkLoadTimeoutError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
