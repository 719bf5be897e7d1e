// Stage afterAction (order-tile option): fulfillOrder, finishTurn [spec §4.5, D24].
import { CUBES, type Cube } from '../types';
import { orderPayment } from './common';
import { type MoveDef, isInt } from './types';

export const fulfillOrder: MoveDef = {
  stages: ['afterAction'],
  candidates: (G) =>
    G.orderTiles.flatMap((o) => [null, ...new Set(o.cubes)].map((blackAs) => ({ order: o.n, blackAs }))),
  check(G, p, arg) {
    if (G.turn.orderDone) return 'order-done';
    if (!isInt(arg?.order, 1, G.orderTiles.length)) return 'bad-argument';
    const o = G.orderTiles[arg!.order - 1];
    if (o.owner !== null) return 'order-owned';
    const blackAs = arg!.blackAs ?? null;
    const kept = G.players[p].keptCubes;
    if (blackAs !== null) {
      if (!CUBES.includes(blackAs) || blackAs === 'black' || !o.cubes.includes(blackAs)) return 'bad-black';
      if (!kept.includes('black')) return 'bad-black';
    }
    return orderPayment(kept, o.cubes, blackAs) ? null : 'cannot-pay';
  },
  apply(G, p, arg) {
    const o = G.orderTiles[arg!.order - 1];
    const kept = G.players[p].keptCubes;
    const paid = orderPayment(kept, o.cubes, arg!.blackAs ?? null)!;
    for (const c of paid) {
      kept.splice(kept.indexOf(c), 1);
      if (c !== 'black') G.bag[c as Cube]++;
    }
    o.owner = p;
    G.turn.orderDone = true;
    G.last = { seat: p, move: 'fulfillOrder' };
    return { kind: 'endTurn' };
  },
};

export const finishTurn: MoveDef = {
  stages: ['afterAction'],
  candidates: () => [undefined],
  check: () => null,
  apply: () => ({ kind: 'endTurn' }),
};
