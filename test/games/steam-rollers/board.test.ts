import { describe, expect, it } from 'vitest';
import {
  BUILDABLE,
  BUILDABLE_BY_REGION,
  CITY_HEX,
  DIRS,
  HEXES,
  HEX_KEYS,
  TOWN_HEX,
  hexKey,
  neighbour,
  parseHex,
} from '../../../games/steam-rollers/data/board';
import { WALL_PATTERNS } from '../../../games/steam-rollers/data/walls';
import { TRACK_DIE_FACES, shapeOf, ALL_SEGMENTS } from '../../../games/steam-rollers/data/shapes';
import { linkGraph } from '../../../games/steam-rollers/rules/network';

describe('map [spec §2.2]', () => {
  it('has 54 hexes, 6 cities, 48 buildable hexes (42 plain + 6 towns), 8 per region', () => {
    expect(HEX_KEYS.length).toBe(54);
    expect(HEX_KEYS.filter((k) => HEXES[k].kind === 'city').length).toBe(6);
    expect(BUILDABLE.length).toBe(48);
    expect(HEX_KEYS.filter((k) => HEXES[k].kind === 'town').length).toBe(6);
    for (let n = 1; n <= 6; n++) {
      expect(BUILDABLE_BY_REGION[n].length).toBe(8);
      expect(HEX_KEYS.filter((k) => HEXES[k].region === n).length).toBe(9);
    }
  });

  it('city and town positions match the JSON table', () => {
    const cities = { 1: [1, 1], 2: [-1, 4], 3: [4, 1], 4: [2, 4], 5: [7, 1], 6: [5, 4] } as Record<number, number[]>;
    const towns = { 1: [0, 2], 2: [0, 5], 3: [2, 2], 4: [3, 5], 5: [5, 2], 6: [6, 3] } as Record<number, number[]>;
    for (let n = 1; n <= 6; n++) {
      expect(CITY_HEX[n]).toBe(hexKey(cities[n][0], cities[n][1]));
      expect(HEXES[CITY_HEX[n]]).toMatchObject({ kind: 'city', region: n, node: `C${n}` });
      expect(TOWN_HEX[n]).toBe(hexKey(towns[n][0], towns[n][1]));
      expect(HEXES[TOWN_HEX[n]]).toMatchObject({ kind: 'town', region: n, node: `T${n}` });
    }
  });

  it('every city has 6 on-board neighbours of its own region; no two cities or towns are adjacent', () => {
    for (let n = 1; n <= 6; n++) {
      for (let e = 0; e < 6; e++) {
        const nb = neighbour(CITY_HEX[n], e);
        expect(nb).not.toBeNull();
        expect(HEXES[nb!].region).toBe(n);
        expect(HEXES[nb!].kind).not.toBe('city');
      }
      for (let e = 0; e < 6; e++) {
        const nb = neighbour(TOWN_HEX[n], e);
        if (nb) expect(HEXES[nb].kind).not.toBe('town');
      }
    }
  });

  it('T1 and T6 touch their city; T2..T5 touch no city', () => {
    const touchesCity = (t: string) =>
      [0, 1, 2, 3, 4, 5].some((e) => neighbour(t, e) && HEXES[neighbour(t, e)!].kind === 'city');
    expect(touchesCity(TOWN_HEX[1])).toBe(true);
    expect(touchesCity(TOWN_HEX[6])).toBe(true);
    for (const n of [2, 3, 4, 5]) expect(touchesCity(TOWN_HEX[n])).toBe(false);
  });

  it('neighbour table of the spec (C1, C6, T2, T4 rows)', () => {
    expect([0, 1, 2, 3, 4, 5].map((e) => neighbour('1,1', e))).toEqual(['2,1', '2,0', '1,0', '0,1', '0,2', '1,2']);
    expect([0, 1, 2, 3, 4, 5].map((e) => neighbour('5,4', e))).toEqual(['6,4', '6,3', '5,3', '4,4', '4,5', '5,5']);
    expect([0, 1, 2, 3, 4, 5].map((e) => neighbour('0,5', e))).toEqual(['1,5', '1,4', '0,4', '-1,5', null, null]);
    expect([0, 1, 2, 3, 4, 5].map((e) => neighbour('3,5', e))).toEqual(['4,5', '4,4', '3,4', '2,5', null, null]);
    expect(DIRS[2]).toEqual([0, -1]);
    expect(parseHex('-2,5')).toEqual([-2, 5]);
  });
});

describe('shapes and track die [spec §2.4]', () => {
  it('classifies the examples', () => {
    expect(shapeOf(0, 1)).toBe('sharp');
    expect(shapeOf(0, 5)).toBe('sharp');
    expect(shapeOf(0, 2)).toBe('gentle');
    expect(shapeOf(1, 5)).toBe('gentle');
    expect(shapeOf(0, 3)).toBe('straight');
    expect(ALL_SEGMENTS.length).toBe(15);
    expect(ALL_SEGMENTS.filter(([a, b]) => shapeOf(a, b) === 'straight').length).toBe(3);
  });
  it('each pair of shapes is on two faces', () => {
    const pairs = Object.values(TRACK_DIE_FACES).map((f) => [...f].sort().join('+'));
    for (const p of new Set(pairs)) expect(pairs.filter((x) => x === p).length).toBe(2);
  });
});

describe('wall patterns [spec §2.9]', () => {
  it('medium has 6 edges, hard 12; walls touch no city; towns have at most one wall edge; all cities stay joinable', () => {
    for (const [id, edges] of Object.entries(WALL_PATTERNS)) {
      expect(edges.length).toBe(id.startsWith('M') ? 6 : 12);
      for (const e of edges) {
        const [a, b] = e.split('|');
        expect(HEXES[a]).toBeDefined();
        expect(HEXES[b]).toBeDefined();
        expect(HEXES[a].kind).not.toBe('city');
        expect(HEXES[b].kind).not.toBe('city');
        // a and b are neighbours
        expect([0, 1, 2, 3, 4, 5].some((d) => neighbour(a, d) === b)).toBe(true);
      }
      for (let n = 1; n <= 6; n++)
        expect(edges.filter((e) => e.split('|').includes(TOWN_HEX[n])).length).toBeLessThanOrEqual(1);
      // connectivity of the hex graph without wall edges
      const seen = new Set<string>([CITY_HEX[1]]);
      const queue = [CITY_HEX[1]];
      while (queue.length) {
        const h = queue.pop()!;
        for (let d = 0; d < 6; d++) {
          const nb = neighbour(h, d);
          if (!nb || seen.has(nb)) continue;
          const key = h < nb ? `${h}|${nb}` : `${nb}|${h}`;
          if (edges.includes(key)) continue;
          seen.add(nb);
          queue.push(nb);
        }
      }
      for (let n = 1; n <= 6; n++) expect(seen.has(CITY_HEX[n])).toBe(true);
    }
    void linkGraph;
  });
});
