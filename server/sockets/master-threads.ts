// Moves off the event loop. boardgame.io's socket transport runs a move's Master
// (fetch, credentials, the game's reducer, the state's JSON, the write) on the event loop that
// also reads and writes every socket, so a saturated server was bound by one core. Here the
// 'update' handler of each game socket hands the move to a master thread (./master-thread.ts),
// chosen by match ID, so one match's moves always go to the same thread, and still one at a time:
// the transport's queue for the match waits for the thread's answer, as it waited for its own
// Master. The event loop keeps the sockets, the checks before a move (./guard.ts), the per-seat
// views and the sends (the transport's pub/sub callback), syncs, presence and the Lobby.
//
// - A thread's store is a SQLite store of the same file that writes on its own connection (a
//   group commit per turn of the thread's loop; server/storage/sqlite.ts, mastersOnly), so the
//   compare-and-set, the group commit and the hold of broadcasts until stored are the same as on
//   the event loop (server/storage/base.ts, ./broadcast.ts). The main store sees the thread's
//   states like another process's: its fetch compares the stored _stateID with its cached one and
//   reads the state again when it differs.
// - A stored update comes back as each following seat's view, already JSON (the seats the move was
//   sent with: those of the match's sockets on this process then); each socket of the match gets
//   its seat's as a socket.io packet written as it is. A socket whose seat has none (it synced
//   while the move was on its way) gets the match re-synced from storage. Any other broadcast
//   comes back whole and is published to the match's sockets (the in-process pub/sub, whose
//   callback is the transport's: filter per seat, send). Every state write's outcome
//   comes back for the main store's listeners (clocks, ratings); a refused or failed write
//   re-syncs the match's clients from storage.
// - The Master's metadata writes on a move (updatedAt, and the gameover that the state write
//   stores with the state) are not announced on the event loop: its listeners (the clocks'
//   presence) look at seats and connections, which only the event loop changes.
// - A thread that fails or ends: the moves it had not answered are logged as failed (their
//   clients are re-synced from storage, which has every stored move) and every later move of any
//   match runs on the event loop, as without threads.
// - Games that are not the registry's own objects (tests' variants) stay on the event loop.
import { Worker } from 'node:worker_threads';
import type { Game } from 'boardgame.io';
import { GAMES } from '../../games';
import type { GameModule } from '../../games/common/module';
import type { SqliteStore } from '../storage/sqlite';
import type { StateWrite } from '../storage/base';
import type { CommittedBroadcasts, Payload } from './broadcast';
import type { MasterThreadData } from './master-thread';

const BOOT = new URL('./thread-boot.mjs', import.meta.url);
const ENTRY = new URL('./master-thread.ts', import.meta.url).href;

type Out =
  | { t: 'ready' }
  | { t: 'log'; msg: string }
  | { t: 'pub'; channelId: string; payload: Payload }
  | { t: 'views'; matchID: string; seats: (string | null)[]; at: number[]; views: string[] }
  | { t: 'write'; w: StateWrite }
  | { t: 'done'; id: number; error?: string };

/** Which of `n` threads a match's moves go to (FNV-1a of its ID). */
export function shardOf(matchID: string, n: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < matchID.length; i++) h = Math.imul(h ^ matchID.charCodeAt(i), 0x01000193);
  return (h >>> 0) % n;
}

export interface MasterThreadsOptions {
  count: number;
  dataDir: string;
  games: GameModule[];
  store: SqliteStore;
  pubSub: CommittedBroadcasts;
  standInSecret: string;
  log?: (msg: string) => void;
}

export class MasterThreads {
  private threads: Worker[] = [];
  private pending = new Map<number, { thread: number; resolve: () => void; matchID: string }>();
  private ids = 0;
  private closing = false;
  private lost = false;
  /** Games the threads serve (by name). */
  private served: Set<string>;
  private log: (msg: string) => void;
  /** Counters (tests and the load benchmark). */
  readonly stats = { moves: 0, failed: 0, views: 0, resyncs: 0 };
  /** Send a stored update's views to the match's sockets (set by movesOnThreads); false: some
   *  socket's seat had no view. */
  deliver: (matchID: string, seats: (string | null)[], at: number[], views: string[]) => boolean = () => false;
  // (seats[i] sees views[at[i]]: seats that see the same share one)

  private constructor(private opts: MasterThreadsOptions) {
    this.log = opts.log ?? (() => {});
    this.served = new Set(opts.games.filter((m) => GAMES.some((g) => g === m)).map((m) => m.id));
  }

  /** `count` threads, each open (its store connected) before this resolves. */
  static async start(opts: MasterThreadsOptions): Promise<MasterThreads> {
    const pool = new MasterThreads(opts);
    await Promise.all(Array.from({ length: opts.count }, (_, i) => pool.spawn(i)));
    return pool;
  }

  /** Whether moves of `gameName` go to the threads (else: the event loop's own Master). */
  serves(gameName: string): boolean {
    return !this.lost && this.served.has(gameName);
  }

  /** Run one move's Master on the match's thread; resolves once it is handled. */
  update(gameName: string, args: [unknown, unknown, string, unknown], seats: (string | null)[]): Promise<void> {
    const thread = shardOf(args[2], this.threads.length);
    const id = ++this.ids;
    this.stats.moves++;
    return new Promise<void>((resolve) => {
      this.pending.set(id, { thread, resolve, matchID: args[2] });
      this.send(thread, { t: 'update', id, game: gameName, args, seats });
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    // Let the moves in hand finish (each thread commits its own writes before it answers).
    const deadline = Date.now() + 5000;
    while (this.pending.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    await Promise.all(this.threads.map((t) => t.terminate()));
  }

  /** Messages to each thread, posted once per turn of the event loop (a post costs the same for
   *  one message as for many; several sockets' moves come in one turn at load). */
  private outboxes: unknown[][] = [];
  private send(thread: number, m: unknown): void {
    const box = (this.outboxes[thread] ??= []);
    if (box.push(m) === 1) setImmediate(() => this.threads[thread].postMessage(box.splice(0)));
  }

  private spawn(index: number): Promise<void> {
    const { opts } = this;
    const data: MasterThreadData = {
      dataDir: opts.dataDir,
      gameIds: [...this.served],
      standInSecret: opts.standInSecret,
    };
    const thread = new Worker(BOOT, { workerData: { entry: ENTRY, ...data } });
    this.threads[index] = thread;
    return new Promise<void>((ready, failed) => {
      let started = false;
      thread.on('message', (m: Out | Out[]) => {
        if (!Array.isArray(m)) return m.t === 'ready' && ((started = true), ready());
        for (const one of m) this.heard(one);
      });
      thread.on('error', (e) => {
        if (!started) return failed(e);
        this.threadLost(index, e);
      });
      thread.on('exit', (code) => {
        if (!started)
          return failed(new Error(`master thread ${index} stopped (exit code ${code}) before it was ready`));
        if (!this.closing) this.threadLost(index, new Error(`exit code ${code}`));
      });
    });
  }

  private heard(m: Out): void {
    if (m.t === 'views') {
      this.stats.views++;
      if (!this.deliver(m.matchID, m.seats, m.at, m.views)) {
        this.stats.resyncs++;
        this.opts.pubSub.resync(m.matchID);
      }
    } else if (m.t === 'pub') {
      try {
        this.opts.pubSub.inner.publish(m.channelId, m.payload);
      } catch (e) {
        this.log(`broadcast on ${m.channelId} failed: ${(e as Error).message}`);
      }
    } else if (m.t === 'write') {
      this.opts.store.heardWrite(m.w);
      if (m.w.outcome === 'stale' || m.w.outcome === 'failed') this.opts.pubSub.resync(m.w.matchID);
    } else if (m.t === 'done') {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (m.error) {
        this.stats.failed++;
        this.log(`move in match ${p.matchID.slice(0, 64)} failed on its master thread: ${m.error}`);
      }
      p.resolve();
    } else if (m.t === 'log') this.log(m.msg);
  }

  /** A thread failed: its unanswered moves end (their clients re-synced), the rest run here. */
  private threadLost(index: number, err: unknown): void {
    if (this.closing) return;
    this.lost = true;
    this.log(
      `master thread ${index} stopped (${err instanceof Error ? err.message : String(err)}); moves run on the event loop from now on`,
    );
    for (const [id, p] of this.pending) {
      if (p.thread !== index) continue;
      this.pending.delete(id);
      this.stats.failed++;
      this.opts.pubSub.resync(p.matchID);
      p.resolve();
    }
  }
}

/** The parts of boardgame.io's SocketIO transport (0.50.2) used here: its queue per match, and
 *  which sockets follow a match as which seat. */
interface TransportInternals {
  getMatchQueue(matchID: string): { add<T>(fn: () => Promise<T>): Promise<T> };
  roomInfo: Map<string, Set<string>>;
  clientInfo: Map<string, { playerID?: string | null; socket: PacketSocket }>;
}
interface PacketSocket {
  nsp: { name: string };
  client: { _packet(packets: string[], opts: { preEncoded: true }): void };
}

/** Hand each game socket's 'update' to the threads: registered right after boardgame.io's own
 *  connection handler (before the guards wrap it), keeping boardgame.io's handler for the games
 *  and times the threads do not serve. */
export function movesOnThreads(
  app: any,
  transport: TransportInternals,
  games: { name?: string }[],
  threads: MasterThreads,
): void {
  const seatOf = (socketID: string) => transport.clientInfo.get(socketID)?.playerID ?? null;
  threads.deliver = (matchID, seats, at, views) => {
    let complete = true;
    const packets: string[] = []; // per view, made once
    for (const socketID of transport.roomInfo.get(matchID) ?? []) {
      const client = transport.clientInfo.get(socketID);
      const seat = seats.indexOf(client?.playerID ?? null);
      if (!client || seat < 0) {
        complete = false;
        continue;
      }
      // socket.io's packet for emit('update', ...args): type 2 (event), the namespace, the data
      const nsp = client.socket.nsp.name === '/' ? '' : `${client.socket.nsp.name},`;
      const v = at[seat];
      client.socket.client._packet([(packets[v] ??= `2${nsp}["update",${views[v].slice(1)}`)], { preEncoded: true });
    }
    return complete;
  };
  for (const game of games as Game[]) {
    const name = game.name!;
    app._io
      .of(name)
      .on(
        'connection',
        (socket: {
          listeners(e: string): ((...a: unknown[]) => unknown)[];
          removeAllListeners(e: string): void;
          on(e: string, fn: (...a: any[]) => unknown): void;
        }) => {
          const own = socket.listeners('update');
          socket.removeAllListeners('update');
          socket.on('update', async (...args: [unknown, unknown, string, unknown]) => {
            const matchID = args[2];
            // whether the threads still serve is asked again when the match's turn in the queue
            // comes: a thread may have stopped meanwhile (boardgame.io's handler queues by itself)
            const onThread = () => {
              if (!threads.serves(name)) return Promise.resolve(false);
              const seats = [...new Set([...(transport.roomInfo.get(matchID) ?? [])].map(seatOf))];
              return threads.update(name, args, seats).then(() => true);
            };
            if (threads.serves(name) && (await transport.getMatchQueue(matchID).add(onThread))) return;
            for (const fn of own) await fn(...args);
          });
        },
      );
  }
}
