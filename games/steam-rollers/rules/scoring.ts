// Final (and live) scoring and the winner [spec §5.2, §5.4].
import { ACTION_TILES, POWER_POINTS } from '../data/tiles';
import type { FinalScore, Seat, SRState } from '../types';
import { engineBoxes } from './helpers';
import { networkPoints } from './network';

/** Engine score from engine strength (crossed boxes + 1 while the player holds 4b) [seed 004:
 *  輸送力4/5/6で、1/2/3点; ④b … プレイヤーの輸送力が1つ上がります]: 0–3 → 0, 4 → 1, 5 → 2, 6 or
 *  more → 3. Rules version 2; version 1 counted crossed boxes only (spec D16). */
export const engineScore = (strength: number): number => Math.min(3, Math.max(0, strength - 3));

/** Engine strength at the end: crossed boxes, +1 while the player holds tile 4b (side b up). */
export function finalEngine(G: SRState, p: Seat): number {
  const t4 = G.actionTiles[3];
  return engineBoxes(G, p) + (t4.owner === p && t4.side === 'b' ? 1 : 0);
}

export function scorePlayer(G: SRState, p: Seat): FinalScore {
  const sheet = G.players[p];
  const deliveries = sheet.deliveries.reduce((s, x) => s + x, 0);
  const network = networkPoints(sheet.track);
  const boxes = engineBoxes(G, p);
  const strength = finalEngine(G, p);
  const engine = engineScore(strength);
  const tiles = G.actionTiles.filter((t) => t.owner === p).reduce((s, t) => s + ACTION_TILES[t.n][t.side].points, 0);
  const power = sheet.startingPower === 'points' ? POWER_POINTS : 0;
  const orders = G.orderTiles.filter((o) => o.owner === p).reduce((s, o) => s + o.points, 0);
  const total = deliveries + network + engine + tiles + power + orders;
  return { deliveries, network, engine, tiles, power, orders, total, engineBoxes: boxes, engineStrength: strength };
}

export function computeFinal(G: SRState): Record<Seat, FinalScore> {
  return Object.fromEntries(G.playOrder.map((p) => [p, scorePlayer(G, p)]));
}

/** Winners after tie-breaks: total, then engine strength (4b counted [seed 004: タイブレークの場合、
 *  まず輸送力を比べ]), then network; else shared [§5.4, D21]. */
export function winnersOf(scores: Record<Seat, FinalScore>): Seat[] {
  const seats = Object.keys(scores);
  const key = (s: Seat) => [scores[s].total, scores[s].engineStrength, scores[s].network];
  let best: Seat[] = [];
  for (const s of seats) {
    if (best.length === 0) {
      best = [s];
      continue;
    }
    const a = key(s);
    const b = key(best[0]);
    const cmp = a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
    if (cmp > 0) best = [s];
    else if (cmp === 0) best.push(s);
  }
  return best;
}
