// The scale-out stack for tests: one real Postgres, one real Redis, and server processes
// (server/main.ts, or server/cluster.ts) on them, each a child process; stop() ends them all.
import type { ChildProcess } from 'node:child_process';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { activeSeats } from '../../../games/common/match';
import type { GameModule } from '../../../games/common/module';
import { spawnServer, tempDir, until } from '../harness';
import { freePort, startPostgres, startRedis, type RedisService, type Service } from './services';

export interface Stack {
  pg: Service;
  redis: RedisService;
  env: Record<string, string>;
  children: ChildProcess[];
  /** Start a server process (server/main.ts unless `entry`) on the stack; resolves once serving. */
  spawn(opts?: {
    env?: Record<string, string>;
    entry?: string;
    ready?: string;
    port?: number;
  }): Promise<ChildProcess & { output: { text: string }; port: number; url: string }>;
  stop(): Promise<void>;
}

export async function startStack(): Promise<Stack> {
  const [pg, redis] = await Promise.all([startPostgres({ durable: false }), startRedis()]);
  const env = { DATABASE_URL: pg.url, REDIS_URL: redis.url };
  const children: ChildProcess[] = [];
  return {
    pg,
    redis,
    env,
    children,
    async spawn(opts = {}) {
      const port = opts.port ?? (await freePort());
      const child = await spawnServer(tempDir('rh-scale-'), port, {
        children,
        env: { ...env, ...opts.env },
        entry: opts.entry,
        ready: opts.ready,
      });
      return Object.assign(child, { port, url: `http://127.0.0.1:${port}` });
    },
    async stop() {
      for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
      await Promise.all([pg.stop(), redis.stop()]);
    },
  };
}

/** A boardgame.io client over WebSocket that records every _stateID it was in. */
export function watchedClient(base: string, mod: GameModule, matchID: string, playerID?: string, credentials?: string) {
  const c = Client({
    game: mod.game,
    multiplayer: SocketIO({ server: base, socketOpts: { transports: ['websocket'] } }),
    matchID,
    playerID,
    credentials,
    debug: false,
  });
  const seen = new Set<number>();
  c.subscribe((s) => {
    if (s) seen.add(s._stateID);
  });
  c.start();
  return Object.assign(c, { seen });
}

/** One random legal move of an active seat, chosen from that seat's own view, through its client. */
export function randomMove(
  mod: GameModule,
  seats: Record<string, ReturnType<typeof watchedClient>>,
  rand: () => number,
): number {
  const any = Object.values(seats)[0].getState()!;
  const seat = activeSeats(any.ctx)[0];
  const c = seats[seat];
  const st = c.getState()!;
  const legal = mod.legalMoves(st.G, st.ctx, seat);
  if (!legal.length) throw new Error(`seat ${seat} sees no legal move at state ${st._stateID}`);
  const m = legal[Math.floor(rand() * legal.length)];
  (c.moves as Record<string, (...a: unknown[]) => void>)[m.move](...m.args);
  return st._stateID;
}

export { until };
