// Fast playouts for the MCTS bot (games/common/bots/kernel.ts): the same move functions as
// game.ts (moves/*.ts, which call rules/*.ts and flow/complete.ts) run on plain data with a
// recording `events` object, and the phase/turn/stage flow of game.ts re-done by hand: turn order
// (auction: nextBidder; actions: the next seat of G.turnOrder), the phase endIfs (chooseBaron once
// every Baron is chosen, auction skipAuction), the phase hooks (beginAuction / endAuction, the
// actions onBegin resets, incomePhase) and the game end (G.gameOver), in boardgame.io's order.
import type { Ctx, PlayerID } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import type { BotKernel } from '../common/bots/kernel';
import type { LegalMove } from '../common/module';
import { beginAuction, endAuction, nextBidder, skipAuction } from './flow/auction';
import { incomePhase } from './flow/income';
import { botMoves, evaluate, evaluateLearned, playoutMoves, weightedEvaluation } from './heuristic';
import * as A from './moves/actions';
import * as B from './moves/build';
import type { Arg, MoveCtx } from './moves/ctx';
import * as E from './moves/early';
import { hexKey } from './hex';
import { legalMoves } from './rules/legal';
import { openEnd } from './rules/track';
import type { AuctionState, BuildState, CityState, Link, PlayerState, RotwState } from './types';

type HexPath = RotwState['hexTracks'][string][number];

type Phase = 'chooseBaron' | 'auction' | 'actions';

export interface Sim {
  G: RotwState;
  /** null once the game is over */
  phase: Phase | null;
  playOrder: string[];
  pos: number;
  current: string;
  /** chooseBaron only: the seats still choosing (stage 'chooseBaron'); otherwise null */
  active: Record<string, string> | null;
}

type MoveFn = (mc: MoveCtx, arg: Arg) => unknown;
const MOVES: Record<string, MoveFn> = {
  chooseBaron: E.chooseBaron,
  bid: E.bid,
  passBid: E.passBid,
  passAction: A.passAction,
  beginBuild: B.beginBuild,
  placeTrack: B.placeTrack,
  redirectTrack: B.redirectTrack,
  finishBuild: B.finishBuild,
  cancelBuild: B.cancelBuild,
  urbanize: A.urbanize,
  deliverGoods: A.deliverGoods,
  upgradeEngine: A.upgradeEngine,
  takeOperationsCard: A.takeOperationsCard,
  resolveCityGrowth: A.resolveCityGrowth,
  resolveNewIndustry: A.resolveNewIndustry,
  buildWesternLink: A.buildWesternLink,
};

/** The ctx fields the rules and move functions read. */
export function ctxOf(s: Sim): Ctx {
  return {
    numPlayers: s.G.seating.length,
    phase: s.phase,
    currentPlayer: s.current,
    playOrder: s.playOrder,
    playOrderPos: s.pos,
    activePlayers: s.active,
    gameover: s.G.gameOver ?? undefined,
  } as unknown as Ctx;
}

// Copies. The rules mutate G in place, so a simulation must own what a move changes. `deepG`
// (fromState) copies everything: nothing of the caller's G is shared. `sharedG` (clone) copies
// the small mutable parts and shares the bulky ones (city objects, link objects, the track arrays
// of hexes), which `own` replaces by fresh copies right before a move that may change them: each
// simulation only ever mutates objects it made itself, so clones stay independent.

const copyCity = (c: CityState): CityState => ({
  color: c.color,
  cubes: { ...c.cubes },
  emptyMarker: c.emptyMarker,
  urbanized: c.urbanized,
});
const copyLink = (l: Link): Link => ({
  id: l.id,
  owner: l.owner,
  cityA: l.cityA,
  cityB: l.cityB,
  tiles: l.tiles.map((t) => ({ q: t.q, r: t.r, entry: t.entry, exit: t.exit })),
  complete: l.complete,
});
const copyPaths = (xs: HexPath[]): HexPath[] => xs.map((x) => ({ linkId: x.linkId, a: x.a, b: x.b }));
const copyPlayer = (x: PlayerState): PlayerState => ({
  cash: x.cash,
  bonds: x.bonds,
  points: x.points,
  engine: x.engine,
  locomotivesLeft: x.locomotivesLeft,
  baronOptions: x.baronOptions.slice(),
  baronId: x.baronId,
  hand: x.hand.slice(),
  tableau: x.tableau.slice(),
  deliveries: x.deliveries,
});
const copyAuction = (a: AuctionState | null): AuctionState | null =>
  a && {
    highBid: a.highBid,
    highBidder: a.highBidder,
    passed: a.passed.slice(),
    lastBid: { ...a.lastBid },
    order: a.order.slice(),
  };
const copyBuild = (b: BuildState | null): BuildState | null =>
  b && { ...b, origin: { ...b.origin }, diamonds: b.diamonds.slice() };
const copyList = (x: string[] | number): string[] | number => (Array.isArray(x) ? x.slice() : x);

/** G with its small mutable parts copied; cities, links and hex tracks shared (see `own`). */
function sharedG(G: RotwState): RotwState {
  const players: Record<string, PlayerState> = {};
  for (const p in G.players) players[p] = copyPlayer(G.players[p]);
  return {
    ...G, // numbers, and what is only ever replaced: options, seating, turnOrder, pending, gameOver, lastEvent
    auction: copyAuction(G.auction),
    players,
    cities: { ...G.cities },
    bag: { ...G.bag },
    newCityTiles: { ...G.newCityTiles },
    hexTracks: { ...G.hexTracks },
    links: { ...G.links },
    westernLinks: { ...G.westernLinks },
    majorLines: { ...G.majorLines },
    opsDeck: copyList(G.opsDeck),
    opsDisplay: G.opsDisplay.slice(),
    opsDiscard: G.opsDiscard.slice(),
    opsRemoved: copyList(G.opsRemoved),
    baronDeck: copyList(G.baronDeck),
    build: copyBuild(G.build),
    log: G.log.slice(),
  };
}

/** A full copy of G: nothing shared with it. */
function deepG(G: RotwState): RotwState {
  const g = sharedG(G);
  g.options = { ...G.options };
  g.seating = G.seating.slice();
  g.turnOrder = G.turnOrder.slice();
  g.pending = G.pending && { ...G.pending };
  g.gameOver = G.gameOver && structuredClone(G.gameOver);
  g.lastEvent = G.lastEvent && structuredClone(G.lastEvent);
  for (const id in g.cities) g.cities[id] = copyCity(g.cities[id]);
  for (const id in g.links) g.links[id] = copyLink(g.links[id]);
  for (const k in g.hexTracks) g.hexTracks[k] = copyPaths(g.hexTracks[k]);
  return g;
}

/** Before `m` by `seat`: replace the shared objects the move may change by copies of its own. */
function own(G: RotwState, seat: string, m: LegalMove): void {
  const arg = m.args[0] as { cityId?: string } | undefined;
  if (arg?.cityId !== undefined && G.cities[arg.cityId]) {
    // urbanize, deliverGoods (its origin), resolveCityGrowth, resolveNewIndustry, buildWesternLink
    G.cities[arg.cityId] = copyCity(G.cities[arg.cityId]);
    if (m.move === 'deliverGoods') G.cities.CHI = copyCity(G.cities.CHI); // Western Link cubes [spec §4.5.5 7]
  }
  if ((m.move === 'placeTrack' || m.move === 'redirectTrack') && G.build) {
    // The link being built grows (or turns its last tile); a join rewrites the paths of another
    // of the seat's incomplete links; the new tile goes into the hex at the open end.
    for (const id in G.links) {
      const l = G.links[id];
      if (l.owner !== seat || l.complete) continue;
      const c = (G.links[id] = copyLink(l));
      for (const t of c.tiles) {
        const k = hexKey(t.q, t.r);
        if (G.hexTracks[k]) G.hexTracks[k] = copyPaths(G.hexTracks[k]);
      }
    }
    const end = openEnd(G, G.build);
    const k = hexKey(end.q, end.r);
    if (G.hexTracks[k]) G.hexTracks[k] = copyPaths(G.hexTracks[k]);
  }
}

/** A phase starts (its onBegin, then the first turn; an auction with nothing to bid ends at once). */
function startPhase(s: Sim, phase: Phase): void {
  const G = s.G;
  s.phase = phase;
  s.active = null;
  if (phase === 'auction') {
    beginAuction(G);
    s.playOrder = G.auction?.order ?? G.seating;
    s.pos = 0;
    s.current = s.playOrder[0];
    if (skipAuction(G)) endPhase(s);
    return;
  }
  if (phase === 'actions') {
    G.actionRound = 1;
    G.build = null;
    G.pending = null;
    G.extraActions = 0;
    s.playOrder = G.turnOrder;
    s.pos = 0;
    s.current = s.playOrder[0];
  }
}

function endPhase(s: Sim): void {
  const G = s.G;
  s.active = null;
  if (s.phase === 'chooseBaron') return startPhase(s, 'auction');
  if (s.phase === 'auction') {
    endAuction(G);
    return startPhase(s, 'actions');
  }
  incomePhase(G);
  if (G.gameOver) {
    s.phase = null;
    return;
  }
  startPhase(s, 'auction');
}

function endTurn(s: Sim): void {
  if (s.phase === 'auction') {
    const t = nextBidder(s.G, ctxOf(s));
    if (t === undefined) return endPhase(s);
    s.pos = t;
  } else s.pos = (s.pos + 1) % s.G.seating.length;
  s.current = s.playOrder[s.pos];
}

/** The kernel, plus the module's playout policy on kernel states. */
export interface RotwKernel extends BotKernel<Sim> {
  /** GameModule.playoutMoves (heuristic.ts: in an auction only a pass or the minimum bid) on a
   *  simulation state, for kernel playouts. */
  playoutMoves(s: Sim, seat: PlayerID, legal: LegalMove[]): LegalMove[];
  /** GameModule.botMoves (heuristic.ts: no cancelBuild while a tile can be placed). */
  botMoves(s: Sim, seat: PlayerID, legal: LegalMove[]): LegalMove[];
}

export const rotwKernel: RotwKernel = {
  fromState(G: RotwState, ctx: Ctx): Sim {
    return {
      G: deepG(G),
      phase: ctx.gameover ? null : (ctx.phase as Phase),
      playOrder: ctx.playOrder.slice(),
      pos: ctx.playOrderPos,
      current: ctx.currentPlayer,
      active: ctx.activePlayers ? { ...ctx.activePlayers } : null,
    };
  },
  // playOrder is only ever replaced, never changed in place
  clone: (s) => ({
    G: sharedG(s.G),
    phase: s.phase,
    playOrder: s.playOrder,
    pos: s.pos,
    current: s.current,
    active: s.active ? { ...s.active } : null,
  }),
  toMove(s) {
    if (s.G.gameOver || s.phase === null) return null;
    if (s.active) {
      let best: string | null = null;
      for (const p in s.active) if (best === null || Number(p) < Number(best)) best = p;
      return best;
    }
    return s.current;
  },
  seats: (s) => s.G.seating.slice(),
  legalMoves: (s, seat: PlayerID): LegalMove[] => legalMoves(s.G, ctxOf(s), seat),
  apply(s, seat, m, rand) {
    const fn = MOVES[m.move];
    own(s.G, seat, m);
    const ev = { endTurn: false, endPhase: false, endStage: false };
    const events = {
      endTurn: () => {
        ev.endTurn = true;
      },
      endPhase: () => {
        ev.endPhase = true;
      },
      endStage: () => {
        ev.endStage = true;
      },
    };
    const r = fn
      ? fn({ G: s.G, ctx: ctxOf(s), playerID: seat, events, random: { Number: rand } }, m.args[0] as Arg)
      : INVALID_MOVE;
    if (r === INVALID_MOVE) throw new Error(`rotw kernel: illegal move ${m.move} ${JSON.stringify(m.args)} by ${seat}`);
    // boardgame.io checks the phase's endIf before the move's events (which a phase end drops).
    if (s.phase === 'chooseBaron') {
      if (Object.values(s.G.players).every((p) => p.baronId !== null)) return endPhase(s);
      if (ev.endStage && s.active) {
        delete s.active[seat];
        if (Object.keys(s.active).length === 0) s.active = null;
      }
      return;
    }
    if (ev.endPhase) endPhase(s);
    else if (ev.endTurn) endTurn(s);
  },
  evaluate: (s, seat) => evaluate(s.G, ctxOf(s), seat),
  evaluations: { learned: (s, seat) => evaluateLearned(s.G, ctxOf(s), seat) },
  weighted: (weights) => {
    const fn = weightedEvaluation(weights);
    return (s, seat) => fn(s.G, ctxOf(s), seat);
  },
  winners: (s) => (s.G.gameOver ? [...s.G.gameOver.winners] : null),
  playoutMoves: (s, seat, legal) => playoutMoves(s.G, ctxOf(s), seat, legal),
  botMoves: (s, seat, legal) => botMoves(s.G, ctxOf(s), seat, legal),
};
