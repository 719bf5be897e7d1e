// Fast playouts for the MCTS bot (games/common/bots/kernel.ts): the same move functions as
// game.ts (moves/*.ts, which call rules/*.ts and flow/complete.ts) run on plain data with a
// recording `events` object, and the phase/turn/stage flow of game.ts re-done by hand: turn order
// (auction: nextBidder; actions: the next seat of G.turnOrder), the phase endIfs (chooseBaron once
// every Baron is chosen, auction skipAuction), the phase hooks (beginAuction / endAuction, the
// actions onBegin resets, incomePhase) and the game end (G.gameOver), in boardgame.io's order.
import type { Ctx, PlayerID } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import type { BotKernel } from '../common/bots/kernel';
import type { LegalMove } from '../common/module';
import { beginAuction, endAuction, nextBidder, skipAuction } from './flow/auction';
import { incomePhase } from './flow/income';
import { evaluate, playoutMoves } from './heuristic';
import * as A from './moves/actions';
import * as B from './moves/build';
import type { Arg, MoveCtx } from './moves/ctx';
import * as E from './moves/early';
import { legalMoves } from './rules/legal';
import type { RotwState } from './types';

type Phase = 'chooseBaron' | 'auction' | 'actions';

export interface Sim {
  G: RotwState;
  /** null once the game is over */
  phase: Phase | null;
  playOrder: string[];
  pos: number;
  current: string;
  /** chooseBaron only: the seats still choosing (stage 'chooseBaron'); otherwise null */
  active: Record<string, string> | null;
}

type MoveFn = (mc: MoveCtx, arg: Arg) => unknown;
const MOVES: Record<string, MoveFn> = {
  chooseBaron: E.chooseBaron,
  bid: E.bid,
  passBid: E.passBid,
  passAction: A.passAction,
  beginBuild: B.beginBuild,
  placeTrack: B.placeTrack,
  redirectTrack: B.redirectTrack,
  finishBuild: B.finishBuild,
  cancelBuild: B.cancelBuild,
  urbanize: A.urbanize,
  deliverGoods: A.deliverGoods,
  upgradeEngine: A.upgradeEngine,
  takeOperationsCard: A.takeOperationsCard,
  resolveCityGrowth: A.resolveCityGrowth,
  resolveNewIndustry: A.resolveNewIndustry,
  buildWesternLink: A.buildWesternLink,
};

/** The ctx fields the rules and move functions read. */
function ctxOf(s: Sim): Ctx {
  return {
    numPlayers: s.G.seating.length,
    phase: s.phase,
    currentPlayer: s.current,
    playOrder: s.playOrder,
    playOrderPos: s.pos,
    activePlayers: s.active,
    gameover: s.G.gameOver ?? undefined,
  } as unknown as Ctx;
}

const cloneG = (G: RotwState): RotwState => structuredClone(G);

/** A phase starts (its onBegin, then the first turn; an auction with nothing to bid ends at once). */
function startPhase(s: Sim, phase: Phase): void {
  const G = s.G;
  s.phase = phase;
  s.active = null;
  if (phase === 'auction') {
    beginAuction(G);
    s.playOrder = (G.auction?.order ?? G.seating).slice();
    s.pos = 0;
    s.current = s.playOrder[0];
    if (skipAuction(G)) endPhase(s);
    return;
  }
  if (phase === 'actions') {
    G.actionRound = 1;
    G.build = null;
    G.pending = null;
    G.extraActions = 0;
    s.playOrder = G.turnOrder.slice();
    s.pos = 0;
    s.current = s.playOrder[0];
  }
}

function endPhase(s: Sim): void {
  const G = s.G;
  s.active = null;
  if (s.phase === 'chooseBaron') return startPhase(s, 'auction');
  if (s.phase === 'auction') {
    endAuction(G);
    return startPhase(s, 'actions');
  }
  incomePhase(G);
  if (G.gameOver) {
    s.phase = null;
    return;
  }
  startPhase(s, 'auction');
}

function endTurn(s: Sim): void {
  if (s.phase === 'auction') {
    const t = nextBidder(s.G, ctxOf(s));
    if (t === undefined) return endPhase(s);
    s.pos = t;
  } else s.pos = (s.pos + 1) % s.G.seating.length;
  s.current = s.playOrder[s.pos];
}

export const rotwKernel: BotKernel<Sim> = {
  fromState(G: RotwState, ctx: Ctx): Sim {
    return {
      G: cloneG(G),
      phase: ctx.gameover ? null : (ctx.phase as Phase),
      playOrder: ctx.playOrder.slice(),
      pos: ctx.playOrderPos,
      current: ctx.currentPlayer,
      active: ctx.activePlayers ? { ...ctx.activePlayers } : null,
    };
  },
  clone: (s) => ({ G: cloneG(s.G), phase: s.phase, playOrder: s.playOrder.slice(), pos: s.pos, current: s.current, active: s.active ? { ...s.active } : null }),
  toMove(s) {
    if (s.G.gameOver || s.phase === null) return null;
    if (s.active) {
      let best: string | null = null;
      for (const p in s.active) if (best === null || Number(p) < Number(best)) best = p;
      return best;
    }
    return s.current;
  },
  seats: (s) => s.G.seating.slice(),
  legalMoves: (s, seat: PlayerID): LegalMove[] => legalMoves(s.G, ctxOf(s), seat),
  apply(s, seat, m, rand) {
    const fn = MOVES[m.move];
    const ev = { endTurn: false, endPhase: false, endStage: false };
    const events = { endTurn: () => { ev.endTurn = true; }, endPhase: () => { ev.endPhase = true; }, endStage: () => { ev.endStage = true; } };
    const r = fn ? fn({ G: s.G, ctx: ctxOf(s), playerID: seat, events, random: { Number: rand } }, m.args[0] as Arg) : INVALID_MOVE;
    if (r === INVALID_MOVE) throw new Error(`rotw kernel: illegal move ${m.move} ${JSON.stringify(m.args)} by ${seat}`);
    // boardgame.io checks the phase's endIf before the move's events (which a phase end drops).
    if (s.phase === 'chooseBaron') {
      if (Object.values(s.G.players).every((p) => p.baronId !== null)) return endPhase(s);
      if (ev.endStage && s.active) {
        delete s.active[seat];
        if (Object.keys(s.active).length === 0) s.active = null;
      }
      return;
    }
    if (ev.endPhase) endPhase(s);
    else if (ev.endTurn) endTurn(s);
  },
  evaluate: (s, seat) => evaluate(s.G, ctxOf(s), seat),
  winners: (s) => (s.G.gameOver ? [...s.G.gameOver.winners] : null),
};

/** GameModule.playoutMoves on a kernel state (auction: only a pass or the minimum bid). */
export function kernelPlayoutMoves(s: Sim, seat: PlayerID, legal: LegalMove[]): LegalMove[] {
  return playoutMoves(s.G, ctxOf(s), seat, legal);
}
