// Shape of one move of the pure rules kernel (see docs/architecture.md "Rules as a pure kernel").
import type { LinkGraph } from '../rules/network';
import type { Seat, SRState, StageName } from '../types';

/** Randomness passed in from boardgame.io's `random`. */
export interface Rng {
  d6(): number;
  /** Uniform [0, 1). */
  number(): number;
}

/** What the boardgame.io wrapper must do after a move. */
export type Flow =
  | { kind: 'endTurn' }
  | { kind: 'stage'; stage: StageName } // current player into a stage
  | { kind: 'value'; value: Record<Seat, StageName> } // exactly these players active
  | { kind: 'none' };

/** Per-query cache shared by one legalMoves call. */
export interface CheckCache {
  graph?: LinkGraph;
}

export type Arg = Record<string, any> | undefined;

export interface MoveDef {
  /** Stages where the move is available. */
  stages: StageName[];
  /** Arguments to try (a superset of the legal ones is fine). */
  candidates(G: SRState, p: Seat, cache: CheckCache): Arg[];
  /** Reason code, or null if legal (stage already checked). */
  check(G: SRState, p: Seat, arg: Arg, cache: CheckCache): string | null;
  /** Mutate G; only called when check() is null. */
  apply(G: SRState, p: Seat, arg: Arg, rng: Rng): Flow;
  /** Uses randomness / reveals it: long form, undoable false. */
  random?: boolean;
}

export const isInt = (x: unknown, lo: number, hi: number): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= lo && x <= hi;
