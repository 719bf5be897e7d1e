// Fast playouts for the MCTS bot (games/common/bots/kernel.ts): the same move kernel as game.ts,
// with the phase/turn/stage flow of game.ts re-done on plain data (no boardgame.io reducer).
import type { Ctx, PlayerID } from 'boardgame.io';
import { jsonCopy } from '../common/base-g';
import type { BotKernel } from '../common/bots/kernel';
import type { LegalMove } from '../common/module';
import { beginTurn, endTurn, startRound } from './flow/round';
import { MOVES, type MoveName } from './moves';
import type { Flow, Rng } from './moves/types';
import { evaluateSeat } from './rules/evaluate';
import { legalMoves } from './rules/legal';
import type { Sheet, SRState, StageName } from './types';

export interface Sim {
  G: SRState;
  phase: 'powers' | 'play';
  current: string;
  active: Record<string, StageName>;
}

const d6 = (rand: () => number) => () => 1 + Math.floor(rand() * 6);
const ctxOf = (s: Sim) => ({ activePlayers: s.active, currentPlayer: s.current });

function powersDone(G: SRState): boolean {
  return (
    !G.options.startingPowers ||
    (G.playOrder.every((p) => G.players[p].startingPower !== null) && G.pendingPersonalCube === null)
  );
}

function startPlay(s: Sim, rand: () => number): void {
  s.phase = 'play';
  s.G.round = 1;
  startRound(s.G, d6(rand));
  s.current = s.G.roundOrder[s.G.turnIndexInRound];
  beginTurn(s.G, s.current);
  s.active = { [s.current]: 'pickDie' };
}

function applyFlow(s: Sim, flow: Flow, rand: () => number): void {
  const G = s.G;
  if (flow.kind === 'stage') s.active = { [s.current]: flow.stage };
  else if (flow.kind === 'value') s.active = { ...flow.value };
  else if (flow.kind === 'endTurn') {
    if (s.phase === 'powers') {
      G.powersIndex++;
      if (powersDone(G)) return startPlay(s, rand);
      s.current = G.powersOrder[G.powersIndex];
      s.active = { [s.current]: 'choosePower' };
      return;
    }
    endTurn(G, d6(rand));
    if (G.gameOver) {
      s.active = {};
      return;
    }
    s.current = G.roundOrder[G.turnIndexInRound];
    beginTurn(G, s.current);
    s.active = { [s.current]: 'pickDie' };
  }
}

/** A copy of G as jsonCopy makes it, written out field by field: the search clones G once per
 *  candidate move, and the generic walk was a fifth of Hard's time. Kept equal to jsonCopy by
 *  test/games/steam-rollers/kernel.test.ts. */
export function cloneG(G: SRState): SRState {
  const players: Record<string, Sheet> = {};
  for (const p in G.players) {
    const s = G.players[p];
    const track: Sheet['track'] = {};
    for (const h in s.track) {
      const seg = s.track[h];
      track[h] = [seg[0], seg[1]];
    }
    players[p] = {
      track,
      engine: s.engine.slice(),
      deliveries: s.deliveries.slice(),
      personalCube: s.personalCube && { ...s.personalCube },
      keptCubes: s.keptCubes.slice(),
      stolenDie: s.stolenDie && { ...s.stolenDie },
      startingPower: s.startingPower,
    };
  }
  const supply: SRState['supply'] = {};
  for (const c in G.supply) supply[c] = G.supply[c].slice();
  const t = G.turn;
  return {
    options: { ...G.options },
    walls: G.walls.slice(),
    wallPattern: G.wallPattern,
    bag: { ...G.bag },
    supply,
    dice: G.dice.map((d) => ({ ...d })),
    trackDie: G.trackDie,
    actionTiles: G.actionTiles.map((a) => ({ ...a })),
    orderTiles: G.orderTiles.map((o) => ({ ...o, cubes: o.cubes.slice() })),
    startingPowers: G.startingPowers.map((x) => ({ ...x })),
    pendingPersonalCube: G.pendingPersonalCube && { ...G.pendingPersonalCube },
    powersOrder: G.powersOrder.slice(),
    powersIndex: G.powersIndex,
    round: G.round,
    startSeat: G.startSeat,
    roundOrder: G.roundOrder.slice(),
    turnIndexInRound: G.turnIndexInRound,
    turn: {
      currentDie: t.currentDie && { ...t.currentDie },
      diceTaken: t.diceTaken,
      actionsDone: t.actionsDone,
      twoDice: t.twoDice,
      modsUsed: { ...t.modsUsed },
      orderDone: t.orderDone,
      trackHex: t.trackHex,
      trackCancels: t.trackCancels,
    },
    pendingSteal: G.pendingSteal && { ...G.pendingSteal },
    players,
    playOrder: G.playOrder.slice(),
    gameOver: G.gameOver && jsonCopy(G.gameOver),
    last: G.last && jsonCopy(G.last),
  };
}

export const srKernel: BotKernel<Sim> = {
  fromState(G: SRState, ctx: Ctx): Sim {
    const s: Sim = {
      G: jsonCopy(G),
      phase: ctx.phase === 'powers' ? 'powers' : 'play',
      current: ctx.currentPlayer,
      active: { ...((ctx.activePlayers ?? {}) as Record<string, StageName>) },
    };
    return s;
  },
  clone: (s) => ({ G: cloneG(s.G), phase: s.phase, current: s.current, active: { ...s.active } }),
  toMove: (s) => (s.G.gameOver ? null : (Object.keys(s.active)[0] ?? null)),
  seats: (s) => [...s.G.playOrder],
  legalMoves: (s, seat: PlayerID): LegalMove[] => legalMoves(s.G, ctxOf(s), seat),
  apply(s, seat, m, rand) {
    const def = MOVES[m.move as MoveName];
    const rng: Rng = { d6: d6(rand), number: rand };
    const flow = def.apply(s.G, seat, m.args[0] as Record<string, unknown> | undefined, rng);
    applyFlow(s, flow, rand);
  },
  evaluate: (s, seat) => evaluateSeat(s.G, seat),
  winners: (s) => (s.G.gameOver ? [...s.G.gameOver.winners] : null),
};
