// boardgame.io wiring: setup, phases, stages, moves as thin wrappers over the kernel [spec §4].
import type { Game, Move, PlayerID } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { BASE_G, baseOf, onPlainCopy } from '../common/base-g';
import type { GameOver, SetupData } from '../common/module';
import { beginTurn, endTurn, startRound } from './flow/round';
import { MOVES, MOVE_NAMES, type MoveName } from './moves';
import type { Flow, Rng } from './moves/types';
import { legalMoves, whyIllegal } from './rules/legal';
import { setupState } from './setup';
import type { SRState, StageName } from './types';

type Random = { D6(): number; Number(): number };
const rngFrom = (random: Random): Rng => ({ d6: () => random.D6(), number: () => random.Number() });

function wrap(name: MoveName): Move<SRState> {
  const def = MOVES[name];
  const fn: Move<SRState> = (context, arg?: Record<string, unknown>) => {
    const { ctx, playerID, events, random } = context;
    // The rules run on plain objects, not through the Immer draft (games/common/base-g.ts): the
    // check reads the G the move started from, the move changes a copy of it.
    if (whyIllegal(baseOf(context), ctx, playerID, name, arg) !== null) return INVALID_MOVE;
    const { G, result: flow } = onPlainCopy(context, (G): Flow => def.apply(G, playerID, arg, rngFrom(random)));
    if (flow.kind === 'endTurn') events.endTurn();
    else if (flow.kind === 'stage') events.setActivePlayers({ currentPlayer: flow.stage });
    else if (flow.kind === 'value') events.setActivePlayers({ value: flow.value });
    return G;
  };
  return def.random ? { move: fn, undoable: false } : fn;
}

const ALL_MOVES = Object.fromEntries(MOVE_NAMES.map((n) => [n, wrap(n)])) as Record<MoveName, Move<SRState>>;

/** Stage configs: each stage lists exactly the moves whose definition names it. */
function stages(names: StageName[]) {
  return Object.fromEntries(
    names.map((s) => [
      s,
      {
        moves: Object.fromEntries(MOVE_NAMES.filter((n) => MOVES[n].stages.includes(s)).map((n) => [n, ALL_MOVES[n]])),
      },
    ]),
  );
}

export function gameoverOf(G: SRState): GameOver | undefined {
  if (!G.gameOver) return undefined;
  const scores = Object.fromEntries(Object.entries(G.gameOver.scores).map(([p, s]) => [p, s.total]));
  const winners = G.gameOver.winners;
  return winners.length === 1 ? { winner: winners[0], winners, scores } : { draw: true, winners, scores };
}

export const game: Game<SRState, Record<string, unknown>, SetupData> = {
  name: 'steam-rollers',
  minPlayers: 2,
  maxPlayers: 5,
  setup: ({ ctx, random }, setupData) => setupState(ctx.playOrder, random, setupData),
  validateSetupData: (setupData, numPlayers) => {
    if (numPlayers < 2 || numPlayers > 5) return 'steam-rollers needs 2–5 players';
    const v = setupData?.variants ?? {};
    for (const k of Object.keys(v)) {
      if (k === 'walls') {
        if (!['none', 'medium', 'hard'].includes(String(v[k]))) return `bad walls option: ${String(v[k])}`;
      } else if (['blackCubes', 'startingPowers', 'orderTiles'].includes(k)) {
        if (typeof v[k] !== 'boolean') return `option ${k} must be boolean`;
      } else return `unknown option ${k}`;
    }
    return undefined;
  },
  phases: {
    // [spec §4.4] Only when the starting-power option is on; reverse of round-1 order.
    powers: {
      start: true,
      next: 'play',
      endIf: ({ G }) =>
        !G.options.startingPowers ||
        (G.playOrder.every((p) => G.players[p].startingPower !== null) && G.pendingPersonalCube === null),
      turn: {
        order: {
          first: ({ G, ctx }) => Math.max(0, ctx.playOrder.indexOf(G.powersOrder[G.powersIndex])),
          next: ({ G, ctx }) =>
            G.powersIndex < G.powersOrder.length ? ctx.playOrder.indexOf(G.powersOrder[G.powersIndex]) : undefined,
        },
        activePlayers: { currentPlayer: 'choosePower' },
        onEnd: (context) => onPlainCopy(context, (G) => void G.powersIndex++).G,
        stages: stages(['choosePower', 'placePersonalCube']),
      },
    },
    // [spec §4.5]
    play: {
      onBegin: (context) =>
        onPlainCopy(context, (G) => {
          G.round = 1;
          startRound(G, () => context.random.D6());
        }).G,
      turn: {
        order: {
          first: ({ G, ctx }) => ctx.playOrder.indexOf(G.roundOrder[G.turnIndexInRound]),
          next: ({ G, ctx }) => ctx.playOrder.indexOf(G.roundOrder[G.turnIndexInRound]),
        },
        activePlayers: { currentPlayer: 'pickDie' },
        onBegin: (context) => onPlainCopy(context, (G) => beginTurn(G, context.ctx.currentPlayer)).G,
        onEnd: (context) => onPlainCopy(context, (G) => endTurn(G, () => context.random.D6())).G,
        stages: stages(['pickDie', 'stealWindow', 'action', 'drawSegment', 'afterAction']),
      },
    },
  },
  endIf: ({ G }) => gameoverOf(G),
  plugins: [BASE_G],
  ai: {
    enumerate: (G, ctx, playerID: PlayerID) =>
      legalMoves(G, ctx, playerID).map((m) => ({ move: m.move, args: m.args })),
  },
};
