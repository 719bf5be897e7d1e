// Fast playouts for the MCTS bot (games/common/bots/kernel.ts): the same move kernel as game.ts,
// with the phase/turn/stage flow of game.ts re-done on plain data (no boardgame.io reducer).
import type { Ctx, PlayerID } from 'boardgame.io';
import { jsonCopy } from '../common/base-g';
import type { BotKernel } from '../common/bots/kernel';
import type { LegalMove } from '../common/module';
import { beginTurn, endTurn, startRound } from './flow/round';
import { MOVES, type MoveName } from './moves';
import type { Flow, Rng } from './moves/types';
import { evaluateSeat } from './rules/evaluate';
import { legalMoves } from './rules/legal';
import type { SRState, StageName } from './types';

export interface Sim {
  G: SRState;
  phase: 'powers' | 'play';
  current: string;
  active: Record<string, StageName>;
}

const d6 = (rand: () => number) => () => 1 + Math.floor(rand() * 6);
const ctxOf = (s: Sim) => ({ activePlayers: s.active, currentPlayer: s.current });

function powersDone(G: SRState): boolean {
  return (
    !G.options.startingPowers ||
    (G.playOrder.every((p) => G.players[p].startingPower !== null) && G.pendingPersonalCube === null)
  );
}

function startPlay(s: Sim, rand: () => number): void {
  s.phase = 'play';
  s.G.round = 1;
  startRound(s.G, d6(rand));
  s.current = s.G.roundOrder[s.G.turnIndexInRound];
  beginTurn(s.G, s.current);
  s.active = { [s.current]: 'pickDie' };
}

function applyFlow(s: Sim, flow: Flow, rand: () => number): void {
  const G = s.G;
  if (flow.kind === 'stage') s.active = { [s.current]: flow.stage };
  else if (flow.kind === 'value') s.active = { ...flow.value };
  else if (flow.kind === 'endTurn') {
    if (s.phase === 'powers') {
      G.powersIndex++;
      if (powersDone(G)) return startPlay(s, rand);
      s.current = G.powersOrder[G.powersIndex];
      s.active = { [s.current]: 'choosePower' };
      return;
    }
    endTurn(G, d6(rand));
    if (G.gameOver) {
      s.active = {};
      return;
    }
    s.current = G.roundOrder[G.turnIndexInRound];
    beginTurn(G, s.current);
    s.active = { [s.current]: 'pickDie' };
  }
}

export const srKernel: BotKernel<Sim> = {
  fromState(G: SRState, ctx: Ctx): Sim {
    const s: Sim = {
      G: jsonCopy(G),
      phase: ctx.phase === 'powers' ? 'powers' : 'play',
      current: ctx.currentPlayer,
      active: { ...((ctx.activePlayers ?? {}) as Record<string, StageName>) },
    };
    return s;
  },
  clone: (s) => ({ G: jsonCopy(s.G), phase: s.phase, current: s.current, active: { ...s.active } }),
  toMove: (s) => (s.G.gameOver ? null : (Object.keys(s.active)[0] ?? null)),
  seats: (s) => [...s.G.playOrder],
  legalMoves: (s, seat: PlayerID): LegalMove[] => legalMoves(s.G, ctxOf(s), seat),
  apply(s, seat, m, rand) {
    const def = MOVES[m.move as MoveName];
    const rng: Rng = { d6: d6(rand), number: rand };
    const flow = def.apply(s.G, seat, m.args[0] as Record<string, unknown> | undefined, rng);
    applyFlow(s, flow, rand);
  },
  evaluate: (s, seat) => evaluateSeat(s.G, seat),
  winners: (s) => (s.G.gameOver ? [...s.G.gameOver.winners] : null),
};
