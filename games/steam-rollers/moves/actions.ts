// The other actions of stage `action`: upgradeEngine, deliver, takeActionTile, passAction [spec §4.5].
import { cityNumber } from '../data/board';
import { type DeliverArg, deliveryCandidates, deliveryPoints, deliveryProblem } from '../rules/delivery';
import { useUpTile } from '../rules/helpers';
import { linkGraph } from '../rules/network';
import { afterAction } from './common';
import type { MoveDef } from './types';

const die = (G: { turn: { currentDie: { value: number } | null } }) => G.turn.currentDie!.value;

export const upgradeEngine: MoveDef = {
  stages: ['action'],
  candidates: () => [undefined],
  check: (G, p) => (G.players[p].engine[die(G) - 1] ? 'engine-box-crossed' : null),
  apply(G, p) {
    const d = die(G);
    G.players[p].engine[d - 1] = true;
    G.last = { seat: p, move: 'upgradeEngine', box: d };
    return afterAction(G, p);
  },
};

export const deliver: MoveDef = {
  stages: ['action'],
  candidates(G, p, cache) {
    cache.graph ??= linkGraph(G.players[p].track);
    return deliveryCandidates(G, p, die(G), cache.graph) as unknown as Record<string, unknown>[];
  },
  check(G, p, arg, cache) {
    if (!arg) return 'bad-argument';
    cache.graph ??= linkGraph(G.players[p].track);
    return deliveryProblem(G, p, die(G), arg as DeliverArg, cache.graph);
  },
  apply(G, p, raw) {
    const arg = raw as DeliverArg;
    const sheet = G.players[p];
    const src = arg.path[0];
    const dist = arg.path.length - 1;
    if (arg.personal) sheet.personalCube = null;
    else {
      const list = G.supply[cityNumber(src)];
      list.splice(list.indexOf(arg.color), 1);
    }
    sheet.deliveries.push(deliveryPoints(G, p, dist));
    if (G.options.orderTiles) sheet.keptCubes.push(arg.color);
    else if (arg.color !== 'black') G.bag[arg.color]++;
    if (arg.useUnlimited) useUpTile(G, 4);
    G.last = { seat: p, move: 'deliver', path: arg.path.slice(), ...(arg.useUnlimited ? { tile: 4 } : {}) };
    return afterAction(G, p);
  },
};

export const takeActionTile: MoveDef = {
  stages: ['action'],
  candidates: () => [undefined],
  check(G, p) {
    const t = G.actionTiles[die(G) - 1];
    if (t.usedUp) return 'tile-used-up'; // [seed 004: 使い切り; rules version 3]
    if (t.owner === p) return 'tile-yours';
    if (t.owner !== null && t.sideways) return 'tile-sideways';
    return null;
  },
  apply(G, p) {
    const t = G.actionTiles[die(G) - 1];
    t.owner = p;
    t.sideways = true;
    t.acquiredRound = G.round;
    G.last = { seat: p, move: 'takeActionTile', tile: t.n };
    return afterAction(G, p);
  },
};

export const passAction: MoveDef = {
  stages: ['action'],
  candidates: () => [undefined],
  check: () => null,
  apply(G, p) {
    G.last = { seat: p, move: 'passAction' };
    return afterAction(G, p);
  },
};
