// Card types, glyphs and fixed counts. [spec §2.1]
import type { CardType, Color, Counts } from './types';

export const GAME_ID = 'ticket-to-ride-card-game';

export const COLORS: readonly Color[] = ['red', 'orange', 'yellow', 'green', 'blue', 'purple', 'white', 'black'];
export const CARD_TYPES: readonly CardType[] = [...COLORS, 'loco'];

/** Colour-blind letter and glyph of every card type. [spec §2.1, design] */
export const CARD_GLYPH: Record<CardType, { letter: string; glyph: string }> = {
  red: { letter: 'R', glyph: '♥' },
  orange: { letter: 'O', glyph: '◆' },
  yellow: { letter: 'Y', glyph: '★' },
  green: { letter: 'G', glyph: '♣' },
  blue: { letter: 'B', glyph: '●' },
  purple: { letter: 'P', glyph: '▲' },
  white: { letter: 'W', glyph: '○' },
  black: { letter: 'K', glyph: '■' },
  loco: { letter: 'L', glyph: '✦' },
};

export const CARDS_PER_COLOR = 10;
export const LOCOS = 16;
export const TOTAL_TRAIN_CARDS = CARDS_PER_COLOR * 8 + LOCOS; // 96
export const DEAL_TRAINS = 7;
export const FACE_UP_SLOTS = 5;
export const INITIAL_TICKETS = 6;
export const DRAW_TICKETS = 4;
export const ROUND2_DEAL = 4;

export const PHASE_INITIAL = 'initialTickets';
export const STAGE_INITIAL = 'chooseInitialTickets';
export const STAGE_SECOND_DRAW = 'secondDraw';
export const STAGE_KEEP_TICKETS = 'keepDrawnTickets';

export function emptyCounts(): Counts {
  return { red: 0, orange: 0, yellow: 0, green: 0, blue: 0, purple: 0, white: 0, black: 0, loco: 0 };
}

export function countsOf(cards: readonly CardType[]): Counts {
  const c = emptyCounts();
  for (const k of cards) c[k]++;
  return c;
}

export function totalOf(c: Counts): number {
  let n = 0;
  for (const k of CARD_TYPES) n += c[k];
  return n;
}

export function isColor(x: unknown): x is Color {
  return typeof x === 'string' && (COLORS as readonly string[]).includes(x);
}
