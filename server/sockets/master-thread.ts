// A master thread (server/sockets/master-threads.ts): runs boardgame.io's Master for the moves of
// the matches the event loop sends it, with a SQLite store of its own on the same file that
// writes on its own connection (SqliteStore's mastersOnly). What the Master broadcasts is held
// until it is stored (CommittedBroadcasts, as on the event loop) and then posted back for the
// event loop's transport to filter per seat and send; every state write's outcome is posted back
// too, for the listeners there (clocks, ratings, re-syncs).
//
// The views: a move's update is filtered for each seat that follows the match on the event loop
// (the seats come with the move; null: spectators) and posted as JSON, one text per seat, which
// the event loop sends as it is. Filtering and encoding there, once per socket, were two fifths of
// its time at saturation, and posting the whole state cost a structured clone each way.
//
// Moves are handled a chunk at a time (`take`, below). Messages go both ways in arrays: into the
// thread one post per turn of the event loop, out of it one per chunk of moves (or per turn).
// Messages in:  { t: 'update', id, game, args: [action, stateID, matchID, playerID], seats }
// Messages out: { t: 'ready' } once open; { t: 'views', matchID, seats, at, views } a stored
//               update's arguments as each of `seats` sees them (JSON: views[at[i]] for seats[i]);
//               { t: 'pub', channelId, payload }
//               any other stored broadcast;
//               { t: 'write', w } a state write's outcome (not 'unchanged'); { t: 'done', id,
//               error? } an update handled (or failed: error).
import { parentPort, workerData } from 'node:worker_threads';
import { Master } from 'boardgame.io/master';
import { getFilterPlayerView, ProcessGameConfig } from 'boardgame.io/internal';
import type { Game, Server } from 'boardgame.io';
import { GAMES } from '../../games';
import { SqliteStore } from '../storage/sqlite';
import { StandIns } from '../clock/stand-in';
import { channelOf, CommittedBroadcasts, matchOf, type InnerPubSub, type Payload } from './broadcast';
import { withG } from '../storage/g-json';
import { chunked } from './chunks';

export interface MasterThreadData {
  dataDir: string;
  /** The games this thread serves (ids of games/index.ts's GAMES). */
  gameIds: string[];
  /** The stand-in secret (server/clock/stand-in.ts). */
  standInSecret: string;
}

const port = parentPort!;
const data = workerData as MasterThreadData;
const mods = GAMES.filter((m) => data.gameIds.includes(m.id));
const games = new Map(mods.map((m) => [m.id, ProcessGameConfig(m.game as Game)]));
const filters = new Map(mods.map((m) => [m.id, getFilterPlayerView(m.game as Game)]));
/** Per match whose move is being handled: who follows it, and how to filter for them. */
const followers = new Map<string, { seats: (string | null)[]; filter: ReturnType<typeof getFilterPlayerView> }>();
// Every move of this thread's matches comes here (master-threads.ts), so its cached states are
// the stored ones.
const store = new SqliteStore(data.dataDir, mods, { mastersOnly: true });
const standIns = new StandIns(data.standInSecret);
/** Messages to the event loop go in one post per chunk of moves (flush) or per turn of this
 *  thread's loop: a post costs the same for one message as for many. */
const outbox: unknown[] = [];
const flush = () => {
  if (outbox.length) port.postMessage(outbox.splice(0));
};
const send = (m: unknown) => {
  if (outbox.push(m) === 1) setImmediate(flush);
};
const log = (msg: string) => send({ t: 'log', msg });

/** Broadcasts, posted to the event loop once stored. */
const posted: InnerPubSub = {
  publish: (channelId: string, payload: Payload) => {
    const matchID = matchOf(channelId) ?? '';
    const f = payload.type === 'update' ? followers.get(matchID) : undefined;
    if (!f) return send({ t: 'pub', channelId, payload });
    followers.delete(matchID);
    // Seats that see the same (a game without secrets: all of them) share one text, found by its
    // parts (the same G object, the same JSON of the rest of the state and of the log) before the
    // text is made.
    const views: string[] = [];
    const seen: { G: unknown; rest: string; log: string }[] = [];
    const at = f.seats.map((seat) => {
      // boardgame.io's update for a seat: [matchID, its view of the state, its view of the log]
      const [id, state, log] = f.filter(seat as string, payload).args as [string, { G?: unknown }, unknown];
      const { G, ...others } = state;
      const part = { G, rest: JSON.stringify(others), log: JSON.stringify(log) ?? 'null' }; // (socket.io sends undefined as null)
      const i = seen.findIndex((v) => v.G === part.G && v.rest === part.rest && v.log === part.log);
      if (i >= 0) return i;
      seen.push(part);
      return views.push(`[${JSON.stringify(id)},${withG(G, part.rest)},${part.log}]`) - 1;
    });
    send({ t: 'views', matchID, seats: f.seats, at, views });
  },
  subscribe: () => {},
  unsubscribeAll: () => {},
};
const broadcasts = new CommittedBroadcasts(posted, store, log);
store.onStateWrite((w) => {
  if (w.outcome !== 'unchanged') send({ t: 'write', w });
});

/** boardgame.io's Auth as the server configures it: the seat's credentials, or its stand-in's. */
const auth = {
  authenticateCredentials({
    playerID,
    credentials,
    metadata,
  }: {
    playerID: string;
    credentials: string;
    metadata?: Server.MatchData;
  }) {
    const players = metadata?.players as Record<string, Server.PlayerMetadata> | undefined;
    const player =
      players && typeof playerID === 'string' && Object.hasOwn(players, playerID) ? players[playerID] : undefined;
    return standIns.authenticate(credentials, player);
  },
};

type Update = { t: string; id: number; game: string; args: [any, number, string, string]; seats: (string | null)[] };
/** Moves are handled a chunk at a time (./chunks.ts): a chunk's moves run, their writes are
 *  stored in one group commit, their views posted, and only then the next chunk starts. Handling
 *  all of a message's moves before storing any held every view back until the last of them was
 *  stored; at saturation (100 tables, think 0) chunks of 8 gave ~4% more moves a second
 *  (test/bench/README.md). */
const take = chunked<Update>({
  size: 8,
  run: handle,
  after: flush,
  stuckMs: 5000,
  stuck: (ms) => log(`a chunk of moves has not ended after ${Math.round(ms)} ms; going on without it`),
});
port.on('message', take);

async function handle(m: Update): Promise<void> {
  if (m.t !== 'update') return;
  const game = games.get(m.game);
  try {
    if (!game) throw new Error(`no game ${m.game} on this thread`);
    const [action, stateID, matchID, playerID] = m.args;
    followers.set(matchID, { seats: m.seats, filter: filters.get(m.game)! });
    const transport = {
      send: () => {}, // the Master's onUpdate sends to one client only through sendAll
      sendAll: (payload: Payload) => broadcasts.publish(channelOf(matchID), payload),
    };
    try {
      await new Master(game, store, transport as any, auth as any).onUpdate(action, stateID, matchID, playerID);
    } finally {
      followers.delete(matchID);
    }
    send({ t: 'done', id: m.id });
  } catch (e) {
    send({ t: 'done', id: m.id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  }
}
port.postMessage({ t: 'ready' });
