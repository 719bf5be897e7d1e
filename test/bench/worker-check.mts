import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
// Browser smoke check of the built bot worker: `npx vite build` (or `--outDir <dir>`), then
//   npx tsx test/bench/worker-check.mts [gameId] [distDir]
// loads the worker chunk in Debian's Chromium, asks it for an easy / normal / hard move on the
// game's opening view, cancels a hard search after 100 ms, and lists main-thread long tasks
// (there should be none: the search runs in the worker).
import { startMatch } from '../../games/common/match';
import { getGame } from '../../games';
import { viewOf } from '../../games/common/bots';
const root = process.argv[3] ?? 'dist/client';
const worker = fs.readdirSync(root + '/assets').find((f) => f.startsWith('worker-'))!;
const srv = http
  .createServer((req, res) => {
    if (req.url === '/') {
      res.setHeader('content-type', 'text/html');
      res.end('<html><body>hi</body></html>');
      return;
    }
    const p = path.join(root, req.url!);
    if (!fs.existsSync(p)) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.setHeader('content-type', 'text/javascript');
    res.end(fs.readFileSync(p));
  })
  .listen(18777, '127.0.0.1');
const mod = getGame(process.argv[2] ?? 'nippon')!;
const m = startMatch(mod, 2, 'w');
const seat = m.state.ctx.activePlayers ? Object.keys(m.state.ctx.activePlayers)[0] : m.state.ctx.currentPlayer;
const v = viewOf(mod, m.state, seat);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.goto('http://127.0.0.1:18777/');
const out = await page.evaluate(
  async ({ url, state, gameId, seat }) => {
    const longs: number[] = [];
    new PerformanceObserver((l) => l.getEntries().forEach((e) => longs.push(e.duration))).observe({
      type: 'longtask',
      buffered: true,
    });
    const w = new Worker(url, { type: 'module' });
    const results: any[] = [];
    for (const level of ['easy', 'normal', 'hard']) {
      const t0 = performance.now();
      const r = await new Promise<any>((res) => {
        w.onmessage = (e) => {
          if (e.data.type !== 'ready') res(e.data);
        };
        w.postMessage({ type: 'think', id: 1, gameId, level, seed: 1, playerID: seat, state });
      });
      results.push({ level, ms: performance.now() - t0, r });
    }
    // cancel
    const t1 = performance.now();
    const c = await new Promise<any>((res) => {
      w.onmessage = (e) => res(e.data);
      w.postMessage({ type: 'think', id: 2, gameId, level: 'hard', seed: 1, playerID: seat, state });
      setTimeout(() => w.postMessage({ type: 'cancel', id: 2 }), 100);
    });
    results.push({ cancel: c, ms: performance.now() - t1 });
    await new Promise((r) => setTimeout(r, 100));
    return { results, longs };
  },
  { url: '/assets/' + worker, state: JSON.parse(JSON.stringify(v)), gameId: mod.id, seat },
);
console.log(JSON.stringify(out, null, 1));
await browser.close();
srv.close();
