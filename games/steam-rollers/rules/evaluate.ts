// Heuristic for bots: current score plus the value of what is built [GameModule.evaluate; design].
import { CITY_HEX, HEXES, neighbour } from '../data/board';
import type { Chain } from './network';
import type { Seat, SRState } from '../types';
import { effEngine } from './helpers';
import { type TrackFacts, trackFacts } from './network';
import { scorePlayer } from './scoring';

export function evaluateSeat(G: SRState, p: Seat): number {
  const sheet = G.players[p];
  const score = G.gameOver?.scores[p] ?? scorePlayer(G, p);
  if (G.gameOver) return score.total;
  let v = score.total;
  const { reach, growth } = trackTerms(sheet.track);
  // cities reachable from each city through the link graph: future deliveries
  for (let c = 1; c <= 6; c++) v += 0.75 * reach[c] * Math.min(1, G.supply[c].length);
  // track growing out of a city towards an empty hex
  for (const g of growth) v += g;
  v += 0.35 * Math.min(effEngine(G, p), 6) + (sheet.personalCube ? 1 : 0);
  return v;
}

interface TrackTerms {
  /** reach[c]: the other cities city c reaches through the link graph (index 1–6). */
  reach: number[];
  /** The open chains' terms, in chain order (added in that order: the same sum to the bit). */
  growth: number[];
}

/** Terms per memoized track (rules/network.ts keeps one facts object per track contents). */
const TERMS = new WeakMap<TrackFacts, TrackTerms>();

/** The heuristic's terms that depend on the track alone, memoized with its chains. */
function trackTerms(track: SRState['players'][string]['track']): TrackTerms {
  const facts = trackFacts(track);
  const known = TERMS.get(facts);
  if (known) return known;
  const g = facts.graph;
  const reach = [0];
  for (let c = 1; c <= 6; c++) {
    const seen = new Set<string>([`C${c}`]);
    const stack = [`C${c}`];
    while (stack.length)
      for (const n of g[stack.pop() as keyof typeof g] ?? []) if (!seen.has(n)) seen.add(n), stack.push(n);
    reach.push([...seen].filter((n) => n[0] === 'C').length - 1);
  }
  const growth: number[] = [];
  for (const ch of facts.chains) {
    if (ch.points > 0 || ch.cycle) continue;
    const fromCity = ch.ends.some((e) => e.kind === 'city');
    const ends = [ch.hexes[0], ch.hexes[ch.hexes.length - 1]];
    const open = ends.some((h) =>
      track[h].some((e) => {
        const n = neighbour(h, e);
        return n !== null && HEXES[n].kind !== 'city' && !track[n];
      }),
    );
    if (fromCity && open) growth.push(0.5 * ch.hexes.length + 1.5 / (1 + nearestOtherCity(ch, track)));
  }
  const terms = { reach, growth };
  TERMS.set(facts, terms);
  return terms;
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
