// Shared board helpers: colours with glyphs, legal-move filters, change marking.
import { useRef } from 'react';
import type { LegalMove } from '../../../games/common/module';
import { nippon } from '../../../games/nippon';
import type { Good, NipponState, WorkerColor } from '../../../games/nippon/types';

export const SEAT_GLYPH = ['Y', 'R', 'P', 'B']; // yellow, red, purple, blue [seed colours]
export const seatColor = (seat: string) => nippon.playerColors[Number(seat)] ?? '#888';
export const seatGlyph = (seat: string) => SEAT_GLYPH[Number(seat)] ?? '?';

export const WORKER_FILL: Record<WorkerColor, string> = {
  white: '#f5f5f0', yellow: '#f3d230', green: '#3f9b4b', orange: '#f08a24', pink: '#f19ac2', black: '#2a2a2a',
};
export const WORKER_GLYPH: Record<WorkerColor, string> = { white: 'W', yellow: 'Y', green: 'G', orange: 'O', pink: 'P', black: 'K' };
export const GOOD_FILL: Record<Good, string> = {
  silk: '#e9d7f5', paper: '#f7f3e6', bento: '#ffe0b5', lens: '#cfe8ff', clock: '#cdeccf', bulb: '#fff4a8',
};
export const HL = '#ff2d95'; // highlight for legal targets
export const CHANGED = '#00b3a4'; // outline for what just changed

export type Pick = (pred: (m: LegalMove) => boolean) => LegalMove[];
export const argOf = (m: LegalMove) => (m.args[0] ?? {}) as Record<string, unknown>;

/** Compare values between renders of successive G: `changed(key, value)` is true when the value
 *  differs from the one recorded for the previous G. */
export function useChangeMarker(G: NipponState) {
  const ref = useRef<{ G: NipponState | null; prev: Map<string, string>; cur: Map<string, string> }>({ G: null, prev: new Map(), cur: new Map() });
  const r = ref.current;
  if (r.G !== G) {
    if (r.G !== null) r.prev = r.cur;
    r.cur = new Map();
    r.G = G;
  }
  return (key: string, value: unknown): boolean => {
    const s = JSON.stringify(value);
    r.cur.set(key, s);
    const old = r.prev.get(key);
    return old !== undefined && old !== s;
  };
}
export type Changed = ReturnType<typeof useChangeMarker>;
