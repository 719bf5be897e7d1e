import { fileURLToPath } from 'node:url';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { gameCatalog } from './client/build/game-catalog';

const ROOT = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

// One config for the client build (vite build → dist/client) and the two test projects:
// `unit` (rules, bots, replays, server over real sockets) and `e2e` (the built app in Chromium).
export default defineConfig({
  root: 'client',
  publicDir: false,
  build: { outDir: '../dist/client', emptyOutDir: true, chunkSizeWarningLimit: 2000, manifest: true },
  plugins: [
    gameCatalog(ROOT),
    // Brotli and gzip twins of every text file, written once at build time and served by
    // server/http/static.ts when the browser accepts them (the server never compresses on the fly).
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(html|js|mjs|css|svg|json|webmanifest|md)$/, threshold: 0 }),
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
