// Test helpers: build kernel states directly and play moves on the pure kernel.
import { expect } from 'vitest';
import { applyMove } from '../../../games/russian-railroads/rules/apply';
import { whyIllegal } from '../../../games/russian-railroads/rules/legal';
import { createInitialState } from '../../../games/russian-railroads/setup';
import type { FlowView, MoveArg, RRState } from '../../../games/russian-railroads/types';

/** Deterministic initial state: identity shuffles, turn order 0,1,2,… */
export function makeState(numPlayers = 4): RRState {
  const G = createInitialState(numPlayers, (a) => a.slice());
  G.flowPhase = 'actions';
  return G;
}

export const flow = (currentPlayer = '0', phase = 'actions'): FlowView => ({ phase, currentPlayer });

/** Play a move that must be legal. */
export function act(G: RRState, move: string, arg?: MoveArg, seat = '0', phase = 'actions'): void {
  const why = whyIllegal(G, flow(seat, phase), seat, move, arg);
  expect(why, `${move} ${JSON.stringify(arg)}`).toBeNull();
  applyMove(G, flow(seat, phase), seat, move, arg);
}

export function why(G: RRState, move: string, arg?: MoveArg, seat = '0', phase = 'actions'): string | null {
  return whyIllegal(G, flow(seat, phase), seat, move, arg);
}

export const pay = (space: string, extra: Partial<{ rubles: number; temp: number; black: number }> = {}) => ({
  space,
  rubles: 0,
  temp: 0,
  black: 0,
  ...extra,
});

export function clone<T>(x: T): T {
  return JSON.parse(JSON.stringify(x));
}
