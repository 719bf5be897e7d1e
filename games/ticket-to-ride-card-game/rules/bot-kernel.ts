// Optional fast-playout kernel for the bots (games/common/bots/kernel.ts): the same rule functions
// as the boardgame.io moves and hooks, with the turn/phase bookkeeping done by hand.
import type { Ctx, PlayerID } from 'boardgame.io';
import { jsonCopy } from '../../common/base-g';
import type { BotKernel } from '../../common/bots/kernel';
import type { LegalMove } from '../../common/module';
import { shuffled } from '../../common/rng';
import { PHASE_INITIAL, STAGE_INITIAL } from '../constants';
import { beginRound2, countFinalTurns, endRound1, endRound2, stepOneTransfer } from '../flow/round';
import type { TTRState } from '../types';
import { evaluate, evaluateLearned, evaluateProjected, weightedProjected } from './evaluate';
import * as K from './kernel';
import { legalMoves } from './legal';
import { seats } from './state';

export interface Sim {
  G: TTRState;
  phase: string;
  pos: number;
  stage: string | null;
  playOrder: string[];
}

const clone = <T>(x: T): T => jsonCopy(x);

function fakeCtx(s: Sim): Ctx {
  const current = s.playOrder[s.pos];
  let activePlayers: Record<string, string> | null = null;
  if (s.phase === PHASE_INITIAL) {
    activePlayers = {};
    for (const p of seats(s.G)) if (s.G.private[p].offer.length > 0) activePlayers[p] = STAGE_INITIAL;
  } else if (s.stage) activePlayers = { [current]: s.stage };
  return {
    numPlayers: s.playOrder.length,
    playOrder: s.playOrder,
    playOrderPos: s.pos,
    currentPlayer: current,
    activePlayers,
    phase: s.phase,
    turn: 0,
    numMoves: 0,
    gameover: s.G.result ?? undefined,
  } as unknown as Ctx;
}

function startTurn(s: Sim, pos: number) {
  s.pos = pos;
  s.stage = null;
  stepOneTransfer(s.G, s.playOrder[pos]);
}

/** The flow after a turn ends: final-turn count, round end, next seat. [spec §4.4–§4.6] */
function endTurn(s: Sim, rand: () => number) {
  const G = s.G;
  s.stage = null;
  countFinalTurns(G);
  if (G.finalTurnsLeft !== 0) return startTurn(s, (s.pos + 1) % s.playOrder.length);
  const shuffle = <T>(a: T[]) => shuffled(a, rand);
  if (s.phase === 'round1') {
    endRound1(G, s.playOrder, shuffle);
    if (G.result) return;
    s.phase = 'round2';
    beginRound2(G, s.playOrder.length);
    return startTurn(s, G.startPos);
  }
  endRound2(G);
}

export const ttrKernel: BotKernel<Sim> = {
  fromState(G: TTRState, ctx: Ctx): Sim {
    const stage =
      ctx.activePlayers && ctx.phase !== PHASE_INITIAL ? (ctx.activePlayers[ctx.currentPlayer] ?? null) : null;
    return { G: clone(G), phase: ctx.phase, pos: ctx.playOrderPos, stage, playOrder: [...ctx.playOrder] };
  },
  clone,
  toMove(s) {
    if (s.G.result) return null;
    if (s.phase === PHASE_INITIAL) return seats(s.G).find((p) => s.G.private[p].offer.length > 0) ?? null;
    return s.playOrder[s.pos];
  },
  seats: (s) => seats(s.G),
  legalMoves: (s, seat: PlayerID): LegalMove[] => legalMoves(s.G, fakeCtx(s), seat),
  apply(s, seat, m, rand) {
    const arg = m.args[0] as never;
    const n = s.playOrder.length;
    const G = s.G;
    switch (m.move) {
      case 'keepInitialTickets':
        K.keepInitialTickets(G, seat, arg);
        if (seats(G).every((p) => G.private[p].offer.length === 0)) {
          G.secret!.ticketDeck = shuffled(G.secret!.ticketDeck, rand);
          s.phase = 'round1';
          startTurn(s, G.startPos);
        }
        return;
      case 'drawFromDeck':
      case 'drawFaceUp':
      case 'playSet':
      case 'playThree':
      case 'drawTickets':
      case 'keepDrawnTickets':
      case 'pass': {
        const d =
          m.move === 'drawFromDeck'
            ? K.drawFromDeck(G, seat, n)
            : m.move === 'drawFaceUp'
              ? K.drawFaceUp(G, seat, arg, n)
              : m.move === 'playSet'
                ? K.playSet(G, seat, arg)
                : m.move === 'playThree'
                  ? K.playThree(G, seat, arg)
                  : m.move === 'drawTickets'
                    ? K.drawTickets(G, seat)
                    : m.move === 'keepDrawnTickets'
                      ? K.keepDrawnTickets(G, seat, arg)
                      : K.pass(G, seat);
        if (d === 'endTurn') endTurn(s, rand);
        else if (d !== 'none') s.stage = d;
        return;
      }
    }
  },
  evaluate: (s, seat) => evaluate(s.G, seat),
  evaluations: {
    projected: (s, seat) => evaluateProjected(s.G, seat),
    learned: (s, seat) => evaluateLearned(s.G, seat),
  },
  weighted: (weights) => {
    const fn = weightedProjected(weights);
    return (s, seat) => fn(s.G, seat);
  },
  winners: (s) => s.G.result?.winners ?? null,
};
