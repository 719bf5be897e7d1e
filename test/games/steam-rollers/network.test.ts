import { describe, expect, it } from 'vitest';
import { chains, linkGraph, networkPoints } from '../../../games/steam-rollers/rules/network';
import { SHEET_A } from './helpers';

describe('network points [spec §4.3, §5.3]', () => {
  it('[spec §5.3 Network vectors] Sheet A scores 10', () => {
    expect(networkPoints(SHEET_A)).toBe(10);
  });

  it('[spec §5.3] Sheet A chains: C1–C3 (2), C1–C2 (2), C2–C4 (2), C4–C3 (4), two dead ends at C6 (0)', () => {
    const cs = chains(SHEET_A).map((c) => ({
      n: c.hexes.length,
      pts: c.points,
      ends: c.ends
        .map((e) => (e.kind === 'city' ? `C${e.city}` : e.kind))
        .sort()
        .join('-'),
    }));
    expect(cs).toEqual(
      expect.arrayContaining([
        { n: 2, pts: 2, ends: 'C1-C3' },
        { n: 2, pts: 2, ends: 'C1-C2' },
        { n: 2, pts: 2, ends: 'C2-C4' },
        { n: 4, pts: 4, ends: 'C3-C4' },
        { n: 1, pts: 0, ends: 'C6-dead' },
        { n: 1, pts: 0, ends: 'C6-dead' },
      ]),
    );
    expect(cs.length).toBe(6);
  });

  it('[spec §5.3] Sheet A links: C1–C3, C1–T1, T1–C2, C2–C4, C4–T5, T5–C3, C6–T6', () => {
    const g = linkGraph(SHEET_A);
    const pairs = new Set<string>();
    for (const [a, ns] of Object.entries(g)) for (const b of ns) pairs.add([a, b].sort().join('-'));
    expect([...pairs].sort()).toEqual(
      ['C1-C3', 'C1-T1', 'C2-T1', 'C2-C4', 'C4-T5', 'C3-T5', 'C6-T6'].map((p) => p.split('-').sort().join('-')).sort(),
    );
  });

  it('[spec §5.3 Network vectors] a loop from C1 back to C1 scores 0', () => {
    expect(networkPoints({ '2,1': [2, 3], '2,0': [4, 5] })).toBe(0);
  });
  it('[spec §5.3 Network vectors] a closed ring with no city scores 0', () => {
    const ring: Record<string, [number, number]> = {
      '5,3': [2, 4],
      '5,2': [3, 5],
      '4,2': [0, 4],
      '3,3': [1, 5],
      '3,4': [0, 2],
      '4,4': [1, 3],
    };
    expect(networkPoints(ring)).toBe(0);
    expect(chains(ring)).toEqual([expect.objectContaining({ cycle: true, points: 0 })]);
    expect(linkGraph(ring)).toEqual({});
  });
  it('[spec §5.3 Network vectors] direct C3–C5 scores 2', () => {
    expect(networkPoints({ '5,1': [0, 3], '6,1': [0, 3] })).toBe(2);
  });
  it('[spec §5.3 Network vectors] C2–C4 and C4–C6 score 4', () => {
    expect(networkPoints({ '0,4': [0, 3], '1,4': [0, 3], '3,4': [0, 3], '4,4': [0, 3] })).toBe(4);
  });
  it('[spec §5.3 Network vectors] C6–T6–C5 scores 2', () => {
    expect(networkPoints({ '6,3': [1, 4], '7,2': [2, 4] })).toBe(2);
  });
  it('a city-to-town chain alone scores nothing but links', () => {
    expect(networkPoints({ '0,2': [1, 3] })).toBe(0);
    expect(linkGraph({ '0,2': [1, 3] })).toEqual({ C1: ['T1'], T1: ['C1'] });
  });
});

describe('memoized track facts (the bots evaluate the same tracks thousands of times)', () => {
  it('a track with the same segments in another key order is traced in that order, not served from the first', () => {
    const reversed = Object.fromEntries(Object.entries(SHEET_A).reverse());
    const a = chains(SHEET_A).map((c) => c.hexes.join(' '));
    const b = chains(reversed).map((c) => c.hexes.join(' '));
    // the same chains as sets, but the trace starts from the other end of the key order
    expect(b).not.toEqual(a);
    expect(new Set(b.map((h) => h.split(' ').sort().join(' ')))).toEqual(
      new Set(a.map((h) => h.split(' ').sort().join(' '))),
    );
    expect(networkPoints(reversed)).toBe(10);
  });

  it('a changed track is not answered from the memo of the old one; shared answers are frozen', () => {
    const before = networkPoints(SHEET_A);
    const first = Object.keys(SHEET_A)[0];
    const cut = { ...SHEET_A };
    delete cut[first];
    expect(networkPoints(cut)).toBeLessThan(before);
    expect(networkPoints({ ...SHEET_A })).toBe(before);
    const cs = chains(SHEET_A);
    expect(chains({ ...SHEET_A })).toBe(cs); // same contents, same order: the memo
    expect(Object.isFrozen(cs) && cs.every((c) => Object.isFrozen(c))).toBe(true);
    expect(Object.isFrozen(linkGraph(SHEET_A))).toBe(true);
  });
});
