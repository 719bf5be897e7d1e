// boardgame.io wiring: setup, phases, moves, playerView, endIf, ai [spec §3–§7].
import type { Ctx, Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { BASE_G, onPlainCopy } from '../common/base-g';
import { beginAuction, endAuction, nextBidder, skipAuction } from './flow/auction';
import { incomePhase } from './flow/income';
import * as A from './moves/actions';
import * as B from './moves/build';
import * as E from './moves/early';
import { playerView } from './player-view';
import { legalMoves } from './rules/legal';
import { readOptions, setupGame } from './setup';
import type { RotwState } from './types';
import { SAFETY_TURN_CAP } from './data/tables';

// Moves that draw random cubes, reveal deck cards or end a phase wait for the server (`client: false`: docs/boardgameio-0.50.2.md trap 25).
// The rules run on a plain copy of G, not through boardgame.io's Immer draft (games/common/base-g.ts).
const plain =
  (move: (...a: any[]) => any) =>
  (context: any, ...args: any[]): any => {
    const { G, result } = onPlainCopy(context, (G) => move({ ...context, G }, ...args));
    return result === INVALID_MOVE ? INVALID_MOVE : G;
  };
const server = (move: (...a: any[]) => any) => ({ move: plain(move), client: false, undoable: false });
// The Baron choice is secret [spec §6] and simultaneous: its arguments are hidden from the other
// seats' logs, and a choice made on a state another seat just advanced is still accepted.
const secretChoice = (move: (...a: any[]) => any) => ({ ...server(move), redact: true, ignoreStaleStateID: true });

export const VARIANT_CHOICES = {
  tenthAnniversary: [true, false],
  auctionStyle: ['traditional', 'firstToPass', 'newPlayers', 'worstIsFirst'],
  emptyMarkerReduction: ['0', '2', '4'],
} as const;

export function validateSetupData(
  setupData: { variants?: Record<string, unknown> } | undefined,
  numPlayers: number,
): string | undefined {
  if (numPlayers < 2 || numPlayers > 6) return 'players-2-6';
  const v = setupData?.variants ?? {};
  for (const k of Object.keys(v)) if (!(k in VARIANT_CHOICES)) return `unknown-variant:${k}`;
  if (v.tenthAnniversary !== undefined && typeof v.tenthAnniversary !== 'boolean')
    return 'bad-variant:tenthAnniversary';
  if (v.auctionStyle !== undefined && !(VARIANT_CHOICES.auctionStyle as readonly unknown[]).includes(v.auctionStyle))
    return 'bad-variant:auctionStyle';
  if (v.emptyMarkerReduction !== undefined && !['0', '2', '4'].includes(String(v.emptyMarkerReduction)))
    return 'bad-variant:emptyMarkerReduction';
  return undefined;
}

const actionMoves = {
  passAction: server(A.passAction),
  beginBuild: plain(B.beginBuild),
  placeTrack: server(B.placeTrack),
  redirectTrack: server(B.redirectTrack),
  finishBuild: server(B.finishBuild),
  cancelBuild: plain(B.cancelBuild),
  urbanize: server(A.urbanize),
  deliverGoods: server(A.deliverGoods),
  upgradeEngine: server(A.upgradeEngine),
  takeOperationsCard: server(A.takeOperationsCard),
  resolveCityGrowth: server(A.resolveCityGrowth),
  resolveNewIndustry: server(A.resolveNewIndustry),
  buildWesternLink: server(A.buildWesternLink),
};

export const game: Game<RotwState> = {
  name: 'railways-of-the-world',
  minPlayers: 2,
  maxPlayers: 6,
  validateSetupData,
  // setupData.maxGameTurns: test/bot harness knob only (not a table option), see README.
  setup: ({ ctx, random }, setupData?: { variants?: Record<string, unknown>; maxGameTurns?: number }) =>
    setupGame(
      ctx.numPlayers,
      random,
      readOptions(setupData?.variants),
      Math.min(SAFETY_TURN_CAP, Math.max(1, setupData?.maxGameTurns ?? SAFETY_TURN_CAP)),
    ),
  phases: {
    chooseBaron: {
      start: true,
      turn: {
        activePlayers: { all: 'chooseBaron' },
        stages: { chooseBaron: { moves: { chooseBaron: secretChoice(E.chooseBaron) } } },
      },
      moves: { chooseBaron: secretChoice(E.chooseBaron) },
      endIf: ({ G }) => Object.values(G.players).every((p) => p.baronId !== null),
      next: 'auction',
    },
    auction: {
      onBegin: ({ G }) => beginAuction(G),
      endIf: ({ G }) => skipAuction(G),
      onEnd: ({ G }) => endAuction(G),
      turn: {
        order: {
          playOrder: ({ G }) => G.auction?.order ?? G.seating,
          first: () => 0,
          next: ({ G, ctx }) => nextBidder(G, ctx),
        },
      },
      moves: { bid: plain(E.bid), passBid: plain(E.passBid) },
      next: 'actions',
    },
    actions: {
      onBegin: ({ G }) => {
        G.actionRound = 1;
        G.build = null;
        G.pending = null;
        G.extraActions = 0;
      },
      onEnd: ({ G }) => incomePhase(G),
      turn: {
        order: {
          playOrder: ({ G }) => G.turnOrder,
          first: () => 0,
          next: ({ ctx }: { ctx: Ctx }) => (ctx.playOrderPos + 1) % ctx.numPlayers,
        },
      },
      moves: actionMoves,
      next: 'auction',
    },
  },
  endIf: ({ G }) => {
    if (!G.gameOver) return undefined;
    const { winner, draw, winners, scores } = G.gameOver;
    return { ...(winner !== undefined ? { winner } : {}), ...(draw ? { draw } : {}), winners, scores };
  },
  plugins: [BASE_G],
  playerView: ({ G, ctx, playerID }) => playerView({ G, ctx, playerID: playerID ?? null }),
  ai: {
    enumerate: (G, ctx, playerID) => legalMoves(G, ctx, playerID).map((m) => ({ move: m.move, args: m.args })),
  },
};
