// Socket guards for boardgame.io 0.50.2 (docs/boardgameio-0.50.2.md traps 5-8 and 11, docs/security.md).
// - Every `update`, `sync` and `chat` event is checked against the exact shape boardgame.io's
//   client sends (./action-guard.ts): clients may only send moves, undo and redo (a forged
//   endGame is refused), move arguments are small plain JSON with no key that changes how an
//   object converts or merges. Anything else is refused and never reaches the Master.
// - A socket may sync, move or chat only in a match the Lobby created, as a seat the match has (or
//   as a spectator); each socket remembers the matches it was admitted to, so the database is
//   asked once per socket and match.
// - No move, undo or redo before every seat of the match is taken (a table waits for its players:
//   nobody's clock runs and nobody plays an empty seat's opponent). The refusal is logged and told
//   to the socket (`refused`, { matchID, reason }); each socket remembers the matches it saw full
//   (a seat cannot be left once the match has started: server/lobby/guards.ts). Events naming any other match are dropped before
//   boardgame.io sees them, so it keeps no state (its per-match queues) for IDs nobody created.
// - A socket's messages are checked one at a time, in the order they came.
// - Messages per connection are rate limited (server/http/rate-limits.ts); the server's own bots
//   show a per-process token and are not.
// - Refusals are logged once per socket and kind, with a count when the socket goes.
// - An exception while boardgame.io handles one socket event is caught and logged with its match
//   ID: boardgame.io's handlers are async functions whose rejections nobody awaits (an unhandled
//   rejection ends a Node process), so each is wrapped where it is registered.
import type { Server, StorageAPI } from 'boardgame.io';
import { checkChat, checkSync, checkUpdate, type Verdict } from './action-guard';
import { isStandInCredentials, type StandIns } from '../clock/stand-in';
import { suppressedMetadata } from '../storage/base';
import { isSeatOf } from '../lobby/seats';
import type { RateLimits } from '../http/rate-limits';
import type { MoveGate } from './drain';

/** An update sent with stand-in credentials gets `payload.standIn: true`, which the log keeps
 *  (boardgame.io strips only the credentials); the guard refuses that field from clients, and
 *  boardgame.io refuses the move itself unless the credentials are the seat's stand-in's. */
function markStandIn(action: unknown): unknown {
  const a = action as { payload?: Record<string, unknown> };
  if (!a?.payload || !isStandInCredentials(a.payload.credentials)) return action;
  return { ...a, payload: { ...a.payload, standIn: true } };
}

export { ALLOWED_CLIENT_ACTIONS } from './action-guard';

type Packet = [string, ...unknown[]];
type Next = (err?: Error) => void;
interface GuardedSocket {
  id: string;
  handshake?: { auth?: Record<string, unknown> };
  use(fn: (packet: Packet, next: Next) => void): void;
  listeners(event: string): ((...args: unknown[]) => unknown)[];
  removeAllListeners(event: string): void;
  on(event: string, fn: (...args: unknown[]) => unknown): void;
  disconnect(close?: boolean): void;
  emit(event: string, ...args: unknown[]): unknown;
}

const CHECKS: Record<string, (args: unknown[]) => Verdict> = { update: checkUpdate, sync: checkSync, chat: checkChat };
const checkOf = (event: string) => (Object.hasOwn(CHECKS, event) ? CHECKS[event] : undefined);
/** Events boardgame.io registers on a game socket; their handlers get the catch-all wrapper. */
const HANDLED = ['update', 'sync', 'chat', 'disconnect'];
/** Matches one socket may follow (boardgame.io's client syncs one). */
const MATCHES_PER_SOCKET = 8;

export interface SocketGuardOptions {
  standIns: StandIns;
  limits?: RateLimits;
  /** The token the server's own bots show (`auth.bot`): their messages are not rate limited. */
  botToken?: string;
  log?: (msg: string) => void;
  /** Counts moves (server/metrics/): each is a map look-up and an add, nothing awaited. */
  metrics?: {
    moveSeen(game: string, matchID: string): void;
    moveRefused(game: string, reason: string): void;
    moveTime(game: string, seconds: number): void;
  };
  /** Moves in flight, and none taken while the process stops (./drain.ts). */
  gate?: MoveGate;
}

/** The metrics' label of a refusal (a small fixed set: never the client's data). */
function refusalLabel(kind: string, detail: string): string {
  if (kind === 'message over the rate limit') return 'rate-limit';
  if (kind.endsWith('for an unknown match')) return 'unknown-match';
  if (kind.startsWith('move before')) return 'waiting-for-players';
  if (detail.startsWith('no seat')) return 'no-seat';
  if (detail.startsWith('more than')) return 'too-many-matches';
  return 'shape';
}

/** Why a move before every seat is taken is refused (the play page says the same in words). */
export const WAITING_FOR_PLAYERS = 'The game starts when every seat is taken';

/** Whether every seat of the match has a player (a name: people at their join, bots at the
 *  table's creation). */
export async function everySeatTaken(db: StorageAPI.Async, matchID: string): Promise<boolean> {
  const { metadata } = (await db.fetch(matchID, { metadata: true })) as { metadata?: Server.MatchData };
  return !!metadata && Object.values(metadata.players).every((p) => typeof p?.name === 'string' && p.name !== '');
}

export function guardSockets(app: any, gameNames: string[], db: StorageAPI.Async, opts: SocketGuardOptions) {
  const log = opts.log ?? (() => {});
  const metrics = opts.metrics;
  for (const name of gameNames) {
    app._io.of(name).on('connection', (socket: GuardedSocket) => {
      let standIn = false;
      const bot = !!opts.botToken && socket.handshake?.auth?.bot === opts.botToken;
      /** Matches this socket synced: their seat count. */
      const synced = new Map<string, number>();
      /** Matches this socket saw with every seat taken. */
      const full = new Set<string>();
      /** Refusals of this socket by kind: the first is logged, the rest counted. */
      const refusals = new Map<string, number>();
      /** The event being checked (one at a time: see the queue below). */
      let current = '';
      const refuse = (kind: string, detail: string) => {
        if (metrics && current === 'update') metrics.moveRefused(name, refusalLabel(kind, detail));
        const n = refusals.get(kind) ?? 0;
        refusals.set(kind, n + 1);
        if (n === 0) log(`refused ${kind} on ${name} from socket ${socket.id}: ${detail}`);
      };

      // boardgame.io registered its handlers in its own 'connection' listener, which runs first.
      for (const event of HANDLED) {
        const handlers = socket.listeners(event);
        socket.removeAllListeners(event);
        for (const handler of handlers) {
          socket.on(event, (...args: unknown[]) => {
            const matchID = event === 'update' ? args[2] : event === 'disconnect' ? undefined : args[0];
            let run = () => Promise.resolve(handler(...args)).catch((e) => logFailure(e, matchID));
            if (event === 'update') {
              args[0] = markStandIn(args[0]);
              const gate = opts.gate;
              if (gate && !gate.enter()) {
                metrics?.moveRefused(name, 'restarting');
                return;
              }
              const t0 = performance.now();
              const handle = run;
              run = () => {
                let p: Promise<unknown>;
                try {
                  p = handle();
                } catch (e) {
                  gate?.leave();
                  throw e;
                }
                return p.finally(() => {
                  gate?.leave();
                  metrics?.moveTime(name, (performance.now() - t0) / 1000);
                });
              };
              metrics?.moveSeen(name, matchID as string);
            }
            try {
              // A stand-in bot (server/clock/stand-in.ts): its connecting or leaving is not the
              // seat's player's presence.
              if (standIn && (event === 'sync' || event === 'disconnect')) suppressedMetadata.run(true, run);
              else run();
            } catch (e) {
              logFailure(e, matchID);
            }
          });
        }
      }
      socket.on('disconnect', () => {
        const more = [...refusals].filter(([, n]) => n > 1).map(([k, n]) => `${n - 1} more ${k}`);
        if (more.length) log(`socket ${socket.id} on ${name} left after refusals: ${more.join(', ')}`);
      });
      function logFailure(e: unknown, matchID: unknown) {
        const where = typeof matchID === 'string' ? `match ${matchID.slice(0, 64)}` : 'a socket';
        log(
          `error while handling a ${name} socket event for ${where}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`,
        );
      }

      /** Whether `matchID` is a match the Lobby created for this namespace, with `playerID` one of
       *  its seats (or no seat): the match is then known to this socket. */
      const admit = async (
        event: string,
        matchID: string,
        playerID: unknown,
        credentials: unknown,
      ): Promise<boolean> => {
        const { metadata } = (await db.fetch(matchID, { metadata: true })) as { metadata?: Server.MatchData };
        if (!metadata || metadata.gameName !== name)
          return (refuse(`${event} for an unknown match`, `match ${matchID.slice(0, 64)}`), false);
        const seats = Object.keys(metadata.players).length;
        if (playerID != null && !(isSeatOf(playerID, seats) && Object.hasOwn(metadata.players, playerID))) {
          return (refuse(event, `no seat ${String(playerID).slice(0, 8)}`), false);
        }
        if (!synced.has(matchID) && synced.size >= MATCHES_PER_SOCKET)
          return (refuse(event, `more than ${MATCHES_PER_SOCKET} matches on one socket`), false);
        synced.set(matchID, seats);
        if (
          event === 'sync' &&
          playerID != null &&
          opts.standIns.isStandIn(credentials, metadata.players[playerID as unknown as number])
        )
          standIn = true;
        return true;
      };

      const handle = async (packet: Packet, next: Next): Promise<void> => {
        const [event, ...args] = packet;
        current = event;
        const check = checkOf(event);
        if (!check) return; // boardgame.io listens to nothing else
        if (!bot && opts.limits?.enabled) {
          const wait = await opts.limits.spend('socket', `${name}:${socket.id}`);
          if (wait > 0) return refuse('message over the rate limit', `wait ${Math.ceil(wait / 1000)} s`);
        }
        let verdict: Verdict;
        try {
          verdict = check(args);
        } catch (e) {
          verdict = { ok: false, reason: `unreadable payload (${(e as Error).message})` };
        }
        if (!verdict.ok) return refuse(event, verdict.reason);
        const matchID = (event === 'update' ? args[2] : args[0]) as string;
        const playerID = event === 'update' ? args[3] : event === 'sync' ? args[1] : undefined;
        const seats = synced.get(matchID);
        if (event === 'sync' || seats === undefined) {
          // a sync, or a move or chat before this socket's sync (socket.io sends what it buffered
          // while reconnecting before the client's new sync): the match must exist
          if (!(await admit(event, matchID, playerID, args[2]))) return;
        } else if (playerID != null && !isSeatOf(playerID, seats))
          return refuse(event, `no seat ${String(playerID).slice(0, 8)}`);
        if (event === 'update' && !full.has(matchID)) {
          if (!(await everySeatTaken(db, matchID))) {
            refuse('move before every seat is taken', `match ${matchID.slice(0, 64)}`);
            socket.emit('refused', { matchID, reason: WAITING_FOR_PLAYERS });
            return;
          }
          if (full.size >= MATCHES_PER_SOCKET) full.clear();
          full.add(matchID);
        }
        next();
      };
      // One message at a time, in the order they came: a check that waits (the rate limit, the
      // database) never lets a later message of the same socket overtake it.
      let queue: Promise<void> = Promise.resolve();
      socket.use((packet, next) => {
        queue = queue.then(() => handle(packet, next)).catch((e) => logFailure(e, undefined));
      });
    });
  }
}
