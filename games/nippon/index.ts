// Nippon (ニッポン: 明治維新) — the module's only public surface [spec §1].
import type { Ctx } from 'boardgame.io';
import { seatWeighted } from '../common/weighted';
import type { GameModule, ScoreBreakdown } from '../common/module';
import { bots } from './bots';
import { evaluateLearned, evaluateSeat, FEATURE_NAMES, HAND_WEIGHTS, weightedEvaluation } from './evaluate';
import { game, legalMoves, whyIllegal } from './game';
import { notation } from './notation';
import { VP_SOURCES, type NipponState } from './types';

export const SCORE_CATEGORIES = VP_SOURCES;

function scores(G: NipponState): Record<string, number> {
  return Object.fromEntries(
    G.playOrder
      .slice()
      .sort()
      .map((s) => [s, G.players[s].vp]),
  );
}

function scoreBreakdown(G: NipponState): ScoreBreakdown {
  const seats = G.playOrder.slice().sort();
  return {
    categories: [...VP_SOURCES],
    rows: Object.fromEntries(seats.map((s) => [s, { ...G.players[s].vpBy }])),
    totals: scores(G),
  };
}

export const nippon: GameModule<NipponState> = {
  id: 'nippon',
  title: 'Nippon',
  minPlayers: 2,
  maxPlayers: 4,
  playTime: [90, 120],
  rulesVersion: 3, // 2: zero influence ranks [seed 002]; 3: railway stars above spaces 3-6 again [seed 002]
  playerColors: ['#e0b000', '#d23030', '#8a3fc0', '#2a62d0'], // yellow, red, purple, blue [seed]
  variants: [],
  game,
  legalMoves,
  whyIllegal,
  scores: (G) => scores(G),
  scoreBreakdown: (G) => scoreBreakdown(G),
  evaluate: (G: NipponState, _ctx: Ctx, playerID: string) => evaluateSeat(G, playerID),
  evaluations: { learned: (G: NipponState, _ctx: Ctx, playerID: string) => evaluateLearned(G, playerID) },
  weighted: seatWeighted(FEATURE_NAMES, HAND_WEIGHTS, weightedEvaluation),
  determinize: (G) => G, // [spec §6] nothing hidden; future draws come from ctx.random
  notation,
  bots,
};

export type { NipponState } from './types';
