// Loads a page's code as its own chunk and gives up after SPEC §9's 120 s, so a stalled
// download in a cellar ends in a German message with a reload button instead of a blank screen.
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super(`Seitenmodul nicht innerhalb von ${CHUNK_TIMEOUT_MS / 1000} s geladen`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

export function withTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** True for errors that mean a page's code could not be fetched (timeout or network). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadTimeoutError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically/i.test(message);
}
