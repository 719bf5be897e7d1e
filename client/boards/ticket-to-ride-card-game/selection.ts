// Turns the player's staged hand selection into the move it stands for. Legality itself comes
// from the game's generator (legalMoves / whyIllegal), never from here.
import { COLORS } from '../../../games/ticket-to-ride-card-game/constants';
import type { Color, Counts, TTRState } from '../../../games/ticket-to-ride-card-game/types';

export type Staged =
  | { move: 'playSet'; arg: { color: Color; naturals: number; locos: number } }
  | { move: 'playThree'; arg: { colors: Color[] } }
  | { move: null; hint: 'empty' | 'shape' | 'declare' };

/** [spec §8.3 item 4] One colour + Locomotives → playSet; three single colours → playThree.
 *  Locomotives only → playSet of the colour the player names (`declared`), or the hint to name
 *  one [seed 001 B: Locomotives are wild; rules version 2]. */
export function classify(sel: Counts, declared?: Color | null): Staged {
  const colors = COLORS.filter((c) => sel[c] > 0);
  const total = colors.reduce((s, c) => s + sel[c], 0) + sel.loco;
  if (total === 0) return { move: null, hint: 'empty' };
  if (colors.length === 1)
    return { move: 'playSet', arg: { color: colors[0], naturals: sel[colors[0]], locos: sel.loco } };
  if (colors.length === 3 && sel.loco === 0 && colors.every((c) => sel[c] === 1))
    return { move: 'playThree', arg: { colors } };
  if (colors.length === 0)
    return declared
      ? { move: 'playSet', arg: { color: declared, naturals: 0, locos: sel.loco } }
      : { move: null, hint: 'declare' };
  return { move: null, hint: 'shape' };
}

/** Another seat's column this set would rob (public information), for the warning. */
export function robbedBy(G: TTRState, me: string, color: Color): { pid: string; n: number } | null {
  for (const pid of Object.keys(G.players)) {
    if (pid === me) continue;
    const col = G.players[pid].railYard.find((c) => c.color === color);
    if (col) return { pid, n: col.cards.length };
  }
  return null;
}

export const sameArgs = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
