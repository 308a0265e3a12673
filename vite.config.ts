// Build of the PWA: React, the service worker from sw/ (injectManifest) and the German web
// manifest. Unit tests run through vitest with the same aliases.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rollup } from 'vite';
import { defineConfig } from 'vitest/config';
import { VitePWA } from 'vite-plugin-pwa';
import { manifest } from './src/platform/manifest.ts';
import { precompress } from './server/precompress.ts';

/** Brotli and gzip copies of the built text files, after the service worker's own build (vite-plugin-pwa, also sequential) so it has them too. */
function precompressBuild(): Plugin {
  let outDir = 'dist';
  return {
    name: 'vor-ort-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: { sequential: true, order: 'post', handler: () => precompress(outDir) },
  };
}

/**
 * Where a start lands: the dashboard with the local store and the list's data it loads beside
 * it, and a project's menu, where every visit to a project begins.
 */
const START_SCREEN_MODULES = [
  'src/app/data-layer.ts',
  'src/features/dashboard/DashboardPage.tsx',
  'src/features/dashboard/DashboardData.tsx',
  'src/features/project-menu/ProjectMenuPage.tsx',
];

/**
 * Gives the entry and the start screens' chunks, with all they import, V8's compile hint
 * (Chromium 136 and later): their functions are compiled on the thread that streams the file in,
 * not one by one on the main thread the first time each runs, which took about a quarter of a
 * 4x-throttled offline start (issue 24). Other browsers read it as a comment. The file names keep
 * the hash of the code without the hint, which the hint does not change.
 */
function compileStartScreensEagerly(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'vor-ort-compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const pending = [...chunks.values()].filter((chunk) => chunk.isEntry || START_SCREEN_MODULES.some((module) => chunk.facadeModuleId?.endsWith(module)));
      const marked = new Set<Rollup.OutputChunk>();
      while (pending.length) {
        const chunk = pending.pop() as Rollup.OutputChunk;
        if (marked.has(chunk)) continue;
        marked.add(chunk);
        chunk.code = HINT + chunk.code;
        // One line more at the top: every mapping moves one line down.
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        pending.push(...chunk.imports.flatMap((file) => chunks.get(file) ?? []));
      }
    },
  };
}

/**
 * The script that paints the dashboard as last seen before the app has run (issue 24;
 * src/platform/first-screen): built on its own as a classic script at the top of the body, which
 * runs as the parser reaches it, before the app's code takes the main thread, and shares no chunk with it.
 */
function firstScreenScript(): Plugin {
  const FILE = 'first-screen.js';
  return {
    name: 'vor-ort-first-screen',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'script', attrs: { src: `/${FILE}` }, injectTo: 'body-prepend' }],
    async generateBundle() {
      const [built] = (await build({
        configFile: false,
        logLevel: 'warn',
        build: {
          write: false,
          target: 'es2022',
          lib: { entry: fileURLToPath(new URL('./src/platform/first-screen/paint.ts', import.meta.url)), formats: ['iife'], name: 'vorOrtFirstScreen' },
        },
      })) as Rollup.RollupOutput[];
      this.emitFile({ type: 'asset', fileName: FILE, source: built.output[0].code });
    },
  };
}

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      injectManifest: {
        // ttf and woff: the protocol's fonts, so a PDF made offline prints every letter and emoji
        // (src/report/protocol-fonts.ts).
        globPatterns: ['**/*.{js,css,html,svg,woff,woff2,ttf}'],
      },
      devOptions: { enabled: false },
    }),
    compileStartScreensEagerly(),
    firstScreenScript(),
    precompressBuild(),
  ],
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/oidc': 'http://localhost:8080',
      '/anmeldung': 'http://localhost:8080',
      '/config.json': 'http://localhost:8080',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    // index.html keeps its modulepreload links. A lazy import preloads nothing: Vite's helper
    // adds a <link rel="modulepreload"> to the page for each of the chunk's imports first, and
    // those DOM insertions took about 250 ms of a 4x-throttled start (the store's chunk has 40);
    // the browser's module loader fetches the same imports once the chunk is parsed (issue 24).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'sw/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/security/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['fake-indexeddb/auto'],
    // Vitest's default of one worker per core but one leaves half of a 2-core machine idle while
    // the API suites wait on the database; two workers halve the suite there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
