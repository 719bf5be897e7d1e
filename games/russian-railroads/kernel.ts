// The bots' kernel (games/common/bots/kernel.ts): the same rule functions as the boardgame.io
// moves and hooks (rules/apply.ts, rules/round.ts), with game.ts's phases, turn orders and the
// `resolve` stage re-done on plain data, in boardgame.io's order (0.50.2, flow.ts Process: after
// an event the game's end, then the phase's, then the turn's). Nothing in Russian Railroads is
// left to chance after the set-up, so a state here is the reducer's exactly (tested move by move):
// the search's turn completions compare their candidates here, one reducer call per step instead
// of one per legal move.
import type { Ctx, PlayerID } from 'boardgame.io';
import { jsonCopy } from '../common/base-g';
import type { BotKernel } from '../common/bots/kernel';
import type { LegalMove } from '../common/module';
import { evaluate, evaluateLearned, weightedEvaluation } from './ai';
import { applyMove } from './rules/apply';
import { legalMoves } from './rules/legal';
import { beginActions, beginRoundEnd, endRoundEnd, nextUnpassed, phaseOver } from './rules/round';
import type { RRState } from './types';

type Phase = 'startBonus' | 'actions' | 'roundEnd';

export interface Sim {
  G: RRState;
  /** ctx.phase; null once the game is over. */
  phase: Phase | null;
  playOrder: string[];
  pos: number;
  /** The current player is in stage `resolve` (ctx.activePlayers set). */
  stage: boolean;
}

const current = (s: Sim) => s.playOrder[s.pos];

/** The phase's turn.order.next: the next position, or undefined (the phase ends). */
function nextPos(s: Sim): number | undefined {
  if (s.phase === 'actions') return nextUnpassed(s.G, s.playOrder, s.pos);
  return s.pos + 1 < s.playOrder.length ? s.pos + 1 : undefined;
}

/** After an event: the game's end (EndGame runs EndPhase: the phase's onEnd), then the phase's. */
function settle(s: Sim): boolean {
  if (!s.G.gameover && !phaseOver(s.G, s.phase)) return false;
  endPhase(s);
  return true;
}

/** EndPhase: the turn ends, the phase's onEnd, then the next phase (or the game's end). */
function endPhase(s: Sim): void {
  const ended = s.phase;
  s.stage = false;
  if (ended === null) return;
  if (ended === 'roundEnd') endRoundEnd(s.G);
  s.phase = null;
  if (s.G.gameover) return;
  startPhase(s, ended === 'actions' ? 'roundEnd' : 'actions');
}

/** StartPhase then StartTurn: the phase's onBegin, the turn order (turn.order.first reads the
 *  ctx before it: the previous phase's playOrder), the turn's onBegin. */
function startPhase(s: Sim, phase: Phase): void {
  s.phase = phase;
  const G = s.G;
  if (phase === 'actions') beginActions(G);
  if (phase === 'roundEnd') beginRoundEnd(G);
  if (settle(s)) return;
  const before = s.playOrder;
  s.playOrder = [...(phase === 'startBonus' ? G.startBonusOrder : phase === 'actions' ? G.turnOrder : G.roundEndQueue)];
  s.pos =
    phase === 'actions'
      ? Math.max(
          0,
          before.findIndex((p) => !G.players[p].passed),
        )
      : 0;
  startTurn(s);
}

function startTurn(s: Sim): void {
  s.stage = false;
  s.G.turnDone = false;
  settle(s);
}

export const rrKernel: BotKernel<Sim> = {
  fromState(G: RRState, ctx: Ctx): Sim {
    return {
      G: jsonCopy(G),
      phase: ctx.gameover ? null : (ctx.phase as Phase),
      playOrder: [...ctx.playOrder],
      pos: ctx.playOrderPos,
      stage: !!ctx.activePlayers,
    };
  },
  clone: (s) => ({ G: jsonCopy(s.G), phase: s.phase, playOrder: s.playOrder, pos: s.pos, stage: s.stage }),
  toMove: (s) => (s.G.gameover || s.phase === null ? null : current(s)),
  seats: (s) => Object.keys(s.G.players).map((_, i) => String(i)),
  legalMoves: (s, seat: PlayerID): LegalMove[] =>
    legalMoves(s.G, { phase: s.phase, currentPlayer: current(s) }, seat) as LegalMove[],
  apply(s, seat, m) {
    const G = s.G;
    applyMove(G, { phase: s.phase, currentPlayer: current(s) }, seat, m.move, m.args[0] as Record<string, unknown>);
    const wantsStage = G.pending.length > 0 && !s.stage;
    if (settle(s)) return;
    if (G.turnDone) {
      // EndTurn, UpdateTurn (turn.order.next on the G after the move), StartTurn or EndPhase
      s.stage = false;
      const next = nextPos(s);
      if (next === undefined) endPhase(s);
      else {
        s.pos = next;
        startTurn(s);
      }
      return;
    }
    if (wantsStage) s.stage = true;
  },
  evaluate: (s, seat) => evaluate(s.G, seat),
  evaluations: { learned: (s, seat) => evaluateLearned(s.G, seat) },
  weighted: (weights) => {
    const fn = weightedEvaluation(weights);
    return (s, seat) => fn(s.G, seat);
  },
  winners: (s) => (s.G.gameover ? [...s.G.gameover.winners] : null),
};
