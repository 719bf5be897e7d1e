// Hex topology for the pointy-top axial grid [spec §2.8.1].
import { CITIES, MAP_ROWS, RIDGES, type Terrain } from './data/map';
import type { Edge } from './types';

export const DIRS: readonly [number, number][] = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];
export const EDGES: readonly Edge[] = [0, 1, 2, 3, 4, 5];

export const hexKey = (q: number, r: number): string => `${q},${r}`;
export const opposite = (d: number): Edge => ((d + 3) % 6) as Edge;
export function neighbour(q: number, r: number, d: number): [number, number] {
  return [q + DIRS[d][0], r + DIRS[d][1]];
}

const TERRAIN: Record<string, Terrain> = {};
const CITY_AT: Record<string, string> = {};
MAP_ROWS.forEach((row, r) => {
  for (let col = 0; col < row.length; col++) {
    const ch = row[col];
    const q = col - Math.floor(r / 2);
    TERRAIN[hexKey(q, r)] =
      ch === '.' ? 'open' : ch === '~' ? 'water' : ch === '^' ? 'mountain' : ch === '#' ? 'none' : 'city';
  }
});
for (const c of CITIES) CITY_AT[hexKey(c.q, c.r)] = c.id;

/** Terrain of a hex; 'none' when off-map. */
export function terrainAt(q: number, r: number): Terrain {
  return TERRAIN[hexKey(q, r)] ?? 'none';
}
export function cityAt(q: number, r: number): string | undefined {
  return CITY_AT[hexKey(q, r)];
}
/** A hex where track may be laid (not a city, not '#', on the map). */
export function isBuildable(q: number, r: number): boolean {
  const t = terrainAt(q, r);
  return t === 'open' || t === 'water' || t === 'mountain';
}

const RIDGE_SET = new Set<string>();
for (const [q, r, d] of RIDGES) {
  const [nq, nr] = neighbour(q, r, d);
  RIDGE_SET.add(`${hexKey(q, r)}|${d}`);
  RIDGE_SET.add(`${hexKey(nq, nr)}|${opposite(d)}`);
}
/** Is there a ridge on edge d of hex (q,r)? */
export function isRidge(q: number, r: number, d: number): boolean {
  return RIDGE_SET.has(`${hexKey(q, r)}|${d}`);
}

/** A map hex with its neighbours and ridges precomputed (for the hot paths of the rules). */
export interface HexInfo {
  q: number;
  r: number;
  key: string;
  terrain: Terrain;
  city: string | undefined;
  buildable: boolean;
  /** ridge on each edge */
  ridge: boolean[];
  /** the hex across each edge; null when off the map */
  nb: (HexInfo | null)[];
}
const HEX_INFO = new Map<string, HexInfo>();
for (const key in TERRAIN) {
  const [q, r] = key.split(',').map(Number);
  const terrain = TERRAIN[key];
  HEX_INFO.set(key, {
    q,
    r,
    key,
    terrain,
    city: CITY_AT[key],
    buildable: isBuildable(q, r),
    ridge: EDGES.map((d) => isRidge(q, r, d)),
    nb: [],
  });
}
for (const h of HEX_INFO.values())
  for (let d = 0; d < 6; d++) h.nb.push(HEX_INFO.get(hexKey(h.q + DIRS[d][0], h.r + DIRS[d][1])) ?? null);
/** The precomputed hex at (q, r); undefined when off the map. Same answers as terrainAt / cityAt / isBuildable / isRidge. */
export function hexInfo(q: number, r: number): HexInfo | undefined {
  return HEX_INFO.get(hexKey(q, r));
}

/** All hex keys of the map with their terrain (for the board). */
export function allHexes(): { q: number; r: number; terrain: Terrain }[] {
  const out: { q: number; r: number; terrain: Terrain }[] = [];
  MAP_ROWS.forEach((row, r) => {
    for (let col = 0; col < row.length; col++) {
      const q = col - Math.floor(r / 2);
      out.push({ q, r, terrain: TERRAIN[hexKey(q, r)] });
    }
  });
  return out;
}

/** Two chords {a,b} and {c,d} of one hex cross [spec §4.5.2 "Chords cross"]. */
export function chordsCross(a: number, b: number, c: number, d: number): boolean {
  if (a === c || a === d || b === c || b === d) return false;
  const lo = Math.min(a, b),
    hi = Math.max(a, b);
  const inC = c > lo && c < hi,
    inD = d > lo && d < hi;
  return inC !== inD;
}
