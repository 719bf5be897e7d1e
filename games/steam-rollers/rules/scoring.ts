// Final (and live) scoring and the winner [spec §5.2, §5.4].
import { ACTION_TILES, POWER_POINTS } from '../data/tiles';
import type { FinalScore, Seat, SRState } from '../types';
import { engineBoxes } from './helpers';
import { networkPoints } from './network';

/** Engine score from crossed boxes (4b not counted, D16): 0–3 → 0, 4 → 1, 5 → 2, 6 → 3. */
export const engineScore = (boxes: number): number => Math.max(0, boxes - 3);

export function scorePlayer(G: SRState, p: Seat): FinalScore {
  const sheet = G.players[p];
  const deliveries = sheet.deliveries.reduce((s, x) => s + x, 0);
  const network = networkPoints(sheet.track);
  const boxes = engineBoxes(G, p);
  const engine = engineScore(boxes);
  const tiles = G.actionTiles.filter((t) => t.owner === p).reduce((s, t) => s + ACTION_TILES[t.n][t.side].points, 0);
  const power = sheet.startingPower === 'points' ? POWER_POINTS : 0;
  const orders = G.orderTiles.filter((o) => o.owner === p).reduce((s, o) => s + o.points, 0);
  const total = deliveries + network + engine + tiles + power + orders;
  return { deliveries, network, engine, tiles, power, orders, total, engineBoxes: boxes };
}

export function computeFinal(G: SRState): Record<Seat, FinalScore> {
  return Object.fromEntries(G.playOrder.map((p) => [p, scorePlayer(G, p)]));
}

/** Winners after tie-breaks: total, then engine boxes, then network; else shared [§5.4, D21]. */
export function winnersOf(scores: Record<Seat, FinalScore>): Seat[] {
  const seats = Object.keys(scores);
  const key = (s: Seat) => [scores[s].total, scores[s].engineBoxes, scores[s].network];
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
