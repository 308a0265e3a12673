// German OCR (tesseract.js, fully offline) on a small pool of worker threads: one per core, at
// most two, so the two readings of a label photo, or two photos, are read at the same time.
// Each worker holds the German model (over 100 MB): workers are made on first use and all end
// after a minute without a page to read (issue 24: a light server).
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);
// The 'best_int' German model: the most accurate of the package's two, for LSTM-only recognition.
const OCR_LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/deu/package.json')), '4.0.0_best_int');
/** Pages read at the same time: one per core, at most two. */
export const OCR_WORKERS = Math.min(2, availableParallelism());
const OCR_IDLE_MS = 60_000;

/**
 * Whether a line tesseract is unsure of is read again inverted (white print on dark). On a
 * textured photo most "lines" are texture it is unsure of, and retrying them costs 40 % more.
 */
export interface OcrSettings {
  readInverted: boolean;
  /**
   * Whether a wide gap between words, as between a table's cells, is kept as a tab ('Verbrauch
   * kWh' ⇥ '3.639'); otherwise words are parted by one space however far apart.
   */
  cells?: boolean;
}

/** Spaces tesseract keeps for a gap of about two letters' width or more: a cell boundary. */
const CELL_GAP = / {3,}/g;

interface Reader {
  worker: Worker;
  readInverted: boolean | null;
  /** Readers made before the last closeOcr end when their page is read. */
  generation: number;
}

const idle: Reader[] = [];
const waiting: Array<{ resolve(reader: Reader): void; reject(error: unknown): void }> = [];
let alive = 0;
let generation = 0;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

async function makeReader(): Promise<Reader> {
  const made = generation;
  const worker = await createWorker('deu', OEM.LSTM_ONLY, { langPath: OCR_LANG_PATH, cacheMethod: 'none', gzip: true });
  // Gaps come out as runs of spaces, so a table's cells can be told apart.
  await worker.setParameters({ preserve_interword_spaces: '1' });
  return { worker, readInverted: null, generation: made };
}

/** Hands idle readers to waiting pages, and makes a reader while the pool has room. */
function dispatch(): void {
  while (waiting.length) {
    const reader = idle.pop();
    if (reader) {
      waiting.shift()?.resolve(reader);
      continue;
    }
    if (alive >= OCR_WORKERS) return;
    const next = waiting.shift();
    alive += 1;
    makeReader().then(
      (made) => next?.resolve(made),
      (error: unknown) => {
        alive -= 1;
        next?.reject(error);
        dispatch();
      },
    );
  }
}

function acquire(): Promise<Reader> {
  clearTimeout(idleTimer);
  return new Promise((resolve, reject) => {
    waiting.push({ resolve, reject });
    dispatch();
  });
}

function release(reader: Reader): void {
  if (reader.generation !== generation) {
    alive -= 1;
    void reader.worker.terminate();
  } else idle.push(reader);
  dispatch();
  if (!waiting.length && idle.length === alive) idleTimer = setTimeout(() => void closeOcr(), OCR_IDLE_MS).unref();
}

/** The German text on a prepared image (PGM, PNG or JPEG bytes). */
export async function recognize(image: Buffer, { readInverted, cells = false }: OcrSettings): Promise<string> {
  const reader = await acquire();
  try {
    if (reader.readInverted !== readInverted) {
      await reader.worker.setParameters({ tessedit_do_invert: readInverted ? '1' : '0' });
      reader.readInverted = readInverted;
    }
    const { data } = await reader.worker.recognize(image);
    return data.text.replace(CELL_GAP, cells ? '\t' : ' ').replace(/ {2}/g, ' ');
  } finally {
    release(reader);
  }
}

/** Ends the idle workers, and the busy ones once their page is read (tests, shutdown). */
export async function closeOcr(): Promise<void> {
  clearTimeout(idleTimer);
  generation += 1;
  const ending = idle.splice(0);
  alive -= ending.length;
  await Promise.all(ending.map((reader) => reader.worker.terminate()));
}
