// Shared board helpers: hex geometry, colours with glyphs, legal-move filters, change marking.
import type { LegalMove } from '../../../games/common/module';
import { HEXES } from '../../../games/steam-rollers/data/board';
import { steamRollers } from '../../../games/steam-rollers';
import type { Cube } from '../../../games/steam-rollers/types';

export const HL = '#ff2d95'; // legal targets
export const CHANGED = '#00b3a4'; // what just changed
export const SQ3 = Math.sqrt(3);

export const seatColor = (seat: string) => steamRollers.playerColors[Number(seat)] ?? '#888';
export const seatGlyph = (seat: string) => 'ABCDE'[Number(seat)] ?? '?'; // same letters as the player panels

export const REGION_FILL: Record<number, string> = {
  1: '#f6e49a',
  2: '#f3b3a6',
  3: '#a9a9a9',
  4: '#dcdcdc',
  5: '#b5dca8',
  6: '#a9c8ee',
};
export const CUBE_FILL: Record<Cube, string> = {
  red: '#d7263d',
  blue: '#1f6fd1',
  yellow: '#f2c500',
  green: '#2e9e44',
  grey: '#8d8d8d',
  black: '#1b1b1b',
};
export const CUBE_GLYPH: Record<Cube, string> = {
  red: 'R',
  blue: 'B',
  yellow: 'Y',
  green: 'G',
  grey: 'Gy',
  black: 'K',
};
export const CUBE_TEXT: Record<Cube, string> = {
  red: '#fff',
  blue: '#fff',
  yellow: '#000',
  green: '#fff',
  grey: '#fff',
  black: '#fff',
};
export const DIE_FACE = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

/** Pixel centre of hex key with hex size s (pointy-top, spec §2.2). */
export function centre(key: string, s: number): [number, number] {
  const h = HEXES[key];
  return [s * SQ3 * (h.q + h.r / 2) + s * SQ3, s * 1.5 * h.r + s * 1.2];
}
/** View box size of the whole map for size s. */
export const mapSize = (s: number): [number, number] => [s * SQ3 * 10.2, s * 10];

const ANG = (e: number) => (-60 * e * Math.PI) / 180;
/** Midpoint of edge e of the hex at (cx, cy). */
export function edgeMid(cx: number, cy: number, s: number, e: number): [number, number] {
  const r = (s * SQ3) / 2;
  return [cx + r * Math.cos(ANG(e)), cy + r * Math.sin(ANG(e))];
}
/** The two corners of edge e. */
export function edgeCorners(cx: number, cy: number, s: number, e: number): [[number, number], [number, number]] {
  const a = ANG(e) - Math.PI / 6;
  const b = ANG(e) + Math.PI / 6;
  return [
    [cx + s * Math.cos(a), cy + s * Math.sin(a)],
    [cx + s * Math.cos(b), cy + s * Math.sin(b)],
  ];
}
export function hexPoints(cx: number, cy: number, s: number): string {
  return [0, 1, 2, 3, 4, 5]
    .map((k) => {
      const a = ((60 * k - 30) * Math.PI) / 180;
      return `${(cx + s * Math.cos(a)).toFixed(1)},${(cy + s * Math.sin(a)).toFixed(1)}`;
    })
    .join(' ');
}
/** SVG path of a segment [a, b] in a hex (curves bend through the centre). */
export function segmentPath(cx: number, cy: number, s: number, a: number, b: number): string {
  const [x1, y1] = edgeMid(cx, cy, s, a);
  const [x2, y2] = edgeMid(cx, cy, s, b);
  return `M${x1.toFixed(1)},${y1.toFixed(1)} Q${cx.toFixed(1)},${cy.toFixed(1)} ${x2.toFixed(1)},${y2.toFixed(1)}`;
}

export const argOf = (m: LegalMove) => (m.args[0] ?? {}) as Record<string, any>;

export { useChangeMarker, type Changed } from '../common/change-marker';

/** i18n key suffix of an action tile face (tiles 1 and 6 are the same on both sides). */
export const tileKey = (n: number, side: 'a' | 'b') => (n === 1 || n === 6 ? `${n}a` : `${n}${side}`);
