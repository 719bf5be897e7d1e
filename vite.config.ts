import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { visualizer } from 'rollup-plugin-visualizer';
import type { Plugin } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { gameCatalog } from './client/build/game-catalog.js';
import LongestFirst from './test/sequencer.js';

const ROOT = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

/** The service worker's brotli and gzip twins: vite-plugin-pwa writes sw.js when the bundle is
 *  closed, after the compression plugin has made the other files' twins; this runs after it. */
function compressServiceWorker(): Plugin {
  let outDir = '';
  return {
    name: 'rh-compress-sw',
    apply: 'build',
    configResolved(c) {
      outDir = resolve(c.root, c.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const file = join(outDir, 'sw.js');
        if (!existsSync(file)) return;
        const body = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      },
    },
  };
}

// One config for the client build (vite build → dist/client) and the test projects:
// `unit` (rules, bots, replays, server over real sockets), `unit-prod` (random playouts and whole
// bot games) and `e2e` (the built app in Chromium); `quick` instead of them for test:quick.
// test/README.md says which command runs what and how long each part takes.

// Every test file under test/ belongs to one of the projects: a new file is picked up as it is.
// Random playouts and whole bot games run on boardgame.io's production build (project
// `unit-prod`, NODE_ENV=production from the start, so immer's production build too): its
// development build walks G after every move to check it is plain JSON, a quarter to a half of
// these files' time. Each playout checks its final G with a JSON round trip instead, and every
// other unit test (the invariant sweeps over whole games among them) keeps the development checks.
const PRODUCTION_BUILD = ['test/games/**/playouts*.test.ts', 'test/bots/bots.test.ts'];

const UNIT: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'unit',
    root: '.',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/e2e/**', 'node_modules/**', ...PRODUCTION_BUILD],
    environment: 'node',
    // Hang guards, not speed checks: generous, since a machine busy with other work runs a
    // 7 s test in 60 s (measured at load average 13).
    testTimeout: 240_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
};

const UNIT_PROD: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    ...UNIT.test,
    name: 'unit-prod',
    include: PRODUCTION_BUILD,
    exclude: ['node_modules/**'],
    env: { NODE_ENV: 'production' },
  },
};

// Every file here starts its own server (port 0, a temp data dir) and its own browser contexts
// in the one Chromium of the run (test/e2e/global-setup.ts), so files may run side by side.
const E2E: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'e2e',
    root: '.',
    include: ['test/e2e/**/*.test.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
};

// `npm run test:quick` (RH_QUICK=1): the unit tests of what changes most: the rules of every
// game (their vectors, flows and refusals), the golden games and old replays, and the server's
// routes. Left out: random playouts and invariant sweeps, brute-force move checks, the bots'
// searches and their kernels, and servers started as processes, Postgres and Redis (`npm test`
// runs them all).
const QUICK: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    ...UNIT.test,
    name: 'quick',
    include: [
      'test/games/**/*.test.ts',
      'test/games/**/*.test.tsx',
      'test/golden/**/*.test.ts',
      'test/replay/*.test.ts',
      'test/server/*.test.ts',
      'test/server/security/*.test.ts',
    ],
    exclude: [
      'node_modules/**',
      '**/playouts*.test.ts',
      '**/invariants.test.ts',
      '**/full-games.test.ts',
      '**/*kernel*.test.ts',
      '**/heuristic*.test.ts',
      '**/evaluate*.test.ts',
      'test/games/steam-rollers/legal.test.ts',
      'test/games/ticket-to-ride-card-game/legal-moves.test.ts',
      'test/games/ticket-to-ride-card-game/writable-copy.test.ts',
      'test/replay/determinism.test.ts',
      'test/replay/sqlite-store.test.ts',
      'test/replay/local-store.test.ts',
      'test/server/clocks.test.ts',
      'test/server/kill.test.ts',
      'test/server/fuzz.test.ts',
      'test/server/bot-tables.test.ts',
      'test/server/security/limits.test.ts',
      'test/server/security/table-list.test.ts',
    ],
  },
};

export default defineConfig({
  root: 'client',
  publicDir: 'public', // client/public: the app's icons
  build: { outDir: '../dist/client', emptyOutDir: true, chunkSizeWarningLimit: 2000, manifest: true },
  plugins: [
    gameCatalog(ROOT),
    // Installable, and playable with no network once loaded: the service worker precaches the
    // whole build (shell, every board and title, the bots' worker, the rules pages); a new
    // version waits for the player's OK (client/pwa.tsx), never replaces a running game's code.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false, // registered from the bundle (client/pwa.tsx): no inline script, CSP-safe
      includeAssets: ['icon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Roundhouse — train board games',
        short_name: 'Roundhouse',
        description: 'Five train board games: online with friends, on one device, or against bots — offline too.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#f7f1e6',
        theme_color: '#3b2f2a',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['.vite/**'],
        maximumFileSizeToCacheInBytes: 2_000_000,
        navigateFallback: '/index.html',
        // the server's routes are never answered from the cache
        navigateFallbackDenylist: [/^\/(api|games|replays|socket\.io)(\/|$)/],
        // hashed files need no revision: their name changes with their content
        dontCacheBustURLsMatching: /^assets\//,
        cleanupOutdatedCaches: true,
        inlineWorkboxRuntime: true,
        // Web Push: showing a notification and opening its match (client/public/push-sw.js)
        importScripts: ['push-sw.js'],
      },
    }),
    // Brotli and gzip twins of every text file, written once at build time and served by
    // server/http/static.ts when the browser accepts them (the server never compresses on the fly).
    // Also for files too small to gain (a shared chunk of a few lines): every file has both twins.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|js|mjs|css|svg|json|webmanifest|md)$/,
      threshold: 0,
      skipIfLargerOrEqual: false,
    }),
    compressServiceWorker(),
    // ANALYZE=1 npm run build: what each chunk holds, in test-output/bundle.html
    ...(process.env.ANALYZE
      ? [visualizer({ filename: 'test-output/bundle.html', gzipSize: true, brotliSize: true })]
      : []),
  ],
  worker: { format: 'es' },
  server: {
    proxy: { '/games': 'http://localhost:8000', '/replays': 'http://localhost:8000', '/api': 'http://localhost:8000' },
  },
  test: {
    root: '.',
    reporters: ['default', './test/summary-reporter.ts'],
    // Every core busy (vitest's own default leaves one idle: a single worker on this 2-core
    // machine). Both projects share one group of workers, so a browser file runs beside unit files.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: LongestFirst },
    projects: process.env.RH_QUICK ? [QUICK] : [UNIT, UNIT_PROD, E2E],
  },
});
