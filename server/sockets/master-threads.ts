// Moves off the event loop (issue 36). boardgame.io's socket transport runs a move's Master
// (fetch, credentials, the game's reducer, the state's JSON, the write) on the event loop that
// also reads and writes every socket, so a saturated server was bound by one core. Here the
// 'update' handler of each game socket hands the move to a master thread (./master-thread.ts),
// chosen by match ID, so one match's moves always go to the same thread, and still one at a time:
// the transport's queue for the match waits for the thread's answer, as it waited for its own
// Master. The event loop keeps the sockets, the checks before a move (./guard.ts), the per-seat
// views and the sends (the transport's pub/sub callback), syncs, presence and the Lobby.
//
// - A thread's store is a SQLite store of the same file whose writes go through the main store's
//   writer thread (one writer per file), so the compare-and-set, the group commit and the hold of
//   broadcasts until stored are the same as on the event loop (server/storage/base.ts,
//   ./broadcast.ts). The main store sees the thread's states like another process's: its fetch
//   compares the stored _stateID with its cached one and reads the state again when it differs.
// - A stored broadcast comes back as { channelId, payload } and is published to this process's
//   clients of the match (the real pub/sub: in-process or Redis); every state write's outcome
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
  readonly stats = { moves: 0, failed: 0 };

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
  update(gameName: string, args: [unknown, unknown, string, unknown]): Promise<void> {
    const thread = shardOf(args[2], this.threads.length);
    const id = ++this.ids;
    this.stats.moves++;
    return new Promise<void>((resolve) => {
      this.pending.set(id, { thread, resolve, matchID: args[2] });
      this.threads[thread].postMessage({ t: 'update', id, game: gameName, args });
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    // Let the moves in hand finish (their writes are the writer thread's to store).
    const deadline = Date.now() + 5000;
    while (this.pending.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    await Promise.all(this.threads.map((t) => t.terminate()));
  }

  private spawn(index: number): Promise<void> {
    const { opts } = this;
    const writer = opts.store.writerPort();
    const data: MasterThreadData = { dataDir: opts.dataDir, gameIds: [...this.served], standInSecret: opts.standInSecret, writer };
    const thread = new Worker(BOOT, { workerData: { entry: ENTRY, ...data }, transferList: writer ? [writer] : [] });
    this.threads[index] = thread;
    return new Promise<void>((ready, failed) => {
      let started = false;
      thread.on('message', (m: Out) => {
        if (m.t === 'ready') return (started = true), ready();
        this.heard(m);
      });
      thread.on('error', (e) => {
        if (!started) return failed(e);
        this.threadLost(index, e);
      });
      thread.on('exit', (code) => {
        if (!started) return failed(new Error(`master thread ${index} stopped (exit code ${code}) before it was ready`));
        if (!this.closing) this.threadLost(index, new Error(`exit code ${code}`));
      });
    });
  }

  private heard(m: Out): void {
    if (m.t === 'pub') {
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
    this.log(`master thread ${index} stopped (${err instanceof Error ? err.message : String(err)}); moves run on the event loop from now on`);
    for (const [id, p] of this.pending) {
      if (p.thread !== index) continue;
      this.pending.delete(id);
      this.stats.failed++;
      this.opts.pubSub.resync(p.matchID);
      p.resolve();
    }
  }
}

/** Hand each game socket's 'update' to the threads: registered right after boardgame.io's own
 *  connection handler (before the guards wrap it), keeping boardgame.io's handler for the games
 *  and times the threads do not serve. */
export function movesOnThreads(app: any, transport: { getMatchQueue(matchID: string): { add(fn: () => Promise<void>): Promise<void> } }, games: { name?: string }[], threads: MasterThreads): void {
  for (const game of games as Game[]) {
    const name = game.name!;
    app._io.of(name).on('connection', (socket: { listeners(e: string): ((...a: unknown[]) => unknown)[]; removeAllListeners(e: string): void; on(e: string, fn: (...a: any[]) => unknown): void }) => {
      const own = socket.listeners('update');
      socket.removeAllListeners('update');
      socket.on('update', async (...args: [unknown, unknown, string, unknown]) => {
        if (!threads.serves(name)) {
          for (const fn of own) await fn(...args);
          return;
        }
        await transport.getMatchQueue(args[2]).add(() => threads.update(name, args));
      });
    });
  }
}
