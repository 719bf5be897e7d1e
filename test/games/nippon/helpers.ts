// Test helpers: build kernel states, apply moves through the validator, drive the reducer.
import { expect } from 'vitest';
import { seededRandom } from '../../../games/common/rng';
import { setupState } from '../../../games/nippon/setup';
import { applyMove } from '../../../games/nippon/rules/apply';
import { newPending } from '../../../games/nippon/rules/consolidate';
import { whyMove } from '../../../games/nippon/rules/validate';
import type { NipponState, OwnedFactory, StageKind } from '../../../games/nippon/types';

export function fresh(n = 4, seed: string | number = 1): NipponState {
  const G = setupState(n, seededRandom(seed));
  G.playOrder = Array.from({ length: n }, (_, i) => String(i));
  G.playOrder.forEach((s, i) => {
    G.players[s].vp = 10 + i;
    G.players[s].vpBy.start = 10 + i;
  });
  return G;
}

export function stage(G: NipponState, kind: StageKind) {
  G.pending = newPending(kind);
}

export function give(G: NipponState, seat: string, id: string, goods = 0, machine: 0 | 1 | 2 = 0): OwnedFactory {
  const f = { id, goods, machine };
  G.players[seat].factories.push(f);
  G.factorySupply = G.factorySupply.filter((x) => x !== id);
  return f;
}

/** Apply a move after asserting the validator accepts it; returns whether the turn ended. */
export function act(G: NipponState, seat: string, move: string, arg?: Record<string, unknown>, seed = 7): boolean {
  const why = whyMove(G, seat, move, arg);
  expect(why, `${move} ${JSON.stringify(arg)}`).toBeNull();
  return applyMove(G, seat, move, arg, seededRandom(seed));
}

export const why = (G: NipponState, seat: string, move: string, arg?: Record<string, unknown>) =>
  whyMove(G, seat, move, arg);

export function clearCities(G: NipponState) {
  for (const c of G.cities) c.slots = [null, null, null, null];
}
