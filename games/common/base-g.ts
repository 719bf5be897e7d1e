// The G a move or hook started from, next to boardgame.io's Immer draft. boardgame.io (0.50.2)
// runs every move and hook inside Immer's `produce`, where each nested read through the draft
// makes a proxy (a copy of the object it reads, on write). Plugins a game lists wrap outside that
// Immer wrapper, so this one hands the move the plain G as `baseG` beside the draft: code that only
// reads (a move's legality check) or copies and returns a new G (Ticket to Ride) reads it there.
import type { Plugin } from 'boardgame.io';

export const BASE_G: Plugin = {
  name: 'baseG',
  fnWrap:
    (fn) =>
    (context, ...args) =>
      fn({ ...context, baseG: context.G } as typeof context, ...args),
};

/** The G a move or hook started from: plain objects (frozen where Immer froze them), never an
 *  Immer draft. Without the plugin (a move called directly), the G it was given. */
export const baseOf = <G>(context: { G: G }): G => (context as { baseG?: G }).baseG ?? context.G;

/** A deep copy of plain data (objects and arrays), unfrozen: what a move changes in place instead
 *  of boardgame.io's Immer draft. */
export function plainCopy<T>(x: T): T {
  if (typeof x !== 'object' || x === null) return x;
  if (Array.isArray(x)) {
    const out = new Array(x.length);
    for (let i = 0; i < x.length; i++) out[i] = plainCopy(x[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in x) out[k] = plainCopy((x as Record<string, unknown>)[k]);
  return out as T;
}

/** JSON.parse(JSON.stringify(x)) for JSON data without the text in between (3–5× faster on a
 *  game's G): objects and arrays copied, keys whose value is undefined left out (in arrays: null),
 *  as the round trip through text has them. */
export function jsonCopy<T>(x: T): T {
  if (typeof x !== 'object' || x === null) return x;
  if (Array.isArray(x)) {
    const out = new Array(x.length);
    for (let i = 0; i < x.length; i++) out[i] = x[i] === undefined ? null : jsonCopy(x[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(x)) {
    const v = (x as Record<string, unknown>)[k];
    if (v !== undefined) out[k] = jsonCopy(v);
  }
  return out as T;
}

/** Freeze what is not frozen yet, deeply. Immer takes a frozen G a move returns as it is (no walk
 *  of its own), as it froze the G it made itself. */
export function freezeNew<T>(x: T): T {
  if (typeof x !== 'object' || x === null || Object.isFrozen(x)) return x;
  Object.freeze(x);
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) freezeNew(x[i]);
  } else for (const k in x) freezeNew((x as Record<string, unknown>)[k]);
  return x;
}

/** Run `change` on a plain copy of the G a move or hook started from and return the copy, frozen:
 *  for rules written as plain in-place changes, without Immer's proxies on every read and write.
 *  The copy is whole (nothing shared with the G before), so no change can reach an older state. */
export function onPlainCopy<G, R>(context: { G: G }, change: (G: G) => R): { G: G; result: R } {
  const G = plainCopy(baseOf(context));
  const result = change(G);
  return { G: freezeNew(G), result };
}
