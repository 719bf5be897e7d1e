// Delivery legality, points and enumeration [spec §4.5 deliver, §5.1].
import { cityNumber, isCityNode } from '../data/board';
import { CUBES, NODE_IDS, type Cube, type NodeId, type Seat, type SRState } from '../types';
import { effEngine, usable } from './helpers';
import { type LinkGraph, linked, linkGraph } from './network';

export interface DeliverArg {
  path: NodeId[];
  color: Cube;
  personal?: boolean;
  useDestinationDie?: boolean;
  useUnlimited?: boolean;
}

const CUBE_DEST: Record<Exclude<Cube, 'black'>, NodeId[]> = {
  yellow: ['C1'],
  red: ['C2'],
  grey: ['C3', 'C4'],
  green: ['C5'],
  blue: ['C6'],
};

/** Can a cube of `color` leaving `src` end at `dst`? [spec §2.3, D17] */
export function destinationOk(color: Cube, src: NodeId, dst: NodeId): boolean {
  if (color === 'black') return isCityNode(dst) && dst !== src;
  return CUBE_DEST[color].includes(dst);
}

/** Points for a delivery of distance dist [spec §5.1; 3b applied at its maximum, D14]. */
export function deliveryPoints(G: SRState, p: Seat, dist: number): number {
  if (!usable(G, p, 3, 'b')) return dist;
  return Math.max(dist, Math.min(dist + 2, effEngine(G, p)));
}

const isBool = (x: unknown) => x === undefined || typeof x === 'boolean';

/** Reason code or null [spec §4.5 deliver]. `die` = current die value. */
export function deliveryProblem(G: SRState, p: Seat, die: number, arg: DeliverArg, graph?: LinkGraph): string | null {
  const { path, color } = arg;
  if (
    !Array.isArray(path) ||
    !CUBES.includes(color) ||
    !isBool(arg.personal) ||
    !isBool(arg.useDestinationDie) ||
    !isBool(arg.useUnlimited)
  )
    return 'bad-argument';
  if (!path.every((n) => (NODE_IDS as readonly string[]).includes(n))) return 'bad-argument';
  if (path.length < 2) return 'path-too-short';
  const src = path[0];
  const dst = path[path.length - 1];
  if (!isCityNode(src) || !isCityNode(dst)) return 'not-a-city';
  if (new Set(path).size !== path.length) return 'node-repeats';
  const g = graph ?? linkGraph(G.players[p].track);
  for (let i = 0; i + 1 < path.length; i++) if (!linked(g, path[i], path[i + 1])) return 'not-linked';
  if (arg.useDestinationDie) {
    if (!usable(G, p, 3, 'a')) return 'tile-not-usable';
    if (cityNumber(dst) !== die) return 'die-mismatch';
  } else if (cityNumber(src) !== die) return 'die-mismatch';
  if (arg.personal) {
    const pc = G.players[p].personalCube;
    if (!pc || `C${pc.city}` !== src || pc.color !== color) return 'no-cube';
  } else if (!G.supply[cityNumber(src)].includes(color)) return 'no-cube';
  if (!destinationOk(color, src, dst)) return 'wrong-destination';
  const dist = path.length - 1;
  const eng = effEngine(G, p);
  if (arg.useUnlimited) {
    if (!usable(G, p, 4, 'a')) return 'tile-not-usable';
    if (dist <= eng) return 'unlimited-not-needed';
  } else if (dist > eng) return 'too-far';
  return null;
}

/** Every simple path from src with at most maxLen links. */
function simplePaths(g: LinkGraph, src: NodeId, maxLen: number, visit: (path: NodeId[]) => void): void {
  const path: NodeId[] = [src];
  const walk = () => {
    if (path.length - 1 >= maxLen) return;
    for (const n of g[path[path.length - 1]] ?? []) {
      if (path.includes(n)) continue;
      path.push(n);
      visit(path);
      walk();
      path.pop();
    }
  };
  walk();
}

/** Every legal delivery for p with die value `die` (candidates = legal by construction, then
 *  checked again by deliveryProblem in the legal-move filter). */
export function deliveryCandidates(G: SRState, p: Seat, die: number, g: LinkGraph): DeliverArg[] {
  const out: DeliverArg[] = [];
  const eng = effEngine(G, p);
  const unlimited = usable(G, p, 4, 'a');
  const maxLen = unlimited ? 11 : eng;
  if (maxLen <= 0) return out;
  const sheet = G.players[p];
  const cubesAt = (c: number): { color: Cube; personal: boolean }[] => {
    const list: { color: Cube; personal: boolean }[] = [...new Set(G.supply[c])].map((color) => ({
      color,
      personal: false,
    }));
    if (sheet.personalCube && sheet.personalCube.city === c)
      list.push({ color: sheet.personalCube.color, personal: true });
    return list;
  };
  const emit = (path: NodeId[], color: Cube, personal: boolean, useDestinationDie: boolean) => {
    const dist = path.length - 1;
    const arg: DeliverArg = { path: path.slice(), color };
    if (personal) arg.personal = true;
    if (useDestinationDie) arg.useDestinationDie = true;
    if (dist > eng) arg.useUnlimited = true;
    out.push(arg);
  };
  // Normal: the die names the source city.
  const src = `C${die}` as NodeId;
  if (g[src]) {
    const cubes = cubesAt(die);
    if (cubes.length)
      simplePaths(g, src, maxLen, (path) => {
        const dst = path[path.length - 1];
        if (!isCityNode(dst)) return;
        for (const c of cubes) if (destinationOk(c.color, src, dst)) emit(path, c.color, c.personal, false);
      });
  }
  // Tile 3a: the die names the destination city.
  if (usable(G, p, 3, 'a')) {
    const dst = `C${die}` as NodeId;
    for (let c = 1; c <= 6; c++) {
      if (c === die) continue;
      const s = `C${c}` as NodeId;
      const cubes = cubesAt(c).filter((x) => destinationOk(x.color, s, dst));
      if (!cubes.length || !g[s]) continue;
      simplePaths(g, s, maxLen, (path) => {
        if (path[path.length - 1] !== dst) return;
        for (const x of cubes) emit(path, x.color, x.personal, true);
      });
    }
  }
  return out;
}
