// Brotli and gzip copies of the built app's text files, made once at build time at the highest
// quality, so the server sends the smallest files without compressing them on every request
// (@fastify/static `preCompressed`). Source maps are left to the on-the-fly compression: only
// developer tools fetch them, and at this quality they would double the build's time.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT_FILE = /\.(js|mjs|css|html|svg|json|webmanifest|ttf|txt)$/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `<file>.br` and `<file>.gz` beside every text file of `dir` that they make smaller. */
export async function precompress(dir: string): Promise<void> {
  const files = (await filesUnder(dir)).filter((file) => TEXT_FILE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
        gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      // A file too small to gain keeps no copy, and goes out as it is.
      if (br.length >= content.length) return;
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}
