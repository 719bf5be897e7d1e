// Track building geometry, legality and cost [spec §4.5.2].
import { CITIES, CITY_BY_ID } from '../data/map';
import { OPS_BY_ID } from '../data/cards';
import { RIDGE_COST, TERRAIN_COST } from '../data/tables';
import { chordsCross, DIRS, hexInfo, hexKey, isBuildable, neighbour, opposite, terrainAt, type HexInfo } from '../hex';
import type { Terrain } from '../data/map';
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

/** Does p own a complete link between two cities? (a precomputed answer may be passed in) */
export type OwnsLink = (a: string, b: string) => boolean;

/** Is `exit` (any value) one of legalExits(entry)? */
const isLegalExit = (entry: number, exit: unknown): exit is Edge =>
  Number.isInteger(exit) &&
  (exit as number) >= 0 &&
  (exit as number) <= 5 &&
  ((exit as number) - entry + 6) % 6 >= 2 &&
  ((exit as number) - entry + 6) % 6 <= 4;

/** Rules 6–9 where the exit leads to hex `x` (null/undefined: off the map). */
function targetAt(
  G: RotwState,
  p: string,
  cityA: string,
  x: HexInfo | null | undefined,
  exit: number,
  owns: OwnsLink | undefined,
): Target | string {
  if (!x || x.terrain === 'none') return 'exit-off-map'; // rule 6 [design]
  const city = x.city;
  if (city) {
    if (city === cityA) return 'loop'; // rule 7 [design]
    if (owns ? owns(cityA, city) : ownsLinkBetween(G, p, cityA, city)) return 'duplicate-link';
    return { kind: 'city', cityId: city };
  }
  const facing = (exit + 3) % 6;
  const paths = G.hexTracks[x.key];
  if (!paths) return { kind: 'open' };
  let hit: { linkId: string; a: Edge; b: Edge } | undefined;
  for (let i = 0; i < paths.length; i++)
    if (paths[i].a === facing || paths[i].b === facing) {
      hit = paths[i];
      break;
    }
  if (!hit) return { kind: 'open' };
  const m = G.links[hit.linkId];
  const mLast = m?.tiles[m.tiles.length - 1];
  const isOpenEnd =
    !!mLast && m.owner === p && !m.complete && mLast.q === x.q && mLast.r === x.r && mLast.exit === facing;
  if (!isOpenEnd) return 'edge-occupied'; // rule 8 [design]
  if (m.cityA === cityA) return 'loop'; // rule 9
  if (owns ? owns(cityA, m.cityA) : ownsLinkBetween(G, p, cityA, m.cityA)) return 'duplicate-link';
  return { kind: 'join', linkId: m.id };
}

/** Rules 6–9: where an exit from hex H leads. */
export function checkTarget(
  G: RotwState,
  p: string,
  cityA: string,
  q: number,
  r: number,
  exit: number,
): Target | string {
  const [xq, xr] = neighbour(q, r, exit);
  return targetAt(G, p, cityA, hexInfo(xq, xr), exit, undefined);
}

export function hasDiamond(build: BuildState, kind: string): boolean {
  return build.diamonds.some((id) => OPS_BY_ID[id].kind === kind);
}

function costOfTerrain(build: BuildState, t: Terrain): number {
  if (t === 'open' && build.landGrantCardId) return 0;
  if (t === 'mountain' && hasDiamond(build, 'mountainEngineers')) return 2000;
  return TERRAIN_COST[t as 'open' | 'water' | 'mountain'];
}

/** terrainCost(H) with Land Grant and Mountain Engineers [spec §4.5.2 cost]. */
export function terrainCost(build: BuildState, q: number, r: number): number {
  return costOfTerrain(build, terrainAt(q, r));
}

function ridgeCostAt(build: BuildState, ridge: boolean): number {
  if (!ridge || hasDiamond(build, 'tunnelEngineers')) return 0;
  return RIDGE_COST;
}

export interface PlaceCheck {
  q: number;
  r: number;
  entry: Edge;
  exit: Edge;
  cost: number;
  target: Target;
}

/** The open end of `build` on precomputed hexes: the next hex (undefined when off the map). */
interface End {
  h: HexInfo | undefined;
  entry: Edge;
  cityA: string;
  link: Link | null;
}

function endOf(G: RotwState, build: BuildState): End {
  const link = build.linkId ? G.links[build.linkId] : null;
  if (link) {
    const last = link.tiles[link.tiles.length - 1];
    return {
      h: hexInfo(last.q + DIRS[last.exit][0], last.r + DIRS[last.exit][1]),
      entry: opposite(last.exit),
      cityA: link.cityA,
      link,
    };
  }
  const o = build.origin as { kind: 'city'; cityId: string; dir: Edge };
  return { h: CITY_HEX[o.cityId].nb[o.dir] ?? undefined, entry: opposite(o.dir), cityA: o.cityId, link: null };
}

/** placeTrack rules 3–9 from the open end `end`; the target when legal. */
function placeTarget(G: RotwState, p: string, end: End, exit: unknown, owns: OwnsLink | undefined): Target | string {
  if (end.link?.complete) return 'link-complete';
  const h = end.h;
  if (!h || !h.buildable) return 'hex-unbuildable';
  if (!isLegalExit(end.entry, exit)) return 'bad-exit';
  const paths = G.hexTracks[h.key];
  if (paths) {
    if (paths.length >= 2) return 'hex-full';
    if (paths.length === 1 && !chordsCross(paths[0].a, paths[0].b, end.entry, exit)) return 'must-cross';
  }
  return targetAt(G, p, end.cityA, h.nb[exit], exit, owns);
}

/** placeTrack legality (rules 1–9) and cost for the build `b`; a reason string when illegal. */
function placeCheck(
  G: RotwState,
  p: string,
  b: BuildState,
  exit: unknown,
  owns: OwnsLink | undefined,
): PlaceCheck | string {
  if (b.tilesPlaced >= b.maxTiles) return 'tile-limit';
  const end = endOf(G, b);
  const target = placeTarget(G, p, end, exit, owns);
  if (typeof target === 'string') return target;
  const h = end.h!;
  const e = exit as Edge;
  // the entry-side ridge is the one on the edge between the previous hex and H
  let cost = costOfTerrain(b, h.terrain) + ridgeCostAt(b, h.ridge[end.entry]);
  if (target.kind !== 'open') cost += ridgeCostAt(b, h.ridge[e]);
  return { q: h.q, r: h.r, entry: end.entry, exit: e, cost, target };
}

/** placeTrack legality (rules 1–9) and cost; a reason string when illegal. */
export function checkPlace(G: RotwState, p: string, exit: number): PlaceCheck | string {
  const b = G.build;
  if (!b) return 'no-build';
  return placeCheck(G, p, b, exit, undefined);
}

export interface RedirectCheck {
  q: number;
  r: number;
  exit: Edge;
  cost: number;
  target: Target;
}

/** redirectTrack legality (without cost) for the build `b`; the link's last tile and the target when legal. */
function redirectTarget(
  G: RotwState,
  p: string,
  b: BuildState,
  exit: unknown,
  owns: OwnsLink | undefined,
): { h: HexInfo; target: Target } | string {
  if (b.origin.kind !== 'link' || b.tilesPlaced > 0 || b.redirected) return 'cannot-redirect';
  const link = G.links[b.origin.linkId];
  const last = link.tiles[link.tiles.length - 1];
  if (exit === last.exit || !isLegalExit(last.entry, exit)) return 'bad-exit';
  const h = hexInfo(last.q, last.r)!;
  const paths = G.hexTracks[h.key];
  if (paths) {
    let other: { a: Edge; b: Edge } | undefined;
    let n = 0;
    for (const t of paths)
      if (!(t.linkId === link.id && t.a === last.entry && t.b === last.exit)) {
        other = t;
        n++;
      }
    if (n === 1 && !chordsCross(other!.a, other!.b, last.entry, exit)) return 'must-cross';
  }
  const target = targetAt(G, p, link.cityA, h.nb[exit], exit, owns);
  if (typeof target === 'string') return target;
  return { h, target };
}

/** redirectTrack legality and cost [spec §4.5.2]. */
export function checkRedirect(G: RotwState, p: string, exit: number): RedirectCheck | string {
  const b = G.build;
  if (!b) return 'no-build';
  const r = redirectTarget(G, p, b, exit, undefined);
  if (typeof r === 'string') return r;
  let cost = costOfTerrain(b, r.h.terrain); // entry-side ridge not charged again [design] §10.13
  if (r.target.kind !== 'open') cost += ridgeCostAt(b, r.h.ridge[exit]);
  return { q: r.h.q, r: r.h.r, exit: exit as Edge, cost, target: r.target };
}

// Precomputed city hexes and sides: the hex key across each side and whether track may go there.
const CITY_HEX: Record<string, HexInfo> = {};
const SIDES: Record<string, { key: string; buildable: boolean }[]> = {};
for (const id in CITY_BY_ID) {
  const c = CITY_BY_ID[id];
  CITY_HEX[id] = hexInfo(c.q, c.r)!;
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
  const paths = G.hexTracks[side.key];
  if (paths) {
    if (paths.length >= 2) return 'hex-full';
    const facing = opposite(dir as number);
    if (paths.some((t) => t.a === facing || t.b === facing)) return 'edge-occupied';
  }
  if (G.players[p].locomotivesLeft <= 0) return 'no-locomotives';
  return null;
}

// The buildable sides of every city, in CITIES order then by side, with their fixed open end.
const CITY_SIDES: { cityId: string; dir: Edge; end: End }[] = [];
for (const c of CITIES) {
  for (let d = 0; d < 6; d++) {
    const h = CITY_HEX[c.id].nb[d];
    if (h && h.buildable)
      CITY_SIDES.push({ cityId: c.id, dir: d as Edge, end: { h, entry: opposite(d), cityA: c.id, link: null } });
  }
}

/** Every city side from which p may begin a build now, in CITIES order then by side: the sides
 *  where checkCityOrigin passes and hasFirstStep holds (legalMoves; `owns` from ownsLinkLookup). */
export function cityOriginsWithFirstStep(G: RotwState, p: string, owns: OwnsLink): BuildOrigin[] {
  const out: BuildOrigin[] = [];
  if (G.players[p].locomotivesLeft <= 0) return out;
  for (const s of CITY_SIDES) {
    const end = s.end;
    const paths = G.hexTracks[end.h!.key];
    if (paths) {
      if (paths.length >= 2) continue; // hex-full
      let occupied = false;
      for (const t of paths) if (t.a === end.entry || t.b === end.entry) occupied = true;
      if (occupied) continue; // edge-occupied
    }
    for (let k = 2; k <= 4; k++) {
      if (typeof placeTarget(G, p, end, (end.entry + k) % 6, owns) !== 'string') {
        out.push({ kind: 'city', cityId: s.cityId, dir: s.dir });
        break;
      }
    }
  }
  return out;
}

/** Does a build from `origin` have a legal first step (a tile or a redirect)? [design, README]
 *  `owns` may carry p's complete links precomputed (legalMoves). */
export function hasFirstStep(G: RotwState, p: string, origin: BuildOrigin, owns?: OwnsLink): boolean {
  const build: BuildState = {
    linkId: origin.kind === 'link' ? origin.linkId : null,
    origin,
    tilesPlaced: 0,
    maxTiles: 4,
    redirected: false,
    landGrantCardId: null,
    diamonds: [],
  };
  const end = endOf(G, build);
  for (let k = 2; k <= 4; k++) if (typeof placeTarget(G, p, end, (end.entry + k) % 6, owns) !== 'string') return true;
  if (origin.kind === 'link') {
    const l = G.links[origin.linkId];
    const entry = l.tiles[l.tiles.length - 1].entry;
    for (let k = 2; k <= 4; k++)
      if (typeof redirectTarget(G, p, build, (entry + k) % 6, owns) !== 'string') return true;
  }
  return false;
}
