// npm run load -- [--game steam-rollers] [--tables 100] [--think-ms 1000] [--bot-tables 0]
//   [--bot-level hard] [--bot-game russian-railroads] [--seconds 15] [--url http://host:port]
//   [--server-pid PID] [--bot-workers N] [--rate-limits raised|off] [--clients light|socketio]
//   [--anchor] [--rounds 1] [--stock] [--cpu-prof DIR] [--clock] [--warmup-s 0] [--setups N] [--help]
//
// A load benchmark over real sockets. Without --url it starts the server itself (server/main.ts,
// NODE_ENV=production, server bots on, a temporary DATA_DIR) and stops it at the end.
// - Human tables: two socket clients each, speaking boardgame.io's socket protocol (sync, then
//   update), each seat playing a uniformly random legal move of its own view a think time after
//   its turn comes (--think-ms, uniform ±50%; 0 = as fast as it may). No client runs a reducer:
//   a seat keeps the last state the server sent it and enumerates legal moves only when it is
//   its turn.
//   --clients light (default): each seat is a bare WebSocket speaking the engine.io/socket.io
//     wire format itself (open, namespace connect, events, pong); it parses only sync and update
//     events (match data and chat are skipped unread).
//   --clients socketio: each seat is a socket.io-client socket (the mode before the light one).
// - Bot tables (--bot-tables): two server bots each (--bot-level, --bot-game), created through
//   POST /api/tables and started before the human tables; a spectator socket counts their moves.
// - --anchor: the same load (no bot tables) first against boardgame.io's stock Server with its
//   InMemory storage (test/bench/stock-server.ts, a child process like the Roundhouse server),
//   then against Roundhouse, one after the other; prints both and the ratio of moves/s.
//   --rounds N: N such pairs one after the other (the machine's speed drifts by ±10% within
//   minutes here), each pair's ratio, then { anchorRounds: { rounds, ratios, median, min, max } }.
//   --stock: only the stock server.
// - --clock: Roundhouse's human tables are made through POST /api/tables with a live clock (an hour a
//   turn and an hour's bank, so none runs out), so every turn also stores the clock; the stock
//   server (--anchor) has no clocks and makes its tables as without it.
// - --warmup-s S: after the tables are made, play S seconds unmeasured before the measured window
//   (the JIT compilers warm up: Roundhouse's master threads each compile the games and
//   boardgame.io's code, so its cold start lasts longer than the stock server's). Default 0.
// - --setups N: no load; N tables set up and left (create, two joins, both seats synced, both
//   sockets closed), 10 at a time, after 100 unmeasured: { server, setups, serverCpuMsPerSetup,
//   wallMsPerSetup, errors } (with --anchor for each server, then { setupAnchor: { …, cpuRatio } }).
// - env RH_LOAD_NODE_ARGS: extra node arguments for the server process (e.g. V8 flags);
//   RH_LOAD_SERVER_LOG=PATH: the server's output goes to PATH.<roundhouse|stock> too.
// - --cpu-prof DIR: the server process (each, with --anchor) writes a V8 CPU profile into DIR.
// - --server-dir DIR: start the Roundhouse server from another checkout (e.g. `git archive` of an
//   earlier commit, with node_modules linked), to measure before and after back to back.
// Prints one JSON object per run:
//   { server, clients, game, tables, thinkMs, clock, botTables, botLevel, seconds, warmupS, setupMs, rematches, rematchP50, rematchMax, moves,
//     movesPerS, p50, p95, p99, max, botMoves, errors, serverRssMB, serverIdleRssMB,
//     perTableKB, serverCpuPct, serverCpuMsPerMove, loadCpuPct, loadCpuMsPerMove, kBReceivedPerMove, load1 }
// p* are move round trips in ms (move sent → the mover sees a higher _stateID), over moves sent
// in the measured window; setupMs is the time to create, join and sync every human table; a table
// whose match ends starts a new one the same way (rematches: how many in the window; rematchP50
// and rematchMax: ms from a seat seeing its match over to both seats of the next one synced);
// errors counts moves without an answer within 10 s, refused syncs and socket errors.
// serverRssMB is the server's largest RSS in the window, serverIdleRssMB its RSS before the
// tables were made, perTableKB the difference per human table. serverCpuPct and loadCpuPct are
// the CPU time of the server process and of this load generator over the measured window, in %
// of one core (the machine has two), and per move measured (ms: less sensitive to other work on a
// shared machine than moves/s); kBReceivedPerMove is what the light clients of both seats received
// per move (characters of the frames); load1 is the 1-minute load average at the end of the run.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
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
    clients: { type: 'string', default: 'light' },
    anchor: { type: 'boolean', default: false },
    stock: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
    'server-dir': { type: 'string' },
    clock: { type: 'boolean', default: false },
    'warmup-s': { type: 'string', default: '0' },
    rounds: { type: 'string', default: '1' },
    setups: { type: 'string', default: '0' },
    help: { type: 'boolean', default: false },
  },
});
if (a.help) {
  // the comment at the top of this file
  const own = readFileSync(new URL(import.meta.url), 'utf8').split('\n');
  console.log(
    own
      .slice(
        0,
        own.findIndex((l) => !l.startsWith('//')),
      )
      .map((l) => l.replace(/^\/\/ ?/, ''))
      .join('\n'),
  );
  process.exit(0);
}

const mod = getGame(a.game!);
if (!mod) throw new Error(`unknown game ${a.game}`);
const tables = Number(a.tables);
const thinkMs = Number(a['think-ms']);
const botTables = Number(a['bot-tables']);
const seconds = Number(a.seconds);
const warmupS = Number(a['warmup-s']);
const rounds = Number(a.rounds);
const setups = Number(a.setups);
if (!Number.isInteger(setups) || setups < 0) throw new Error('--setups is a whole number');
if (setups && (a.url || botTables)) throw new Error('--setups starts its servers itself, without bot tables');
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds is a whole number from 1');
if (rounds > 1 && !a.anchor) throw new Error('--rounds is for --anchor');
if (!(warmupS >= 0)) throw new Error('--warmup-s is a number of seconds, 0 or more');
const clients = a.clients!;
if (clients !== 'light' && clients !== 'socketio') throw new Error('--clients is light or socketio');
if ((a.anchor || a.stock) && a.url) throw new Error('--anchor and --stock start their servers themselves (no --url)');
if ((a.anchor || a.stock) && botTables) throw new Error('the stock server has no bot tables');
let rand = seededRandom(a.seed!);
const ANSWER_MS = 10_000;

type ServerKind = 'roundhouse' | 'stock';

/** The server's rate limits for a load from one address: raised far above the load (default:
 *  the limiter still counts every request and message, as in production) or off. */
function rateLimitEnv(mode: string): NodeJS.ProcessEnv {
  if (mode === 'off') return { RATE_LIMITS: '0' };
  if (mode !== 'raised') throw new Error('--rate-limits is raised or off');
  const high = '10000000/60';
  return Object.fromEntries(
    ['CREATE', 'JOIN', 'SIGNIN', 'WRITE', 'READ', 'SOCKET'].map((k) => [`RATE_LIMIT_${k}`, high]),
  );
}

async function startServer(kind: ServerKind): Promise<{ url: string; child: ChildProcess; dataDir?: string }> {
  const port = 20000 + Math.floor(rand() * 20000);
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), NODE_ENV: 'production' };
  // Roundhouse runs as `npm run serve` runs it (package.json): a larger young generation.
  if (kind === 'roundhouse') env.NODE_OPTIONS = '--max-semi-space-size=32';
  const dataDir = kind === 'roundhouse' ? mkdtempSync(join(tmpdir(), 'rh-load-')) : undefined;
  if (kind === 'roundhouse') {
    Object.assign(env, { DATA_DIR: dataDir, BOTS: '1', ...rateLimitEnv(a['rate-limits']!) });
    if (a['bot-workers'] !== undefined) env.BOT_WORKERS = a['bot-workers'];
  }
  const prof = a['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', a['cpu-prof']] : [];
  const script = kind === 'roundhouse' ? 'server/main.ts' : 'test/bench/stock-server.ts';
  const ready = kind === 'roundhouse' ? 'Roundhouse serving' : 'stock boardgame.io serving';
  const cwd = kind === 'roundhouse' && a['server-dir'] ? a['server-dir'] : process.cwd();
  const child = spawn(
    process.execPath,
    [...prof, ...(process.env.RH_LOAD_NODE_ARGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', script],
    { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  const log = process.env.RH_LOAD_SERVER_LOG
    ? createWriteStream(`${process.env.RH_LOAD_SERVER_LOG}.${kind}`)
    : undefined;
  child.stdout!.on('data', (d) => (out.length < 1e6 && (out += d), log?.write(d)));
  child.stderr!.on('data', (d) => (out.length < 1e6 && (out += d), log?.write(d)));
  const t0 = performance.now();
  while (!out.includes(ready)) {
    if (child.exitCode !== null || performance.now() - t0 > 60_000) throw new Error(`server did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url: `http://127.0.0.1:${port}`, child, dataDir };
}

async function post(url: string, body: unknown): Promise<any> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Run `fn` over `items` with at most `n` at a time. */
async function limited<T, R>(items: T[], n: number, fn: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]);
      }
    }),
  );
  return out;
}

interface Stats {
  rtts: number[];
  errors: number;
  measuring: boolean;
  moves: number;
  /** Bytes the light clients received while measuring. */
  bytes: number;
}

/** One seat of a human table: follows the states the server sends its view and plays when it
 *  may. How it talks to the server is the subclass's. */
abstract class Seat {
  state: any;
  sentAt = 0;
  sentOn = -1;
  timer?: ReturnType<typeof setTimeout>;
  answerTimer?: ReturnType<typeof setTimeout>;
  synced: Promise<void>;
  protected ready!: () => void;
  protected closing = false;
  /** Called once when this seat sees its match over (the table then starts a new one). */
  onGameover?: () => void;

  constructor(
    protected stats: Stats,
    protected m: GameModule,
    protected matchID: string,
    protected playerID: string,
    protected credentials: string,
  ) {
    this.synced = new Promise((r) => (this.ready = r));
  }

  protected abstract emitUpdate(action: unknown, stateID: number): void;
  abstract close(): void;

  protected onSync(id: string, info: any) {
    if (id !== this.matchID || !info?.state) return;
    this.onState(info.state);
    this.ready();
  }

  onState(state: any) {
    if (this.state && state._stateID <= this.state._stateID) return;
    this.state = state;
    if (this.sentOn >= 0 && state._stateID > this.sentOn) {
      if (this.answerTimer) clearTimeout(this.answerTimer);
      if (this.stats.measuring) {
        this.stats.rtts.push(performance.now() - this.sentAt);
        this.stats.moves++;
      }
      this.sentOn = -1;
    }
    if (state.ctx.gameover !== undefined && this.onGameover) {
      const f = this.onGameover;
      this.onGameover = undefined;
      f();
    }
    this.schedule();
  }

  schedule() {
    const s = this.state;
    if (this.closing || !s || s.ctx.gameover !== undefined || this.sentOn >= 0 || this.timer) return;
    if (!activeSeats(s.ctx).includes(this.playerID)) return;
    const wait = thinkMs > 0 ? thinkMs * (0.5 + rand()) : 0;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.move();
    }, wait);
  }

  move() {
    const s = this.state;
    if (this.closing || s.ctx.gameover !== undefined || !activeSeats(s.ctx).includes(this.playerID)) return;
    const legal = this.m.legalMoves(s.G, s.ctx, this.playerID);
    if (!legal.length) return;
    const pick = legal[Math.floor(rand() * legal.length)];
    this.sentOn = s._stateID;
    this.sentAt = performance.now();
    this.emitUpdate(
      {
        type: 'MAKE_MOVE',
        payload: { type: pick.move, args: pick.args, playerID: this.playerID, credentials: this.credentials },
      },
      s._stateID,
    );
    this.answerTimer = setTimeout(() => {
      if (this.sentOn !== s._stateID) return;
      if (this.stats.measuring) this.stats.errors++;
      this.sentOn = -1;
      this.schedule();
    }, ANSWER_MS);
  }

  protected stopTimers() {
    this.closing = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.answerTimer) clearTimeout(this.answerTimer);
  }
}

/** A seat on a socket.io-client socket (`--clients socketio`). */
class SocketIoSeat extends Seat {
  socket: Socket;

  constructor(url: string, stats: Stats, m: GameModule, matchID: string, playerID: string, credentials: string) {
    super(stats, m, matchID, playerID, credentials);
    this.socket = io(`${url}/${m.id}`, { transports: ['websocket'], forceNew: true, reconnection: true });
    this.socket.on('connect', () => this.socket.emit('sync', matchID, playerID, credentials, 2));
    this.socket.on('sync', (id: string, info: any) => this.onSync(id, info));
    this.socket.on('update', (id: string, state: any) => id === matchID && this.onState(state));
    this.socket.on('connect_error', () => stats.errors++);
  }

  protected emitUpdate(action: unknown, stateID: number) {
    this.socket.emit('update', action, stateID, this.matchID, this.playerID);
  }

  close() {
    this.stopTimers();
    this.socket.close();
  }
}

/** A seat on a bare WebSocket that speaks the wire format itself (`--clients light`): engine.io
 *  v4 packets (0 open, 2 ping → 3 pong, 4 message) carrying socket.io v5 packets in the game's
 *  namespace (0 connect, 2 event, 4 connect error). Only sync and update events are parsed. */
class LightSeat extends Seat {
  ws: WebSocket;
  private event: string;

  constructor(url: string, stats: Stats, m: GameModule, matchID: string, playerID: string, credentials: string) {
    super(stats, m, matchID, playerID, credentials);
    const ns = `/${m.id}`;
    this.event = `42${ns},`;
    this.ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, {
      perMessageDeflate: false,
    });
    this.ws.on('message', (data) => {
      const f = data.toString();
      if (stats.measuring) stats.bytes += f.length;
      if (f.startsWith(this.event)) {
        const body = f.slice(this.event.length);
        if (body.startsWith('["update"')) {
          const [, id, state] = JSON.parse(body);
          if (id === matchID) this.onState(state);
        } else if (body.startsWith('["sync"')) {
          const [, id, info] = JSON.parse(body);
          this.onSync(id, info);
        }
      } else if (f === '2') this.ws.send('3');
      else if (f[0] === '0') this.ws.send(`40${ns},`);
      else if (f.startsWith(`40${ns},`))
        this.ws.send(`${this.event}${JSON.stringify(['sync', matchID, playerID, credentials, 2])}`);
      else if (f.startsWith(`44${ns},`)) stats.errors++;
    });
    this.ws.on('error', () => stats.errors++);
    this.ws.on('close', () => {
      if (!this.closing) stats.errors++;
    });
  }

  protected emitUpdate(action: unknown, stateID: number) {
    this.ws.send(`${this.event}${JSON.stringify(['update', action, stateID, this.matchID, this.playerID])}`);
  }

  close() {
    this.stopTimers();
    this.ws.close();
  }
}

/** A spectator of a bot table: counts the moves it sees while measuring. */
function botWatcher(stats: Stats, url: string, gameId: string, matchID: string) {
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

/** CPU time (user + system) of a process so far, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return null;
  }
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

/** A new match for a table through the Lobby (create, two joins, two syncs): its two seats. */
async function newTable(server: ServerKind, url: string, stats: Stats): Promise<Seat[]> {
  const { matchID } =
    a.clock && server === 'roundhouse'
      ? await post(`${url}/api/tables`, {
          gameId: mod!.id,
          numPlayers: 2,
          pace: { mode: 'live', turnSeconds: 3600, bankSeconds: 3600 },
        })
      : await post(`${url}/games/${mod!.id}/create`, { numPlayers: 2 });
  const joined: { playerCredentials: string }[] = [];
  for (const id of ['0', '1'])
    joined.push(await post(`${url}/games/${mod!.id}/${matchID}/join`, { playerName: `Load ${id}`, playerID: id }));
  const Kind = clients === 'light' ? LightSeat : SocketIoSeat;
  const pair = ['0', '1'].map((id, i) => new Kind(url, stats, mod!, matchID, id, joined[i].playerCredentials));
  await Promise.all(pair.map((s) => s.synced));
  return pair;
}

/** `--setups N`: N tables set up and left (create, two joins, both seats synced, both sockets
 *  closed), 10 at a time, no move played, after 100 unmeasured; the server's CPU per table. */
async function runSetups(server: ServerKind, url: string, serverPid: number | undefined) {
  const stats: Stats = { rtts: [], errors: 0, measuring: true, moves: 0, bytes: 0 };
  const some = (n: number) =>
    limited(
      Array.from({ length: n }, (_, i) => i),
      10,
      async () => (await newTable(server, url, stats)).forEach((s) => s.close()),
    );
  await some(100);
  await new Promise((r) => setTimeout(r, 500));
  const cpu0 = cpuMs(serverPid);
  const w0 = performance.now();
  await some(setups);
  const wallMs = performance.now() - w0;
  await new Promise((r) => setTimeout(r, 500)); // the closed sockets' connection flags
  const cpu1 = cpuMs(serverPid);
  return {
    server,
    clients,
    game: mod!.id,
    setups,
    serverCpuMsPerSetup: cpu0 !== null && cpu1 !== null ? round2((cpu1 - cpu0) / setups) : null,
    wallMsPerSetup: round2(wallMs / setups),
    errors: stats.errors,
  };
}

/** One measured run against the server at `url`. */
async function runLoad(server: ServerKind, url: string, serverPid: number | undefined) {
  const stats: Stats = { rtts: [], errors: 0, measuring: false, moves: 0, bytes: 0 };
  const idleRss = rssMB(serverPid);
  // Bot tables first, so they are thinking while the human tables are set up and measured.
  const watchers = await limited(
    Array.from({ length: botTables }, (_, i) => i),
    8,
    async () => {
      const { matchID } = await post(`${url}/api/tables`, {
        gameId: a['bot-game'],
        numPlayers: 2,
        seats: [{ bot: a['bot-level'] }, { bot: a['bot-level'] }],
      });
      return botWatcher(stats, url, a['bot-game']!, matchID);
    },
  );

  const t0 = performance.now();
  let rematches = 0;
  /** How long each rematch in the window took (ms): from the seat seeing its match over to both
   *  seats of the next one synced (the table plays no move meanwhile). */
  const rematchMs: number[] = [];
  let stopped = false;
  // A table whose match ends starts a new one (counted in `rematches`), so that every table keeps
  // playing for the whole window: a two-player Steam Rollers match is ~235 moves, which 100 tables
  // at think 0 play through within the window, and a table that stopped would leave the servers idle.
  const tableSeats: Seat[][] = [];
  const watch = (t: number) => {
    const over = () => {
      if (stopped) return;
      const old = tableSeats[t];
      const from = performance.now();
      newTable(server, url, stats)
        .then((pair) => {
          old.forEach((s) => s.close());
          if (stopped) return pair.forEach((s) => s.close());
          tableSeats[t] = pair;
          if (stats.measuring) {
            rematches++;
            rematchMs.push(performance.now() - from);
          }
          watch(t);
        })
        .catch(() => stats.errors++);
    };
    tableSeats[t][0].onGameover = over;
  };
  await limited(
    Array.from({ length: tables }, (_, i) => i),
    20,
    async (t) => {
      tableSeats[t] = await newTable(server, url, stats);
      watch(t);
    },
  );
  const setupMs = Math.round(performance.now() - t0);
  if (warmupS) await new Promise((r) => setTimeout(r, warmupS * 1000));

  stats.measuring = true;
  const cpu0 = process.cpuUsage();
  const serverCpu0 = cpuMs(serverPid);
  const w0 = performance.now();
  let maxRss = rssMB(serverPid) ?? 0;
  const sampler = setInterval(() => (maxRss = Math.max(maxRss, rssMB(serverPid) ?? 0)), 1000);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  stats.measuring = false;
  clearInterval(sampler);
  const wallMs = performance.now() - w0;
  const cpu = process.cpuUsage(cpu0);
  const serverCpu1 = cpuMs(serverPid);
  maxRss = Math.max(maxRss, rssMB(serverPid) ?? 0);

  const result = {
    server,
    clients,
    game: mod!.id,
    tables,
    thinkMs,
    clock: a.clock && server === 'roundhouse',
    botTables,
    botLevel: botTables ? a['bot-level'] : null,
    seconds,
    warmupS,
    setupMs,
    rematches,
    rematchP50: pct(rematchMs, 50),
    rematchMax: pct(rematchMs, 100),
    moves: stats.moves,
    movesPerS: round1(stats.moves / seconds),
    p50: pct(stats.rtts, 50),
    p95: pct(stats.rtts, 95),
    p99: pct(stats.rtts, 99),
    max: pct(stats.rtts, 100),
    botMoves: watchers.reduce((n, w) => n + w.moves, 0),
    errors: stats.errors,
    serverRssMB: maxRss || null,
    serverIdleRssMB: idleRss,
    perTableKB: maxRss && idleRss !== null ? Math.round(((maxRss - idleRss) * 1024) / tables) : null,
    serverCpuPct:
      serverCpu0 !== null && serverCpu1 !== null ? round1(((serverCpu1 - serverCpu0) / wallMs) * 100) : null,
    serverCpuMsPerMove:
      serverCpu0 !== null && serverCpu1 !== null && stats.moves
        ? round2((serverCpu1 - serverCpu0) / stats.moves)
        : null,
    loadCpuPct: round1(((cpu.user + cpu.system) / 1000 / wallMs) * 100),
    loadCpuMsPerMove: stats.moves ? round2((cpu.user + cpu.system) / 1000 / stats.moves) : null,
    kBReceivedPerMove: clients === 'light' && stats.moves ? round1(stats.bytes / 1024 / stats.moves) : null,
    load1: round1(loadavg()[0]),
  };
  stopped = true;
  tableSeats.flat().forEach((s) => s.close());
  watchers.forEach((w) => w.socket.close());
  return result;
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** Start a server of `kind`, measure it, stop it. */
async function runOwn(kind: ServerKind) {
  rand = seededRandom(a.seed!); // the same random sequence for each server of an --anchor run
  const own = await startServer(kind);
  try {
    return setups ? await runSetups(kind, own.url, own.child.pid) : await runLoad(kind, own.url, own.child.pid);
  } finally {
    await stopServer(own.child);
    if (own.dataDir) rmSync(own.dataDir, { recursive: true, force: true });
  }
}

if (a.anchor) {
  const ratios: number[] = [];
  const settle = () => new Promise((r) => setTimeout(r, 2000)); // let the sockets of a run go
  for (let round = 0; round < rounds; round++) {
    if (round) await settle();
    const stock = await runOwn('stock');
    console.log(JSON.stringify(stock));
    await settle();
    const rh = await runOwn('roundhouse');
    console.log(JSON.stringify(rh));
    if ('setups' in stock || 'setups' in rh) {
      // (--setups: both runs are set-up runs)
      const [s, r] = [stock, rh] as { serverCpuMsPerSetup: number | null }[];
      const cpu =
        s.serverCpuMsPerSetup && r.serverCpuMsPerSetup ? round2(r.serverCpuMsPerSetup / s.serverCpuMsPerSetup) : null;
      console.log(
        JSON.stringify({
          setupAnchor: {
            stockCpuMsPerSetup: s.serverCpuMsPerSetup,
            roundhouseCpuMsPerSetup: r.serverCpuMsPerSetup,
            cpuRatio: cpu,
          },
        }),
      );
      continue;
    }
    const ratio = stock.movesPerS ? Math.round((rh.movesPerS / stock.movesPerS) * 100) / 100 : null;
    if (ratio !== null) ratios.push(ratio);
    console.log(
      JSON.stringify({
        anchor: {
          stockMovesPerS: stock.movesPerS,
          roundhouseMovesPerS: rh.movesPerS,
          ratio,
          stockP99: stock.p99,
          roundhouseP99: rh.p99,
        },
      }),
    );
  }
  if (rounds > 1 && ratios.length) {
    const sorted = [...ratios].sort((x, y) => x - y);
    const mid = sorted.length / 2;
    const median =
      sorted.length % 2 ? sorted[Math.floor(mid)] : Math.round(((sorted[mid - 1] + sorted[mid]) / 2) * 100) / 100;
    console.log(
      JSON.stringify({ anchorRounds: { rounds, ratios, median, min: sorted[0], max: sorted[sorted.length - 1] } }),
    );
  }
} else if (a.stock) {
  console.log(JSON.stringify(await runOwn('stock')));
} else if (a.url) {
  console.log(
    JSON.stringify(await runLoad('roundhouse', a.url, a['server-pid'] ? Number(a['server-pid']) : undefined)),
  );
} else {
  console.log(JSON.stringify(await runOwn('roundhouse')));
}
process.exit(0);
