// One-line notation of a move for logs and replays [spec §8.7]. English templates below; the UI
// passes `t` for `notation.<key>` of the board's i18n resources (same keys, e.g. Japanese).
import type { NotationT } from '../common/module';
import { formatter } from '../common/notation';
import { BOARD_ROWS, HEXES } from './data/board';
import { shapeOf } from './data/shapes';

type Arg = Record<string, any> | undefined;
const P = (id: string) => `P${Number(id) + 1}`;

export const NOTATION_EN: Record<string, string> = {
  choosePowerEngine: '{{who}} chose the engine power (box {{box}})',
  choosePowerActionTile: '{{who}} chose the action-tile power (tile {{tile}})',
  choosePowerTrack: '{{who}} chose the track power: {{shape}} in {{hex}}',
  choosePowerPoints: '{{who}} chose the points power',
  choosePowerPersonalCube: '{{who}} chose the personal delivery power',
  choosePowerOther: '{{who}} chose a starting power',
  placePersonalCube: '{{who}} placed the personal cube on city {{city}}',
  takeDie: '{{who}} took a die',
  useTwoDice: '{{who}} used tile 2a (two dice)',
  stealDie: '{{who}} stole the die with tile 2b',
  declineSteal: '{{who}} let the die go',
  useTileSetDie: '{{who}} set the die to {{value}} with tile 1',
  useTileNudge: '{{who}} nudged the die {{delta}} with tile 5a',
  useTileReroll: '{{who}} rerolled the die with tile 5b',
  useTileFlip: '{{who}} flipped the die with tile 5b',
  selectTrackHex: '{{who}} chose {{hex}} for track',
  drawTrack: '{{who}} drew {{shape}} in {{hex}}',
  cancelTrackHex: '{{who}} cancelled the hex choice',
  upgradeEngine: '{{who}} upgraded the engine',
  deliver: '{{who}} delivered a {{color}} cube: {{path}} (distance {{n}}{{extra}})',
  deliverPersonal: '{{who}} delivered the personal {{color}} cube: {{path}} (distance {{n}}{{extra}})',
  deliverWith3a: ', tile 3a',
  deliverWith4a: ', tile 4a',
  takeActionTile: '{{who}} took the action tile of the die',
  passAction: '{{who}} passed',
  fulfillOrder: '{{who}} fulfilled order tile {{order}}',
  fulfillOrderBlack: '{{who}} fulfilled order tile {{order}} (black as {{color}})',
  finishTurn: '{{who}} ended the turn',
  other: '{{who}} made a move',
  hexPlain: 'hex {{col}} of row {{row}} (region {{region}})',
  hexTown: 'town {{n}}',
  nodeCity: 'city {{n}}',
  nodeTown: 'town {{n}}',
  pathSep: ' → ',
  'shape.straight': 'a straight track',
  'shape.gentle': 'a gentle curve',
  'shape.sharp': 'a sharp curve',
  'cube.red': 'red',
  'cube.blue': 'blue',
  'cube.yellow': 'yellow',
  'cube.green': 'green',
  'cube.grey': 'grey',
  'cube.black': 'black',
};

const SIMPLE = new Set([
  'useTwoDice',
  'stealDie',
  'declineSteal',
  'useTileReroll',
  'useTileFlip',
  'cancelTrackHex',
  'upgradeEngine',
  'takeActionTile',
  'passAction',
  'finishTurn',
  'takeDie',
]);

export function notation(move: string, arg: Arg, playerID: string, t?: NotationT): string {
  const f = formatter(NOTATION_EN, t);
  const who = P(playerID);
  const a = arg;
  /** A word with its own key (`<group>.<id>`), or the raw value when it has none. */
  const word = (group: string, id: unknown) => (`${group}.${id}` in NOTATION_EN ? f(`${group}.${id}`) : String(id));
  const shape = (edges: unknown) => (Array.isArray(edges) ? word('shape', shapeOf(edges[0], edges[1])) : '');
  /** A hex as the sheet shows it: a town by its number, else its region and place in its row. */
  const hexName = (key: unknown): string => {
    const h = HEXES[String(key)];
    if (!h) return String(key);
    if (h.kind === 'town') return f('hexTown', { n: h.region });
    const row = BOARD_ROWS.find((r) => r.r === h.r)!;
    return f('hexPlain', { region: h.region, row: h.r + 1, col: h.q - row.q0 + 1 });
  };
  /** A city (C3) or town (T3) of a delivery path. */
  const nodeName = (id: string): string =>
    id[0] === 'T' ? f('nodeTown', { n: id.slice(1) }) : id[0] === 'C' ? f('nodeCity', { n: id.slice(1) }) : id;
  if (SIMPLE.has(move)) return f(move, { who });
  switch (move) {
    case 'chooseStartingPower':
      switch (a?.power) {
        case 'engine':
          return f('choosePowerEngine', { who, box: a.box });
        case 'actionTile':
          return f('choosePowerActionTile', { who, tile: a.tile });
        case 'track':
          return f('choosePowerTrack', { who, shape: shape(a.edges), hex: hexName(a.hex) });
        case 'points':
          return f('choosePowerPoints', { who });
        case 'personalCube':
          return f('choosePowerPersonalCube', { who });
        default:
          return f('choosePowerOther', { who });
      }
    case 'placePersonalCube':
      return f('placePersonalCube', { who, city: String(a?.city) });
    case 'useTileSetDie':
      return f('useTileSetDie', { who, value: String(a?.value) });
    case 'useTileNudge':
      return f('useTileNudge', { who, delta: a?.delta > 0 ? '+1' : '−1' });
    case 'selectTrackHex':
      return f('selectTrackHex', { who, hex: hexName(a?.hex) });
    case 'drawTrack':
      return f('drawTrack', { who, shape: a?.edges ? shape(a.edges) : '', hex: hexName(a?.hex) });
    case 'deliver': {
      const path: string[] = a?.path ?? [];
      const extra = (a?.useDestinationDie ? f('deliverWith3a') : '') + (a?.useUnlimited ? f('deliverWith4a') : '');
      return f(a?.personal ? 'deliverPersonal' : 'deliver', {
        who,
        color: word('cube', a?.color),
        path: path.map(nodeName).join(f('pathSep')),
        n: (a?.path?.length ?? 1) - 1,
        extra,
      });
    }
    case 'fulfillOrder':
      return a?.blackAs
        ? f('fulfillOrderBlack', { who, order: String(a?.order), color: word('cube', a.blackAs) })
        : f('fulfillOrder', { who, order: String(a?.order) });
    default:
      return f('other', { who });
  }
}
