// [spec §5.2–§5.4, §4.7] Round scoring, Big City bonuses, final score and tie-breaks.
import { BIG_CITIES, BIG_CITY_BONUS, TICKETS_BY_ID } from '../data/tickets';
import { emptyCounts } from '../constants';
import type { BigCity, GameResult, PlayerBreakdown, TieBreak, TTRState } from '../types';
import { allocate, bestTicketSet } from './assign';
import { log, seats, syncCounts } from './state';

/** [spec §5.2] Score one round: each seat completes its best ticket set from its Track Stack. */
export function scoreRound(G: TTRState, round: 1 | 2): void {
  const s = G.secret!;
  const perPlayer: Record<string, { points: number; completedCount: number }> = {};
  const points: Record<string, number> = {};
  for (const pid of seats(G)) {
    const priv = G.private[pid];
    const stack = s.trackStacks[pid] ?? emptyCounts();
    const { ids, value } = bestTicketSet(stack, priv.tickets);
    const { allocation, unused } = allocate(stack, ids);
    priv.tickets = priv.tickets.filter((id) => !ids.includes(id));
    for (const id of ids) priv.completed.push({ id, round });
    priv.scorings.push({ round, stack: { ...stack }, completed: ids, allocation, points: value, unused });
    G.players[pid].roundPoints[round - 1] = value;
    perPlayer[pid] = { points: value, completedCount: ids.length };
    points[pid] = value;
  }
  G.scoring.push({ round, perPlayer });
  log(G, { t: 'roundScored', round, points });
  syncCounts(G);
}

/** [spec §5.4] Big City awards: every seat with the (≥1) maximum count scores it. [design D19] */
export function bigCityAwards(completed: Record<string, readonly string[]>): Record<string, BigCity[]> {
  const out: Record<string, BigCity[]> = {};
  for (const pid of Object.keys(completed)) out[pid] = [];
  for (const city of BIG_CITIES) {
    const count: Record<string, number> = {};
    for (const pid of Object.keys(completed))
      count[pid] = completed[pid].filter((id) => TICKETS_BY_ID[id].bigCities.includes(city)).length;
    const max = Math.max(0, ...Object.values(count));
    if (max < 1) continue;
    for (const pid of Object.keys(completed)) if (count[pid] === max) out[pid].push(city);
  }
  return out;
}

const sumPoints = (ids: readonly string[]) => ids.reduce((s, id) => s + TICKETS_BY_ID[id].points, 0);

/** [spec §5.3] Per-seat breakdown from completed and still-held tickets. */
export function breakdownOf(
  completed: Record<string, readonly string[]>,
  held: Record<string, readonly string[]>,
): Record<string, PlayerBreakdown> {
  const awards = bigCityAwards(completed);
  const out: Record<string, PlayerBreakdown> = {};
  for (const pid of Object.keys(completed)) {
    const bonusCities = awards[pid];
    out[pid] = {
      completedPoints: sumPoints(completed[pid]),
      penaltyPoints: sumPoints(held[pid] ?? []),
      bonusCities,
      bonusPoints: bonusCities.reduce((s, c) => s + BIG_CITY_BONUS[c], 0),
      completedCount: completed[pid].length,
      bonusCount: bonusCities.length, // shared awards count [design D20]
    };
  }
  return out;
}

export const totalOfBreakdown = (b: PlayerBreakdown) => b.completedPoints - b.penaltyPoints + b.bonusPoints;

/** [spec §4.7] Winners by score, then completed tickets, then bonuses; else shared. [design D21] */
export function decideWinners(breakdown: Record<string, PlayerBreakdown>): { winners: string[]; decidedBy: TieBreak } {
  let pool = Object.keys(breakdown);
  const keys: [TieBreak, (pid: string) => number][] = [
    ['score', (p) => totalOfBreakdown(breakdown[p])],
    ['tickets', (p) => breakdown[p].completedCount],
    ['bonuses', (p) => breakdown[p].bonusCount],
  ];
  for (const [name, f] of keys) {
    const max = Math.max(...pool.map(f));
    pool = pool.filter((p) => f(p) === max);
    if (pool.length === 1) return { winners: pool, decidedBy: name };
  }
  return { winners: pool.sort((a, b) => Number(a) - Number(b)), decidedBy: 'shared' };
}

export function resultFrom(breakdown: Record<string, PlayerBreakdown>): GameResult {
  const scores: Record<string, number> = {};
  for (const pid of Object.keys(breakdown)) scores[pid] = totalOfBreakdown(breakdown[pid]);
  const { winners, decidedBy } = decideWinners(breakdown);
  const result: GameResult = { scores, breakdown, winners, decidedBy };
  if (winners.length === 1) result.winner = winners[0];
  else result.draw = true;
  return result;
}

/** [spec §5.3] Final scoring: sets G.result (the game endIf then ends the game). */
export function finalize(G: TTRState): void {
  const completed: Record<string, string[]> = {};
  const held: Record<string, string[]> = {};
  for (const pid of seats(G)) {
    completed[pid] = G.private[pid].completed.map((c) => c.id);
    held[pid] = G.private[pid].tickets.slice();
  }
  G.result = resultFrom(breakdownOf(completed, held));
}
