// boardgame.io wiring: phases, turn orders, stage `resolve`, moves as thin kernel wrappers [spec §4.2].
import type { Ctx, Game, LongFormMove, MoveFn, MoveMap } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { BASE_G, baseOf, onPlainCopy } from '../common/base-g';
import { applyMove } from './rules/apply';
import { legalMoves, whyIllegal } from './rules/legal';
import { beginActions, beginRoundEnd, endRoundEnd, nextUnpassed, phaseOver } from './rules/round';
import { createInitialState } from './setup';
import { playerView } from './player-view';
import type { RRState } from './types';

export const GAME_ID = 'russian-railroads';

function flowOf(ctx: Ctx) {
  return { phase: ctx.phase, currentPlayer: ctx.currentPlayer };
}

function kernelMove(name: string): MoveFn<RRState> {
  return (context, arg?: Record<string, unknown>) => {
    const { ctx, playerID, events } = context;
    const flow = flowOf(ctx);
    // The rules run on plain objects, not through the Immer draft (games/common/base-g.ts): the
    // check reads the G the move started from, the move changes a copy of it.
    if (whyIllegal(baseOf(context), flow, playerID, name, arg)) return INVALID_MOVE;
    const { G } = onPlainCopy(context, (G) => applyMove(G, flow, playerID, name, arg));
    if (G.pending.length > 0 && !ctx.activePlayers) events.setStage('resolve');
    return G;
  };
}

/** Moves that reveal the hidden pile run on the server only (`client: false`: docs/boardgameio-0.50.2.md trap 25). */
const secretMove = (name: string): LongFormMove<RRState> => ({
  move: kernelMove(name),
  client: false,
  undoable: false,
});

const resolveMoves: MoveMap<RRState> = {
  trackStep: kernelMove('trackStep'),
  industryStep: kernelMove('industryStep'),
  takeTile: kernelMove('takeTile'),
  placeLoco: kernelMove('placeLoco'),
  relocate: kernelMove('relocate'),
  placeFactory: kernelMove('placeFactory'),
  chooseToken: kernelMove('chooseToken'),
  chooseCard: kernelMove('chooseCard'),
  c1Repeat: kernelMove('c1Repeat'),
  chooseReuse: kernelMove('chooseReuse'),
  chooseEndBonus: secretMove('chooseEndBonus'),
  // Which card was taken is secret [spec §6]: hide the argument from the other seats' logs.
  pickEndBonus: { ...secretMove('pickEndBonus'), redact: true },
  skipItem: kernelMove('skipItem'),
  skipAll: kernelMove('skipAll'),
};

const turnBase = {
  onBegin: ({ G }: { G: RRState }) => {
    G.turnDone = false;
  },
  endIf: ({ G }: { G: RRState }) => G.turnDone,
  stages: { resolve: { moves: resolveMoves } },
};

/** One lap over a list kept in G (startBonus, roundEnd) [spec §4.2]. */
const lapOrder = (list: (G: RRState) => string[]) => ({
  playOrder: ({ G }: { G: RRState }) => list(G),
  first: () => 0,
  next: ({ ctx }: { ctx: Ctx }) => (ctx.playOrderPos + 1 < ctx.playOrder.length ? ctx.playOrderPos + 1 : undefined),
});

export const game: Game<RRState> = {
  name: GAME_ID,
  minPlayers: 2,
  maxPlayers: 4,
  setup: ({ ctx, random }) => createInitialState(ctx.numPlayers, (items) => random.Shuffle(items)),
  validateSetupData: (setupData, numPlayers) => {
    if (numPlayers < 2 || numPlayers > 4) return 'russian-railroads is for 2–4 players';
    const v = (setupData as { variants?: Record<string, unknown> } | undefined)?.variants;
    if (v && Object.keys(v).length > 0) return `unknown variant: ${Object.keys(v)[0]}`;
    return undefined;
  },
  phases: {
    startBonus: {
      start: true,
      moves: { chooseStartBonus: kernelMove('chooseStartBonus') },
      turn: { ...turnBase, order: lapOrder((G) => G.startBonusOrder) },
      endIf: ({ G }) => phaseOver(G, 'startBonus'),
      next: 'actions',
    },
    actions: {
      moves: { place: kernelMove('place'), pass: kernelMove('pass') },
      onBegin: ({ G }) => beginActions(G),
      turn: {
        ...turnBase,
        // [spec §4.2] custom order that skips passed players
        order: {
          playOrder: ({ G }) => G.turnOrder,
          first: ({ G, ctx }) =>
            Math.max(
              0,
              ctx.playOrder.findIndex((p) => !G.players[p].passed),
            ),
          next: ({ G, ctx }) => nextUnpassed(G, ctx.playOrder, ctx.playOrderPos),
        },
      },
      endIf: ({ G }) => phaseOver(G, 'actions'),
      next: 'roundEnd',
    },
    roundEnd: {
      moves: { reuseTurnOrderWorker: kernelMove('reuseTurnOrderWorker') },
      onBegin: ({ G }) => beginRoundEnd(G),
      onEnd: ({ G }) => endRoundEnd(G),
      turn: { ...turnBase, order: lapOrder((G) => G.roundEndQueue) },
      endIf: ({ G }) => phaseOver(G, 'roundEnd'),
      next: ({ G }) => (G.gameover ? undefined : 'actions'),
    },
  },
  endIf: ({ G }) => G.gameover,
  playerView: ({ G, ctx, playerID }) => playerView(G, playerID, !!ctx.gameover),
  plugins: [BASE_G],
  ai: {
    enumerate: (G, ctx, playerID) => legalMoves(G, flowOf(ctx), playerID).map((m) => ({ move: m.move, args: m.args })),
  },
};
