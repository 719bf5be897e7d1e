// The move table of the kernel: name → definition.
import { deliver, passAction, takeActionTile, upgradeEngine } from './actions';
import { declineSteal, stealDie, takeDie, useTwoDice } from './dice';
import { useTileFlip, useTileNudge, useTileReroll, useTileSetDie } from './modifiers';
import { finishTurn, fulfillOrder } from './orders';
import { chooseStartingPower, placePersonalCube } from './powers';
import { cancelTrackHex, drawTrack, selectTrackHex } from './track';
import type { MoveDef } from './types';

export const MOVES = {
  chooseStartingPower,
  placePersonalCube,
  takeDie,
  useTwoDice,
  stealDie,
  declineSteal,
  useTileSetDie,
  useTileNudge,
  useTileReroll,
  useTileFlip,
  selectTrackHex,
  drawTrack,
  cancelTrackHex,
  upgradeEngine,
  deliver,
  takeActionTile,
  passAction,
  fulfillOrder,
  finishTurn,
} satisfies Record<string, MoveDef>;

export type MoveName = keyof typeof MOVES;
export const MOVE_NAMES = Object.keys(MOVES) as MoveName[];
