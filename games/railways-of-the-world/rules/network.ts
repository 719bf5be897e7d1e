// Networks, Major Lines and goal cards [spec §4.2 network / checkMajorLines / checkGoals].
import { MAJOR_LINES, OPS_BY_ID } from '../data/cards';
import type { RotwState } from '../types';
import { addLog } from './economy';

/** Adjacency of p's network: cities joined by p's complete links. */
export function networkOf(G: RotwState, p: string): Record<string, string[]> {
  const adj: Record<string, string[]> = {};
  for (const id in G.links) {
    const l = G.links[id];
    if (l.owner !== p || !l.complete || !l.cityB) continue;
    (adj[l.cityA] ??= []).push(l.cityB);
    (adj[l.cityB] ??= []).push(l.cityA);
  }
  return adj;
}

/** Connected component of `from` in a network. */
export function component(adj: Record<string, string[]>, from: string): Set<string> {
  const seen = new Set<string>([from]);
  const stack = [from];
  while (stack.length) {
    const c = stack.pop()!;
    for (const n of adj[c] ?? [])
      if (!seen.has(n)) {
        seen.add(n);
        stack.push(n);
      }
  }
  return seen;
}

export function connectsAll(adj: Record<string, string[]>, cities: string[]): boolean {
  const comp = component(adj, cities[0]);
  return cities.every((c) => comp.has(c));
}

export function completeLinkCount(G: RotwState, p: string): number {
  let n = 0;
  for (const id in G.links) if (G.links[id].owner === p && G.links[id].complete) n++;
  return n;
}

/** Does p already own a complete link between a and b? [spec §4.5.2 rule 7, design] */
export function ownsLinkBetween(G: RotwState, p: string, a: string, b: string): boolean {
  for (const id in G.links) {
    const l = G.links[id];
    if (l.owner === p && l.complete && ((l.cityA === a && l.cityB === b) || (l.cityA === b && l.cityB === a)))
      return true;
  }
  return false;
}

/** ownsLinkBetween for p with p's complete links read once (for the legal-move generator). */
export function ownsLinkLookup(G: RotwState, p: string): (a: string, b: string) => boolean {
  const pairs = new Set<string>();
  for (const id in G.links) {
    const l = G.links[id];
    if (l.owner !== p || !l.complete || l.cityB === null) continue;
    pairs.add(`${l.cityA}|${l.cityB}`);
    pairs.add(`${l.cityB}|${l.cityA}`);
  }
  return (a, b) => pairs.has(`${a}|${b}`);
}

/** checkMajorLines(p) [spec §4.2]. */
export function checkMajorLines(G: RotwState, p: string): void {
  const adj = networkOf(G, p);
  for (const ml of MAJOR_LINES) {
    if (G.majorLines[ml.id] !== null) continue;
    let ok: boolean;
    if (ml.b === 'WEST') {
      const comp = component(adj, ml.a);
      ok = (['KCY', 'DSM'] as const).some((w) => G.westernLinks[w] === p && comp.has(w));
    } else ok = component(adj, ml.a).has(ml.b);
    if (!ok) continue;
    G.majorLines[ml.id] = p;
    G.players[p].points += ml.points;
    if (G.players[p].locomotivesLeft > 0) G.players[p].locomotivesLeft -= 1; // [design] §10.24
    addLog(G, `P${p} completes Major Line ${ml.id} (+${ml.points})`);
  }
}

export type GoalEvent =
  | { kind: 'delivery'; links: number; dest: string }
  | { kind: 'engine'; level: number }
  | { kind: 'westernLink' }
  | { kind: 'linkCompleted' };

function goalMet(G: RotwState, p: string, cardId: string, ev: GoalEvent): boolean {
  const card = OPS_BY_ID[cardId];
  switch (card.kind) {
    case 'eraBegins':
      return ev.kind === 'delivery';
    case 'speedRecord':
      return ev.kind === 'delivery' && ev.links >= 3;
    case 'longHaul':
      return ev.kind === 'delivery' && ev.links >= 6;
    case 'serviceBounty':
      return ev.kind === 'delivery' && ev.dest === card.city;
    case 'newLocomotive':
      return ev.kind === 'engine' && ev.level >= 4;
    case 'westernExpansion':
      return ev.kind === 'westernLink';
    case 'railNetwork':
      return ev.kind === 'linkCompleted' && completeLinkCount(G, p) >= 10;
    default:
      return false;
  }
}

/** checkGoals(event) for the active player p [spec §4.2]. */
export function checkGoals(G: RotwState, p: string, ev: GoalEvent): void {
  for (const cardId of G.opsDisplay.slice()) {
    const card = OPS_BY_ID[cardId];
    if (card.type !== 'goal' || !goalMet(G, p, cardId, ev)) continue;
    G.players[p].points += card.points ?? 0;
    G.opsDisplay.splice(G.opsDisplay.indexOf(cardId), 1);
    G.opsDiscard.push(cardId);
    addLog(G, `P${p} achieves ${cardId} (+${card.points})`);
  }
}
