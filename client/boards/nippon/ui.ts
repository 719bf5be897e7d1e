// Shared board helpers: colours with glyphs, legal-move filters, change marking.
import type { LegalMove } from '../../../games/common/module';
import { nippon } from '../../../games/nippon';
import type { Good, WorkerColor } from '../../../games/nippon/types';

export const SEAT_GLYPH = ['Y', 'R', 'P', 'B']; // yellow, red, purple, blue [seed colours]
export const seatColor = (seat: string) => nippon.playerColors[Number(seat)] ?? '#888';
export const seatGlyph = (seat: string) => SEAT_GLYPH[Number(seat)] ?? '?';

export const WORKER_FILL: Record<WorkerColor, string> = {
  white: '#f5f5f0',
  yellow: '#f3d230',
  green: '#3f9b4b',
  orange: '#f08a24',
  pink: '#f19ac2',
  black: '#2a2a2a',
};
export const WORKER_GLYPH: Record<WorkerColor, string> = {
  white: 'W',
  yellow: 'Y',
  green: 'G',
  orange: 'O',
  pink: 'P',
  black: 'K',
};
export const GOOD_FILL: Record<Good, string> = {
  silk: '#e9d7f5',
  paper: '#f7f3e6',
  bento: '#ffe0b5',
  lens: '#cfe8ff',
  clock: '#cdeccf',
  bulb: '#fff4a8',
};
export const HL = '#ff2d95'; // highlight for legal targets
export const CHANGED = '#00b3a4'; // outline for what just changed

export type Pick = (pred: (m: LegalMove) => boolean) => LegalMove[];
export const argOf = (m: LegalMove) => (m.args[0] ?? {}) as Record<string, unknown>;

export { useChangeMarker, type Changed } from '../common/change-marker';
