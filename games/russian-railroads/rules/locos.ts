// Locomotives and factories [spec §2.4, §4.4 takeTile/placeLoco/relocate/placeFactory, §4.5].
import { ROUTES } from '../types';
import type { PlayerState, Route, RRState } from '../types';

export interface LocoTarget {
  route: Route;
  replace?: number;
}

/** Number of the lowest non-empty pile, or 0 when every pile is empty. */
export function lowestPile(G: RRState): number {
  const i = G.locoPiles.findIndex((n) => n > 0);
  return i < 0 ? 0 : i + 1;
}

export function pileTotal(G: RRState): number {
  return G.locoPiles.reduce((a, b) => a + b, 0);
}

export function routeLocos(p: PlayerState, r: Route): number[] {
  if (r === 'TS') return p.locos.TS;
  const n = p.locos[r];
  return n === null ? [] : [n];
}

const SLOTS: Record<Route, number> = { TS: 2, SP: 1, KV: 1 };

/** Where a loco of `number` may go on the terms of a new locomotive [spec §4.5]. */
export function placeTargets(p: PlayerState, number: number, exclude?: Route): LocoTarget[] {
  const out: LocoTarget[] = [];
  for (const r of ROUTES) {
    if (r === exclude) continue;
    const locos = routeLocos(p, r);
    if (locos.length < SLOTS[r]) out.push({ route: r });
    else
      locos.forEach((n, i) => {
        if (n < number) out.push({ route: r, replace: i });
      });
  }
  return out;
}

/** Targets of a displaced loco: an empty route is compulsory when one exists [spec §4.4 relocate]. */
export function relocateTargets(
  p: PlayerState,
  number: number,
  from: Route,
): { targets: LocoTarget[]; toFactory: boolean } {
  const empty = ROUTES.filter((r) => r !== from && routeLocos(p, r).length === 0);
  if (empty.length > 0) return { targets: empty.map((route) => ({ route })), toFactory: false };
  return { targets: placeTargets(p, number, from), toFactory: true };
}

export function sameTarget(a: LocoTarget, route: unknown, replace: unknown): boolean {
  return a.route === route && (a.replace ?? undefined) === (replace ?? undefined);
}

export function locoPlaceable(G: RRState, p: PlayerState): boolean {
  const n = lowestPile(G);
  return n > 0 && placeTargets(p, n).length > 0;
}

export function factoryAvailable(G: RRState): boolean {
  return pileTotal(G) > 0 || G.factoryPool.length > 0;
}

/** Put loco `number` on `route` (replacing index `replace`); returns the displaced number or 0. */
export function putLoco(p: PlayerState, number: number, route: Route, replace?: number): number {
  if (route === 'TS') {
    if (replace === undefined) {
      p.locos.TS.push(number);
      return 0;
    }
    const old = p.locos.TS[replace];
    p.locos.TS[replace] = number;
    return old;
  }
  const old = p.locos[route] ?? 0;
  p.locos[route] = number;
  return replace === undefined ? 0 : old;
}

export function allLocoNumbers(p: PlayerState): number[] {
  return [...p.locos.TS, ...(p.locos.SP ? [p.locos.SP] : []), ...(p.locos.KV ? [p.locos.KV] : [])];
}
