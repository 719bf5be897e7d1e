// npm run bench:lobby -- [--tables 10000] [--requests 200]
//
// The table list with many stored tables: a server on a temporary SQLite database holding
// --tables open tables of one game (one in ten unlisted, half joined), then --requests
// GET /games/:name (first page, and a page deep in the list) over HTTP, one after another.
// Prints one JSON object: { tables, requests, firstPage: { p50, p95, max, bytes }, deepPage: {…} }
// (ms per request, bytes of the answer). Target: p95 ≤ 50 ms and < 100 KB.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createMatch } from 'boardgame.io/internal';
import { toyCards } from '../fixtures/toy-cards';
import { boot } from '../server/harness';

const { values: a } = parseArgs({
  options: { tables: { type: 'string', default: '10000' }, requests: { type: 'string', default: '200' } },
});
const tables = Number(a.tables);
const requests = Number(a.requests);
const srv = await boot([toyCards]);
const now = Date.now();
for (let i = tables - 1; i >= 0; i--) {
  const m = createMatch({ game: toyCards.game, numPlayers: 2, setupData: undefined, unlisted: i % 10 === 9 }) as any;
  m.metadata.createdAt = now - i * 1000;
  if (i % 2 === 0) m.metadata.players[0].name = `Player ${i}`;
  await srv.store.createMatch(`t${String(i).padStart(6, '0')}`, m);
}

async function measure(path: string) {
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < requests; i++) {
    const t = performance.now();
    const r = await fetch(srv.url + path);
    const text = await r.text();
    ms.push(performance.now() - t);
    if (r.status !== 200) throw new Error(`${path}: ${r.status} ${text}`);
    bytes = text.length;
  }
  ms.sort((x, y) => x - y);
  const q = (p: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor(p * ms.length))] * 10) / 10;
  return { p50: q(0.5), p95: q(0.95), max: q(1), bytes };
}

const firstPage = await measure(`/games/${toyCards.id}`);
const deepPage = await measure(`/games/${toyCards.id}?limit=100&offset=${Math.max(0, Math.floor(tables * 0.8) - 100)}`);
console.log(JSON.stringify({ tables, requests, firstPage, deepPage }));
await srv.stop();
