// Round and final scoring [spec §5].
import { COLOR_VALUE, COLOR_VALUE_REVALUED, INDUSTRY_VP, KIEV_STARS, ROUTE_LENGTH } from '../data/board';
import { COLORS, ROUTES } from '../types';
import type { PlayerState, Route, RRState } from '../types';
import { allLocoNumbers } from './locos';
import { reach } from './track';

/** Points of one route at a scoring [spec §5.1 scoreRoute]. */
export function scoreRoute(p: PlayerState, r: Route): number {
  const values = p.revaluation ? COLOR_VALUE_REVALUED : COLOR_VALUE;
  const rc = reach(p, r);
  let pts = 0;
  for (let s = 1; s <= rc; s++) {
    let v = 0;
    for (const c of COLORS) if (p.pos[r][c] >= s) v = values[c];
    if (r === 'TS' && s <= p.doublers) v *= 2;
    pts += v;
  }
  if (r === 'SP' && p.pos.SP.grey >= 7 && rc >= 7) pts *= 2;
  if (r === 'KV') {
    for (const [s, star] of KIEV_STARS) if (p.pos.KV.black >= s && rc >= s) pts += star;
    if (p.kievMedal && p.pos.KV.grey >= 5 && rc >= 5) pts += 20;
  }
  return pts;
}

export function industryPoints(p: PlayerState): number {
  return p.industry.reduce((a, x) => a + INDUSTRY_VP[x], 0);
}

export interface RoundScore {
  TS: number;
  SP: number;
  KV: number;
  industry: number;
  total: number;
}

export function roundScore(p: PlayerState): RoundScore {
  const TS = scoreRoute(p, 'TS');
  const SP = scoreRoute(p, 'SP');
  const KV = scoreRoute(p, 'KV');
  const industry = industryPoints(p);
  return { TS, SP, KV, industry, total: TS + SP + KV + industry };
}

/** Value of one end-bonus card for a player [spec §2.8]. */
export function endBonusValue(p: PlayerState, card: string): number {
  switch (card) {
    case 'E1':
      return 15;
    case 'E2':
      return Math.min(30, 10 * ROUTES.filter((r) => p.pos[r].black >= ROUTE_LENGTH[r]).length);
    case 'E3':
      return Math.min(20, 4 * p.factories.filter((f) => f !== null).length);
    case 'E4':
      return allLocoNumbers(p).reduce((a, b) => a + b, 0);
    case 'E5':
      return Math.min(30, 10 * p.extraWorkersGained);
    case 'E6':
      return ROUTES.reduce((a, r) => a + p.pos[r].black, 0);
    case 'E7':
      return Math.min(28, 7 * p.tokensUsed.length);
    case 'E8':
      return p.doublers >= 7 ? 30 : p.doublers >= 4 ? 20 : 0;
    case 'E9':
      return 0;
    case 'E10':
      return 6 * p.engineers.length;
    default:
      return 0;
  }
}

/** Engineer majority 40/20 [spec §5.3.2]; returns seat → VP. */
export function engineerMajority(G: RRState): Record<string, number> {
  const rows = Object.entries(G.players)
    .filter(([, p]) => p.engineers.length > 0)
    .map(([id, p]) => ({
      id,
      count: p.engineers.length + (p.endBonus.includes('E9') ? 1 : 0),
      top: Math.max(...p.engineers),
    }))
    .sort((a, b) => b.count - a.count || b.top - a.top);
  const out: Record<string, number> = {};
  for (const id of Object.keys(G.players)) out[id] = 0;
  if (rows[0]) out[rows[0].id] = 40;
  if (rows[1]) out[rows[1].id] = 20;
  return out;
}

/** Final scoring and the gameover record [spec §4.8, §5.3]. */
export function finalScoring(G: RRState): void {
  for (const p of Object.values(G.players)) {
    const v = p.endBonus.reduce((a, c) => a + endBonusValue(p, c), 0);
    p.vp.endBonus += v;
    p.score += v;
  }
  const maj = engineerMajority(G);
  for (const [id, v] of Object.entries(maj)) {
    G.players[id].vp.engineers += v;
    G.players[id].score += v;
  }
  const scores: Record<string, number> = {};
  for (const [id, p] of Object.entries(G.players)) scores[id] = p.score;
  const best = Math.max(...Object.values(scores));
  const winners = Object.keys(scores).filter((id) => scores[id] === best);
  G.gameover = winners.length === 1 ? { winner: winners[0], winners, scores } : { winners, scores };
}
