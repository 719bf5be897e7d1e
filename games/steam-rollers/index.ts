// The module's only public surface: the SteamRollers GameModule.
import type { Ctx } from 'boardgame.io';
import type { GameModule, ScoreBreakdown } from '../common/module';
import { game } from './game';
import { bots } from './bots';
import { notation } from './notation';
import { evaluateSeat } from './rules/evaluate';
import { legalMoves, whyIllegal } from './rules/legal';
import { computeFinal } from './rules/scoring';
import type { SRState } from './types';

export const SCORE_CATEGORIES = ['deliveries', 'network', 'engine', 'tiles', 'power', 'orders'] as const;

function finalOrLive(G: SRState) {
  return G.gameOver ? G.gameOver.scores : computeFinal(G);
}

export const steamRollers: GameModule<SRState> = {
  id: 'steam-rollers',
  title: 'Steam Rollers',
  minPlayers: 2,
  maxPlayers: 5,
  playTime: [30, 45],
  rulesVersion: 3,
  playerColors: ['#d62828', '#1d4ed8', '#15803d', '#a16207', '#7e22ce'],
  variants: [
    { id: 'blackCubes', kind: 'boolean', default: false },
    { id: 'startingPowers', kind: 'boolean', default: false },
    { id: 'walls', kind: 'choice', default: 'none', choices: ['none', 'medium', 'hard'] },
    { id: 'orderTiles', kind: 'boolean', default: false },
  ],
  game,
  legalMoves: (G, ctx, playerID) => legalMoves(G, ctx, playerID),
  whyIllegal: (G, ctx, playerID, move, arg) => whyIllegal(G, ctx, playerID, move, arg),
  scores: (G) => Object.fromEntries(Object.entries(finalOrLive(G)).map(([p, s]) => [p, s.total])),
  scoreBreakdown(G): ScoreBreakdown {
    const all = finalOrLive(G);
    const rows = Object.fromEntries(
      Object.entries(all).map(([p, s]) => [p, Object.fromEntries(SCORE_CATEGORIES.map((c) => [c, s[c]]))]),
    );
    return {
      categories: [...SCORE_CATEGORIES],
      rows,
      totals: Object.fromEntries(Object.entries(all).map(([p, s]) => [p, s.total])),
    };
  },
  evaluate: (G: SRState, _ctx: Ctx, playerID) => (G.players[playerID] ? evaluateSeat(G, playerID) : 0),
  determinize: (G) => G, // no hidden information [spec §6]
  notation,
  bots,
};
