// One-line English notation of a move for logs and replays [spec §8.7].
import { shapeOf } from './data/shapes';

type Arg = Record<string, any> | undefined;
const P = (id: string) => `P${Number(id) + 1}`;

const TEXT: Record<string, (a: Arg) => string> = {
  chooseStartingPower: (a) =>
    a?.power === 'engine' ? `chose the engine power (box ${a.box})`
    : a?.power === 'actionTile' ? `chose the action-tile power (tile ${a.tile})`
    : a?.power === 'track' ? `chose the track power (${shapeOf(a.edges[0], a.edges[1])} at (${a.hex}))`
    : `chose the ${a?.power} power`,
  placePersonalCube: (a) => `placed the personal cube on city ${a?.city}`,
  takeDie: (a) => `took die #${a?.dieId}`,
  useTwoDice: () => 'used tile 2a (two dice)',
  stealDie: () => 'stole the die with tile 2b',
  declineSteal: () => 'let the die go',
  useTileSetDie: (a) => `set the die to ${a?.value} with tile 1`,
  useTileNudge: (a) => `nudged the die ${a?.delta > 0 ? '+1' : '−1'} with tile 5a`,
  useTileReroll: () => 'rerolled the die with tile 5b',
  useTileFlip: () => 'flipped the die with tile 5b',
  selectTrackHex: (a) => `chose hex (${a?.hex}) for track`,
  drawTrack: (a) => `drew a ${a?.edges ? shapeOf(a.edges[0], a.edges[1]) : ''} track at (${a?.hex})`,
  cancelTrackHex: () => 'cancelled the hex choice',
  upgradeEngine: () => 'upgraded the engine',
  deliver: (a) =>
    `delivered ${a?.personal ? 'the personal ' : ''}${a?.color} ${(a?.path ?? []).join('→')} (${(a?.path?.length ?? 1) - 1} steps${a?.useDestinationDie ? ', 3a' : ''}${a?.useUnlimited ? ', 4a' : ''})`,
  takeActionTile: () => 'took the action tile of the die',
  passAction: () => 'passed',
  fulfillOrder: (a) => `fulfilled order O${a?.order}${a?.blackAs ? ` (black as ${a.blackAs})` : ''}`,
  finishTurn: () => 'ended the turn',
};

export function notation(move: string, arg: Arg, playerID: string): string {
  const f = TEXT[move];
  return `${P(playerID)} ${f ? f(arg) : move}`;
}
