// npm run load -- [--game steam-rollers] [--tables 100] [--think-ms 1000] [--bot-tables 0]
//   [--bot-level hard] [--bot-game russian-railroads] [--seconds 15] [--url http://host:port]
//   [--server-pid PID] [--bot-workers N] [--rate-limits raised|off]
//
// A load benchmark over real sockets. Without --url it starts the server itself (server/main.ts,
// NODE_ENV=production, server bots on, a temporary DATA_DIR) and stops it at the end.
// - Human tables: two socket clients each (plain socket.io clients speaking boardgame.io's
//   protocol: sync, then update), each seat playing a uniformly random legal move of its own view
//   a think time after its turn comes (--think-ms, uniform ±50%; 0 = as fast as it may).
// - Bot tables (--bot-tables): two server bots each (--bot-level, --bot-game), created through
//   POST /api/tables and started before the human tables; a spectator socket counts their moves.
// Prints one JSON object:
//   { game, tables, thinkMs, botTables, botLevel, seconds, setupMs, moves, movesPerS, p50, p95,
//     p99, max, botMoves, errors, serverRssMB }
// p* are move round trips in ms (move sent → the mover sees a higher _stateID), over moves sent
// in the measured window; setupMs is the time to create, join and sync every human table;
// errors counts moves without an answer within 10 s, refused syncs and socket errors.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import { getGame } from '../../games';
import { activeSeats } from '../../games/common/match';
import type { GameModule } from '../../games/common/module';
import { seededRandom } from '../../games/common/rng';

const { values: a } = parseArgs({
  options: {
    game: { type: 'string', default: 'steam-rollers' },
    tables: { type: 'string', default: '100' },
    'think-ms': { type: 'string', default: '1000' },
    'bot-tables': { type: 'string', default: '0' },
    'bot-level': { type: 'string', default: 'hard' },
    'bot-game': { type: 'string', default: 'russian-railroads' },
    seconds: { type: 'string', default: '15' },
    url: { type: 'string' },
    'server-pid': { type: 'string' },
    'bot-workers': { type: 'string' },
    seed: { type: 'string', default: 'load' },
    'rate-limits': { type: 'string', default: 'raised' },
  },
});

const mod = getGame(a.game!);
if (!mod) throw new Error(`unknown game ${a.game}`);
const tables = Number(a.tables);
const thinkMs = Number(a['think-ms']);
const botTables = Number(a['bot-tables']);
const seconds = Number(a.seconds);
const rand = seededRandom(a.seed!);
const ANSWER_MS = 10_000;

/** The server's rate limits for a load from one address: raised far above the load (default:
 *  the limiter still counts every request and message, as in production) or off. */
function rateLimitEnv(mode: string): NodeJS.ProcessEnv {
  if (mode === 'off') return { RATE_LIMITS: '0' };
  if (mode !== 'raised') throw new Error('--rate-limits is raised or off');
  const high = '10000000/60';
  return Object.fromEntries(['CREATE', 'JOIN', 'SIGNIN', 'WRITE', 'READ', 'SOCKET'].map((k) => [`RATE_LIMIT_${k}`, high]));
}

async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const port = 20000 + Math.floor(rand() * 20000);
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'rh-load-')), NODE_ENV: 'production', BOTS: '1', ...rateLimitEnv(a['rate-limits']!) };
  if (a['bot-workers'] !== undefined) env.BOT_WORKERS = a['bot-workers'];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const t0 = performance.now();
  while (!out.includes('Roundhouse serving')) {
    if (child.exitCode !== null || performance.now() - t0 > 60_000) throw new Error(`server did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url: `http://127.0.0.1:${port}`, child };
}

async function post(url: string, body: unknown): Promise<any> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Run `fn` over `items` with at most `n` at a time. */
async function limited<T, R>(items: T[], n: number, fn: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  }));
  return out;
}

const stats = { rtts: [] as number[], errors: 0, measuring: false, moves: 0 };

/** One seat of a human table: a socket that syncs, follows its view and plays when it may. */
class Seat {
  socket: Socket;
  state: any;
  sentAt = 0;
  sentOn = -1;
  timer?: ReturnType<typeof setTimeout>;
  answerTimer?: ReturnType<typeof setTimeout>;
  synced: Promise<void>;

  constructor(url: string, private m: GameModule, private matchID: string, private playerID: string, private credentials: string) {
    this.socket = io(`${url}/${m.id}`, { transports: ['websocket'], forceNew: true, reconnection: true });
    let ready!: () => void;
    this.synced = new Promise((r) => (ready = r));
    this.socket.on('connect', () => this.socket.emit('sync', matchID, playerID, credentials, 2));
    this.socket.on('sync', (id: string, info: any) => {
      if (id !== matchID || !info?.state) return;
      this.onState(info.state);
      ready();
    });
    this.socket.on('update', (id: string, state: any) => id === matchID && this.onState(state));
    this.socket.on('connect_error', () => stats.errors++);
  }

  onState(state: any) {
    if (this.state && state._stateID <= this.state._stateID) return;
    this.state = state;
    if (this.sentOn >= 0 && state._stateID > this.sentOn) {
      if (this.answerTimer) clearTimeout(this.answerTimer);
      if (stats.measuring) {
        stats.rtts.push(performance.now() - this.sentAt);
        stats.moves++;
      }
      this.sentOn = -1;
    }
    this.schedule();
  }

  schedule() {
    const s = this.state;
    if (!s || s.ctx.gameover !== undefined || this.sentOn >= 0 || this.timer) return;
    if (!activeSeats(s.ctx).includes(this.playerID)) return;
    const wait = thinkMs > 0 ? thinkMs * (0.5 + rand()) : 0;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.move();
    }, wait);
  }

  move() {
    const s = this.state;
    if (s.ctx.gameover !== undefined || !activeSeats(s.ctx).includes(this.playerID)) return;
    const legal = this.m.legalMoves(s.G, s.ctx, this.playerID);
    if (!legal.length) return;
    const pick = legal[Math.floor(rand() * legal.length)];
    this.sentOn = s._stateID;
    this.sentAt = performance.now();
    this.socket.emit('update', { type: 'MAKE_MOVE', payload: { type: pick.move, args: pick.args, playerID: this.playerID, credentials: this.credentials } }, s._stateID, this.matchID, this.playerID);
    this.answerTimer = setTimeout(() => {
      if (this.sentOn !== s._stateID) return;
      if (stats.measuring) stats.errors++;
      this.sentOn = -1;
      this.schedule();
    }, ANSWER_MS);
  }

  close() {
    if (this.timer) clearTimeout(this.timer);
    if (this.answerTimer) clearTimeout(this.answerTimer);
    this.socket.close();
  }
}

/** A spectator of a bot table: counts the moves it sees while measuring. */
function botWatcher(url: string, gameId: string, matchID: string) {
  const socket = io(`${url}/${gameId}`, { transports: ['websocket'], forceNew: true });
  const w = { socket, moves: 0, last: -1 };
  const see = (state: any) => {
    if (!state) return;
    if (w.last >= 0 && state._stateID > w.last && stats.measuring) w.moves += state._stateID - w.last;
    w.last = Math.max(w.last, state._stateID);
  };
  socket.on('connect', () => socket.emit('sync', matchID, null, undefined, 2));
  socket.on('sync', (id: string, info: any) => id === matchID && see(info?.state));
  socket.on('update', (id: string, state: any) => id === matchID && see(state));
  return w;
}

function pct(xs: number[], p: number): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((x, y) => x - y);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] * 10) / 10;
}

function rssMB(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

const own = a.url ? undefined : await startServer();
const url = a.url ?? own!.url;
const serverPid = own?.child.pid ?? (a['server-pid'] ? Number(a['server-pid']) : undefined);

// Bot tables first, so they are thinking while the human tables are set up and measured.
const watchers = await limited(Array.from({ length: botTables }, (_, i) => i), 8, async () => {
  const { matchID } = await post(`${url}/api/tables`, { gameId: a['bot-game'], numPlayers: 2, seats: [{ bot: a['bot-level'] }, { bot: a['bot-level'] }] });
  return botWatcher(url, a['bot-game']!, matchID);
});

const t0 = performance.now();
const seats = (
  await limited(Array.from({ length: tables }, (_, i) => i), 20, async () => {
    const { matchID } = await post(`${url}/games/${mod.id}/create`, { numPlayers: 2 });
    const joined: { playerCredentials: string }[] = [];
    for (const id of ['0', '1']) joined.push(await post(`${url}/games/${mod.id}/${matchID}/join`, { playerName: `Load ${id}`, playerID: id }));
    const pair = ['0', '1'].map((id, i) => new Seat(url, mod, matchID, id, joined[i].playerCredentials));
    await Promise.all(pair.map((s) => s.synced));
    return pair;
  })
).flat();
const setupMs = Math.round(performance.now() - t0);

stats.measuring = true;
const mem0 = rssMB(serverPid);
await new Promise((r) => setTimeout(r, seconds * 1000));
stats.measuring = false;
const serverRss = Math.max(rssMB(serverPid) ?? 0, mem0 ?? 0) || null;

const result = {
  game: mod.id,
  tables,
  thinkMs,
  botTables,
  botLevel: botTables ? a['bot-level'] : null,
  seconds,
  setupMs,
  moves: stats.moves,
  movesPerS: Math.round((stats.moves / seconds) * 10) / 10,
  p50: pct(stats.rtts, 50),
  p95: pct(stats.rtts, 95),
  p99: pct(stats.rtts, 99),
  max: pct(stats.rtts, 100),
  botMoves: watchers.reduce((n, w) => n + w.moves, 0),
  errors: stats.errors,
  serverRssMB: serverRss,
};
console.log(JSON.stringify(result));

seats.forEach((s) => s.close());
watchers.forEach((w) => w.socket.close());
if (own) {
  own.child.kill('SIGTERM');
  await new Promise((r) => own.child.once('exit', r));
}
process.exit(0);
