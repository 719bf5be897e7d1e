// The one legal-move generator [GameModule.legalMoves, games/common/module.ts]: candidates × whyIllegal = legalMoves.
import { OWN_PREFIX, SPACE_BY_ID, SPACE_IDS } from '../data/spaces';
import { ADV_CARDS, COLORS, END_BONUS, ROUTES, START_BONUS, TOKENS } from '../types';
import type { Color, FlowView, MoveArg, Route, RRState } from '../types';
import { cardExecutable, c1RepeatPossible, C1_EFFECTS, executable, reuseCandidates, spaceEffect } from './effects';
import type { C1Effect } from './effects';
import { industryTarget } from './industry';
import { locoPlaceable, lowestPile, pileTotal, placeTargets, relocateTargets, sameTarget } from './locos';
import { frontBlocking, industryItem, stepItemFor } from './pending';
import { stepTarget } from './track';

export interface Cand {
  move: string;
  args: [] | [Record<string, unknown>];
}

const RESOLVE_MOVES = [
  'trackStep',
  'industryStep',
  'takeTile',
  'placeLoco',
  'relocate',
  'placeFactory',
  'chooseToken',
  'chooseCard',
  'c1Repeat',
  'chooseReuse',
  'chooseEndBonus',
  'pickEndBonus',
  'skipItem',
  'skipAll',
];
export const MOVE_NAMES = ['chooseStartBonus', 'place', 'pass', 'reuseTurnOrderWorker', ...RESOLVE_MOVES];

/** Which resolution move the front blocking item calls for. */
const BLOCKING_MOVE: Record<string, string> = {
  takeTile: 'takeTile',
  placeLoco: 'placeLoco',
  relocate: 'relocate',
  placeFactory: 'placeFactory',
  chooseToken: 'chooseToken',
  chooseCard: 'chooseCard',
  c1Repeat: 'c1Repeat',
  chooseReuse: 'chooseReuse',
};

const isInt = (x: unknown, lo: number, hi: number) => Number.isInteger(x) && (x as number) >= lo && (x as number) <= hi;

export function isOwnSpace(id: string): boolean {
  return id.startsWith(OWN_PREFIX);
}

/** Space-level checks of `place` (everything but the payment) [spec §4.4 place]. */
export function spaceIllegal(G: RRState, me: string, id: string): string | null {
  const p = G.players[me];
  const def = SPACE_BY_ID[id];
  if (typeof id !== 'string' || (!def && !isOwnSpace(id))) return 'unknown-space';
  if (def) {
    if (def.blockedAt2 && G.numPlayers === 2) return 'space-closed';
    if (def.area === 'turnOrder' && G.lastRoundTile) return 'space-closed';
    if (def.area === 'last' && !G.lastRoundTile) return 'space-closed';
    if (!def.multi && G.spaces[id].length > 0) return 'space-occupied';
    if ((id === 'ENG1' || id === 'ENG2') && !spaceEffect(G, id)) return 'no-engineer';
    if (id === 'HIRE' && G.strip[6] === null) return 'no-engineer';
    if (def.area === 'turnOrder') {
      if (G.claims.TO1 === me || G.claims.TO2 === me) return 'already-claimed';
      const mine = G.turnOrder.indexOf(me);
      if (G.numPlayers > 2 && mine === (id === 'TO1' ? 0 : 1)) return 'own-position';
      return null;
    }
    if (def.area === 'engineer' && id === 'HIRE') return null;
    const eff = spaceEffect(G, id);
    if (eff && !executable(G, me, eff, id)) return 'not-executable';
    return null;
  }
  const n = Number(id.slice(OWN_PREFIX.length));
  if (!p.engineers.includes(n)) return 'not-your-engineer';
  if ((G.spaces[id]?.length ?? 0) > 0) return 'engineer-used';
  return null; // owned engineers may be carried out partially [spec §2.3]
}

/** Payment checks of `place` [spec §4.4 place "Payment"]. */
export function paymentIllegal(G: RRState, me: string, id: string, arg: Record<string, unknown>): string | null {
  const p = G.players[me];
  const def = SPACE_BY_ID[id];
  const w = def ? def.workers : 1;
  const fee = def ? def.fee : 0;
  const { rubles, temp, black } = arg;
  if (!isInt(rubles, 0, 9) || !isInt(temp, 0, 2) || !isInt(black, 0, 1)) return 'bad-payment';
  const own = w - (rubles as number) - (temp as number) - (black as number);
  if (own < 0) return 'bad-payment';
  if (own > p.ownAvailable) return 'not-enough-workers';
  if ((temp as number) > p.tempAvailable) return 'not-enough-temp-workers';
  if (black === 1 && !p.blackAvailable) return 'no-black-worker';
  if ((rubles as number) + fee > p.rubles) return 'not-enough-rubles';
  // A ruble may claim a turn-order space even while workers remain (seed 000, 手番順の変更 補足);
  // apply.ts swaps it for one of the player's workers right after the claim.
  return null;
}

/** Eligible targets of the round-end reuse [spec §4.6, §10 #12]. */
export function reuseTargetIllegal(G: RRState, me: string, id: string): string | null {
  const def = SPACE_BY_ID[id];
  if (typeof id !== 'string' || (!def && !isOwnSpace(id))) return 'unknown-space';
  if (def && (def.workers !== 1 || def.fee !== 0 || ['turnOrder', 'last'].includes(def.area) || id === 'TEMP')) {
    return 'reuse-not-eligible';
  }
  return spaceIllegal(G, me, id);
}

function resolveIllegal(G: RRState, me: string, move: string, a: Record<string, unknown>): string | null {
  const p = G.players[me];
  if (G.pending.length === 0) return 'nothing-to-resolve';
  if (G.lookingAtPile === me) {
    if (move !== 'pickEndBonus') return 'pick-a-card';
    return G.endBonusPile.includes(a.card as string) ? null : 'card-not-in-pile';
  }
  if (move === 'pickEndBonus') return 'not-looking';
  if (move === 'skipItem') {
    const it = G.pending[a.index as number];
    if (!isInt(a.index, 0, G.pending.length - 1) || !it) return 'no-such-item';
    return it.mandatory ? 'item-mandatory' : null;
  }
  if (move === 'skipAll') return G.pending.some((it) => it.mandatory) ? 'item-mandatory' : null;
  const front = frontBlocking(G);
  if (front) {
    if (BLOCKING_MOVE[front.item.kind] !== move) return 'resolve-blocking-first';
    const it = front.item;
    switch (it.kind) {
      case 'takeTile': {
        if (a.kind === 'loco') {
          if (it.loco + it.either === 0) return 'tile-kind-not-allowed';
          return locoPlaceable(G, p) ? null : 'loco-not-placeable';
        }
        if (a.kind !== 'factory') return 'bad-argument';
        if (it.factory + it.either === 0) return 'tile-kind-not-allowed';
        if (a.from === 'pile') return pileTotal(G) > 0 ? null : 'pile-empty';
        if (a.from === 'pool') return G.factoryPool.includes(a.number as number) ? null : 'not-in-pool';
        return 'bad-argument';
      }
      case 'placeLoco':
        return placeTargets(p, it.number).some((t) => sameTarget(t, a.route, a.replace)) ? null : 'bad-loco-target';
      case 'relocate': {
        const r = relocateTargets(p, it.number, it.from);
        if (a.toFactory === true) return r.toFactory ? null : 'must-place-on-empty-route';
        return r.targets.some((t) => sameTarget(t, a.route, a.replace)) ? null : 'bad-loco-target';
      }
      case 'placeFactory': {
        const free = p.factories.includes(null);
        if (free) return a.replaceSlot === undefined ? null : 'slot-free';
        return isInt(a.replaceSlot, 0, 4) ? null : 'choose-slot';
      }
      case 'chooseToken':
        if (!(TOKENS as readonly unknown[]).includes(a.token)) return 'bad-argument';
        return p.tokensUsed.includes(a.token as never) ? 'token-used' : null;
      case 'chooseCard':
        if (!G.advCards.includes(a.card as never)) return 'card-gone';
        return cardExecutable(G, me, a.card as never) ? null : 'not-executable';
      case 'c1Repeat':
        if (!C1_EFFECTS.includes(a.effect as C1Effect)) return 'bad-argument';
        return c1RepeatPossible(G, me, a.effect as C1Effect) ? null : 'not-executable';
      case 'chooseReuse':
        return reuseCandidates(G, me, it.source).includes(a.space as string) ? null : 'reuse-not-eligible';
    }
    return 'bad-argument';
  }
  switch (move) {
    case 'trackStep': {
      if (!ROUTES.includes(a.route as Route) || !COLORS.includes(a.color as Color)) return 'bad-argument';
      if (stepItemFor(G, a.color as Color) < 0) return 'no-step-of-this-colour';
      return stepTarget(p, a.route as Route, a.color as Color) ? null : 'step-blocked';
    }
    case 'industryStep': {
      if (industryItem(G) < 0) return 'no-industry-step';
      if (!isInt(a.marker, 0, 1) || (a.marker as number) >= p.industry.length) return 'bad-argument';
      return industryTarget(p, a.marker as number) ? null : 'industry-blocked';
    }
    case 'chooseEndBonus': {
      if (!G.pending.every((it) => it.kind === 'endBonus')) return 'resolve-others-first';
      if (a.choice === 'points') return null;
      if (a.choice === 'look') return G.endBonusPile.length > 0 ? null : 'pile-empty';
      return 'bad-argument';
    }
  }
  return 'nothing-to-resolve';
}

/** Why `move(arg)` by `me` would be refused, or null [spec §4.3a, §4.4, §4.6]. */
export function whyIllegal(G: RRState, flow: FlowView, me: string, move: string, arg: MoveArg): string | null {
  if (G.gameover) return 'game-over';
  if (!MOVE_NAMES.includes(move)) return 'unknown-move';
  if (me !== flow.currentPlayer) return 'not-your-turn';
  const a = (arg ?? {}) as Record<string, unknown>;
  if (typeof a !== 'object' || Array.isArray(a)) return 'bad-argument';
  if (RESOLVE_MOVES.includes(move)) return resolveIllegal(G, me, move, a);
  if (G.pending.length > 0) return 'resolve-first';
  const p = G.players[me];
  switch (move) {
    case 'chooseStartBonus': {
      if (flow.phase !== 'startBonus') return 'wrong-phase';
      if (!G.startBonusLeft.includes(a.card as never)) return 'card-gone';
      if (a.card === 'S_BLACK') {
        if (!ROUTES.includes(a.route as Route)) return 'choose-route';
        return stepTarget(p, a.route as Route, 'black') ? null : 'step-blocked';
      }
      return a.route === undefined ? null : 'bad-argument';
    }
    case 'place': {
      if (flow.phase !== 'actions') return 'wrong-phase';
      if (p.passed) return 'already-passed';
      return spaceIllegal(G, me, a.space as string) ?? paymentIllegal(G, me, a.space as string, a);
    }
    case 'pass':
      if (flow.phase !== 'actions') return 'wrong-phase';
      return p.passed ? 'already-passed' : null;
    case 'reuseTurnOrderWorker': {
      if (flow.phase !== 'roundEnd') return 'wrong-phase';
      if (!G.roundEndQueue.includes(me)) return 'reuse-not-eligible';
      if (a.skip === true) return null;
      return reuseTargetIllegal(G, me, a.space as string);
    }
  }
  return 'unknown-move';
}

function payments(w: number): { rubles: number; temp: number; black: number }[] {
  const out = [];
  for (let black = 0; black <= Math.min(1, w); black++)
    for (let temp = 0; temp <= Math.min(2, w - black); temp++)
      for (let rubles = 0; rubles <= w - black - temp; rubles++) out.push({ rubles, temp, black });
  return out;
}

export function placeSpaces(G: RRState, me: string): string[] {
  return [...SPACE_IDS, ...G.players[me].engineers.map((n) => `${OWN_PREFIX}${n}`)];
}

/** Every legal move of `me` now. Space-level checks run once per space. */
export function legalMoves(G: RRState, flow: FlowView, me: string): Cand[] {
  if (G.gameover || me !== flow.currentPlayer || !G.players[me]) return [];
  const out: Cand[] = [];
  const add = (move: string, arg?: Record<string, unknown>) => {
    if (whyIllegal(G, flow, me, move, arg) === null) out.push({ move, args: arg ? [arg] : [] });
  };
  if (G.pending.length > 0) {
    const p = G.players[me];
    if (G.lookingAtPile === me) {
      for (const card of new Set(G.endBonusPile)) add('pickEndBonus', { card });
      return out;
    }
    G.pending.forEach((it, index) => {
      if (!it.mandatory) add('skipItem', { index });
    });
    add('skipAll', {});
    const front = frontBlocking(G);
    if (front) {
      const it = front.item;
      if (it.kind === 'takeTile') {
        add('takeTile', { kind: 'loco' });
        add('takeTile', { kind: 'factory', from: 'pile' });
        for (const number of new Set(G.factoryPool)) add('takeTile', { kind: 'factory', from: 'pool', number });
      } else if (it.kind === 'placeLoco') {
        for (const t of placeTargets(p, it.number)) add('placeLoco', { ...t });
      } else if (it.kind === 'relocate') {
        const r = relocateTargets(p, it.number, it.from);
        for (const t of r.targets) add('relocate', { ...t });
        add('relocate', { toFactory: true });
      } else if (it.kind === 'placeFactory') {
        if (p.factories.includes(null)) add('placeFactory', {});
        else for (let replaceSlot = 0; replaceSlot < 5; replaceSlot++) add('placeFactory', { replaceSlot });
      } else if (it.kind === 'chooseToken') {
        for (const token of TOKENS) add('chooseToken', { token });
      } else if (it.kind === 'chooseCard') {
        for (const card of ADV_CARDS) add('chooseCard', { card });
      } else if (it.kind === 'c1Repeat') {
        for (const effect of C1_EFFECTS) add('c1Repeat', { effect });
      } else if (it.kind === 'chooseReuse') {
        for (const space of reuseCandidates(G, me, it.source)) add('chooseReuse', { space });
      }
      return out;
    }
    for (const route of ROUTES) for (const color of COLORS) add('trackStep', { route, color });
    for (let marker = 0; marker < p.industry.length; marker++) add('industryStep', { marker });
    add('chooseEndBonus', { choice: 'points' });
    add('chooseEndBonus', { choice: 'look' });
    return out;
  }
  if (flow.phase === 'startBonus') {
    for (const card of START_BONUS) {
      if (card === 'S_BLACK') for (const route of ROUTES) add('chooseStartBonus', { card, route });
      else add('chooseStartBonus', { card });
    }
  } else if (flow.phase === 'actions') {
    if (G.players[me].passed) return out;
    for (const space of placeSpaces(G, me)) {
      if (spaceIllegal(G, me, space)) continue;
      const def = SPACE_BY_ID[space];
      for (const pay of payments(def ? def.workers : 1)) {
        const arg = { space, ...pay };
        if (!paymentIllegal(G, me, space, arg)) out.push({ move: 'place', args: [arg] });
      }
    }
    out.push({ move: 'pass', args: [] });
  } else if (flow.phase === 'roundEnd') {
    for (const space of placeSpaces(G, me)) add('reuseTurnOrderWorker', { space });
    add('reuseTurnOrderWorker', { skip: true });
  }
  return out;
}

export { END_BONUS, lowestPile };
