// A move's G is made into JSON up to four times: in the stored state, in the undo entry the move
// adds (the same G object), and in each seat's view of the update when the game has no secrets
// (boardgame.io's default playerView hands out G itself). G is most of each (3.5 of 4.5 KB in a
// Steam Rollers state), so its JSON is made once per G object and reused. Only for frozen G: every
// game's moves return a new, frozen G (Immer's, or games/common/base-g.ts's freezeNew), never one
// changed in place, so a frozen G's JSON stays its JSON.
const made = new WeakMap<object, string>();

/** JSON.stringify(G), made once per frozen G object. */
export function gJson(G: unknown): string {
  if (G === null || typeof G !== 'object' || !Object.isFrozen(G)) return JSON.stringify(G);
  let json = made.get(G);
  if (json === undefined) made.set(G, (json = JSON.stringify(G)));
  return json;
}

/** JSON.stringify(obj) of an object with a G (a state, an undo entry, a view), G's JSON through
 *  gJson. The same value; G's key comes first. */
export function jsonWithG(obj: object): string {
  const { G, ...rest } = obj as { G?: unknown };
  return withG(G, JSON.stringify(rest));
}

/** The JSON of an object from its G and the JSON of the rest of it (`restJson`, an object's):
 *  G's key first, through gJson; without G (undefined), the rest alone. */
export function withG(G: unknown, restJson: string): string {
  if (G === undefined) return restJson;
  return `{"G":${gJson(G)}${restJson === '{}' ? '}' : `,${restJson.slice(1)}`}`;
}
