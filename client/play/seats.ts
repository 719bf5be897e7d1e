import type { Ctx } from 'boardgame.io';

/** Seats that may act now (stage holders, else the current player). */
export function activeOf(ctx: Ctx): string[] {
  if (ctx.gameover) return [];
  return ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
}

/** A letter glyph per seat so colour is never the only cue. */
export const SEAT_GLYPHS = ['A', 'B', 'C', 'D', 'E', 'F'];
export const DEFAULT_COLORS = ['#c0392b', '#2471a3', '#1e8449', '#b9770e', '#7d3c98', '#5d6d7e'];
