// Phase powers (starting-power option): chooseStartingPower, placePersonalCube [spec §2.7, §4.4].
import { BUILDABLE } from '../data/board';
import { ALL_SEGMENTS } from '../data/shapes';
import { POWER_IDS } from '../data/tiles';
import type { BagCube, PowerId } from '../types';
import { hexProblem, segmentProblem } from './track';
import { type Arg, type MoveDef, isInt } from './types';

const PERSONAL_COLOURS: BagCube[] = ['red', 'blue', 'yellow', 'green']; // non-grey [D27]

const ALL_POWER_ARGS: Arg[] = [
  ...[1, 2, 3, 4, 5, 6].map((box) => ({ power: 'engine', box })),
  ...[1, 2, 3, 4, 5, 6].map((tile) => ({ power: 'actionTile', tile })),
  { power: 'points' },
  { power: 'personalCube' },
  ...BUILDABLE.flatMap((hex) => ALL_SEGMENTS.map((edges) => ({ power: 'track', hex, edges: [...edges] }))),
];

export const chooseStartingPower: MoveDef = {
  stages: ['choosePower'],
  random: true,
  candidates: (G) =>
    ALL_POWER_ARGS.filter((a) => G.startingPowers.some((s) => s.id === a!.power && s.takenBy === null)),
  check(G, p, arg) {
    if (G.players[p].startingPower !== null) return 'power-already-chosen';
    const power = arg?.power as PowerId;
    if (!POWER_IDS.includes(power)) return 'bad-argument';
    if (G.startingPowers.find((s) => s.id === power)!.takenBy !== null) return 'power-taken';
    if (power === 'engine' && !isInt(arg!.box, 1, 6)) return 'bad-argument';
    if (power === 'actionTile') {
      if (!isInt(arg!.tile, 1, 6)) return 'bad-argument';
      if (G.actionTiles[arg!.tile - 1].usedUp) return 'tile-used-up';
      if (G.actionTiles[arg!.tile - 1].owner !== null) return 'tile-owned';
    }
    if (power === 'track') return hexProblem(G, p, arg!.hex, null) ?? segmentProblem(G, arg!.hex, arg!.edges, true);
    return null;
  },
  apply(G, p, arg, rng) {
    const power = arg!.power as PowerId;
    const sheet = G.players[p];
    sheet.startingPower = power;
    G.startingPowers.find((s) => s.id === power)!.takenBy = p;
    G.last = { seat: p, move: 'chooseStartingPower' };
    if (power === 'engine') {
      sheet.engine[arg!.box - 1] = true;
      G.last.box = arg!.box;
    } else if (power === 'actionTile') {
      const t = G.actionTiles[arg!.tile - 1];
      Object.assign(t, { owner: p, sideways: true, acquiredRound: 0 });
      G.last.tile = t.n;
    } else if (power === 'track') {
      const [a, b] = arg!.edges as number[];
      sheet.track[arg!.hex] = [Math.min(a, b), Math.max(a, b)];
      G.last.hex = arg!.hex;
    } else if (power === 'personalCube') {
      const total = PERSONAL_COLOURS.reduce((s, c) => s + G.bag[c], 0);
      if (total > 0) {
        let k = Math.floor(rng.number() * total);
        const color = PERSONAL_COLOURS.find((c) => (k -= G.bag[c]) < 0)!;
        G.bag[color]--;
        G.pendingPersonalCube = { player: p, color };
        return { kind: 'stage', stage: 'placePersonalCube' };
      }
    }
    return { kind: 'endTurn' };
  },
};

export const placePersonalCube: MoveDef = {
  stages: ['placePersonalCube'],
  candidates: () => [{ city: 3 }, { city: 4 }],
  check(G, p, arg) {
    if (G.pendingPersonalCube?.player !== p) return 'no-pending-cube';
    if (arg?.city !== 3 && arg?.city !== 4) return 'bad-city';
    return null;
  },
  apply(G, p, arg) {
    G.players[p].personalCube = { color: G.pendingPersonalCube!.color, city: arg!.city };
    G.pendingPersonalCube = null;
    G.last = { seat: p, move: 'placePersonalCube' };
    return { kind: 'endTurn' };
  },
};
