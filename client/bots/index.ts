// Bot driver used by the play page for bot seats in local games. Every search runs in one shared
// module Web Worker (./worker.ts), so the page keeps answering input while bots think.
//
//   const d = createBotDriver({ gameId, level, seed });
//   d.onThinking((busy) => ...)          // or read d.thinking
//   const { move, args } = await d.think(seatView, seat);
//
// think(state, playerID): `state` is the seat's own view (what its client holds); anything in
//   state.plugins.random is ignored. Resolves with one of the seat's legal moves, no sooner than
//   `minThinkMs` (default 400 ms) after the call so a quick bot move stays readable.
// cancel(): the pending think() REJECTS with BotCancelledError (test with isBotCancelled(e)) and
//   the worker stops that search at its next yield (≤ ~15 ms). A new think() on the same driver
//   cancels the previous one the same way (its answer is stale).
// dispose(): cancel() and release the driver (the shared worker ends when no driver is left).
// thinking / onThinking(cb): true from think() until it settles (resolve, reject or cancel);
//   onThinking returns an unsubscribe function.
// Without Worker support (tests, non-browser hosts) the search runs in-thread, yielding.
import type { State } from 'boardgame.io';
import { gameInfo, loadGame } from '../catalog';
import {
  BotCancelledError,
  chooseMoveDetailed,
  hintMove,
  isBotCancelled,
  seatView,
  type BotChoice,
  type BotSpec,
} from '../../games/common/bots';
import type { AnalyseRequest, FromWorker, ThinkRequest } from './protocol';
import { analyseReplay, type AnalysedPosition, type Analysis } from '../../games/common/analysis';

import type { BotLevel } from './levels';
export { BOT_LEVELS, type BotLevel } from './levels';
export type { BotChoice } from '../../games/common/bots';
export { BotCancelledError, isBotCancelled } from '../../games/common/bots';

export interface BotDriver {
  /** Choose a move for `playerID` from the state that seat sees (its playerView). Rejects with
   *  BotCancelledError after cancel(), dispose() or a newer think(). */
  think(state: State, playerID: string): Promise<BotChoice>;
  /** Drop any pending answer (undo, new game, unmount): the pending think() rejects. */
  cancel(): void;
  dispose(): void;
  /** True while a think() is pending. */
  readonly thinking: boolean;
  /** Called with true when thinking starts and false when it ends; returns an unsubscribe. */
  onThinking(cb: (thinking: boolean) => void): () => void;
}

export interface BotDriverOptions {
  gameId: string;
  level: BotLevel;
  seed: number;
  /** Minimum time before an answer is delivered (ms). Default 400. */
  minThinkMs?: number;
}

// ---- shared worker --------------------------------------------------------------------------
type Pending = { resolve: (c: BotChoice) => void; reject: (e: Error) => void };
let worker: Worker | null = null;
let users = 0;
let nextId = 1;
const pending = new Map<number, Pending>();
type PendingAnalysis = {
  onPosition: (p: AnalysedPosition, done: number, total: number) => void;
  resolve: (a: Analysis) => void;
  reject: (e: Error) => void;
};
const analyses = new Map<number, PendingAnalysis>();

function getWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  if (!worker) {
    worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<FromWorker>) => {
      const m = e.data;
      if (m.type === 'ready') return;
      const a = analyses.get(m.id);
      if (a) {
        if (m.type === 'position') a.onPosition(m.position, m.done, m.total);
        else {
          analyses.delete(m.id);
          if (m.type === 'analysis') a.resolve(m.analysis);
          else if (m.type === 'cancelled') a.reject(new BotCancelledError());
          else if (m.type === 'error') a.reject(new Error(m.message));
        }
        return;
      }
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      if (m.type === 'result')
        p.resolve(m.gain === undefined ? m.choice : ({ ...m.choice, gain: m.gain } as BotChoice));
      else if (m.type === 'cancelled') p.reject(new BotCancelledError());
      else if (m.type === 'error') p.reject(new Error(m.message));
    };
    worker.onerror = (e) => {
      const err = new Error(`bot worker failed: ${e.message}`);
      for (const p of pending.values()) p.reject(err);
      for (const a of analyses.values()) a.reject(err);
      pending.clear();
      analyses.clear();
      worker?.terminate();
      worker = null;
    };
  }
  return worker;
}

/** Count one user of the shared worker; the returned function releases it (the worker ends
 *  when no driver, analysis or hint uses it any more). */
function retainWorker(): () => void {
  users++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users--;
    if (users === 0 && worker) {
      worker.terminate();
      worker = null;
      pending.clear();
      analyses.clear();
    }
  };
}

function plainView(state: State): ThinkRequest['state'] {
  const v = seatView(state);
  return JSON.parse(JSON.stringify({ G: v.G, ctx: v.ctx, plugins: v.plugins, _stateID: v._stateID }));
}

/** Run one search; returns a cancel function. */
function startSearch(req: Omit<ThinkRequest, 'type' | 'id' | 'state'> & { state: State }, done: Pending): () => void {
  const w = getWorker();
  if (w) {
    const id = nextId++;
    pending.set(id, done);
    w.postMessage({
      type: 'think',
      id,
      gameId: req.gameId,
      level: req.level,
      seed: req.seed,
      playerID: req.playerID,
      state: plainView(req.state),
    } satisfies ThinkRequest);
    return () => {
      if (!pending.has(id)) return;
      pending.delete(id);
      w.postMessage({ type: 'cancel', id });
      done.reject(new BotCancelledError());
    };
  }
  // In-thread fallback.
  const signal = { aborted: false };
  const clock = typeof performance !== 'undefined' ? () => performance.now() : undefined;
  loadGame(req.gameId)
    .then((mod) =>
      chooseMoveDetailed(mod, req.state, req.playerID, {
        level: req.level as BotSpec,
        seed: req.seed,
        now: clock,
        yieldFn: () => new Promise((r) => setTimeout(r, 0)),
        signal,
      }),
    )
    .then(
      (r) => !signal.aborted && done.resolve(r.choice),
      (e) => !signal.aborted && done.reject(e),
    );
  return () => {
    if (signal.aborted) return;
    signal.aborted = true;
    done.reject(new BotCancelledError());
  };
}

export function createBotDriver(opts: BotDriverOptions): BotDriver {
  if (!gameInfo(opts.gameId)) throw new Error(`unknown game ${opts.gameId}`);
  const minThinkMs = opts.minThinkMs ?? 400;
  const listeners = new Set<(b: boolean) => void>();
  let cancelCurrent: (() => void) | null = null;
  let current: object | null = null;
  let busy = false;
  let disposed = false;
  const releaseDriver = retainWorker();

  const setBusy = (b: boolean) => {
    if (busy === b) return;
    busy = b;
    for (const cb of [...listeners]) cb(b);
  };

  const driver: BotDriver = {
    get thinking() {
      return busy;
    },
    onThinking(cb) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    think(state, playerID) {
      if (disposed) return Promise.reject(new BotCancelledError());
      cancelCurrent?.();
      const token = {};
      current = token;
      setBusy(true);
      const started = Date.now();
      return new Promise<BotChoice>((resolve, reject) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        let settled = false;
        let cancelSearch: () => void = () => undefined;
        const finish = (fn: () => void) => {
          if (settled) return;
          settled = true;
          if (timer) clearTimeout(timer);
          if (current === token) {
            current = null;
            cancelCurrent = null;
            setBusy(false);
          }
          fn();
        };
        cancelCurrent = () => {
          cancelSearch();
          finish(() => reject(new BotCancelledError()));
        };
        cancelSearch = startSearch(
          { gameId: opts.gameId, level: opts.level, seed: opts.seed, playerID, state },
          {
            resolve: (c) => {
              const wait = minThinkMs - (Date.now() - started);
              if (wait > 0) timer = setTimeout(() => finish(() => resolve(c)), wait);
              else finish(() => resolve(c));
            },
            reject: (e) => finish(() => reject(e)),
          },
        );
      });
    },
    cancel() {
      cancelCurrent?.();
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      cancelCurrent?.();
      listeners.clear();
      releaseDriver();
    },
  };
  return driver;
}

export { isBotCancelled as isCancelled };

/** A hint for `playerID` (its own view): the Normal bot's preferred move and its gain in win
 *  chance over the runner-up, from the bots' worker. */
export function askHint(
  gameId: string,
  state: State,
  playerID: string,
  seed: number,
): { done: Promise<{ choice: BotChoice; gain: number }>; cancel(): void } {
  const w = getWorker();
  if (w) {
    const id = nextId++;
    const release = retainWorker();
    const done = new Promise<{ choice: BotChoice; gain: number }>((resolve, reject) => {
      pending.set(id, {
        resolve: (c) => {
          release();
          const { gain = 0, ...choice } = c as BotChoice & { gain?: number };
          resolve({ choice, gain });
        },
        reject: (e) => {
          release();
          reject(e);
        },
      });
    });
    w.postMessage({
      type: 'think',
      mode: 'hint',
      id,
      gameId,
      level: 'normal',
      seed,
      playerID,
      state: plainView(state),
    } satisfies ThinkRequest);
    return {
      done,
      cancel: () => {
        if (pending.has(id)) w.postMessage({ type: 'cancel', id });
      },
    };
  }
  const signal = { aborted: false };
  const done = loadGame(gameId).then((mod) =>
    hintMove(mod, state, playerID, {
      level: 'normal',
      seed,
      signal,
      yieldFn: () => new Promise((r) => setTimeout(r, 0)),
    }),
  );
  return {
    done,
    cancel: () => {
      signal.aborted = true;
    },
  };
}

export interface AnalysisRun {
  /** Resolves with the analysis (partial, `stopped`, after stop()). */
  done: Promise<{ analysis: Analysis; stopped: boolean }>;
  stop(): void;
}

/**
 * Analyse a finished game in the bots' worker (in-thread, yielding, without Worker support):
 * `onPosition` is called as each move is judged; stop() ends it early with what is done.
 */
export function startAnalysis(
  req: Omit<AnalyseRequest, 'type' | 'id'>,
  onPosition: (p: AnalysedPosition, done: number, total: number) => void,
): AnalysisRun {
  const w = getWorker();
  if (w) {
    const id = nextId++;
    const release = retainWorker();
    let stopped = false;
    const done = new Promise<{ analysis: Analysis; stopped: boolean }>((resolve, reject) => {
      analyses.set(id, {
        onPosition,
        resolve: (analysis) => {
          release();
          resolve({ analysis, stopped });
        },
        reject: (e) => {
          release();
          reject(e);
        },
      });
    });
    // the replay is plain JSON already: structured clone copies it once
    w.postMessage({ type: 'analyse', id, ...req } satisfies AnalyseRequest);
    return {
      done,
      stop: () => {
        stopped = true;
        w.postMessage({ type: 'cancel', id });
      },
    };
  }
  const signal = { aborted: false };
  const done = loadGame(req.gameId)
    .then((mod) =>
      analyseReplay(mod, req.initialState as State, req.log as any, {
        level: req.level,
        seed: req.seed,
        playedOn: req.playedOn,
        known: req.known,
        signal,
        yieldFn: () => new Promise((r) => setTimeout(r, 0)),
        onPosition,
      }),
    )
    .then((analysis) => ({ analysis, stopped: signal.aborted }));
  return {
    done,
    stop: () => {
      signal.aborted = true;
    },
  };
}
