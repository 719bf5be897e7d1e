// Heuristic value for bots [GameModule.evaluate]: score plus what the built position will still score.
import type { RRState } from './types';
import { roundScore } from './rules/scoring';

export function evaluate(G: RRState, playerID: string): number {
  const p = G.players[playerID];
  if (!p) return 0;
  if (G.gameover) return p.score;
  const roundsLeft = Math.max(0, G.rounds - G.round + 1);
  const perRound = roundScore(p).total;
  const resources = p.rubles * 2 + p.engineers.length * 6 + p.ownTotal * 3 + p.endBonus.length * 12;
  return p.score + perRound * roundsLeft + resources;
}
