// One-line notation of a move for logs and replays [spec §8.7]. English templates below; the UI
// passes `t` for `notation.<key>` of the board's i18n resources (same keys, e.g. Japanese).
import type { NotationT } from '../common/module';
import { formatter } from '../common/notation';
import { shapeOf } from './data/shapes';

type Arg = Record<string, any> | undefined;
const P = (id: string) => `P${Number(id) + 1}`;

export const NOTATION_EN: Record<string, string> = {
  choosePowerEngine: '{{who}} chose the engine power (box {{box}})',
  choosePowerActionTile: '{{who}} chose the action-tile power (tile {{tile}})',
  choosePowerTrack: '{{who}} chose the track power ({{shape}} at ({{hex}}))',
  choosePowerPoints: '{{who}} chose the points power',
  choosePowerPersonalCube: '{{who}} chose the personalCube power',
  choosePowerOther: '{{who}} chose the {{power}} power',
  placePersonalCube: '{{who}} placed the personal cube on city {{city}}',
  takeDie: '{{who}} took die #{{dieId}}',
  useTwoDice: '{{who}} used tile 2a (two dice)',
  stealDie: '{{who}} stole the die with tile 2b',
  declineSteal: '{{who}} let the die go',
  useTileSetDie: '{{who}} set the die to {{value}} with tile 1',
  useTileNudge: '{{who}} nudged the die {{delta}} with tile 5a',
  useTileReroll: '{{who}} rerolled the die with tile 5b',
  useTileFlip: '{{who}} flipped the die with tile 5b',
  selectTrackHex: '{{who}} chose hex ({{hex}}) for track',
  drawTrack: '{{who}} drew a {{shape}} track at ({{hex}})',
  cancelTrackHex: '{{who}} cancelled the hex choice',
  upgradeEngine: '{{who}} upgraded the engine',
  deliver: '{{who}} delivered {{color}} {{path}} ({{n}} steps{{extra}})',
  deliverPersonal: '{{who}} delivered the personal {{color}} {{path}} ({{n}} steps{{extra}})',
  deliverWith3a: ', 3a',
  deliverWith4a: ', 4a',
  takeActionTile: '{{who}} took the action tile of the die',
  passAction: '{{who}} passed',
  fulfillOrder: '{{who}} fulfilled order O{{order}}',
  fulfillOrderBlack: '{{who}} fulfilled order O{{order}} (black as {{color}})',
  finishTurn: '{{who}} ended the turn',
  other: '{{who}} {{move}}',
  'shape.straight': 'straight',
  'shape.gentle': 'gentle',
  'shape.sharp': 'sharp',
  'cube.red': 'red',
  'cube.blue': 'blue',
  'cube.yellow': 'yellow',
  'cube.green': 'green',
  'cube.grey': 'grey',
  'cube.black': 'black',
};

const SIMPLE = new Set([
  'useTwoDice', 'stealDie', 'declineSteal', 'useTileReroll', 'useTileFlip', 'cancelTrackHex',
  'upgradeEngine', 'takeActionTile', 'passAction', 'finishTurn',
]);

export function notation(move: string, arg: Arg, playerID: string, t?: NotationT): string {
  const f = formatter(NOTATION_EN, t);
  const who = P(playerID);
  const a = arg;
  /** A word with its own key (`<group>.<id>`), or the raw value when it has none. */
  const word = (group: string, id: unknown) => (`${group}.${id}` in NOTATION_EN ? f(`${group}.${id}`) : String(id));
  const shape = (edges: unknown) => (Array.isArray(edges) ? word('shape', shapeOf(edges[0], edges[1])) : '');
  if (SIMPLE.has(move)) return f(move, { who });
  switch (move) {
    case 'chooseStartingPower':
      switch (a?.power) {
        case 'engine': return f('choosePowerEngine', { who, box: a.box });
        case 'actionTile': return f('choosePowerActionTile', { who, tile: a.tile });
        case 'track': return f('choosePowerTrack', { who, shape: shape(a.edges), hex: a.hex });
        case 'points': return f('choosePowerPoints', { who });
        case 'personalCube': return f('choosePowerPersonalCube', { who });
        default: return f('choosePowerOther', { who, power: String(a?.power) });
      }
    case 'placePersonalCube': return f('placePersonalCube', { who, city: String(a?.city) });
    case 'takeDie': return f('takeDie', { who, dieId: String(a?.dieId) });
    case 'useTileSetDie': return f('useTileSetDie', { who, value: String(a?.value) });
    case 'useTileNudge': return f('useTileNudge', { who, delta: a?.delta > 0 ? '+1' : '−1' });
    case 'selectTrackHex': return f('selectTrackHex', { who, hex: String(a?.hex) });
    case 'drawTrack': return f('drawTrack', { who, shape: a?.edges ? shape(a.edges) : '', hex: String(a?.hex) });
    case 'deliver': {
      const path: string[] = a?.path ?? [];
      const extra = (a?.useDestinationDie ? f('deliverWith3a') : '') + (a?.useUnlimited ? f('deliverWith4a') : '');
      return f(a?.personal ? 'deliverPersonal' : 'deliver', {
        who, color: word('cube', a?.color), path: path.join('→'), n: (a?.path?.length ?? 1) - 1, extra,
      });
    }
    case 'fulfillOrder':
      return a?.blackAs
        ? f('fulfillOrderBlack', { who, order: String(a?.order), color: word('cube', a.blackAs) })
        : f('fulfillOrder', { who, order: String(a?.order) });
    default:
      return f('other', { who, move });
  }
}
