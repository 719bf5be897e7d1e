// The G a move or hook started from, next to boardgame.io's Immer draft. boardgame.io (0.50.2)
// runs every move and hook inside Immer's `produce`, where each nested read through the draft
// makes a proxy (a copy of the object it reads, on write). Plugins a game lists wrap outside that
// Immer wrapper, so this one hands the move the plain G as `baseG` beside the draft: code that only
// reads (a move's legality check) or copies and returns a new G (Ticket to Ride) reads it there.
import type { Plugin } from 'boardgame.io';

export const BASE_G: Plugin = {
  name: 'baseG',
  fnWrap: (fn) => (context, ...args) => fn({ ...context, baseG: context.G } as typeof context, ...args),
};

/** The G a move or hook started from: plain objects (frozen where Immer froze them), never an
 *  Immer draft. Without the plugin (a move called directly), the G it was given. */
export const baseOf = <G>(context: { G: G }): G => (context as { baseG?: G }).baseG ?? context.G;
