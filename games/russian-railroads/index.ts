// The module's only public surface [games/common/module.ts].
import type { Ctx } from 'boardgame.io';
import { seatWeighted } from '../common/weighted';
import type { GameModule, LegalMove, ScoreBreakdown } from '../common/module';
import { bots } from './bots';
import { evaluate, evaluateLearned, FEATURE_NAMES, HAND_WEIGHTS, weightedEvaluation } from './ai';
import { game, GAME_ID } from './game';
import { notation } from './notation';
import { determinize } from './player-view';
import { legalMoves, whyIllegal } from './rules/legal';
import { SCORE_CATS } from './types';
import type { RRState } from './types';

const flowOf = (ctx: Ctx) => ({ phase: ctx.phase, currentPlayer: ctx.currentPlayer });

function scores(G: RRState): Record<string, number> {
  return Object.fromEntries(Object.entries(G.players).map(([id, p]) => [id, p.score]));
}

function scoreBreakdown(G: RRState): ScoreBreakdown {
  const rows: ScoreBreakdown['rows'] = {};
  for (const [id, p] of Object.entries(G.players)) rows[id] = { ...p.vp };
  return { categories: [...SCORE_CATS], rows, totals: scores(G) };
}

export const russianRailroads: GameModule<RRState> = {
  id: GAME_ID,
  title: 'Russian Railroads',
  minPlayers: 2,
  maxPlayers: 4,
  playTime: [90, 120],
  rulesVersion: 2,
  playerColors: ['#c62828', '#1565c0', '#f9a825', '#2e7d32'],
  variants: [],
  game,
  legalMoves: (G, ctx, playerID) => legalMoves(G, flowOf(ctx), playerID) as LegalMove[],
  whyIllegal: (G, ctx, playerID, move, arg) => whyIllegal(G, flowOf(ctx), playerID, move, arg),
  scores: (G) => scores(G),
  scoreBreakdown: (G) => scoreBreakdown(G),
  evaluate: (G, _ctx, playerID) => evaluate(G, playerID),
  evaluations: { learned: (G, _ctx, playerID) => evaluateLearned(G, playerID) },
  weighted: seatWeighted(FEATURE_NAMES, HAND_WEIGHTS, weightedEvaluation),
  determinize: (G, ctx, playerID, rand) => determinize(G, ctx, playerID, rand),
  notation,
  bots,
};

export type { RRState } from './types';
