// Heuristic for bots: current score plus the value of what is built [GameModule.evaluate; design].
import { CITY_HEX, HEXES, neighbour } from '../data/board';
import type { Chain } from './network';
import type { Seat, SRState } from '../types';
import { effEngine } from './helpers';
import { chains, linkGraph } from './network';
import { scorePlayer } from './scoring';

export function evaluateSeat(G: SRState, p: Seat): number {
  const sheet = G.players[p];
  const score = G.gameOver?.scores[p] ?? scorePlayer(G, p);
  if (G.gameOver) return score.total;
  let v = score.total;
  // cities reachable from each city through the link graph: future deliveries
  const g = linkGraph(sheet.track);
  for (let c = 1; c <= 6; c++) {
    const seen = new Set<string>([`C${c}`]);
    const stack = [`C${c}`];
    while (stack.length)
      for (const n of g[stack.pop() as keyof typeof g] ?? []) if (!seen.has(n)) seen.add(n), stack.push(n);
    const cities = [...seen].filter((n) => n[0] === 'C').length - 1;
    v += 0.75 * cities * Math.min(1, G.supply[c].length);
  }
  // track growing out of a city towards an empty hex
  for (const ch of chains(sheet.track)) {
    if (ch.points > 0 || ch.cycle) continue;
    const fromCity = ch.ends.some((e) => e.kind === 'city');
    const ends = [ch.hexes[0], ch.hexes[ch.hexes.length - 1]];
    const open = ends.some((h) =>
      sheet.track[h].some((e) => {
        const n = neighbour(h, e);
        return n !== null && HEXES[n].kind !== 'city' && !sheet.track[n];
      }),
    );
    if (fromCity && open) v += 0.5 * ch.hexes.length + 1.5 / (1 + nearestOtherCity(ch, sheet.track));
  }
  v += 0.35 * Math.min(effEngine(G, p), 6) + (sheet.personalCube ? 1 : 0);
  return v;
}

const hexDist = (a: string, b: string): number => {
  const [A, B] = [HEXES[a], HEXES[b]];
  const dq = A.q - B.q;
  const dr = A.r - B.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
};

/** Hex distance from the chain's open end to the nearest city other than the one it starts from. */
function nearestOtherCity(ch: Chain, track: Record<string, [number, number]>): number {
  const home = ch.ends.find((e) => e.kind === 'city');
  const homeCity = home && home.kind === 'city' ? home.city : 0;
  let best = 99;
  for (const h of [ch.hexes[0], ch.hexes[ch.hexes.length - 1]])
    for (const e of track[h]) {
      const n = neighbour(h, e);
      if (!n || HEXES[n].kind === 'city' || track[n]) continue;
      for (let c = 1; c <= 6; c++) if (c !== homeCity) best = Math.min(best, hexDist(n, CITY_HEX[c]));
    }
  return best;
}
