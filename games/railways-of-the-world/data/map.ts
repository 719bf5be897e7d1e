// Eastern U.S. map [spec §2.8] — the whole section is [design] in the spec.
import type { CityColor, Edge } from '../types';

/** Terrain rows in odd-r offset layout, row 0 = north [spec §2.8.3]. */
export const MAP_ROWS = [
  '........##~###~.......~...',
  '.......###.####.....~C....',
  '.......~#~..##C~...~.^^^..',
  '.......#~..~#~.~###^^~^.~#',
  '.......C#....~.~C~~.^~^.~#',
  '.......#~..C.##~.....C.C##',
  '.C..~..C#...#C~..^^.^~...#',
  '.....~...g......^^^^.~####',
  '.....~..~......C^g^..C####',
  '...~~g.~C..C.~.^^^~C~#####',
  'C~~.~.....C~.~^^^.C.~#####',
  '..~.C...C~..~^^^C.~~######',
  '.....~.~.....^^^....######',
  '..^..~~....^^^^..C~C######',
  '..^..~..C.^^^^^....~######',
  '......~..^C^^...g..#######',
  '..~..C.~.g^^..C....~######',
  '..C......^^.....C#########',
  '....~...g^C..g..~#########',
  '...~...........C##########',
  '....~...C.~...C###########',
  '...~...~.....~############',
  '.......C..~...############',
  '...~C~##~.g..C############',
  '.##~.~######..############',
  '############..############',
] as const;

export type Terrain = 'open' | 'water' | 'mountain' | 'none' | 'city';

export interface CityDef {
  id: string;
  name: string;
  q: number;
  r: number;
  color: CityColor;
  cubes: number;
  westernLink?: boolean;
}

/** Cities in the order of the §2.8.4 table (setup draws cubes in this order). */
export const CITIES: readonly CityDef[] = [
  { id: 'KCY', name: 'Kansas City', q: -5, r: 10, color: 'yellow', cubes: 2, westernLink: true },
  { id: 'DSM', name: 'Des Moines', q: -2, r: 6, color: 'black', cubes: 2, westernLink: true },
  { id: 'STL', name: 'St. Louis', q: -1, r: 11, color: 'purple', cubes: 3 },
  { id: 'CHI', name: 'Chicago', q: 4, r: 6, color: 'red', cubes: 3 },
  { id: 'MKE', name: 'Milwaukee', q: 5, r: 4, color: 'yellow', cubes: 2 },
  { id: 'SPI', name: 'Springfield', q: 1, r: 9, color: 'gray', cubes: 1 },
  { id: 'IND', name: 'Indianapolis', q: 4, r: 9, color: 'yellow', cubes: 2 },
  { id: 'FWA', name: 'Fort Wayne', q: 6, r: 7, color: 'gray', cubes: 1 },
  { id: 'DET', name: 'Detroit', q: 9, r: 5, color: 'red', cubes: 2 },
  { id: 'CLE', name: 'Cleveland', q: 10, r: 6, color: 'black', cubes: 2 },
  { id: 'CMH', name: 'Columbus', q: 7, r: 9, color: 'purple', cubes: 2 },
  { id: 'CIN', name: 'Cincinnati', q: 5, r: 10, color: 'black', cubes: 3 },
  { id: 'LOU', name: 'Louisville', q: 3, r: 11, color: 'yellow', cubes: 2 },
  { id: 'NSH', name: 'Nashville', q: 1, r: 14, color: 'purple', cubes: 2 },
  { id: 'MEM', name: 'Memphis', q: -3, r: 16, color: 'yellow', cubes: 2 },
  { id: 'LRK', name: 'Little Rock', q: -6, r: 17, color: 'blue', cubes: 2 },
  { id: 'NOL', name: 'New Orleans', q: -7, r: 23, color: 'red', cubes: 3 },
  { id: 'MOB', name: 'Mobile', q: -4, r: 22, color: 'blue', cubes: 2 },
  { id: 'MGM', name: 'Montgomery', q: -2, r: 20, color: 'black', cubes: 2 },
  { id: 'BHM', name: 'Birmingham', q: -1, r: 18, color: 'gray', cubes: 1 },
  { id: 'ATL', name: 'Atlanta', q: 1, r: 18, color: 'red', cubes: 3 },
  { id: 'CHA', name: 'Chattanooga', q: 1, r: 16, color: 'gray', cubes: 1 },
  { id: 'KNX', name: 'Knoxville', q: 3, r: 15, color: 'black', cubes: 2 },
  { id: 'CLT', name: 'Charlotte', q: 6, r: 16, color: 'purple', cubes: 2 },
  { id: 'RAL', name: 'Raleigh', q: 9, r: 15, color: 'gray', cubes: 1 },
  { id: 'WIL', name: 'Wilmington', q: 8, r: 17, color: 'black', cubes: 2 },
  { id: 'CHS', name: 'Charleston', q: 6, r: 19, color: 'yellow', cubes: 2 },
  { id: 'SAV', name: 'Savannah', q: 4, r: 20, color: 'blue', cubes: 2 },
  { id: 'AGS', name: 'Augusta', q: 4, r: 18, color: 'gray', cubes: 1 },
  { id: 'JAX', name: 'Jacksonville', q: 2, r: 23, color: 'purple', cubes: 2 },
  { id: 'TLH', name: 'Tallahassee', q: -1, r: 23, color: 'gray', cubes: 1 },
  { id: 'RIC', name: 'Richmond', q: 11, r: 13, color: 'yellow', cubes: 2 },
  { id: 'ORF', name: 'Norfolk', q: 13, r: 13, color: 'blue', cubes: 2 },
  { id: 'WAS', name: 'Washington', q: 11, r: 11, color: 'purple', cubes: 2 },
  { id: 'BAL', name: 'Baltimore', q: 13, r: 10, color: 'blue', cubes: 3 },
  { id: 'PHL', name: 'Philadelphia', q: 15, r: 9, color: 'red', cubes: 3 },
  { id: 'NYC', name: 'New York', q: 17, r: 8, color: 'red', cubes: 3 },
  { id: 'HAR', name: 'Harrisburg', q: 13, r: 8, color: 'gray', cubes: 1 },
  { id: 'PIT', name: 'Pittsburgh', q: 11, r: 8, color: 'black', cubes: 3 },
  { id: 'BUF', name: 'Buffalo', q: 14, r: 4, color: 'purple', cubes: 2 },
  { id: 'ALB', name: 'Albany', q: 19, r: 5, color: 'blue', cubes: 2 },
  { id: 'BOS', name: 'Boston', q: 21, r: 5, color: 'red', cubes: 3 },
  { id: 'TOR', name: 'Toronto', q: 13, r: 2, color: 'yellow', cubes: 2 },
  { id: 'MTL', name: 'Montreal', q: 21, r: 1, color: 'blue', cubes: 2 },
];

export const CITY_IDS = CITIES.map((c) => c.id);
export const CITY_BY_ID: Record<string, CityDef> = Object.fromEntries(CITIES.map((c) => [c.id, c]));

/** Ridges: "(q,r) D" hex edges [spec §2.8.5]. */
export const RIDGES: readonly [number, number, Edge][] = [
  [2, 17, 1],
  [4, 15, 0],
  [4, 15, 5],
  [3, 16, 5],
  [3, 16, 0],
  [5, 14, 5],
  [5, 15, 1],
  [7, 13, 0],
  [7, 13, 5],
  [6, 14, 5],
  [6, 14, 0],
  [8, 12, 5],
  [8, 13, 1],
  [11, 9, 0],
  [11, 9, 5],
  [10, 10, 5],
  [10, 10, 0],
  [10, 11, 0],
  [10, 11, 5],
  [9, 12, 5],
  [9, 12, 0],
  [13, 7, 0],
  [13, 7, 5],
  [12, 8, 5],
  [12, 8, 0],
  [12, 9, 5],
  [11, 10, 5],
  [11, 10, 0],
];

export const WESTERN_LINK_CITIES = ['KCY', 'DSM'] as const;
export type WesternLinkCity = (typeof WESTERN_LINK_CITIES)[number];
export const WESTERN_LINK_BONUS_CITY = 'CHI';
