// Move analysis of a finished game: every decision judged by the search of a bot level
// (games/common/bots judgeDecision), every position given a standing per seat. Pure TypeScript
// (runs in the bots' Web Worker, in Node for `npm run analyse`, in tests); deterministic: the same
// replay, level and seed give the same analysis on any machine (iteration budgets, no time cap).
//
// One scale for both measures, a win chance in [0, 1]: a lead over the best opponent of L game
// points at a position counts as 0.5 + 0.5·tanh(L / σ), with
//   σ = max(3, 0.25 × the final score spread of the game × √(share of the game still to play)).
// Why not the bots' own reward scale: it is made for search (a tenth of the current evaluations,
// at least 3), and at the start of a game, when evaluations are small, it reads a 3-point lead as
// an 88 % win; leads decide more as the game runs out, which √(share left) models, and how large
// leads get in this title is read off the game's own final position (a size, not who won).
// - Standing of each seat after each move: those chances from the game's heuristic (evaluate),
//   normalised to sum to 1; a finished game gives the real result. It reads the whole recorded
//   position (the game is over; the replay shows everything too).
// - Loss of a decision: the level's search, run from what the mover could see then (its
//   playerView, hidden zones re-sampled as the bots do: it never uses the recorded hidden cards or
//   future draws), values the preferred and the played move (always searched) by the mover's mean
//   reward; each mean is read back as a lead on the search's scale and put on σ; loss = preferred −
//   played.
import type { PlayerID, State } from 'boardgame.io';
import { isBotCancelled, judgeDecision, type BotChoice, type DecisionJudgement } from './bots';
import type { SearchBudget } from './bots/levels';
import { gameoverValues, heuristicValues, seatsOf } from './bots/reward';
import { viewOf } from './bots/state';
import type { GameModule } from './module';
import { describeAction, rebuildReplay, type PlayedOn } from './replay';
import type { LogEntry } from 'boardgame.io';

export type AnalysisLevel = 'normal' | 'hard';
export type Label = 'inaccuracy' | 'mistake' | 'blunder';

/**
 * Loss thresholds (win-chance points). Measured with `npm run bench:analysis`
 * (test/bench/README.md, "Move analysis"): the Normal bot's own decisions lose more than 0.05 in well
 * under one in ten, a random player's in a third to a half; 0.10 and 0.20 mark the clearly costly
 * ones.
 */
export const THRESHOLDS: Record<Label, number> = { inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 };

export function labelOf(loss: number): Label | null {
  if (loss >= THRESHOLDS.blunder) return 'blunder';
  if (loss >= THRESHOLDS.mistake) return 'mistake';
  if (loss >= THRESHOLDS.inaccuracy) return 'inaccuracy';
  return null;
}

export interface AnalysedMove {
  move: string;
  args: unknown[];
  notation: string;
}

export interface AnalysedPosition {
  /** Replay step of the move (1-based: the position before it is step − 1). */
  ply: number;
  seat: PlayerID;
  played: AnalysedMove;
  best: AnalysedMove;
  loss: number;
  label: Label | null;
  forced: boolean;
  /** Standing of every seat AFTER the move (win chance, sums to 1). */
  values: Record<PlayerID, number>;
}

export interface SeatSummary {
  decisions: number;
  inaccuracies: number;
  mistakes: number;
  blunders: number;
  avgLoss: number;
}

export interface Analysis {
  game: string;
  level: AnalysisLevel;
  seed: string;
  /** Replay steps (moves, undos, redos) after the start. */
  plies: number;
  seats: PlayerID[];
  /** Standing at the start. */
  start: Record<PlayerID, number>;
  positions: AnalysedPosition[];
  summary: Record<PlayerID, SeatSummary>;
  /** Set when the replay could not be rebuilt to its end (analysis covers what was rebuilt). */
  error?: string;
}

export interface AnalyseOptions {
  level?: AnalysisLevel;
  seed?: string;
  playedOn?: PlayedOn;
  /** Called after each analysed move with the positions so far. */
  onPosition?: (p: AnalysedPosition, done: number, total: number) => void;
  yieldFn?: () => Promise<void>;
  signal?: { readonly aborted: boolean };
  /** Budget override (tests, bench). */
  budget?: Partial<SearchBudget>;
  /** Positions already analysed (a cache from an earlier, stopped run): reused by ply. */
  known?: AnalysedPosition[];
}

/** σ at replay step `step` of `steps` (see the header); `spread` is the final score spread. */
export function sigmaAt(spread: number, step: number, steps: number): number {
  const left = steps > 0 ? Math.max(0, steps - step) / steps : 1;
  return Math.max(3, 0.25 * spread * Math.sqrt(left));
}

/** Largest minus smallest evaluation over the seats (the game's final score spread). */
export function spreadOf(mod: GameModule, state: State): number {
  const ev = seatsOf(state.ctx).map((s) => mod.evaluate(state.G, state.ctx, s));
  return ev.length ? Math.max(...ev) - Math.min(...ev) : 0;
}

/** Standing of every seat in a state, with σ (see the header). */
export function standing(mod: GameModule, state: State, sigma: number): Record<PlayerID, number> {
  const seats = seatsOf(state.ctx);
  if (state.ctx.gameover !== undefined) return round(gameoverValues(state.ctx.gameover, seats));
  const evals: Record<PlayerID, number> = {};
  for (const s of seats) evals[s] = mod.evaluate(state.G, state.ctx, s);
  const v = heuristicValues(evals, sigma);
  const total = seats.reduce((a, s) => a + v[s], 0) || 1;
  const out: Record<PlayerID, number> = {};
  for (const s of seats) out[s] = v[s] / total;
  return round(out);
}

/** A mean reward of the search (scale `scale`) put on σ: read back as a lead, squashed again. */
export function onSigma(v: number, scale: number, sigma: number): number {
  const x = Math.min(0.999999, Math.max(-0.999999, 2 * v - 1));
  const lead = scale * Math.atanh(x);
  return 0.5 + 0.5 * Math.tanh(lead / sigma);
}

const r4 = (x: number) => Math.round(x * 1e4) / 1e4;
function round(v: Record<PlayerID, number>): Record<PlayerID, number> {
  const out: Record<PlayerID, number> = {};
  for (const [k, x] of Object.entries(v)) out[k] = r4(x);
  return out;
}

export function summarise(seats: PlayerID[], positions: AnalysedPosition[]): Record<PlayerID, SeatSummary> {
  const out: Record<PlayerID, SeatSummary> = {};
  for (const s of seats) {
    const mine = positions.filter((p) => p.seat === s && !p.forced);
    const total = mine.reduce((a, p) => a + p.loss, 0);
    out[s] = {
      decisions: mine.length,
      inaccuracies: mine.filter((p) => p.label === 'inaccuracy').length,
      mistakes: mine.filter((p) => p.label === 'mistake').length,
      blunders: mine.filter((p) => p.label === 'blunder').length,
      avgLoss: mine.length ? r4(total / mine.length) : 0,
    };
  }
  return out;
}

/** Analyse a replay (initial state + server log). */
export async function analyseReplay(
  mod: GameModule,
  initialState: State,
  log: LogEntry[],
  opts: AnalyseOptions = {},
): Promise<Analysis> {
  const level = opts.level ?? 'normal';
  const seed = opts.seed ?? 'analysis';
  const rebuilt = rebuildReplay(mod, initialState, log, undefined, opts.playedOn ?? 'server');
  const seats = seatsOf(initialState.ctx);
  const steps = rebuilt.steps.length - 1;
  const spread = spreadOf(mod, rebuilt.states[steps]);
  const known = new Map((opts.known ?? []).map((p) => [p.ply, p]));
  const positions: AnalysedPosition[] = [];
  const moves = rebuilt.steps
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => s.kind === 'move' && s.mover !== null && s.move);
  for (const { s, i } of moves) {
    if (opts.signal?.aborted) break;
    const cached = known.get(i);
    let pos: AnalysedPosition;
    if (cached && cached.played.move === s.move && JSON.stringify(cached.played.args) === JSON.stringify(s.args)) {
      pos = cached;
    } else {
      const before = rebuilt.states[i - 1];
      const seat = s.mover as PlayerID;
      const played: BotChoice = { move: s.move!, args: s.args };
      let j: DecisionJudgement;
      try {
        j = await judgeDecision(mod, viewOf(mod, before, seat), seat, played, {
          level,
          seed,
          budget: { ...(opts.budget ?? {}), timeCapMs: 0 },
          yieldFn: opts.yieldFn,
          signal: opts.signal,
        });
      } catch (e) {
        if (isBotCancelled(e)) break; // stopped: what is analysed so far stands
        throw e;
      }
      const note = (m: BotChoice): AnalysedMove => ({
        move: m.move,
        args: m.args,
        notation: describeAction(mod, { type: 'MAKE_MOVE', payload: { type: m.move, args: m.args, playerID: seat } }),
      });
      const sigma = sigmaAt(spread, i - 1, steps);
      const loss =
        j.forced || j.scale === null || j.bestValue === null || j.playedValue === null
          ? 0
          : r4(Math.max(0, onSigma(j.bestValue, j.scale, sigma) - onSigma(j.playedValue, j.scale, sigma)));
      pos = {
        ply: i,
        seat,
        played: note(played),
        best: note(j.best),
        loss,
        label: j.forced ? null : labelOf(loss),
        forced: j.forced,
        values: standing(mod, rebuilt.states[i], sigmaAt(spread, i, steps)),
      };
    }
    positions.push(pos);
    opts.onPosition?.(pos, positions.length, moves.length);
  }
  return {
    game: mod.id,
    level,
    seed,
    plies: rebuilt.steps.length - 1,
    seats,
    start: standing(mod, rebuilt.states[0], sigmaAt(spread, 0, steps)),
    positions,
    summary: summarise(seats, positions),
    ...(rebuilt.error ? { error: rebuilt.error.message } : {}),
  };
}
