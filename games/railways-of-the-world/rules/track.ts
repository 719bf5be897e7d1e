// Track building geometry, legality and cost [spec §4.5.2].
import { CITY_BY_ID } from '../data/map';
import { OPS_BY_ID } from '../data/cards';
import { RIDGE_COST, TERRAIN_COST } from '../data/tables';
import { chordsCross, cityAt, hexKey, isBuildable, isRidge, neighbour, opposite, terrainAt } from '../hex';
import type { BuildOrigin, BuildState, Edge, Link, RotwState } from '../types';
import { ownsLinkBetween } from './network';

/** The open end of the build in progress: the next hex H, its entry edge, the hex the track comes from. */
export interface OpenEnd {
  q: number;
  r: number;
  entry: Edge;
  prevQ: number;
  prevR: number;
  cityA: string;
  link: Link | null;
}

export function openEnd(G: RotwState, build: BuildState): OpenEnd {
  const link = build.linkId ? G.links[build.linkId] : null;
  if (link) {
    const last = link.tiles[link.tiles.length - 1];
    const [q, r] = neighbour(last.q, last.r, last.exit);
    return { q, r, entry: opposite(last.exit), prevQ: last.q, prevR: last.r, cityA: link.cityA, link };
  }
  const o = build.origin as { kind: 'city'; cityId: string; dir: Edge };
  const c = CITY_BY_ID[o.cityId];
  const [q, r] = neighbour(c.q, c.r, o.dir);
  return { q, r, entry: opposite(o.dir), prevQ: c.q, prevR: c.r, cityA: o.cityId, link: null };
}

export const legalExits = (entry: number): Edge[] => [(entry + 2) % 6, (entry + 3) % 6, (entry + 4) % 6] as Edge[];

export type Target = { kind: 'open' } | { kind: 'city'; cityId: string } | { kind: 'join'; linkId: string };

/** Rules 6–9: where an exit from hex H leads. */
export function checkTarget(G: RotwState, p: string, cityA: string, q: number, r: number, exit: number): Target | string {
  const [xq, xr] = neighbour(q, r, exit);
  const t = terrainAt(xq, xr);
  if (t === 'none') return 'exit-off-map'; // rule 6 [design]
  const city = cityAt(xq, xr);
  if (city) {
    if (city === cityA) return 'loop'; // rule 7 [design]
    if (ownsLinkBetween(G, p, cityA, city)) return 'duplicate-link';
    return { kind: 'city', cityId: city };
  }
  const facing = opposite(exit);
  const paths = G.hexTracks[hexKey(xq, xr)] ?? [];
  const hit = paths.find((t2) => t2.a === facing || t2.b === facing);
  if (!hit) return { kind: 'open' };
  const m = G.links[hit.linkId];
  const mLast = m?.tiles[m.tiles.length - 1];
  const isOpenEnd = !!mLast && m.owner === p && !m.complete && mLast.q === xq && mLast.r === xr && mLast.exit === facing;
  if (!isOpenEnd) return 'edge-occupied'; // rule 8 [design]
  if (m.cityA === cityA) return 'loop'; // rule 9
  if (ownsLinkBetween(G, p, cityA, m.cityA)) return 'duplicate-link';
  return { kind: 'join', linkId: m.id };
}

export function hasDiamond(build: BuildState, kind: string): boolean {
  return build.diamonds.some((id) => OPS_BY_ID[id].kind === kind);
}

/** terrainCost(H) with Land Grant and Mountain Engineers [spec §4.5.2 cost]. */
export function terrainCost(build: BuildState, q: number, r: number): number {
  const t = terrainAt(q, r) as 'open' | 'water' | 'mountain';
  if (t === 'open' && build.landGrantCardId) return 0;
  if (t === 'mountain' && hasDiamond(build, 'mountainEngineers')) return 2000;
  return TERRAIN_COST[t];
}

function ridgeCost(build: BuildState, q: number, r: number, d: number): number {
  if (!isRidge(q, r, d) || hasDiamond(build, 'tunnelEngineers')) return 0;
  return RIDGE_COST;
}

export interface PlaceCheck { q: number; r: number; entry: Edge; exit: Edge; cost: number; target: Target }

/** placeTrack legality (rules 1–9) and cost; a reason string when illegal. */
export function checkPlace(G: RotwState, p: string, exit: number): PlaceCheck | string {
  const b = G.build;
  if (!b) return 'no-build';
  if (b.tilesPlaced >= b.maxTiles) return 'tile-limit';
  const end = openEnd(G, b);
  if (end.link?.complete) return 'link-complete';
  if (!isBuildable(end.q, end.r)) return 'hex-unbuildable';
  if (!Number.isInteger(exit) || !legalExits(end.entry).includes(exit as Edge)) return 'bad-exit';
  const paths = G.hexTracks[hexKey(end.q, end.r)] ?? [];
  if (paths.length >= 2) return 'hex-full';
  if (paths.length === 1 && !chordsCross(paths[0].a, paths[0].b, end.entry, exit)) return 'must-cross';
  const target = checkTarget(G, p, end.cityA, end.q, end.r, exit);
  if (typeof target === 'string') return target;
  const dirIn = neighbourDir(end.prevQ, end.prevR, end.q, end.r);
  let cost = terrainCost(b, end.q, end.r) + ridgeCost(b, end.prevQ, end.prevR, dirIn);
  if (target.kind !== 'open') cost += ridgeCost(b, end.q, end.r, exit);
  return { q: end.q, r: end.r, entry: end.entry, exit: exit as Edge, cost, target };
}

function neighbourDir(q: number, r: number, nq: number, nr: number): number {
  for (let d = 0; d < 6; d++) {
    const [a, b] = neighbour(q, r, d);
    if (a === nq && b === nr) return d;
  }
  return -1;
}

export interface RedirectCheck { q: number; r: number; exit: Edge; cost: number; target: Target }

/** redirectTrack legality and cost [spec §4.5.2]. */
export function checkRedirect(G: RotwState, p: string, exit: number): RedirectCheck | string {
  const b = G.build;
  if (!b) return 'no-build';
  if (b.origin.kind !== 'link' || b.tilesPlaced > 0 || b.redirected) return 'cannot-redirect';
  const link = G.links[b.origin.linkId];
  const last = link.tiles[link.tiles.length - 1];
  if (!Number.isInteger(exit) || exit === last.exit || !legalExits(last.entry).includes(exit as Edge)) return 'bad-exit';
  const others = (G.hexTracks[hexKey(last.q, last.r)] ?? []).filter(
    (t) => !(t.linkId === link.id && t.a === last.entry && t.b === last.exit),
  );
  if (others.length === 1 && !chordsCross(others[0].a, others[0].b, last.entry, exit)) return 'must-cross';
  const target = checkTarget(G, p, link.cityA, last.q, last.r, exit);
  if (typeof target === 'string') return target;
  let cost = terrainCost(b, last.q, last.r); // entry-side ridge not charged again [design] §10.13
  if (target.kind !== 'open') cost += ridgeCost(b, last.q, last.r, exit);
  return { q: last.q, r: last.r, exit: exit as Edge, cost, target };
}

// Precomputed city sides: the hex key across each side and whether track may go there.
const SIDES: Record<string, { key: string; buildable: boolean }[]> = {};
for (const id in CITY_BY_ID) {
  const c = CITY_BY_ID[id];
  SIDES[id] = [0, 1, 2, 3, 4, 5].map((d) => {
    const [q, r] = neighbour(c.q, c.r, d);
    return { key: hexKey(q, r), buildable: isBuildable(q, r) };
  });
}

/** beginBuild origin check for a city side [spec §4.5.2]. */
export function checkCityOrigin(G: RotwState, p: string, cityId: unknown, dir: unknown): string | null {
  if (typeof cityId !== 'string' || !CITY_BY_ID[cityId]) return 'unknown-city';
  if (!Number.isInteger(dir) || (dir as number) < 0 || (dir as number) > 5) return 'bad-exit';
  const side = SIDES[cityId][dir as number];
  if (!side.buildable) return 'hex-unbuildable';
  const paths = G.hexTracks[side.key] ?? [];
  if (paths.length >= 2) return 'hex-full';
  const facing = opposite(dir as number);
  if (paths.some((t) => t.a === facing || t.b === facing)) return 'edge-occupied';
  if (G.players[p].locomotivesLeft <= 0) return 'no-locomotives';
  return null;
}

/** Does a build from `origin` have a legal first step (a tile or a redirect)? [design, README] */
export function hasFirstStep(G: RotwState, p: string, origin: BuildOrigin): boolean {
  const build: BuildState = {
    linkId: origin.kind === 'link' ? origin.linkId : null, origin, tilesPlaced: 0, maxTiles: 4, redirected: false, landGrantCardId: null, diamonds: [],
  };
  const g = { ...G, build };
  const end = openEnd(g, build);
  for (const e of legalExits(end.entry)) if (typeof checkPlace(g, p, e) !== 'string') return true;
  if (origin.kind === 'link') {
    const l = G.links[origin.linkId];
    for (const e of legalExits(l.tiles[l.tiles.length - 1].entry)) if (typeof checkRedirect(g, p, e) !== 'string') return true;
  }
  return false;
}
