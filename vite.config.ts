import { fileURLToPath } from 'node:url';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vitest/config';
import { gameCatalog } from './client/build/game-catalog.js';

const ROOT = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

// One config for the client build (vite build → dist/client) and the two test projects:
// `unit` (rules, bots, replays, server over real sockets) and `e2e` (the built app in Chromium).
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
      },
    }),
    // Brotli and gzip twins of every text file, written once at build time and served by
    // server/http/static.ts when the browser accepts them (the server never compresses on the fly).
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(html|js|mjs|css|svg|json|webmanifest|md)$/, threshold: 0 }),
    // ANALYZE=1 npm run build: what each chunk holds, in test-output/bundle.html
    ...(process.env.ANALYZE ? [visualizer({ filename: 'test-output/bundle.html', gzipSize: true, brotliSize: true })] : []),
  ],
  worker: { format: 'es' },
  server: { proxy: { '/games': 'http://localhost:8000', '/replays': 'http://localhost:8000', '/api': 'http://localhost:8000' } },
  test: {
    root: '.',
    reporters: ['default', './test/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: '.',
          include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
          exclude: ['test/e2e/**', 'node_modules/**'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          root: '.',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
