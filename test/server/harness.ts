// Helpers to run a real Roundhouse server in-process and talk to it over HTTP and sockets.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { io, type Socket } from 'socket.io-client';
import type { GameModule } from '../../games/common/module';
import { startServer, type RoundhouseServer } from '../../server/app';
import { loadFactor } from '../timing';

export function tempDir(prefix = 'rh-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** `RH_MASTER_THREADS`: run moves on that many master threads (server/sockets/master-threads.ts;
 *  test/server/master-threads.test.ts runs the socket tests so). */
export async function boot(
  games: GameModule[],
  dataDir = tempDir(),
  masterThreads = Number(process.env.RH_MASTER_THREADS ?? 0),
): Promise<RoundhouseServer & { dataDir: string }> {
  const srv = await startServer(
    {
      port: 0,
      rateLimits: false,
      dataDir,
      clientDir: join(dataDir, 'no-client'),
      origins: [/^http:\/\/localhost(:\d+)?$/],
      bots: false,
      masterThreads,
    },
    () => {},
    games,
  );
  return Object.assign(srv, { dataDir });
}

export async function api(base: string, path: string, body?: unknown, raw?: string) {
  const res = await fetch(base + path, {
    method: body === undefined && raw === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await res.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json };
}

/** A raw socket on a game namespace that records every payload the server sends. */
export function rawSocket(base: string, gameName: string) {
  const socket: Socket = io(`${base}/${gameName}`, { transports: ['websocket'], forceNew: true });
  const received: { event: string; args: unknown[] }[] = [];
  socket.onAny((event, ...args) => received.push({ event, args }));
  const connected = new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  return { socket, received, connected };
}

/** Waits for `cond`, up to `ms` on a machine that has its cores to itself, longer on a busy one
 *  (test/timing.ts's loadFactor, measured when the wait starts): a hang guard, not a speed check. */
export async function until(cond: () => boolean | Promise<boolean>, ms = 5000, what = 'condition'): Promise<void> {
  const start = Date.now();
  const limit = ms * loadFactor();
  while (!(await cond())) {
    if (Date.now() - start > limit) throw new Error(`timed out waiting for ${what} (${Math.round(limit)} ms)`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Start the real server entry (`server/main.ts`, or `entry`) as a child process on `port`. */
export async function spawnServer(
  dataDir: string,
  port: number,
  opts: {
    env?: Record<string, string>;
    entry?: string;
    children?: import('node:child_process').ChildProcess[];
    ready?: string;
  } = {},
) {
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, ['--import', 'tsx', opts.entry ?? 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      BOTS: '0',
      NODE_ENV: 'production',
      RATE_LIMITS: '0',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  opts.children?.push(child);
  const output = { text: '' };
  child.stdout!.on('data', (d) => (output.text += d));
  child.stderr!.on('data', (d) => (output.text += d));
  await until(
    () => output.text.includes(opts.ready ?? 'Roundhouse serving') || child.exitCode !== null,
    60_000,
    `server start: ${output.text}`,
  );
  if (child.exitCode !== null) throw new Error(`server exited at start: ${output.text}`);
  return Object.assign(child, { output });
}

/** A free-looking loopback port for a child server (tests run in parallel forks). */
export function randomPort(): number {
  return 20000 + Math.floor(Math.random() * 20000);
}

/** A table of `n` seats made and joined through the Lobby API: its match ID and each seat's credentials. */
export async function openTable(base: string, mod: GameModule, n: number) {
  const { json } = await api(base, `/games/${mod.id}/create`, { numPlayers: n });
  if (!json.matchID) throw new Error(`create failed: ${JSON.stringify(json)}`);
  const creds: string[] = [];
  for (let i = 0; i < n; i++) {
    const j = await api(base, `/games/${mod.id}/${json.matchID}/join`, { playerName: `P${i}`, playerID: String(i) });
    creds.push(j.json.playerCredentials);
  }
  return { matchID: json.matchID as string, creds };
}

/** A boardgame.io socket client of the match, started (a spectator without playerID). */
export function socketClient(base: string, mod: GameModule, matchID: string, playerID?: string, credentials?: string) {
  const c = Client({
    game: mod.game,
    multiplayer: SocketIO({ server: base }),
    matchID,
    playerID,
    credentials,
    debug: false,
  });
  c.start();
  return c;
}

/** Make a legal move of an active seat, chosen from that seat's own view, through its client;
 *  returns the _stateID it was made from. */
export function moveFirst(mod: GameModule, clients: ReturnType<typeof socketClient>[], rand: () => number = () => 0) {
  const s = clients[0].getState()!;
  const seat = s.ctx.activePlayers ? Object.keys(s.ctx.activePlayers)[0] : s.ctx.currentPlayer;
  const c = clients[Number(seat)];
  const st = c.getState()!;
  const legal = mod.legalMoves(st.G, st.ctx, seat);
  if (legal.length === 0) throw new Error(`seat ${seat} sees no legal move at state ${st._stateID}`);
  const m = legal[Math.floor(rand() * legal.length)];
  (c.moves as any)[m.move](...m.args);
  return st._stateID;
}
