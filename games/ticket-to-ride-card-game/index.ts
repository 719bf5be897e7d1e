// The GameModule of Ticket to Ride: The Card Game (the folder's only public surface).
import { seatWeighted } from '../common/weighted';
import type { GameModule } from '../common/module';
import { GAME_ID } from './constants';
import { game } from './game';
import { bots } from './bots';
import { determinize } from './rules/determinize';
import {
  evaluate,
  evaluateLearned,
  evaluateProjected,
  PROJECTED_FEATURES,
  PROJECTED_WEIGHTS,
  scoreBreakdown,
  scores,
  weightedProjected,
} from './rules/evaluate';
import { legalMoves, whyIllegal } from './rules/legal';
import { notation } from './notation';
import type { TTRState } from './types';

export const ticketToRideCardGame: GameModule<TTRState> = {
  id: GAME_ID,
  title: 'Ticket to Ride: The Card Game',
  minPlayers: 2,
  maxPlayers: 4,
  playTime: [30, 45],
  rulesVersion: 2,
  playerColors: ['#d62728', '#1f77b4', '#2ca02c', '#9467bd'],
  variants: [{ id: 'openTrackStacks', kind: 'boolean', default: false }],
  // the starting seat (TTRSetupData.startPlayer) and the legacy top-level form of the variant
  setupKeys: ['startPlayer', 'openTrackStacks'],
  game,
  legalMoves: (G, ctx, playerID) => legalMoves(G, ctx, playerID),
  whyIllegal: (G, ctx, playerID, move, arg) => whyIllegal(G, ctx, playerID, move, arg),
  scores: (G) => scores(G),
  scoreBreakdown: (G) => scoreBreakdown(G),
  evaluate: (G, _ctx, playerID) => evaluate(G, playerID),
  /** The clock-aware heuristic the Hard level uses (rules/evaluate.ts). */
  evaluations: {
    projected: (G, _ctx, playerID) => evaluateProjected(G, playerID),
    learned: (G, _ctx, playerID) => evaluateLearned(G, playerID),
  },
  /** The clock-aware heuristic's terms: `hand` reproduces 'projected' (not the spec's evaluate). */
  weighted: seatWeighted(PROJECTED_FEATURES, PROJECTED_WEIGHTS, weightedProjected),
  determinize: (G, _ctx, playerID, rand) => determinize(G, playerID, rand),
  notation,
  bots,
};

export type { TTRState } from './types';
