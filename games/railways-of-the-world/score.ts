// Scores, breakdown and the bot heuristic [spec §5; GameModule.evaluate].
import type { Ctx } from 'boardgame.io';
import type { ScoreBreakdown } from '../common/module';
import type { RotwState } from './types';
export { evaluate } from './heuristic';

/** Current totals: points − bonds (+ baron once revealed at the end). */
export function scores(G: RotwState, _ctx?: Ctx): Record<string, number> {
  if (G.gameOver) return { ...G.gameOver.scores };
  const out: Record<string, number> = {};
  for (const p in G.players) out[p] = G.players[p].points - G.players[p].bonds;
  return out;
}

export const SCORE_CATEGORIES = ['points', 'bonds', 'baron'];

export function scoreBreakdown(G: RotwState, _ctx?: Ctx): ScoreBreakdown {
  const rows: ScoreBreakdown['rows'] = {};
  const totals: Record<string, number> = {};
  for (const p in G.players) {
    const pl = G.players[p];
    const baron = G.gameOver ? G.gameOver.breakdown[p].baron : 0;
    rows[p] = { points: pl.points, bonds: 0 - pl.bonds, baron };
    totals[p] = G.gameOver ? G.gameOver.scores[p] : pl.points - pl.bonds;
  }
  return { categories: SCORE_CATEGORIES, rows, totals };
}
