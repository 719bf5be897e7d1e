// Socket guards for boardgame.io 0.50.2 (see docs: pitfalls 3 and 4).
// - Every `update`, `sync` and `chat` event is checked against the exact shape boardgame.io's
//   client sends (server/sockets/action-guard.ts): clients may only send moves, undo and redo (a forged
//   endGame is refused), move arguments are small plain JSON with no key that changes how an
//   object converts or merges. Anything else is refused with a log line and never reaches the
//   Master.
// - A socket may not create a match by syncing an unknown matchID: only the Lobby creates matches.
// - An exception while boardgame.io handles one socket event is caught and logged with its match
//   ID: boardgame.io's handlers are async functions whose rejections nobody awaits (an unhandled
//   rejection ends a Node process), so each is wrapped where it is registered.
import type { StorageAPI } from 'boardgame.io';
import { checkChat, checkSync, checkUpdate, type Verdict } from './action-guard';
import { isStandInCredentials } from '../clock/stand-in';
import { suppressedMetadata } from '../storage/base';

/** An update sent with stand-in credentials gets `payload.standIn: true`, which the log keeps
 *  (boardgame.io strips only the credentials); the guard refuses that field from clients. */
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
  use(fn: (packet: Packet, next: Next) => void): void;
  listeners(event: string): ((...args: unknown[]) => unknown)[];
  removeAllListeners(event: string): void;
  on(event: string, fn: (...args: unknown[]) => unknown): void;
}

const CHECKS: Record<string, (args: unknown[]) => Verdict> = { update: checkUpdate, sync: checkSync, chat: checkChat };
/** Events boardgame.io registers on a game socket; their handlers get the catch-all wrapper. */
const HANDLED = ['update', 'sync', 'chat', 'disconnect'];

/** A short, safe description of a refused payload for the log (never calls its methods). */
function describe(event: string, args: unknown[]): string {
  const matchID = event === 'update' ? args[2] : args[0];
  const id = typeof matchID === 'string' ? matchID.slice(0, 64) : typeof matchID;
  return `match ${id}`;
}

export function guardSockets(app: any, gameNames: string[], db: StorageAPI.Async, log: (msg: string) => void = () => {}) {
  for (const name of gameNames) {
    app._io.of(name).on('connection', (socket: GuardedSocket) => {
      let standIn = false;
      // boardgame.io registered its handlers in its own 'connection' listener, which runs first.
      for (const event of HANDLED) {
        const handlers = socket.listeners(event);
        socket.removeAllListeners(event);
        for (const handler of handlers) {
          socket.on(event, (...args: unknown[]) => {
            const matchID = event === 'update' ? args[2] : event === 'disconnect' ? undefined : args[0];
            // A stand-in bot (server/clock/stand-in.ts): its moves are marked in the log, and its
            // connecting or leaving is not the seat's player's presence.
            if (event === 'sync' && isStandInCredentials(args[2])) standIn = true;
            if (event === 'update') args[0] = markStandIn(args[0]);
            const run = () => Promise.resolve(handler(...args)).catch((e) => logFailure(e, matchID));
            try {
              if (standIn && (event === 'sync' || event === 'disconnect')) suppressedMetadata.run(true, run);
              else run();
            } catch (e) {
              logFailure(e, matchID);
            }
          });
        }
      }
      function logFailure(e: unknown, matchID: unknown) {
        const where = typeof matchID === 'string' ? `match ${matchID.slice(0, 64)}` : 'a socket';
        log(`error while handling a ${name} socket event for ${where}: ${e instanceof Error ? e.stack ?? e.message : String(e)}`);
      }

      socket.use((packet, next) => {
        const [event, ...args] = packet;
        const check = CHECKS[event];
        if (!check) return next();
        let verdict: Verdict;
        try {
          verdict = check(args);
        } catch (e) {
          verdict = { ok: false, reason: `unreadable payload (${(e as Error).message})` };
        }
        if (!verdict.ok) {
          log(`refused ${event} on ${name} from socket ${socket.id} (${describe(event, args)}): ${verdict.reason}`);
          return; // dropped: never reaches the Master
        }
        if (event === 'update') return next();
        const matchID = args[0] as string;
        db.fetch(matchID, { metadata: true }).then(
          ({ metadata }) => {
            if (!metadata || metadata.gameName !== name) {
              log(`refused ${event} for unknown match ${matchID.slice(0, 64)} on ${name}`);
              return;
            }
            next();
          },
          (e) => logFailure(e, matchID),
        );
      });
    });
  }
}
