// A simple seeded "sensible" policy for golden games and smoke tests: deliveries first (longest),
// track that joins cities or existing track, engine upgrades, then anything.
import type { Ctx } from 'boardgame.io';
import type { LegalMove } from '../../../games/common/module';
import { HEXES, neighbour } from '../../../games/steam-rollers/data/board';
import { chains, linkGraph } from '../../../games/steam-rollers/rules/network';
import { deliveryCandidates } from '../../../games/steam-rollers/rules/delivery';
import type { SRState } from '../../../games/steam-rollers/types';
import { mod } from './helpers';

function trackValue(G: SRState, seat: string, hex: string, edges: number[]): number {
  const track = { ...G.players[seat].track, [hex]: [edges[0], edges[1]] as [number, number] };
  let v = Object.keys(linkGraph(track)).length;
  for (const c of chains(track)) {
    const cities = c.ends.filter((e) => e.kind === 'city').map((e) => (e.kind === 'city' ? e.city : 0));
    if (c.points > 0) v += 3 * c.points;
    else if (cities.length === 2)
      v -= 3; // a loop back to the same city
    else if (cities.length === 1) v += c.hexes.length * (openEnd(track, c.hexes) ? 1 : 0.2);
  }
  return v;
}

/** Does one end of the chain point at an empty on-board hex (room to grow)? */
function openEnd(track: Record<string, [number, number]>, hexes: string[]): boolean {
  for (const h of [hexes[0], hexes[hexes.length - 1]])
    for (const e of track[h]) {
      const n = neighbour(h, e);
      if (n && HEXES[n].kind !== 'city' && !track[n]) return true;
    }
  return false;
}

export function choose(G: SRState, ctx: Ctx, seat: string, rand: () => number): LegalMove {
  const legal = mod.legalMoves(G, ctx, seat);
  const by = (name: string) => legal.filter((m) => m.move === name);
  const arg = (m: LegalMove) => m.args[0] as Record<string, any>;
  const takes = by('takeDie');
  if (takes.length > 1) {
    const g = linkGraph(G.players[seat].track);
    const best = takes
      .map((m) => {
        const v = G.dice[arg(m).dieId].value;
        const d = deliveryCandidates(G, seat, v, g).reduce((s, x) => Math.max(s, x.path.length), 0);
        const e = G.players[seat].engine[v - 1] ? 0 : 1.5;
        return [d * 2 + e + rand(), m] as const;
      })
      .reduce((a, b) => (b[0] > a[0] ? b : a));
    return best[1];
  }
  const delivers = by('deliver');
  if (delivers.length) return delivers.reduce((a, b) => (arg(b).path.length > arg(a).path.length ? b : a));
  const orders = by('fulfillOrder');
  if (orders.length) return orders[0];
  const draws = by('drawTrack');
  if (draws.length) {
    const scored = draws.map((m) => [trackValue(G, seat, arg(m).hex, arg(m).edges) + rand(), m] as const);
    return scored.reduce((a, b) => (b[0] > a[0] ? b : a))[1];
  }
  const r = rand();
  if (by('upgradeEngine').length && r < 0.45) return by('upgradeEngine')[0];
  const hexes = by('selectTrackHex');
  if (hexes.length && r < 0.9) {
    const near = hexes.filter((m) =>
      [0, 1, 2, 3, 4, 5].some((e) => {
        const n = neighbour(arg(m).hex, e);
        return n !== null && (HEXES[n].kind === 'city' || G.players[seat].track[n] !== undefined);
      }),
    );
    const pool = near.length ? near : hexes;
    return pool[Math.floor(rand() * pool.length)];
  }
  const rest = legal.filter((m) => !['passAction', 'cancelTrackHex', 'declineSteal'].includes(m.move));
  const pool = rest.length ? rest : legal;
  return pool[Math.floor(rand() * pool.length)];
}
