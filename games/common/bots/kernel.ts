// Optional fast-playout hook. A game may name a kernel in its bots (GameModule.bots.kernel, read
// via `getKernel(mod)`); the MCTS bot then runs its cut-off playouts on these plain functions
// instead of boardgame.io's reducer (~30x cheaper per step, measured on a toy game), which also makes
// a greedy / epsilon-greedy rollout policy affordable. Tree nodes still go through the reducer,
// so the kernel only has to agree with the game on what a move does, not on flow bookkeeping.
// Nothing requires a game to provide one.
import type { Ctx, PlayerID } from 'boardgame.io';
import type { GameModule, LegalMove } from '../module';

export interface BotKernel<S = unknown> {
  /** A mutable simulation state built from a (determinized, complete) G and its ctx. Must not
   *  alias G: the playout mutates it. */
  fromState(G: any, ctx: Ctx): S;
  /** Independent copy of a simulation state. */
  clone(s: S): S;
  /** Seat to move, or null when the game is over. */
  toMove(s: S): PlayerID | null;
  /** All seats of the game. */
  seats(s: S): PlayerID[];
  /** Legal moves of `seat` (same shapes as GameModule.legalMoves). */
  legalMoves(s: S, seat: PlayerID): LegalMove[];
  /** Optional rollout policy, as GameModule.playoutMoves: the subset of `legal` a playout picks
   *  from (never used to build the tree or to validate). Default: all of `legal`. */
  playoutMoves?(s: S, seat: PlayerID, legal: LegalMove[]): LegalMove[];
  /** As GameModule.botMoves, on a kernel state (applied to legalMoves by withBotMoves). */
  botMoves?(s: S, seat: PlayerID, legal: LegalMove[]): LegalMove[];
  /** Apply a legal move in place, advancing whose turn it is. `rand()` is uniform [0,1). */
  apply(s: S, seat: PlayerID, m: LegalMove, rand: () => number): void;
  /** Same meaning and scale as GameModule.evaluate. */
  evaluate(s: S, seat: PlayerID): number;
  /** The module's alternative heuristics (GameModule.evaluations) on a kernel state. */
  evaluations?: Record<string, (s: S, seat: PlayerID) => number>;
  /** GameModule.weighted's evaluation for a weight vector, on a kernel state. */
  weighted?: (weights: readonly number[]) => (s: S, seat: PlayerID) => number;
  /** Winners when the game is over (several on a shared win), else null. */
  winners(s: S): PlayerID[] | null;
}

/** The module's kernel hook, when it has one. */
export function getKernel(mod: GameModule): BotKernel | undefined {
  const k = mod.bots?.kernel;
  return k && typeof k.fromState === 'function' && typeof k.apply === 'function' ? (k as BotKernel) : undefined;
}

const botView = new WeakMap<GameModule, GameModule>();

/** The module as every bot level but random sees it: legalMoves (and its kernel's) narrowed by
 *  GameModule.botMoves; the module itself when it has none. One derived module per module, so
 *  per-module caches (reducer, withEvaluation) are reused. */
export function withBotMoves(mod: GameModule): GameModule {
  const pick = mod.botMoves;
  if (!pick) return mod;
  let out = botView.get(mod);
  if (!out) {
    const k = getKernel(mod);
    const kPick = k?.botMoves;
    if (k && !kPick) throw new Error(`${mod.id}: the kernel has no botMoves`);
    out = {
      ...mod,
      legalMoves: (G, ctx, p) => pick(G, ctx, p, mod.legalMoves(G, ctx, p)),
      ...(k
        ? {
            bots: {
              ...mod.bots!,
              kernel: { ...k, legalMoves: (s: unknown, seat: PlayerID) => kPick!(s, seat, k.legalMoves(s, seat)) },
            },
          }
        : {}),
    } as GameModule;
    botView.set(mod, out);
  }
  return out;
}

const evaluated = new WeakMap<GameModule, Map<string, GameModule>>();

/** The module as seen by a bot level that selects the heuristic `name` (GameModule.evaluations,
 *  `w:<weights>`, or `hand`: GameModule.weighted's hand-written weights, whatever the levels
 *  play): the same module with `evaluate` (and its kernel's) swapped; the module itself for ''.
 *  One derived module per name, so per-module caches (reducer) are reused. */
export function withEvaluation(mod: GameModule, name: string): GameModule {
  if (!name) return mod;
  if (name === 'hand' && !mod.weighted) throw new Error(`${mod.id}: no hand-written weights (GameModule.weighted)`);
  const weights = name === 'hand' ? [...mod.weighted!.hand] : name.startsWith('w:') ? weightsOf(mod, name) : null;
  const fn = weights ? mod.weighted!.evaluation(weights) : mod.evaluations?.[name];
  if (!fn) throw new Error(`${mod.id}: no evaluation ${name}`);
  let byName = evaluated.get(mod);
  if (!byName) evaluated.set(mod, (byName = new Map()));
  let out = byName.get(name);
  if (!out) {
    const k = getKernel(mod);
    const kfn = weights ? k?.weighted?.(weights) : k?.evaluations?.[name];
    if (k && !kfn) throw new Error(`${mod.id}: the kernel has no evaluation ${name}`);
    out = {
      ...mod,
      evaluate: fn,
      ...(k ? { bots: { ...mod.bots!, kernel: { ...k, evaluate: kfn } } } : {}),
    } as GameModule;
    byName.set(name, out);
  }
  return out;
}

/** The weights of an evaluation named `w:<w1>,<w2>,…` (GameModule.weighted), checked. */
function weightsOf(mod: GameModule, name: string): number[] {
  if (!mod.weighted) throw new Error(`${mod.id}: no weighted evaluation for ${name}`);
  const w = name.slice(2).split(',').map(Number);
  if (w.length !== mod.weighted.names.length || w.some((x) => !Number.isFinite(x)))
    throw new Error(`${mod.id}: ${name} needs ${mod.weighted.names.length} numbers (${mod.weighted.names.join(', ')})`);
  return w;
}

/** The seat's evaluation minus the best opponent's, on a kernel state. */
export function kernelLead(k: BotKernel, s: unknown, seat: PlayerID, seats: PlayerID[]): number {
  const mine = k.evaluate(s, seat);
  let best = -Infinity;
  for (const o of seats) if (o !== seat) best = Math.max(best, k.evaluate(s, o));
  return seats.length > 1 ? mine - best : mine;
}
