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
function traceChains(track: Track): Chain[] {
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

export type LinkGraph = Record<NodeId, NodeId[]>;

/** What a track's chains tell, computed once per track: the bots evaluate the same few tracks
 *  thousands of times a decision (each candidate move is compared on a copy of the state). */
export interface TrackFacts {
  readonly chains: readonly Chain[];
  readonly points: number;
  readonly graph: LinkGraph;
}

const MEMO_MAX = 2048;
const memo = new Map<string, TrackFacts>();

/** The track's facts, memoized on its contents in key order (the order the chains are traced
 *  in, so a memoized answer is the one a fresh trace gives). Frozen: callers share them. */
export function trackFacts(track: Track): TrackFacts {
  let key = '';
  for (const h in track) {
    const seg = track[h];
    key += `${h}:${seg[0]}${seg[1]};`;
  }
  let f = memo.get(key);
  if (!f) {
    const cs = traceChains(track);
    for (const c of cs) Object.freeze(c);
    const graph = graphOf(cs);
    for (const n in graph) Object.freeze(graph[n as NodeId]);
    f = Object.freeze({
      chains: Object.freeze(cs),
      points: cs.reduce((s, c) => s + c.points, 0),
      graph: Object.freeze(graph),
    });
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(key, f);
  }
  return f;
}

/** Every chain of a player's track (shared and frozen: do not change them). */
export const chains = (track: Track): readonly Chain[] => trackFacts(track).chains;

/** Network points [spec §4.3]. */
export const networkPoints = (track: Track): number => trackFacts(track).points;

/** Undirected links between cities and towns (deduplicated) [spec §4.3 "Links"]; shared and
 *  frozen. */
export const linkGraph = (track: Track): LinkGraph => trackFacts(track).graph;

function graphOf(cs: readonly Chain[]): LinkGraph {
  const g = {} as LinkGraph;
  const add = (x: NodeId, y: NodeId) => {
    if (x === y) return;
    (g[x] ??= []).includes(y) || g[x].push(y);
    (g[y] ??= []).includes(x) || g[y].push(x);
  };
  for (const c of cs) {
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
