// The resolution queue [spec §4.4 "Stage resolve"]: item lookup, exhaustion and pruning.
import { BLOCKING_KINDS, COLORS } from '../types';
import type { Color, Pending, RRState } from '../types';
import { cardExecutable, c1RepeatPossible, C1_EFFECTS, reuseCandidates } from './effects';
import { canIndustry } from './industry';
import { factoryAvailable, locoPlaceable, placeTargets } from './locos';
import { anyStep, matchingKey, quotaTotal, stepTarget } from './track';
import type { Route } from '../types';

/**
 * C1's repeat is chosen after its three parts are carried out (seed 000, アドバンテージカード C1:
 * 上記のアクションを実行した後、これら3つのアクションの中から1つを選んでもう一度だけ実行する):
 * it waits while any other item of its action, or of anything that action led to (a factory
 * reached on the way: later groups), is still pending. End-bonus choices never hold it up.
 */
export function waiting(G: RRState, it: Pending): boolean {
  return it.kind === 'c1Repeat' && G.pending.some((o) => o !== it && o.kind !== 'endBonus' && o.group >= it.group);
}

/** A blocking item that must be resolved now (not one still waiting for its turn). */
const blockingNow = (G: RRState, it: Pending) => BLOCKING_KINDS.includes(it.kind) && !waiting(G, it);

export function frontBlocking(G: RRState): { item: Pending; index: number } | null {
  const index = G.pending.findIndex((it) => blockingNow(G, it));
  return index < 0 ? null : { item: G.pending[index], index };
}

/** Mandatory items first, then optional ones, each in queue order [spec §4.4 trackStep]. */
function byPriority(G: RRState): number[] {
  const idx = G.pending.map((_, i) => i);
  return [...idx.filter((i) => G.pending[i].mandatory), ...idx.filter((i) => !G.pending[i].mandatory)];
}

/** Index of the steps item that a step of `color` consumes, or -1. */
export function stepItemFor(G: RRState, color: Color): number {
  for (const i of byPriority(G)) {
    const it = G.pending[i];
    if (it.kind !== 'steps' || (it.bonus && !it.armed)) continue;
    if (matchingKey(it.quota, color)) return i;
  }
  return -1;
}

export function industryItem(G: RRState): number {
  for (const i of byPriority(G)) if (G.pending[i].kind === 'industry') return i;
  return -1;
}

function exhausted(it: Pending): boolean {
  if (it.kind === 'steps') return quotaTotal(it.quota) === 0;
  if (it.kind === 'industry') return it.n <= 0;
  if (it.kind === 'takeTile') return it.loco + it.factory + it.either <= 0;
  return false;
}

function blackCapable(it: Pending): boolean {
  return it.kind === 'steps' && !it.bonus && COLORS.some((c) => c === 'black' && !!matchingKey(it.quota, c));
}

/** An item that can no longer do anything is dropped (its remainder is lost) [spec §4.4].
 *  Open items are kept while a blocking item is pending: it may still enable them (C3's factory). */
function dead(G: RRState, me: string, it: Pending): boolean {
  const p = G.players[me];
  if ((it.kind === 'steps' || it.kind === 'industry') && G.pending.some((o) => blockingNow(G, o))) return false;
  switch (it.kind) {
    case 'steps':
      if (it.bonus && !it.armed) return !G.pending.some((o) => o.group === it.group && blackCapable(o));
      return !anyStep(p, it.quota);
    case 'industry':
      return !canIndustry(p, 1);
    case 'takeTile': {
      const loco = locoPlaceable(G, p);
      const fac = factoryAvailable(G);
      if (it.loco > 0 && !loco) it.loco = 0;
      if (it.factory > 0 && !fac) it.factory = 0;
      if (it.either > 0 && !loco && !fac) it.either = 0;
      return it.loco + it.factory + it.either === 0;
    }
    case 'placeLoco':
      return placeTargets(p, it.number).length === 0;
    case 'chooseCard':
      return !G.advCards.some((c) => cardExecutable(G, me, c));
    case 'c1Repeat':
      return !waiting(G, it) && !C1_EFFECTS.some((e) => c1RepeatPossible(G, me, e));
    case 'chooseReuse':
      return reuseCandidates(G, me, it.source).length === 0;
    case 'chooseToken':
      return p.tokensUsed.length >= 7;
    default:
      return false;
  }
}

/** Drop exhausted and dead items until stable. */
export function prune(G: RRState, me: string): void {
  for (let guard = 0; guard < 10; guard++) {
    const before = G.pending.length;
    G.pending = G.pending.filter((it) => !exhausted(it));
    G.pending = G.pending.filter((it) => !dead(G, me, it));
    if (G.pending.length === before) return;
  }
}

export function stepLegal(G: RRState, me: string, route: Route, color: Color): boolean {
  return stepTarget(G.players[me], route, color) > 0;
}
