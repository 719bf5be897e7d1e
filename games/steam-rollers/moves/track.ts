// Drawing track: selectTrackHex → drawTrack (or cancelTrackHex) [spec §4.5 drawTrack, §7 split].
import { BUILDABLE_BY_REGION, HEXES } from '../data/board';
import { ALL_SEGMENTS, TRACK_DIE_FACES, shapeOf } from '../data/shapes';
import { isWall, usable } from '../rules/helpers';
import type { HexKey, Seat, SRState } from '../types';
import { afterAction } from './common';
import { type MoveDef, isInt } from './types';

/** Problem with a hex for drawing (any region when region is null). */
export function hexProblem(G: SRState, p: Seat, hex: unknown, region: number | null): string | null {
  if (typeof hex !== 'string' || !HEXES[hex]) return 'hex-not-buildable';
  if (HEXES[hex].kind === 'city') return 'hex-not-buildable';
  if (region !== null && HEXES[hex].region !== region) return 'wrong-region';
  if (G.players[p].track[hex]) return 'hex-drawn';
  return null;
}

/** Problem with a segment in a hex; anyShape for tile 6 / the track power. */
export function segmentProblem(G: SRState, hex: HexKey, edges: unknown, anyShape: boolean): string | null {
  if (
    !Array.isArray(edges) ||
    edges.length !== 2 ||
    !isInt(edges[0], 0, 5) ||
    !isInt(edges[1], 0, 5) ||
    edges[0] === edges[1]
  )
    return 'bad-edges';
  if (!anyShape && !TRACK_DIE_FACES[G.trackDie].includes(shapeOf(edges[0], edges[1]))) return 'shape-not-allowed';
  if (isWall(G, hex, edges[0]) || isWall(G, hex, edges[1])) return 'wall';
  return null;
}

const anyShapeFor = (G: SRState, p: Seat) => usable(G, p, 6);

/** Legal segments for p in hex with the current track die. */
export function legalSegments(G: SRState, p: Seat, hex: HexKey, anyShape = anyShapeFor(G, p)): [number, number][] {
  return ALL_SEGMENTS.filter((s) => segmentProblem(G, hex, s, anyShape) === null);
}

export const selectTrackHex: MoveDef = {
  stages: ['action'],
  candidates: (G) => BUILDABLE_BY_REGION[G.turn.currentDie!.value].map((hex) => ({ hex })),
  check(G, p, arg) {
    const hp = hexProblem(G, p, arg?.hex, G.turn.currentDie!.value);
    if (hp) return hp;
    return legalSegments(G, p, arg!.hex).length ? null : 'no-legal-segment';
  },
  apply(G, p, arg) {
    G.turn.trackHex = arg!.hex;
    return { kind: 'stage', stage: 'drawSegment' };
  },
};

export const drawTrack: MoveDef = {
  stages: ['drawSegment'],
  candidates: (G) =>
    G.turn.trackHex ? ALL_SEGMENTS.map((edges) => ({ hex: G.turn.trackHex, edges: [...edges] })) : [],
  check(G, p, arg) {
    if (arg?.hex !== G.turn.trackHex) return 'wrong-hex';
    const hp = hexProblem(G, p, arg!.hex, G.turn.currentDie!.value);
    if (hp) return hp;
    return segmentProblem(G, arg!.hex, arg!.edges, anyShapeFor(G, p));
  },
  apply(G, p, arg) {
    const [a, b] = arg!.edges as number[];
    G.players[p].track[arg!.hex] = [Math.min(a, b), Math.max(a, b)];
    G.last = { seat: p, move: 'drawTrack', hex: arg!.hex };
    return afterAction(G, p);
  },
};

/** At most this many hex changes per turn, so that no player (or bot) can loop forever. [design] */
export const MAX_TRACK_CANCELS = 2;

export const cancelTrackHex: MoveDef = {
  stages: ['drawSegment'],
  candidates: () => [undefined],
  check: (G) => ((G.turn.trackCancels ?? 0) >= MAX_TRACK_CANCELS ? 'no-more-cancels' : null),
  apply(G) {
    G.turn.trackHex = null;
    G.turn.trackCancels = (G.turn.trackCancels ?? 0) + 1;
    return { kind: 'stage', stage: 'action' };
  },
};
