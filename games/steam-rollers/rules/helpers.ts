// Small state queries used across the rules [spec §4.2 "Helpers"].
import { edgeKeyOf } from '../data/board';
import type { HexKey, Seat, SRState } from '../types';

/** Tile n is owned by p and usable this round (acquired in an earlier round) [spec §2.6, D9]. */
export function usable(G: SRState, p: Seat, n: number, side?: 'a' | 'b'): boolean {
  const t = G.actionTiles[n - 1];
  return t.owner === p && t.acquiredRound < G.round && (side === undefined || t.side === side);
}

export const engineBoxes = (G: SRState, p: Seat): number => G.players[p].engine.filter(Boolean).length;

/** Engine strength for deliveries: crossed boxes + 1 with a usable 4b. */
export const effEngine = (G: SRState, p: Seat): number => engineBoxes(G, p) + (usable(G, p, 4, 'b') ? 1 : 0);

export function isWall(G: SRState, hex: HexKey, e: number): boolean {
  return G.walls.length > 0 && G.walls.includes(edgeKeyOf(hex, e));
}

/** Players after position idx in roundOrder who still need a die (no stolen die). */
export function needDice(G: SRState, idx: number): number {
  return G.roundOrder.slice(idx + 1).filter((s) => G.players[s].stolenDie === null).length;
}

export const untakenDice = (G: SRState): number => G.dice.filter((d) => d.takenBy === null).length;

export function emptyCities(G: SRState): number {
  return [1, 2, 3, 4, 5, 6].filter((c) => G.supply[c].length === 0).length;
}

/** A used one-shot tile is used up: it leaves the game (no owner, never taken again, scores
 *  nobody). Seed 004 calls these tiles 《使い切り》 ("used up") and 1回限り ("once only"); the
 *  spec's D8 (back to the display, takeable again) is overruled [rules version 3, README]. */
export function useUpTile(G: SRState, n: number): void {
  const t = G.actionTiles[n - 1];
  t.owner = null;
  t.sideways = false;
  t.usedUp = true;
}

/** The seat's stage in ctx, or null when not active. */
export function stageOf(
  ctx: { activePlayers: Record<string, string> | null; currentPlayer: string },
  seat: Seat,
): string | null {
  if (ctx.activePlayers) return ctx.activePlayers[seat] ?? null;
  return null;
}
