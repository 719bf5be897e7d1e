// Socket guards for boardgame.io 0.50.2 (see docs: pitfalls 3 and 4).
// - Clients may only send moves, undo and redo: a forged GAME_EVENT (endGame, setPhase...) is dropped.
// - A socket may not create a match by syncing an unknown matchID: only the Lobby creates matches.
import type { StorageAPI } from 'boardgame.io';

export const ALLOWED_CLIENT_ACTIONS = new Set(['MAKE_MOVE', 'UNDO', 'REDO']);

type Packet = [string, ...unknown[]];
type Next = (err?: Error) => void;
interface GuardedSocket {
  use(fn: (packet: Packet, next: Next) => void): void;
}

export function guardSockets(app: any, gameNames: string[], db: StorageAPI.Async, log: (msg: string) => void = () => {}) {
  for (const name of gameNames) {
    app._io.of(name).on('connection', (socket: GuardedSocket) => {
      socket.use(([event, ...args], next) => {
        if (event === 'update') {
          const action = args[0] as { type?: string } | undefined;
          if (!action || !ALLOWED_CLIENT_ACTIONS.has(String(action.type))) {
            log(`dropped client action ${action?.type} on ${name}`);
            return; // drop silently: never reaches the Master
          }
          return next();
        }
        if (event === 'sync' || event === 'chat') {
          const matchID = args[0];
          if (typeof matchID !== 'string' || matchID.length === 0 || matchID.length > 64) return;
          db.fetch(matchID, { metadata: true }).then(
            ({ metadata }) => {
              if (!metadata || metadata.gameName !== name) {
                log(`refused ${event} for unknown match ${matchID} on ${name}`);
                return;
              }
              next();
            },
            () => undefined,
          );
          return;
        }
        next();
      });
    });
  }
}
