// boardgame.io wiring: setup, phases play → final, stages mirrored from G.pending, moves as thin
// wrappers around the pure kernel (rules/*) [spec §4].
import type { Ctx, Game, Move, TurnConfig } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { BASE_G, baseOf, onPlainCopy } from '../common/base-g';
import { setupState } from './setup';
import { applyMove } from './rules/apply';
import { legalCands } from './rules/legal';
import { MOVE_NAMES, whyMove } from './rules/validate';
import { endOfTurn } from './rules/workers';
import type { NipponState } from './types';

export const STAGE_NAMES = [
  'invest',
  'mechanize',
  'produce',
  'knowledge',
  'coalMine',
  'railway',
  'shipbuilding',
  'export',
  'domestic',
  'bonusShips',
  'bonusTrains',
  'bonusMechanize',
  'reward',
  'rewardPlace',
  'post',
] as const;

/** Reason a move is refused for playerID, or null [codebase rule 1]. */
export function whyIllegal(
  G: NipponState,
  ctx: Ctx,
  playerID: string,
  move: string,
  arg?: Record<string, unknown>,
): string | null {
  if (ctx.gameover || G.result) return 'game-over';
  if (playerID !== ctx.currentPlayer) return 'not-your-turn';
  return whyMove(G, playerID, move, arg);
}

export function legalMoves(G: NipponState, ctx: Ctx, playerID: string) {
  if (ctx.gameover || playerID !== ctx.currentPlayer) return [];
  return legalCands(G, playerID).map((c) => ({
    move: c.move,
    args: (c.arg ? [c.arg] : []) as [] | [Record<string, unknown>],
  }));
}

// Moves that draw workers from the bag inside the move itself (shortfall service) cannot be undone.
const RANDOM_MOVES = new Set(['consolidate', 'takeReward', 'placeReward']);

function makeMove(name: string): Move<NipponState> {
  const move: Move<NipponState> = (context, arg?: Record<string, unknown>) => {
    const { ctx, playerID, events, random } = context;
    // The rules run on plain objects, not through the Immer draft (games/common/base-g.ts): the
    // check reads the G the move started from, the move changes a copy of it.
    if (whyIllegal(baseOf(context), ctx, playerID, name, arg)) return INVALID_MOVE;
    const { G, result: ended } = onPlainCopy(context, (G) => applyMove(G, playerID, name, arg, () => random.Number()));
    if (ended) events.endTurn();
    else if (G.pending) events.setActivePlayers({ currentPlayer: G.pending.kind });
    return G;
  };
  return RANDOM_MOVES.has(name) ? { move, undoable: false } : move;
}

const moves = Object.fromEntries(MOVE_NAMES.map((n) => [n, makeMove(n)]));

const onEnd: TurnConfig<NipponState>['onEnd'] = (context) => {
  const { ctx, random } = context;
  // EndPhase/EndGame re-run turn.onEnd for the same turn
  if (baseOf(context).lastTurnEnded === ctx.turn) return;
  return onPlainCopy(context, (G) => {
    G.lastTurnEnded = ctx.turn;
    endOfTurn(G, ctx.currentPlayer, () => random.Number());
  }).G;
};

const stages = Object.fromEntries(STAGE_NAMES.map((s) => [s, {}]));
const nextPos = ({ ctx }: { ctx: Ctx }) => (ctx.playOrderPos + 1) % ctx.numPlayers;

export const game: Game<NipponState> = {
  name: 'nippon',
  minPlayers: 2,
  maxPlayers: 4,
  setup: ({ ctx, random }) => setupState(ctx.numPlayers, () => random.Number()),
  validateSetupData: (setupData, numPlayers) => {
    if (numPlayers < 2 || numPlayers > 4) return 'nippon needs 2-4 players';
    const v = (setupData as { variants?: Record<string, unknown> } | undefined)?.variants;
    if (v && Object.keys(v).length > 0) return 'nippon has no variants';
    return undefined;
  },
  moves,
  phases: {
    play: {
      start: true,
      endIf: ({ G }) => G.final !== null, // [spec §4.2] first gold space reached
      next: 'final',
      turn: { order: { first: () => 0, next: nextPos, playOrder: ({ G }) => G.playOrder }, onEnd, stages },
    },
    final: {
      turn: { order: { first: nextPos, next: nextPos, playOrder: ({ G }) => G.playOrder }, onEnd, stages },
    },
  },
  endIf: ({ G }) => {
    if (!G.result) return undefined;
    const { ranking, scores } = G.result;
    return { winner: ranking[0], winners: [ranking[0]], scores, ranking };
  },
  playerView: ({ G }) => G, // [spec §6] no hidden information
  plugins: [BASE_G],
  ai: {
    enumerate: (G, ctx, playerID) => legalMoves(G, ctx, playerID).map((m) => ({ move: m.move, args: m.args })),
  },
};
