// The map of every sheet and of the supply board [spec §2.2, design D1].
import type { HexKey, NodeId } from '../types';

/** Board rows: r, q of the first cell, cell codes (digit = plain hex of region n, Cn city, Tn town). */
export const BOARD_ROWS = [
  { r: 0, q0: 0, cells: ['1', '1', '1', '3', '3', '3', '5', '5', '5'] },
  { r: 1, q0: 0, cells: ['1', 'C1', '1', '3', 'C3', '3', '5', 'C5', '5'] },
  { r: 2, q0: -1, cells: ['1', 'T1', '1', 'T3', '3', '3', 'T5', '5', '5'] },
  { r: 3, q0: -1, cells: ['2', '2', '2', '4', '4', '4', '6', 'T6', '6'] },
  { r: 4, q0: -2, cells: ['2', 'C2', '2', '4', 'C4', '4', '6', 'C6', '6'] },
  { r: 5, q0: -2, cells: ['2', '2', 'T2', '4', '4', 'T4', '6', '6', '6'] },
] as const;

/** Edge directions: 0 E, 1 NE, 2 NW, 3 W, 4 SW, 5 SE (axial, pointy-top). */
export const DIRS: readonly [number, number][] = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];
export const DIR_NAMES = ['E', 'NE', 'NW', 'W', 'SW', 'SE'] as const;

export type HexKind = 'plain' | 'city' | 'town';
export interface HexInfo {
  key: HexKey;
  q: number;
  r: number;
  region: number;
  kind: HexKind;
  /** NodeId for city/town hexes. */
  node: NodeId | null;
}

export const hexKey = (q: number, r: number): HexKey => `${q},${r}`;
export function parseHex(key: HexKey): [number, number] {
  const i = key.indexOf(',');
  return [Number(key.slice(0, i)), Number(key.slice(i + 1))];
}

function buildHexes(): Record<HexKey, HexInfo> {
  const out: Record<HexKey, HexInfo> = {};
  for (const row of BOARD_ROWS) {
    row.cells.forEach((code, k) => {
      const q = row.q0 + k;
      const key = hexKey(q, row.r);
      const kind: HexKind = code[0] === 'C' ? 'city' : code[0] === 'T' ? 'town' : 'plain';
      const region = Number(kind === 'plain' ? code : code.slice(1));
      out[key] = { key, q, r: row.r, region, kind, node: kind === 'plain' ? null : (code as NodeId) };
    });
  }
  return out;
}

export const HEXES: Readonly<Record<HexKey, HexInfo>> = buildHexes();
export const HEX_KEYS: readonly HexKey[] = Object.keys(HEXES);
/** Hexes track may be drawn in (plain + towns). */
export const BUILDABLE: readonly HexKey[] = HEX_KEYS.filter((k) => HEXES[k].kind !== 'city');
export const BUILDABLE_BY_REGION: Readonly<Record<number, HexKey[]>> = Object.fromEntries(
  [1, 2, 3, 4, 5, 6].map((n) => [n, BUILDABLE.filter((k) => HEXES[k].region === n)]),
);

export const CITY_HEX: Readonly<Record<number, HexKey>> = {
  1: '1,1',
  2: '-1,4',
  3: '4,1',
  4: '2,4',
  5: '7,1',
  6: '5,4',
};
export const TOWN_HEX: Readonly<Record<number, HexKey>> = {
  1: '0,2',
  2: '0,5',
  3: '2,2',
  4: '3,5',
  5: '5,2',
  6: '6,3',
};
export const NODE_HEX: Readonly<Record<NodeId, HexKey>> = {
  C1: CITY_HEX[1],
  C2: CITY_HEX[2],
  C3: CITY_HEX[3],
  C4: CITY_HEX[4],
  C5: CITY_HEX[5],
  C6: CITY_HEX[6],
  T1: TOWN_HEX[1],
  T2: TOWN_HEX[2],
  T3: TOWN_HEX[3],
  T4: TOWN_HEX[4],
  T5: TOWN_HEX[5],
  T6: TOWN_HEX[6],
};

/** Region colours [spec §2.2, D2]. */
export const REGION_COLOUR: Readonly<Record<number, string>> = {
  1: 'yellow',
  2: 'red',
  3: 'darkgrey',
  4: 'lightgrey',
  5: 'green',
  6: 'blue',
};

/** Neighbour hex key across edge e, or null if off the board. */
const NEIGHBOUR: Record<HexKey, (HexKey | null)[]> = Object.fromEntries(
  HEX_KEYS.map((k) => {
    const { q, r } = HEXES[k];
    return [k, DIRS.map(([dq, dr]) => (HEXES[hexKey(q + dq, r + dr)] ? hexKey(q + dq, r + dr) : null))];
  }),
);
export const neighbour = (hex: HexKey, e: number): HexKey | null => NEIGHBOUR[hex]?.[e] ?? null;
export const onBoard = (hex: HexKey): boolean => HEXES[hex] !== undefined;
export const isCity = (hex: HexKey): boolean => HEXES[hex]?.kind === 'city';
export const isTown = (hex: HexKey): boolean => HEXES[hex]?.kind === 'town';
export const cityNumber = (node: NodeId): number => Number(node.slice(1));
export const isCityNode = (n: string): n is NodeId => /^C[1-6]$/.test(n);

/** Canonical key of the edge between two hexes [spec §4.2]. */
export function edgeKey(a: HexKey, b: HexKey): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}
/** Canonical key of edge e of hex (works for off-board neighbours too). */
export function edgeKeyOf(hex: HexKey, e: number): string {
  const [q, r] = parseHex(hex);
  return edgeKey(hex, hexKey(q + DIRS[e][0], r + DIRS[e][1]));
}
