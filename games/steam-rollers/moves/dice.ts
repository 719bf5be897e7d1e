// Drafting dice: takeDie, useTwoDice (2a), stealDie/declineSteal (2b) [spec §4.5].
import { usable, needDice, useUpTile, untakenDice } from '../rules/helpers';
import type { Seat, SRState } from '../types';
import { type MoveDef, isInt } from './types';

/** The thief who may open a steal window after p took a die, or null [spec §4.5, D12]. */
function stealer(G: SRState, p: Seat): Seat | null {
  const pi = G.roundOrder.indexOf(p);
  for (const y of G.roundOrder) {
    if (y === p) continue;
    const yi = G.roundOrder.indexOf(y);
    if (yi > pi && yi > G.turnIndexInRound && usable(G, y, 2, 'b') && G.players[y].stolenDie === null) return y;
  }
  return null;
}

export const takeDie: MoveDef = {
  stages: ['pickDie'],
  candidates: (G, p) => {
    const sd = G.players[p].stolenDie;
    if (sd) return [{ dieId: sd.id }];
    return G.dice.filter((d) => d.takenBy === null).map((d) => ({ dieId: d.id }));
  },
  check(G, p, arg) {
    const t = G.turn;
    if (t.currentDie !== null) return 'die-in-hand';
    if (t.diceTaken >= (t.twoDice ? 2 : 1)) return 'no-more-picks';
    const id = arg?.dieId;
    if (!isInt(id, 0, G.dice.length - 1)) return 'no-such-die';
    const sd = G.players[p].stolenDie;
    if (sd) return id === sd.id ? null : 'must-take-stolen-die';
    if (G.dice[id].takenBy !== null) return 'die-taken';
    return null;
  },
  apply(G, p, arg) {
    const t = G.turn;
    const id = arg!.dieId as number;
    const sheet = G.players[p];
    t.diceTaken++;
    t.modsUsed = {};
    G.last = { seat: p, move: 'takeDie', dieId: id };
    if (sheet.stolenDie) {
      t.currentDie = { ...sheet.stolenDie };
      sheet.stolenDie = null;
      return { kind: 'stage', stage: 'action' };
    }
    G.dice[id].takenBy = p;
    t.currentDie = { id, value: G.dice[id].value };
    const y = stealer(G, p);
    if (y) {
      G.pendingSteal = { victim: p, thief: y, dieId: id };
      return { kind: 'value', value: { [y]: 'stealWindow' } };
    }
    return { kind: 'stage', stage: 'action' };
  },
};

export const useTwoDice: MoveDef = {
  stages: ['pickDie', 'action'],
  candidates: () => [undefined],
  check(G, p) {
    const t = G.turn;
    if (!usable(G, p, 2, 'a')) return 'tile-not-usable';
    if (t.twoDice) return 'two-dice-active';
    if (t.actionsDone > 0) return 'already-acted';
    const stillToTake = t.diceTaken === 0 ? 1 : 0;
    if (untakenDice(G) - stillToTake - 1 < needDice(G, G.roundOrder.indexOf(p))) return 'not-enough-dice';
    return null;
  },
  apply(G, p) {
    G.turn.twoDice = true;
    useUpTile(G, 2);
    G.last = { seat: p, move: 'useTwoDice', tile: 2 };
    return { kind: 'none' };
  },
};

/** Only the seat a steal window was opened for may answer it. */
function thiefCheck(G: Parameters<MoveDef['check']>[0], p: string): string | null {
  if (!G.pendingSteal) return 'no-steal-pending';
  return G.pendingSteal.thief === p ? null : 'not-thief';
}

export const stealDie: MoveDef = {
  stages: ['stealWindow'],
  candidates: () => [undefined],
  check(G, p) {
    return thiefCheck(G, p) ?? (usable(G, p, 2, 'b') ? null : 'tile-not-usable');
  },
  apply(G, p) {
    const ps = G.pendingSteal!;
    const die = G.dice[ps.dieId];
    die.takenBy = p;
    G.players[p].stolenDie = { id: die.id, value: die.value };
    G.turn.currentDie = null;
    G.turn.diceTaken--;
    useUpTile(G, 2);
    G.pendingSteal = null;
    G.last = { seat: p, move: 'stealDie', dieId: die.id, tile: 2 };
    return { kind: 'stage', stage: 'pickDie' };
  },
};

export const declineSteal: MoveDef = {
  stages: ['stealWindow'],
  candidates: () => [undefined],
  check: thiefCheck,
  apply(G) {
    G.pendingSteal = null;
    return { kind: 'stage', stage: 'action' };
  },
};
