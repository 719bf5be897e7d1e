// The module's only public surface [games/common/module.ts].
import type { GameModule } from '../common/module';
import { game } from './game';
import { notation } from './notation';
import { determinize } from './player-view';
import { legalMoves, whyIllegal } from './rules/legal';
import { evaluate, scoreBreakdown, scores } from './score';
import { botMoves, evaluateLearned, FEATURE_NAMES, HAND_WEIGHTS, playoutMoves, weightedEvaluation } from './heuristic';
import { bots } from './bots';
import type { RotwState } from './types';

export const railwaysOfTheWorld: GameModule<RotwState> = {
  id: 'railways-of-the-world',
  title: 'Railways of the World',
  minPlayers: 2,
  maxPlayers: 6,
  playTime: [60, 120],
  rulesVersion: 3, // 3: no cap on bids, diamond cards in every action [seed 003]; README
  playerColors: ['#f58231', '#17becf', '#2ca02c', '#e377c2', '#8c564b', '#7f7f7f'],
  variants: [
    { id: 'tenthAnniversary', kind: 'boolean', default: true },
    {
      id: 'auctionStyle',
      kind: 'choice',
      default: 'traditional',
      choices: ['traditional', 'firstToPass', 'newPlayers', 'worstIsFirst'],
    },
    { id: 'emptyMarkerReduction', kind: 'choice', default: '0', choices: ['0', '2', '4'] },
  ],
  game,
  legalMoves,
  whyIllegal,
  scores,
  scoreBreakdown,
  evaluate,
  evaluations: { learned: evaluateLearned },
  weighted: { names: FEATURE_NAMES, hand: HAND_WEIGHTS, evaluation: weightedEvaluation },
  playoutMoves,
  botMoves,
  determinize,
  notation,
  bots,
};

export type { RotwState } from './types';
