// Scores, breakdown and the bot heuristic [brief rule 8, spec §5].
import type { Ctx } from 'boardgame.io';
import type { ScoreBreakdown } from '../common/module';
import { baronPoints } from './rules/final';
import { completeLinkCount } from './rules/network';
import type { RotwState } from './types';
import { incomeFor } from './data/tables';

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

/** Heuristic: score plus the value of network, engine and cash (comparable across seats). */
export function evaluate(G: RotwState, _ctx: Ctx, p: string): number {
  if (G.gameOver) return G.gameOver.scores[p] ?? 0;
  const pl = G.players[p];
  const ownBaron = pl.baronId && pl.baronId !== 'hidden' ? baronPoints(G, p) * 0.5 : 0;
  // A bond also costs $1,000 interest every remaining game turn (≈0.2 point each).
  const turnsLeft = G.endTriggerTurn !== null ? Math.max(0, G.endTriggerTurn + 1 - G.turn) : Math.max(2, 8 - G.turn);
  const incomeValue = incomeFor(pl.points) / 5000;
  return pl.points - pl.bonds * (1 + 0.2 * turnsLeft) + pl.cash / 5000 + incomeValue + 0.6 * completeLinkCount(G, p) + 0.5 * (pl.engine - 1) + ownBaron;
}
