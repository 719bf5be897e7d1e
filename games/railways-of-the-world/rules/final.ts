// Final result [spec §4.7, §5]: bond penalty, barons, tie-breaks.
import { BARON_BY_ID } from '../data/cards';
import type { GameResult, RotwState } from '../types';
import { completeLinkCount, connectsAll, networkOf } from './network';

function strictlyBest(G: RotwState, p: string, value: (id: string) => number, lower = false): boolean {
  const mine = value(p);
  return Object.keys(G.players).every((o) => o === p || (lower ? mine < value(o) : mine > value(o)));
}

/** Is p's baron card fulfilled now? [spec §2.11] Ties fail. */
export function baronFulfilled(G: RotwState, p: string, baronId: string | null = G.players[p].baronId): boolean {
  const b = baronId ? BARON_BY_ID[baronId] : undefined;
  if (!b) return false;
  switch (b.kind) {
    case 'connect':
      return connectsAll(networkOf(G, p), b.cities!);
    case 'western': {
      const adj = networkOf(G, p);
      return (['KCY', 'DSM'] as const).some((w) => G.westernLinks[w] === p && connectsAll(adj, [w, 'CHI']));
    }
    case 'engine':
      return strictlyBest(G, p, (id) => G.players[id].engine);
    case 'links':
      return strictlyBest(G, p, (id) => completeLinkCount(G, id));
    case 'deliveries':
      return strictlyBest(G, p, (id) => G.players[id].deliveries);
    case 'bonds':
      return strictlyBest(G, p, (id) => G.players[id].bonds, true);
  }
}

export function baronPoints(G: RotwState, p: string): number {
  const id = G.players[p].baronId;
  return id && BARON_BY_ID[id] && baronFulfilled(G, p) ? BARON_BY_ID[id].points : 0;
}

/** Final score = points − bonds + baron [spec §5]. */
export function finalScore(G: RotwState, p: string): number {
  const pl = G.players[p];
  return pl.points - pl.bonds + baronPoints(G, p);
}

export function computeResult(G: RotwState): GameResult {
  const ids = Object.keys(G.players);
  const scores: Record<string, number> = {};
  const breakdown: Record<string, Record<string, number>> = {};
  for (const p of ids) {
    scores[p] = finalScore(G, p);
    breakdown[p] = { points: G.players[p].points, bonds: 0 - G.players[p].bonds, baron: baronPoints(G, p) };
  }
  const key = (p: string): [number, number, number] => [scores[p], completeLinkCount(G, p), G.players[p].cash];
  const cmp = (a: string, b: string) => {
    const ka = key(a),
      kb = key(b);
    for (let i = 0; i < 3; i++) if (ka[i] !== kb[i]) return kb[i] - ka[i];
    return 0;
  };
  const sorted = ids.slice().sort(cmp);
  const winners = sorted.filter((p) => cmp(p, sorted[0]) === 0);
  return winners.length === 1
    ? { winner: winners[0], winners, scores, breakdown }
    : { draw: true, winners, scores, breakdown };
}
