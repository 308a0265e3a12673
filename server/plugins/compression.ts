// Every text answer (the shell, scripts, styles, the manifest, the API's JSON) goes out compressed
// when the client accepts it: brotli, else gzip. The built files carry their copies made at build
// time (server/precompress.ts); the rest is compressed on the way out. Photos, audio, PDFs and
// ZIPs are compressed already and pass unchanged (mime-db says which types gain).
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function compression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    // From the size of the manifest or a short list on: below it an answer barely shrinks.
    threshold: 256,
    // Request bodies stay as they are: no client of ours compresses them, and inflating them
    // would be one more way past the upload limits.
    globalDecompression: false,
  });
}
