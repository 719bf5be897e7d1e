// boardgame.io wiring: setup, phases, stages, moves, playerView, endIf, ai. [spec §4]
import type { Ctx, Game, LongFormMove } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { BASE_G, baseOf, freezeNew } from '../common/base-g';
import { GAME_ID, PHASE_INITIAL, STAGE_INITIAL, STAGE_KEEP_TICKETS, STAGE_SECOND_DRAW } from './constants';
import { beginRound2, countFinalTurns, endRound1, endRound2, stepOneChanges, stepOneTransfer } from './flow/round';
import { playerView } from './player-view';
import * as K from './rules/kernel';
import { legalMoves, whyIllegal, type MoveName } from './rules/legal';
import { writableCopy } from './rules/state';
import { type TTRSetupData, setupState, validateSetupData } from './setup';
import type { TTRState } from './types';

type Apply = (G: TTRState, p: string, arg: any, numPlayers: number) => K.Directive;

const APPLY: Record<MoveName, Apply> = {
  keepInitialTickets: (G, p, a) => K.keepInitialTickets(G, p, a),
  drawFromDeck: (G, p, _a, n) => K.drawFromDeck(G, p, n),
  drawFaceUp: (G, p, a, n) => K.drawFaceUp(G, p, a, n),
  playSet: (G, p, a) => K.playSet(G, p, a),
  playThree: (G, p, a) => K.playThree(G, p, a),
  drawTickets: (G, p) => K.drawTickets(G, p),
  keepDrawnTickets: (G, p, a) => K.keepDrawnTickets(G, p, a),
  pass: (G, p) => K.pass(G, p),
};

/** Long-form move: server only, no undo [spec §4.2, D25]; validated by the one generator. */
function move(name: MoveName, extra: Partial<LongFormMove<TTRState>> = {}): LongFormMove<TTRState> {
  return {
    move: (context, arg?: Record<string, unknown>) => {
      const { ctx, playerID, events } = context;
      // The rules run on plain objects, never on the Immer draft. Only playSet (robbery) changes
      // another seat's zones.
      const W = writableCopy(baseOf(context), name === 'playSet' ? undefined : playerID);
      if (whyIllegal(W, ctx, playerID, name, arg) !== null) return INVALID_MOVE;
      // the face-up card taken, on the move's log entry: the move log names its colour (public)
      if (name === 'drawFaceUp') context.log.setMetadata({ card: W.faceUp[(arg as { slot: number }).slot] });
      const d = APPLY[name](W, playerID, arg, ctx.numPlayers);
      if (d === 'endTurn') events.endTurn();
      else if (d === STAGE_SECOND_DRAW || d === STAGE_KEEP_TICKETS) events.setActivePlayers({ currentPlayer: d });
      return freezeNew(W);
    },
    client: false,
    undoable: false,
    ...extra,
  };
}

const M = Object.fromEntries(
  (['drawFromDeck', 'drawFaceUp', 'playSet', 'playThree', 'drawTickets', 'pass'] as MoveName[]).map((n) => [
    n,
    move(n),
  ]),
);

const roundPhase = (onEnd: (G: TTRState, ctx: Ctx, shuffle: <T>(a: T[]) => T[]) => void) => ({
  moves: M,
  turn: {
    order: {
      first: ({ G }: { G: TTRState }) => G.startPos,
      next: ({ ctx }: { ctx: Ctx }) => (ctx.playOrderPos + 1) % ctx.numPlayers, // clockwise [spec §4.4]
    },
    onBegin: (context: { G: TTRState; ctx: Ctx }) => {
      const { ctx } = context;
      const G = baseOf(context);
      if (!stepOneChanges(G, ctx.currentPlayer)) return undefined;
      const W = writableCopy(G, ctx.currentPlayer);
      stepOneTransfer(W, ctx.currentPlayer);
      return freezeNew(W);
    },
    onEnd: ({ G }: { G: TTRState }) => countFinalTurns(G),
    stages: {
      [STAGE_SECOND_DRAW]: { moves: { drawFromDeck: M.drawFromDeck, drawFaceUp: M.drawFaceUp } },
      [STAGE_KEEP_TICKETS]: { moves: { keepDrawnTickets: move('keepDrawnTickets', { redact: true }) } },
    },
  },
  endIf: ({ G }: { G: TTRState }) => G.finalTurnsLeft === 0,
  onEnd: (context: { G: TTRState; ctx: Ctx; random: { Shuffle: <T>(a: T[]) => T[] } }) => {
    const { ctx, random } = context;
    const W = writableCopy(baseOf(context)); // scoring reads and changes every seat
    onEnd(W, ctx, (a) => random.Shuffle(a));
    return freezeNew(W);
  },
});

export const game: Game<TTRState, Record<string, unknown>, TTRSetupData> = {
  name: GAME_ID,
  minPlayers: 2,
  maxPlayers: 4,
  disableUndo: true,
  plugins: [BASE_G],
  setup: ({ ctx, random }, setupData) =>
    setupState(
      ctx.numPlayers,
      (a) => random.Shuffle(a),
      (n) => random.Die(n),
      setupData,
    ),
  validateSetupData: (data, numPlayers) => validateSetupData(data, numPlayers),
  phases: {
    // [spec §4.3] Simultaneous initial keep.
    [PHASE_INITIAL]: {
      start: true,
      turn: {
        activePlayers: { all: STAGE_INITIAL, minMoves: 1, maxMoves: 1 },
        stages: {
          [STAGE_INITIAL]: {
            moves: { keepInitialTickets: move('keepInitialTickets', { redact: true, ignoreStaleStateID: true }) },
          },
        },
      },
      endIf: ({ G }) => Object.values(G.private).every((p) => p.offer.length === 0),
      onEnd: ({ G, random }) => {
        G.secret!.ticketDeck = random.Shuffle(G.secret!.ticketDeck);
      },
      next: 'round1',
    },
    round1: {
      ...roundPhase((G, ctx, shuffle) => endRound1(G, ctx.playOrder, shuffle)),
      next: ({ G }) => (G.totalRounds === 2 && !G.result ? 'round2' : undefined),
    },
    round2: {
      ...roundPhase((G) => endRound2(G)),
      onBegin: ({ G, ctx }) => beginRound2(G, ctx.numPlayers),
    },
  },
  endIf: ({ G }) => G.result ?? undefined,
  playerView: ({ G, ctx, playerID }) => playerView({ G, ctx, playerID }),
  ai: {
    enumerate: (G, ctx, playerID) => legalMoves(G, ctx, playerID).map((m) => ({ move: m.move, args: m.args })),
  },
};
