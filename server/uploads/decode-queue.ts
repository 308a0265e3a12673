// Photos decoded at the same time, across all uploads of this server: decoding is where an upload
// needs most memory (a 100-megapixel photo is 400 MB of pixels), so however many uploads run, only
// this many photos are decoded at once and the others wait their turn.
const DECODES_AT_ONCE = 2;

let running = 0;
const waiting: Array<() => void> = [];

export async function decodeInTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= DECODES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
