import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startMatch } from '/work/main/games/common/match';
import { getGame } from '/work/main/games';
import { viewOf } from '/work/main/games/common/bots';
const root = '/tmp/rh-build';
const worker = fs.readdirSync(root + '/assets').find((f) => f.startsWith('worker-'))!;
const srv = http.createServer((req, res) => {
  if (req.url === '/') { res.setHeader('content-type', 'text/html'); res.end('<html><body>hi</body></html>'); return; }
  const p = path.join(root, req.url!);
  if (!fs.existsSync(p)) { res.statusCode = 404; res.end(); return; }
  res.setHeader('content-type', 'text/javascript'); res.end(fs.readFileSync(p));
}).listen(18777);
const mod = getGame(process.argv[2] ?? 'nippon')!;
const m = startMatch(mod, 2, 'w');
const seat = m.state.ctx.activePlayers ? Object.keys(m.state.ctx.activePlayers)[0] : m.state.ctx.currentPlayer;
const v = viewOf(mod, m.state, seat);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.goto('http://127.0.0.1:18777/');
const out = await page.evaluate(async ({ url, state, gameId, seat }) => {
  const longs: number[] = [];
  new PerformanceObserver((l) => l.getEntries().forEach((e) => longs.push(e.duration))).observe({ type: 'longtask', buffered: true });
  const w = new Worker(url, { type: 'module' });
  const results: any[] = [];
  for (const level of ['easy', 'normal', 'hard']) {
    const t0 = performance.now();
    const r = await new Promise<any>((res) => { w.onmessage = (e) => { if (e.data.type !== 'ready') res(e.data); }; w.postMessage({ type: 'think', id: 1, gameId, level, seed: 1, playerID: seat, state }); });
    results.push({ level, ms: performance.now() - t0, r });
  }
  // cancel
  const t1 = performance.now();
  const c = await new Promise<any>((res) => { w.onmessage = (e) => res(e.data); w.postMessage({ type: 'think', id: 2, gameId, level: 'hard', seed: 1, playerID: seat, state }); setTimeout(() => w.postMessage({ type: 'cancel', id: 2 }), 100); });
  results.push({ cancel: c, ms: performance.now() - t1 });
  await new Promise((r) => setTimeout(r, 100));
  return { results, longs };
}, { url: '/assets/' + worker, state: JSON.parse(JSON.stringify(v)), gameId: mod.id, seat });
console.log(JSON.stringify(out, null, 1));
await browser.close(); srv.close();
