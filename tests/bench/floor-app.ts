// Builds and serves the floor app (floor/): React, MUI and a Workbox precache with Workbox's
// Background Sync, nothing of ours.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import { build } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const FLOOR_DIR = fileURLToPath(new URL('./floor', import.meta.url));

const builds = new Map<string, Promise<unknown>>();

/** Builds the floor into `outDir`, once per bench run however many groups serve it. */
export async function buildFloor(outDir: string): Promise<void> {
  if (!builds.has(outDir)) builds.set(outDir, buildOnce(outDir));
  await builds.get(outDir);
}

async function buildOnce(outDir: string): Promise<void> {
  await build({
    root: FLOOR_DIR,
    configFile: false,
    logLevel: 'warn',
    plugins: [
      react(),
      VitePWA({ strategies: 'injectManifest', srcDir: '.', filename: 'sw.ts', injectRegister: false, manifest: false, injectManifest: { globPatterns: ['**/*.{js,css,html}'] } }),
    ],
    build: { outDir, emptyOutDir: true },
  });
}

export async function serveFloor(outDir: string, port: number): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, { root: path.resolve(outDir) });
  await app.listen({ port, host: '127.0.0.1' });
  return { baseUrl: `http://localhost:${port}`, close: () => app.close() };
}
