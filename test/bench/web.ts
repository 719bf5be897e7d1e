// npm run bench:web -- [--runs N] [--url http://host:port] [--client dir] [--only text] [--json]
// npm run bench:web -- --sizes [--client dir]   (what each page downloads, from Vite's manifest)
// The app as a phone sees it: headless Chromium at 390 px, CPU slowed 4×, 1.6 Mbit/s down,
// 750 kbit/s up, 150 ms latency (Chrome DevTools Protocol emulation), against the built client
// on a real server (started here on a free port with --client, default dist/client; or a running
// one with --url, e.g. an older build to compare). For each page, cold and warm:
//   cold  a fresh browser profile (empty HTTP cache, no service worker);
//   warm  the same page opened again after a first visit whose service worker has precached the
//         app (the second visit of a phone that has been here before).
// Printed per page, the median of N runs: LCP (largest-contentful-paint), "usable" (the page's
// main control is in the DOM: the game cards, the New table form's submit button, the board),
// and the bytes the page received over the network (encoded, headers included; responses
// from the service worker or the HTTP cache count 0).
// Pages: Home; New table; a local table of each title, from pressing "Create" on its New table
// page (once that page is idle, as after filling the form) until the board is drawn; the replay
// viewer (a finished Steam Rollers game kept on this device, its golden game).
// The service worker's own precaching after a first visit is not counted in "bytes" (it runs
// after the load event, in the worker); cold runs block the service worker so it does not take
// bandwidth from the page measured.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { GAMES } from '../../games';
import { startServer, type RoundhouseServer } from '../../server/app';
import { goldenReplayFile } from '../e2e/app-helpers';
import { launch } from '../e2e/browser';
import { tempDir } from '../server/harness';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    runs: { type: 'string', default: '3' },
    url: { type: 'string' },
    client: { type: 'string', default: 'dist/client' },
    only: { type: 'string' },
    sizes: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) | 0,
  uploadThroughput: (750e3 / 8) | 0,
};
const CPU_SLOWDOWN = 4;
const REPLAY_GAME = 'steam-rollers';

interface Sample {
  lcp: number | null;
  usable: number;
  bytes: number;
  requests: number;
}

/** Times (ms since navigation start) at which selectors first appear, recorded in the page. */
const MARKS_SCRIPT = `(() => {
  const want = () => window.__rhWant || [];
  const seen = (window.__rhSeen = window.__rhSeen || {});
  const check = () => { for (const s of want()) if (!(s in seen) && document.querySelector(s)) seen[s] = performance.now(); };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  window.__rhLcp = null;
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__rhLcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

interface Meter {
  bytes: number;
  requests: number;
  inflight: Map<string, string>;
  lastChange: number;
}

/** Until the page has had no request in flight for `ms` (Playwright's networkidle can come
 *  before the chunks a page asks for after its first render, under CDP throttling). */
async function quiet(meter: Meter, ms = 1000, atMost = 30_000) {
  const until = Date.now() + atMost;
  while (Date.now() < until) {
    if (meter.inflight.size === 0 && Date.now() - meter.lastChange >= ms) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  if (process.env.BENCH_WEB_URLS)
    console.log(`  still in flight after ${atMost} ms: ${[...meter.inflight.values()].join(', ')}`);
}

async function phonePage(
  browser: Browser,
  ctx: BrowserContext,
): Promise<{ page: Page; cdp: CDPSession; meter: Meter }> {
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const meter: Meter = { bytes: 0, requests: 0, inflight: new Map(), lastChange: Date.now() };
  const fromNetwork = new Set<string>();
  cdp.on('Network.responseReceived', (e) => {
    if (
      !e.response.fromServiceWorker &&
      !e.response.fromDiskCache &&
      !e.response.fromPrefetchCache &&
      !e.response.url.startsWith('data:')
    )
      fromNetwork.add(e.requestId);
  });
  cdp.on('Network.requestWillBeSent', (e) => {
    if (process.env.BENCH_WEB_URLS) console.log('  request', e.type, e.request.url);
    // not waited for: data: URLs, the favicon a blank page asks for, and the bots' worker script
    // (its loading finishes in the worker's target, not reported to this session)
    if (
      e.request.url.startsWith('data:') ||
      e.request.url.endsWith('/favicon.ico') ||
      /\/assets\/worker-[^/]*\.js$/.test(e.request.url)
    )
      return;
    meter.inflight.set(e.requestId, e.request.url);
    meter.lastChange = Date.now();
  });
  cdp.on('Network.loadingFailed', (e) => {
    meter.inflight.delete(e.requestId);
    meter.lastChange = Date.now();
  });
  cdp.on('Network.loadingFinished', (e) => {
    meter.inflight.delete(e.requestId);
    meter.lastChange = Date.now();
    if (!fromNetwork.has(e.requestId)) return;
    meter.bytes += e.encodedDataLength;
    meter.requests++;
  });
  await page.addInitScript(MARKS_SCRIPT);
  return { page, cdp, meter };
}

async function want(page: Page, selector: string) {
  await page.evaluate((s) => {
    (window as any).__rhWant = [...((window as any).__rhWant ?? []), s];
  }, selector);
}

async function markOf(page: Page, selector: string, timeout = 120_000): Promise<number> {
  await page.waitForSelector(selector, { timeout, state: 'attached' });
  // the observer records the first time; if it missed (selector present before asked), now
  return page.evaluate((s) => (window as any).__rhSeen?.[s] ?? performance.now(), selector);
}

/** Open `path` and wait for `selector`; LCP, usable time, bytes. */
async function openPage(page: Page, meter: Meter, url: string, selector: string): Promise<Sample> {
  meter.bytes = 0;
  meter.requests = 0;
  await page.addInitScript(`window.__rhWant = [${JSON.stringify(selector)}];`);
  await page.goto(url, { waitUntil: 'commit' });
  const usable = await markOf(page, selector);
  await quiet(meter);
  const lcp = await page.evaluate(() => (window as any).__rhLcp as number | null);
  return { lcp, usable, bytes: meter.bytes, requests: meter.requests };
}

/** From the New table page (idle), Create → board drawn. */
async function submitLocal(page: Page, meter: Meter, mod: (typeof GAMES)[number]): Promise<Sample> {
  await page.fill('input[name="name"]', 'Alice');
  await page.selectOption('select[name="players"]', String(mod.minPlayers));
  for (let i = 1; i < mod.minPlayers; i++) await page.locator(`[data-seat="${i}"] select`).last().selectOption('easy');
  await quiet(meter);
  await page.waitForTimeout(300);
  meter.bytes = 0;
  meter.requests = 0;
  await want(page, '.play .board-area');
  const t0 = await page.evaluate(() => {
    const t = performance.now();
    (document.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    return t;
  });
  const drawn = await markOf(page, '.play .board-area');
  await quiet(meter);
  return { lcp: null, usable: drawn - t0, bytes: meter.bytes, requests: meter.requests };
}

/** A finished local game kept on this device (the golden game of REPLAY_GAME). */
async function seedReplay(page: Page): Promise<string> {
  const mod = GAMES.find((g) => g.id === REPLAY_GAME)!;
  const file = JSON.parse(readFileSync(goldenReplayFile(mod), 'utf8'));
  const id = `bench-${mod.id}`;
  const players = Object.entries(file.playerNames as Record<string, string>).map(([pid, name]) => ({ id: pid, name }));
  const summary = {
    id,
    gameId: mod.id,
    matchID: id,
    players,
    createdAt: 1,
    finishedAt: 2,
    plies: file.log.length,
    rulesVersion: file.rulesVersion,
  };
  await page.evaluate(
    ([s, rec]) => {
      localStorage.setItem(`rh_finished:${s.id}`, rec);
      localStorage.setItem('rh_finished', JSON.stringify([s]));
    },
    [
      summary,
      JSON.stringify({ ...summary, initialState: file.initialState, log: file.log, playerNames: file.playerNames }),
    ] as const,
  );
  return `#/replay/local/${mod.id}/${id}`;
}

/** Until the page's service worker has precached the app (at once for a build without one). */
async function serviceWorkerReady(page: Page) {
  for (let i = 0; i < 600; i++) {
    const reg = await page.evaluate(async () => {
      const r = await navigator.serviceWorker?.getRegistration();
      return r ? (r.active?.state ?? 'installing') : 'none';
    });
    if (reg === 'activated' || (reg === 'none' && i >= 12)) return;
    await page.waitForTimeout(250);
  }
  throw new Error('the service worker did not activate');
}

type Scenario = { name: string; run(browser: Browser, base: string, warm: boolean): Promise<Sample> };

function scenarios(): Scenario[] {
  const list: Scenario[] = [];
  /** A context for one run: cold = fresh and no service worker; warm = after a first visit. */
  const withContext = async <T>(
    browser: Browser,
    base: string,
    warm: boolean,
    prepare: (page: Page) => Promise<void>,
    fn: (page: Page, meter: Meter) => Promise<T>,
  ) => {
    const ctx = await browser.newContext({ ...PHONE, serviceWorkers: warm ? 'allow' : 'block' });
    try {
      if (warm) {
        const first = await ctx.newPage();
        await first.goto(base + '/');
        await first.waitForSelector('.game-card, .home', { timeout: 120_000 });
        await prepare(first);
        await serviceWorkerReady(first);
        await first.close();
      }
      const { page, meter } = await phonePage(browser, ctx);
      if (!warm) {
        // a blank page of the origin first, for localStorage (no app file is fetched)
        await page.goto(base + '/robots-none.txt').catch(() => undefined);
        await prepare(page);
      }
      return await fn(page, meter);
    } finally {
      await ctx.close();
    }
  };
  const none = async () => undefined;
  list.push({
    name: 'home',
    run: (b, base, warm) =>
      withContext(b, base, warm, none, (page, m) => openPage(page, m, base + '/', '.game-card .button.primary')),
  });
  list.push({
    name: 'new table',
    run: (b, base, warm) =>
      withContext(b, base, warm, none, (page, m) =>
        openPage(page, m, `${base}/#/new/${GAMES[0].id}`, 'form.new-table button[type="submit"]'),
      ),
  });
  for (const mod of GAMES) {
    list.push({
      name: `local ${mod.id} (submit → board)`,
      run: (b, base, warm) =>
        withContext(b, base, warm, none, async (page, m) => {
          await openPage(page, m, `${base}/#/new/${mod.id}`, 'form.new-table button[type="submit"]');
          return submitLocal(page, m, mod);
        }),
    });
  }
  let hash = '';
  list.push({
    name: `replay viewer (${REPLAY_GAME})`,
    run: (b, base, warm) =>
      withContext(
        b,
        base,
        warm,
        async (page) => void (hash = await seedReplay(page)),
        (page, m) => openPage(page, m, `${base}/${hash}`, '.rh-replay .board-area'),
      ),
  });
  return list;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[(s.length - 1) >> 1] : NaN;
};

/** The files each page loads (its chunk and static imports not loaded before), from Vite's
 *  manifest: raw, gzip 9 and brotli 11 bytes (what the server sends: the build's twins). */
function sizes(dir: string) {
  type Chunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
  const manifest = JSON.parse(readFileSync(resolve(dir, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const files: string[] = [];
    const go = (k: string) => {
      if (seen.has(k) || !manifest[k]) return;
      seen.add(k);
      files.push(manifest[k].file, ...(manifest[k].css ?? []));
      (manifest[k].imports ?? []).forEach(go);
    };
    keys.forEach(go);
    return files;
  };
  const measure = (f: string) => {
    const b = readFileSync(resolve(dir, f));
    const br = existsSync(resolve(dir, f + '.br'))
      ? readFileSync(resolve(dir, f + '.br')).length
      : brotliCompressSync(b, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
    return [b.length, gzipSync(b, { level: 9 }).length, br];
  };
  const keysOf = (part: string) => Object.keys(manifest).filter((k) => k.includes(part));
  const loaded = new Set<string>();
  const pages: [string, string[], boolean][] = [
    ['home (the entry)', Object.keys(manifest).filter((k) => manifest[k].isEntry), true],
    ['+ New table', keysOf('pages/NewTablePage'), true],
    ['+ a local table (play view, boardgame.io client, bot driver)', keysOf('pages/LocalPlayPage'), true],
    ...GAMES.map((g): [string, string[], boolean] => [
      `  + ${g.id}: board and rules`,
      keysOf(`boards/${g.id}/index`),
      false,
    ]),
    ['+ an online table (socket.io)', keysOf('pages/OnlinePlayPage'), false],
    ['+ the replay viewer', keysOf('replay/index.ts'), false],
    ['+ a rules page (Markdown)', keysOf('pages/RulesPage'), false],
    ['+ Japanese shell texts', [...keysOf('locales/app.ja'), ...keysOf('game-texts/ja')], false],
  ];
  for (const [name, keys, keep] of pages) {
    const files = [...new Set(keys.length ? closure(keys) : [])].filter((f) => !loaded.has(f));
    const [raw, gz, br] = files.map(measure).reduce((a, b) => a.map((x, i) => x + b[i]), [0, 0, 0]);
    console.log(
      `${name.padEnd(62)} ${String(files.length).padStart(3)} files ${(raw / 1000).toFixed(1).padStart(7)} kB raw ${(gz / 1000).toFixed(1).padStart(6)} kB gzip ${(br / 1000).toFixed(1).padStart(6)} kB br`,
    );
    if (keep) files.forEach((f) => loaded.add(f));
  }
  const worker = readdirSync(resolve(dir, 'assets'))
    .filter((f) => /^worker-.*\.js$/.test(f))
    .map((f) => `assets/${f}`);
  const [raw, gz, br] = worker.map(measure).reduce((a, b) => a.map((x, i) => x + b[i]), [0, 0, 0]);
  console.log(
    `${"the bots' worker (when a bot or a hint first thinks)".padEnd(62)} ${String(worker.length).padStart(3)} files ${(raw / 1000).toFixed(1).padStart(7)} kB raw ${(gz / 1000).toFixed(1).padStart(6)} kB gzip ${(br / 1000).toFixed(1).padStart(6)} kB br`,
  );
}

async function main() {
  if (values.sizes) return sizes(values.client!);
  let srv: RoundhouseServer | null = null;
  let base = values.url?.replace(/\/$/, '');
  if (!base) {
    srv = await startServer(
      { port: 0, dataDir: tempDir('rh-bench-web-'), clientDir: resolve(values.client!), origins: [], bots: false },
      () => {},
    );
    base = srv.url;
  }
  const browser = await launch();
  const rows: { page: string; mode: string; lcp: number | null; usable: number; kB: number; requests: number }[] = [];
  try {
    for (const sc of scenarios().filter((x) => !values.only || x.name.includes(values.only!))) {
      for (const warm of [false, true]) {
        const samples: Sample[] = [];
        for (let r = 0; r < RUNS; r++) samples.push(await sc.run(browser, base, warm));
        const lcps = samples.map((s) => s.lcp).filter((x): x is number => x !== null);
        const row = {
          page: sc.name,
          mode: warm ? 'warm' : 'cold',
          lcp: lcps.length ? Math.round(median(lcps)) : null,
          usable: Math.round(median(samples.map((s) => s.usable))),
          kB: Math.round(median(samples.map((s) => s.bytes)) / 100) / 10,
          requests: median(samples.map((s) => s.requests)),
        };
        rows.push(row);
        if (!values.json) {
          console.log(
            `${row.page.padEnd(46)} ${row.mode}  LCP ${row.lcp === null ? '   —  ' : `${row.lcp} ms`.padStart(7)}  usable ${`${row.usable} ms`.padStart(8)}  ${`${row.kB} kB`.padStart(9)} in ${row.requests} requests`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    await srv?.stop();
  }
  if (values.json)
    console.log(JSON.stringify({ runs: RUNS, network: NETWORK, cpuSlowdown: CPU_SLOWDOWN, rows }, null, 2));
}

await main();
