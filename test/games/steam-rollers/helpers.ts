// Test helpers for Steam Rollers: kernel states, synthetic ctx, reducer matches with patched G.
import type { Ctx } from 'boardgame.io';
import { startMatch, type Match } from '../../../games/common/match';
import type { SetupData } from '../../../games/common/module';
import { steamRollers } from '../../../games/steam-rollers';
import { MOVES, type MoveName } from '../../../games/steam-rollers/moves';
import type { Rng } from '../../../games/steam-rollers/moves/types';
import { whyIllegal } from '../../../games/steam-rollers/rules/legal';
import { setupState } from '../../../games/steam-rollers/setup';
import type { SRState, StageName } from '../../../games/steam-rollers/types';

export const mod = steamRollers;

/** A plain kernel state: N players, round 1, no cubes anywhere unless given. */
export function kernelState(n = 3, variants: Record<string, boolean | string> = {}): SRState {
  const seats = Array.from({ length: n }, (_, i) => String(i));
  const G = setupState(seats, { D6: () => 1, Die: () => 1, Shuffle: (d) => d.slice() }, { variants });
  G.round = 1;
  G.startSeat = 0;
  G.roundOrder = seats;
  G.turnIndexInRound = 0;
  for (let c = 1; c <= 6; c++) G.supply[c] = [];
  G.dice = Array.from({ length: n + 1 }, (_, id) => ({ id, value: 1, takenBy: null }));
  return G;
}

/** Give seat p die value v in hand (stage action). */
export function holdDie(G: SRState, p: string, v: number, id = 0): void {
  G.dice[id].value = v;
  G.dice[id].takenBy = p;
  G.turn.currentDie = { id, value: v };
  G.turn.diceTaken = 1;
}

export function ctxOf(seat: string, stage: StageName | null, extra: Partial<Ctx> = {}): Ctx {
  return {
    numPlayers: 3,
    playOrder: ['0', '1', '2'],
    playOrderPos: 0,
    currentPlayer: seat,
    activePlayers: stage ? { [seat]: stage } : null,
    numMoves: 0,
    turn: 1,
    phase: 'play',
    ...extra,
  } as Ctx;
}

/** Kernel: why a move is illegal for seat in stage. */
export function why(
  G: SRState,
  seat: string,
  stage: StageName,
  move: string,
  arg?: Record<string, unknown>,
): string | null {
  return whyIllegal(G, ctxOf(seat, stage), seat, move, arg);
}

export const fixedRng = (d6 = 4, num = 0): Rng => ({ d6: () => d6, number: () => num });

/** Kernel: check then apply; throws when refused. Returns the flow. */
export function play(
  G: SRState,
  seat: string,
  stage: StageName,
  move: MoveName,
  arg?: Record<string, unknown>,
  rng: Rng = fixedRng(),
) {
  const r = why(G, seat, stage, move, arg);
  if (r) throw new Error(`${move} refused: ${r}`);
  return MOVES[move].apply(G, seat, arg, rng);
}

/** Apply a track map (hex → edges) to a sheet. */
export function withTrack(G: SRState, p: string, track: Record<string, [number, number]>): void {
  G.players[p].track = { ...track };
}

/** Sheet A of spec §5.3. */
export const SHEET_A: Record<string, [number, number]> = {
  '2,1': [0, 3],
  '3,1': [0, 3],
  '0,2': [1, 5],
  '0,3': [2, 4],
  '0,4': [0, 3],
  '1,4': [0, 3],
  '3,4': [1, 3],
  '4,3': [1, 4],
  '5,2': [2, 4],
  '5,1': [3, 5],
  '6,4': [0, 3],
  '6,3': [1, 4],
};

/** A reducer match whose G can be patched. */
export function match(n: number, seed = 'seed', setupData?: SetupData): Match {
  return startMatch(mod, n, seed, setupData);
}
export function patchG(m: Match, fn: (G: SRState) => void): void {
  const G = structuredClone(m.state.G) as SRState;
  fn(G);
  m.state = { ...m.state, G };
}
export function step(m: Match, playerID: string, move: string, arg?: Record<string, unknown>): boolean {
  return m.step({ playerID, move, args: arg === undefined ? [] : [arg] }).ok;
}
export const G_of = (m: Match) => m.state.G as SRState;
