// Network analysis shared by delivery legality, scoring and the board [spec §4.3].
import { HEXES, neighbour } from '../data/board';
import type { HexKey, NodeId } from '../types';

export type ChainEnd = { kind: 'city'; city: number } | { kind: 'dead' } | { kind: 'cycle' };
export interface Chain {
  hexes: HexKey[];
  ends: [ChainEnd, ChainEnd];
  cycle: boolean;
  /** Network points of the chain (hex count if it joins two different cities, else 0). */
  points: number;
}

type Track = Record<HexKey, [number, number]>;

function trace(track: Track, h: HexKey, exitEdge: number): { seq: HexKey[]; end: ChainEnd } {
  const seq: HexKey[] = [];
  let cur = h;
  let e = exitEdge;
  for (;;) {
    const n = neighbour(cur, e);
    if (n === null) return { seq, end: { kind: 'dead' } };
    const info = HEXES[n];
    if (info.kind === 'city') return { seq, end: { kind: 'city', city: info.region } };
    const seg = track[n];
    const back = (e + 3) % 6;
    if (seg && (seg[0] === back || seg[1] === back)) {
      if (n === h || seq.includes(n)) return { seq, end: { kind: 'cycle' } };
      seq.push(n);
      e = seg[0] === back ? seg[1] : seg[0];
      cur = n;
    } else return { seq, end: { kind: 'dead' } };
  }
}

/** Every chain of a player's track (each hex holds one segment, so chains never branch). */
export function chains(track: Track): Chain[] {
  const seen = new Set<HexKey>();
  const out: Chain[] = [];
  for (const h of Object.keys(track)) {
    if (seen.has(h)) continue;
    const A = trace(track, h, track[h][0]);
    if (A.end.kind === 'cycle') {
      const hexes = [h, ...A.seq];
      hexes.forEach((x) => seen.add(x));
      out.push({ hexes, ends: [A.end, A.end], cycle: true, points: 0 });
      continue;
    }
    const B = trace(track, h, track[h][1]);
    const hexes = [...A.seq.slice().reverse(), h, ...B.seq];
    hexes.forEach((x) => seen.add(x));
    const [a, b] = [A.end, B.end];
    const points = a.kind === 'city' && b.kind === 'city' && a.city !== b.city ? hexes.length : 0;
    out.push({ hexes, ends: [a, b], cycle: false, points });
  }
  return out;
}

/** Network points [spec §4.3]. */
export function networkPoints(track: Track): number {
  return chains(track).reduce((s, c) => s + c.points, 0);
}

export type LinkGraph = Record<NodeId, NodeId[]>;

/** Undirected links between cities and towns (deduplicated) [spec §4.3 "Links"]. */
export function linkGraph(track: Track): LinkGraph {
  const g = {} as LinkGraph;
  const add = (x: NodeId, y: NodeId) => {
    if (x === y) return;
    (g[x] ??= []).includes(y) || g[x].push(y);
    (g[y] ??= []).includes(x) || g[y].push(x);
  };
  for (const c of chains(track)) {
    if (c.cycle) continue;
    const nodes: NodeId[] = [];
    if (c.ends[0].kind === 'city') nodes.push(`C${c.ends[0].city}` as NodeId);
    for (const h of c.hexes) if (HEXES[h].kind === 'town') nodes.push(HEXES[h].node as NodeId);
    if (c.ends[1].kind === 'city') nodes.push(`C${c.ends[1].city}` as NodeId);
    for (let i = 0; i + 1 < nodes.length; i++) add(nodes[i], nodes[i + 1]);
  }
  return g;
}

export const linked = (g: LinkGraph, a: NodeId, b: NodeId): boolean => (g[a] ?? []).includes(b);
