// Move effects on the pure kernel (moves are validated by whyIllegal first) [spec §4.3a–§4.6].
import { OWN_PREFIX, SPACE_BY_ID } from '../data/spaces';
import type { AdvCardId, Color, FlowView, MoveArg, Placement, Route, RRState, StartBonusId, TokenId } from '../types';
import { addDoublers, addVP, doIndustryStep, doStep, checkBonuses } from './bonus';
import { applyCard, applyEffect, applyToken, reuseWithBlack, spaceEffect } from './effects';
import type { C1Effect } from './effects';
import { lowestPile, putLoco } from './locos';
import { frontBlocking, industryItem, prune, stepItemFor } from './pending';
import { passVP } from './round';
import { matchingKey } from './track';

/** End of this player's decision: the turn ends; in roundEnd the claimer leaves the queue. */
function finish(G: RRState, flow: FlowView, me: string): void {
  prune(G, me);
  if (G.pending.length > 0 || G.lookingAtPile) return;
  G.turnDone = true;
  if (flow.phase === 'roundEnd') G.roundEndQueue = G.roundEndQueue.filter((p) => p !== me);
  if (flow.phase === 'startBonus') G.startBonusOrder = G.startBonusOrder.filter((p) => p !== me);
}

function place(G: RRState, me: string, a: Record<string, unknown>): void {
  const p = G.players[me];
  const id = a.space as string;
  const def = SPACE_BY_ID[id];
  const w = def ? def.workers : 1;
  const fee = def ? def.fee : 0;
  const rubles = a.rubles as number;
  const temp = a.temp as number;
  const black = a.black as 0 | 1;
  const own = w - rubles - temp - black;
  p.ownAvailable -= own;
  p.tempAvailable -= temp;
  if (black) p.blackAvailable = false;
  p.rubles -= rubles + fee;
  (G.spaces[id] ??= []).push({ player: me, own, temp, black, rubles, fee });
  if (def?.area === 'turnOrder') {
    G.claims[id as 'TO1' | 'TO2'] = me;
    swapRubleForWorker(G, me, G.spaces[id][G.spaces[id].length - 1]);
  } else if (id === 'HIRE') {
    const n = G.strip[6] as number;
    G.strip[6] = null;
    p.engineers.push(n);
    G.spaces[`${OWN_PREFIX}${n}`] = [];
  } else {
    const eff = spaceEffect(G, id);
    if (eff) applyEffect(G, me, eff, { mandatory: !id.startsWith(OWN_PREFIX), blackWorker: black === 1, source: id });
  }
}

/**
 * A ruble on a turn-order space is exchanged for one of the player's available workers right after
 * the claim (seed 000, 手番順の変更 補足: アクション実行後はルーブルと自分の他のワーカーが交換されます):
 * the ruble goes back to the player and the worker stands on the space, so it takes part in the
 * round-end worker move. Own worker first, then a temporary one, then the black one. With no worker
 * available the ruble stays, and there is no round-end move for it.
 */
function swapRubleForWorker(G: RRState, me: string, pl: Placement): void {
  const p = G.players[me];
  if (pl.rubles === 0) return;
  if (p.ownAvailable > 0) {
    p.ownAvailable -= 1;
    pl.own += 1;
  } else if (p.tempAvailable > 0) {
    p.tempAvailable -= 1;
    pl.temp += 1;
  } else if (p.blackAvailable) {
    p.blackAvailable = false;
    pl.black = 1;
  } else {
    return;
  }
  pl.rubles -= 1;
  p.rubles += 1;
}

function roundEndReuse(G: RRState, me: string, id: string): void {
  const from = (['TO2', 'TO1'] as const).find((s) => G.spaces[s]?.some((pl) => pl.player === me)) ?? 'TO1';
  const pl = G.spaces[from].find((x) => x.player === me)!;
  G.spaces[from] = G.spaces[from].filter((x) => x !== pl);
  (G.spaces[id] ??= []).push({ ...pl, rubles: 0, fee: 0 });
  const eff = spaceEffect(G, id);
  if (eff) applyEffect(G, me, eff, { mandatory: true, blackWorker: pl.black === 1, source: id });
}

const removeAt = (G: RRState, i: number) => G.pending.splice(i, 1)[0];

/** Apply a legal move. */
export function applyMove(G: RRState, flow: FlowView, me: string, move: string, arg: MoveArg): void {
  const a = (arg ?? {}) as Record<string, unknown>;
  const p = G.players[me];
  switch (move) {
    case 'chooseStartBonus': {
      const card = a.card as StartBonusId;
      G.startBonusLeft = G.startBonusLeft.filter((c) => c !== card);
      if (card === 'S_BLACK') doStep(G, me, a.route as Route, 'black');
      if (card === 'S_IND') doIndustryStep(G, me, 0);
      if (card === 'S_X2') addDoublers(G, p, 1);
      if (card === 'S_RUB') p.rubles += 1;
      break;
    }
    case 'place':
      place(G, me, a);
      break;
    case 'pass':
      p.passed = true;
      addVP(p, 'turnOrder', passVP(G, me));
      break;
    case 'reuseTurnOrderWorker':
      if (a.skip !== true) roundEndReuse(G, me, a.space as string);
      break;
    case 'trackStep': {
      const color = a.color as Color;
      const it = G.pending[stepItemFor(G, color)];
      if (it.kind !== 'steps') break;
      const key = matchingKey(it.quota, color)!;
      it.quota[key] = (it.quota[key] ?? 0) - 1;
      if (color === 'black' && !it.bonus) {
        for (const o of G.pending) if (o.kind === 'steps' && o.bonus && o.group === it.group) o.armed = true;
      }
      doStep(G, me, a.route as Route, color);
      break;
    }
    case 'industryStep': {
      const it = G.pending[industryItem(G)];
      if (it.kind === 'industry') it.n -= 1;
      doIndustryStep(G, me, a.marker as number);
      break;
    }
    case 'takeTile': {
      const front = frontBlocking(G)!;
      const it = front.item;
      if (it.kind !== 'takeTile') break;
      const consume = (k: 'loco' | 'factory') => {
        if (it[k] > 0) it[k] -= 1;
        else it.either -= 1;
      };
      if (a.kind === 'loco') {
        const n = lowestPile(G);
        G.locoPiles[n - 1] -= 1;
        consume('loco');
        G.pending.unshift({ kind: 'placeLoco', number: n, special9: false, mandatory: true, group: it.group });
      } else {
        let n: number;
        if (a.from === 'pool') {
          n = a.number as number;
          G.factoryPool.splice(G.factoryPool.indexOf(n), 1);
        } else {
          n = lowestPile(G);
          G.locoPiles[n - 1] -= 1;
        }
        consume('factory');
        G.pending.unshift({ kind: 'placeFactory', number: n, mandatory: true, group: it.group });
      }
      break;
    }
    case 'placeLoco':
    case 'relocate': {
      const front = frontBlocking(G)!;
      const it = removeAt(G, front.index);
      if (it.kind !== 'placeLoco' && it.kind !== 'relocate') break;
      if (a.toFactory === true) {
        G.factoryPool.push(it.number);
        break;
      }
      const route = a.route as Route;
      const out = putLoco(p, it.number, route, a.replace as number | undefined);
      if (it.kind === 'placeLoco' && it.special9) p.special9On = route;
      if (out) G.pending.unshift({ kind: 'relocate', number: out, from: route, mandatory: true, group: it.group });
      checkBonuses(G, me);
      break;
    }
    case 'placeFactory': {
      const front = frontBlocking(G)!;
      const it = removeAt(G, front.index);
      if (it.kind !== 'placeFactory') break;
      const free = p.factories.indexOf(null);
      const slot = free >= 0 ? free : (a.replaceSlot as number);
      const old = p.factories[slot];
      if (old !== null) G.factoryPool.push(old);
      p.factories[slot] = it.number;
      break;
    }
    case 'chooseToken': {
      const it = removeAt(G, frontBlocking(G)!.index);
      if (it.kind !== 'chooseToken') break;
      const token = a.token as TokenId;
      p.tokensUsed.push(token);
      p.tokenSpots[it.spot] = token;
      applyToken(G, me, token);
      break;
    }
    case 'chooseCard':
      removeAt(G, frontBlocking(G)!.index);
      applyCard(G, me, a.card as AdvCardId);
      break;
    case 'c1Repeat': {
      const it = removeAt(G, frontBlocking(G)!.index);
      const e = a.effect as C1Effect;
      if (e === 'doubler') addDoublers(G, p, 1);
      if (e === 'industry') G.pending.push({ kind: 'industry', n: 1, mandatory: true, group: it.group });
      if (e === 'black') G.pending.push({ kind: 'steps', quota: { black: 1 }, mandatory: true, group: it.group });
      break;
    }
    case 'chooseReuse': {
      removeAt(G, frontBlocking(G)!.index);
      const id = a.space as string;
      const eff = spaceEffect(G, id);
      if (eff) applyEffect(G, me, eff, { mandatory: false, blackWorker: reuseWithBlack(G, me, id), source: id });
      break;
    }
    case 'chooseEndBonus':
      if (a.choice === 'points') {
        removeAt(G, 0);
        addVP(p, 'endBonus', 10);
      } else {
        G.lookingAtPile = me;
      }
      break;
    case 'pickEndBonus': {
      const card = a.card as string;
      G.endBonusPile.splice(G.endBonusPile.indexOf(card), 1);
      p.endBonus.push(card);
      G.lookingAtPile = null;
      removeAt(
        G,
        G.pending.findIndex((it) => it.kind === 'endBonus'),
      );
      break;
    }
    case 'skipItem':
      removeAt(G, a.index as number);
      break;
    case 'skipAll':
      G.pending = [];
      break;
  }
  finish(G, flow, me);
}
