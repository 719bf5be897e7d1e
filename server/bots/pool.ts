// Bot thinking off the server's event loop: a pool of child processes (BOT_WORKERS, default
// cores − 1, at least 1) that run chooseMoveDetailed for the server's bot seats.
//
// - Workers run at a lower OS priority (nice 19) than the server: when both want the CPU, the
//   server wins, so people at other tables never wait for a bot's search.
// - Fair queue: one FIFO per match, served round-robin; a seat has at most one job (a newer
//   state replaces the older job). So one busy table cannot hold the others back: every match
//   with work waits at most one job of each other match, each job bounded by its level's time cap.
//   Matches where a person sits (`interactive`) come first: three of their jobs, then one of a
//   bots-only match when one waits, so people wait less and bot tables still move.
//   The queue is bounded (`maxQueued`); past it `think` fails and the bot tries again later.
// - Cancellation: `cancel()` drops a queued job, or tells the worker to abort the running search
//   at its next pause (~20 ms); the promise rejects with BotCancelledError.
// - The same moves for the same seed as in-process thinking: the worker runs the same
//   chooseMoveDetailed on the same view, seed and level, with the level's own time cap.
// - A worker that dies fails its running job and is replaced.
// - `size 0` thinks in this process (yielding to the event loop every ~20 ms), as before.
import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { PlayerID, State } from 'boardgame.io';
import { getGame } from '../../games';
import {
  BotCancelledError,
  chooseMoveDetailed,
  type BotChoice,
  type BotSpec,
  type ChooseStats,
} from '../../games/common/bots';

export interface ThinkJob {
  gameId: string;
  /** The seat's view: G, ctx, plugins and _stateID (what its client got from the server). */
  state: Pick<State, 'G' | 'ctx' | 'plugins' | '_stateID'>;
  playerID: PlayerID;
  level: BotSpec;
  seed: string | number;
}

export interface ThinkResult {
  choice: BotChoice;
  stats: ChooseStats;
  /** Time the job waited in the queue and the time it took in the worker (ms). */
  queuedMs: number;
  thinkMs: number;
}

export interface Thinking {
  promise: Promise<ThinkResult>;
  cancel(): void;
}

interface Job {
  id: number;
  key: string;
  group: string;
  interactive: boolean;
  job: ThinkJob;
  enqueuedAt: number;
  resolve(r: ThinkResult): void;
  reject(e: Error): void;
  worker?: Worker;
  cancelled?: boolean;
}

interface Worker {
  proc: ChildProcess;
  job?: Job;
}

const WORKER_SCRIPT = fileURLToPath(new URL('./pool-worker.ts', import.meta.url));
/** Nice value of the worker processes (19 = lowest priority). */
export const WORKER_NICE = 19;

export class BotPool {
  private queues = new Map<string, Job[]>();
  /** Round-robin order of groups (matches) with queued jobs: matches with a person, bots-only matches. */
  private rings = { interactive: [] as string[], background: [] as string[] };
  /** Interactive jobs handed out since the last background one. */
  private sinceBackground = 0;
  private byKey = new Map<string, Job>();
  private workers: Worker[] = [];
  private nextId = 1;
  private stopped = false;
  /** Hears each finished search: its think and queue times (the metrics). */
  onResult: ((thinkMs: number, queuedMs: number) => void) | undefined;

  constructor(
    readonly size: number,
    private log: (msg: string) => void = () => {},
    readonly maxQueued = 10_000,
  ) {
    for (let i = 0; i < size; i++) this.workers.push(this.spawn());
  }

  /** Queued plus running jobs. */
  get pending(): number {
    return this.byKey.size;
  }

  /** Think for seat `key` (matchID:seat) of match `group`. A newer job for the same key cancels the older one. */
  think(key: string, group: string, job: ThinkJob, interactive = true): Thinking {
    this.cancelKey(key);
    if (this.stopped) return { promise: Promise.reject(new Error('bot pool stopped')), cancel() {} };
    if (this.size === 0) return this.inProcess(job);
    if (this.byKey.size >= this.maxQueued)
      return { promise: Promise.reject(new Error(`bot queue full (${this.maxQueued} jobs)`)), cancel() {} };
    let entry!: Job;
    const promise = new Promise<ThinkResult>((resolve, reject) => {
      entry = { id: this.nextId++, key, group, interactive, job, enqueuedAt: performance.now(), resolve, reject };
    });
    promise.catch(() => undefined); // a cancelled job nobody awaits is not an unhandled rejection
    this.byKey.set(key, entry);
    let q = this.queues.get(group);
    if (!q) this.queues.set(group, (q = []));
    const ring = this.ringOf(entry);
    if (q.length === 0 && !ring.includes(group)) ring.push(group);
    q.push(entry);
    this.dispatch();
    return { promise, cancel: () => this.cancelJob(entry) };
  }

  /** Cancel every job of a match (it ended, or its bot seats stopped). */
  cancelGroup(group: string): void {
    for (const j of [...this.byKey.values()]) if (j.group === group) this.cancelJob(j);
  }

  stop(): void {
    this.stopped = true;
    for (const j of [...this.byKey.values()]) this.cancelJob(j);
    for (const w of this.workers) w.proc.kill('SIGKILL');
    this.workers = [];
  }

  private cancelKey(key: string) {
    const j = this.byKey.get(key);
    if (j) this.cancelJob(j);
  }

  private cancelJob(j: Job) {
    if (j.cancelled) return;
    j.cancelled = true;
    if (this.byKey.get(j.key) === j) this.byKey.delete(j.key);
    if (j.worker) {
      j.worker.proc.send({ type: 'cancel', id: j.id });
    } else {
      const q = this.queues.get(j.group);
      if (q) {
        const i = q.indexOf(j);
        if (i >= 0) q.splice(i, 1);
        if (q.length === 0) this.dropGroup(j);
      }
    }
    j.reject(new BotCancelledError());
  }

  private ringOf(j: Job): string[] {
    return j.interactive ? this.rings.interactive : this.rings.background;
  }

  private dropGroup(j: Job) {
    this.queues.delete(j.group);
    const ring = this.ringOf(j);
    const i = ring.indexOf(j.group);
    if (i >= 0) ring.splice(i, 1);
  }

  /** The ring to serve next: interactive, but a waiting bots-only match gets every fourth job. */
  private nextRing(): string[] | undefined {
    const { interactive, background } = this.rings;
    if (background.length && (interactive.length === 0 || this.sinceBackground >= 3)) {
      this.sinceBackground = 0;
      return background;
    }
    if (interactive.length) {
      this.sinceBackground++;
      return interactive;
    }
    return undefined;
  }

  /** Give idle workers the next job, taking groups in turn. */
  private dispatch() {
    for (const w of this.workers) {
      if (w.job) continue;
      const ring = this.nextRing();
      if (!ring) return;
      const group = ring.shift()!;
      const q = this.queues.get(group)!;
      const j = q.shift()!;
      if (q.length) ring.push(group);
      else this.queues.delete(group);
      j.worker = w;
      w.job = j;
      w.proc.send({ type: 'think', id: j.id, job: j.job, queuedMs: performance.now() - j.enqueuedAt });
    }
  }

  private spawn(): Worker {
    const proc = fork(WORKER_SCRIPT, [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    try {
      if (proc.pid) setPriority(proc.pid, WORKER_NICE);
    } catch (e) {
      this.log(`bot worker ${proc.pid}: could not lower its priority (${(e as Error).message})`);
    }
    const w: Worker = { proc };
    proc.on('message', (m: any) => {
      const j = w.job;
      if (!j || m.id !== j.id) return;
      w.job = undefined;
      if (this.byKey.get(j.key) === j) this.byKey.delete(j.key);
      if (m.error) {
        if (!j.cancelled) j.reject(m.cancelled ? new BotCancelledError() : new Error(m.error));
      } else if (!j.cancelled) {
        this.onResult?.(m.thinkMs, m.queuedMs);
        j.resolve({ choice: m.choice, stats: m.stats, queuedMs: m.queuedMs, thinkMs: m.thinkMs });
      }
      this.dispatch();
    });
    proc.on('exit', (code, signal) => {
      const i = this.workers.indexOf(w);
      if (i >= 0) this.workers.splice(i, 1);
      if (this.stopped) return;
      this.log(`bot worker ${proc.pid} exited (${signal ?? code}); starting another`);
      const j = w.job;
      if (j) {
        if (this.byKey.get(j.key) === j) this.byKey.delete(j.key);
        if (!j.cancelled) j.reject(new Error('bot worker exited'));
      }
      this.workers.push(this.spawn());
      this.dispatch();
    });
    return w;
  }

  private inProcess(job: ThinkJob): Thinking {
    const mod = getGame(job.gameId);
    const signal = { aborted: false };
    const t0 = performance.now();
    const promise = mod
      ? chooseMoveDetailed(mod, job.state as State, job.playerID, {
          level: job.level,
          seed: job.seed,
          now: () => performance.now(),
          yieldFn: () => new Promise<void>((r) => setImmediate(r)),
          signal,
        }).then((r) => {
          const thinkMs = performance.now() - t0;
          this.onResult?.(thinkMs, 0);
          return { ...r, queuedMs: 0, thinkMs };
        })
      : Promise.reject(new Error(`unknown game ${job.gameId}`));
    promise.catch(() => undefined);
    return { promise, cancel: () => void (signal.aborted = true) };
  }
}
