// Die modifiers: tile 1 (set), 5a (nudge), 5b (reroll / flip) [spec §2.6, §4.5, D10].
import { useUpTile, usable } from '../rules/helpers';
import type { SRState } from '../types';
import { type MoveDef, isInt } from './types';

function setValue(G: SRState, v: number): void {
  const d = G.turn.currentDie!;
  d.value = v;
  if (G.dice[d.id]) G.dice[d.id].value = v; // shown on the pool too
}

export const useTileSetDie: MoveDef = {
  stages: ['action'],
  candidates: () => [1, 2, 3, 4, 5, 6].map((value) => ({ value })),
  check(G, p, arg) {
    if (!usable(G, p, 1)) return 'tile-not-usable';
    if (G.turn.modsUsed.t1) return 'modifier-used';
    if (!isInt(arg?.value, 1, 6)) return 'value-out-of-range';
    if (arg!.value === G.turn.currentDie!.value) return 'same-value';
    return null;
  },
  apply(G, p, arg) {
    setValue(G, arg!.value);
    G.turn.modsUsed.t1 = true;
    useUpTile(G, 1);
    G.last = { seat: p, move: 'useTileSetDie', tile: 1, dieId: G.turn.currentDie!.id };
    return { kind: 'none' };
  },
};

export const useTileNudge: MoveDef = {
  stages: ['action'],
  candidates: () => [{ delta: 1 }, { delta: -1 }],
  check(G, p, arg) {
    if (!usable(G, p, 5, 'a')) return 'tile-not-usable';
    if (G.turn.modsUsed.t5a) return 'modifier-used';
    const delta = arg?.delta;
    if (delta !== 1 && delta !== -1) return 'bad-argument';
    const v = G.turn.currentDie!.value + delta;
    if (v < 1 || v > 6) return 'value-out-of-range';
    return null;
  },
  apply(G, p, arg) {
    setValue(G, G.turn.currentDie!.value + arg!.delta);
    G.turn.modsUsed.t5a = true;
    G.last = { seat: p, move: 'useTileNudge', tile: 5, dieId: G.turn.currentDie!.id };
    return { kind: 'none' };
  },
};

function check5b(G: SRState, p: string): string | null {
  if (!usable(G, p, 5, 'b')) return 'tile-not-usable';
  if (G.turn.modsUsed.t5b) return 'modifier-used';
  return null;
}

export const useTileReroll: MoveDef = {
  stages: ['action'],
  random: true,
  candidates: () => [undefined],
  check: (G, p) => check5b(G, p),
  apply(G, p, _arg, rng) {
    setValue(G, rng.d6());
    G.turn.modsUsed.t5b = true;
    G.last = { seat: p, move: 'useTileReroll', tile: 5, dieId: G.turn.currentDie!.id };
    return { kind: 'none' };
  },
};

export const useTileFlip: MoveDef = {
  stages: ['action'],
  candidates: () => [undefined],
  check: (G, p) => check5b(G, p),
  apply(G, p) {
    setValue(G, 7 - G.turn.currentDie!.value);
    G.turn.modsUsed.t5b = true;
    G.last = { seat: p, move: 'useTileFlip', tile: 5, dieId: G.turn.currentDie!.id };
    return { kind: 'none' };
  },
};
