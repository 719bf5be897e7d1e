// Scores for panels and the bots' heuristic. [spec §7 "Objective / heuristic"]
import type { Ctx } from 'boardgame.io';
import type { ScoreBreakdown } from '../../common/module';
import { BIG_CITY_BONUS, TICKETS_BY_ID } from '../data/tickets';
import { CARD_TYPES, emptyCounts } from '../constants';
import type { Counts, PrivatePlayer, TTRState } from '../types';
import { bestTicketSet } from './assign';
import { seats } from './state';
import { weightedSum } from '../../common/weighted';
import { LEARNED_WEIGHTS } from '../eval-weights';

export const SCORE_CATEGORIES = ['round1', 'round2', 'penalty', 'bonus'] as const;

/** Public totals: the final result, else the ticket points scored so far (interim scoring). */
export function scores(G: TTRState): Record<string, number> {
  if (G.result) return { ...G.result.scores };
  const out: Record<string, number> = {};
  for (const pid of seats(G)) out[pid] = G.players[pid].roundPoints.reduce((a, b) => a + (b ?? 0), 0);
  return out;
}

export function scoreBreakdown(G: TTRState): ScoreBreakdown {
  const rows: ScoreBreakdown['rows'] = {};
  const totals: Record<string, number> = {};
  const categories: string[] = G.totalRounds === 2 ? [...SCORE_CATEGORIES] : ['round1', 'penalty', 'bonus'];
  for (const pid of seats(G)) {
    const rp = G.players[pid].roundPoints;
    const b = G.result?.breakdown[pid];
    const row: Record<string, number> = {
      round1: rp[0] ?? 0,
      penalty: -(b?.penaltyPoints ?? 0),
      bonus: b?.bonusPoints ?? 0,
    };
    if (G.totalRounds === 2) row.round2 = rp[1] ?? 0;
    rows[pid] = row;
    totals[pid] = G.result ? G.result.scores[pid] : Object.values(row).reduce((a, b2) => a + b2, 0);
  }
  return { categories, rows, totals };
}

function add(a: Counts, b: Counts): Counts {
  const c = emptyCounts();
  for (const k of CARD_TYPES) c[k] = a[k] + b[k];
  return c;
}

/** Heuristic (comparable across seats): scored points + tickets completable from Track Stack,
 *  Rail Yard and hand − half the value of the rest + a share of Big City bonuses. Uses the seat's
 *  hidden zones when present (determinized G), else only what the view holds. */
export function evaluate(G: TTRState, seat: string): number {
  if (G.result) return G.result.scores[seat] ?? 0;
  const priv = G.private[seat];
  const base = G.players[seat].roundPoints.reduce((a, b) => a + (b ?? 0), 0);
  if (!priv) return base;
  let pool = add(priv.hand, G.secret?.trackStacks[seat] ?? G.openStacks?.[seat] ?? emptyCounts());
  for (const col of G.players[seat].railYard) for (const k of col.cards) pool = add(pool, { ...emptyCounts(), [k]: 1 });
  const { value, rest, cityValue } = ticketOutlook(priv, pool);
  return base + value - 0.5 * rest + cityValue;
}

/** What the held tickets (offer included) are worth with `pool`: the best completable set's
 *  value, the points of the others, and a quarter of the Big City bonuses of the completable and
 *  completed ones. */
function ticketOutlook(priv: PrivatePlayer, pool: Counts): { value: number; rest: number; cityValue: number } {
  const held = [...priv.tickets, ...priv.offer];
  const { ids, value } = bestTicketSet(pool, held);
  const rest = held.filter((id) => !ids.includes(id)).reduce((s, id) => s + TICKETS_BY_ID[id].points, 0);
  let cityValue = 0;
  for (const id of [...ids, ...priv.completed.map((c) => c.id)])
    for (const city of TICKETS_BY_ID[id].bigCities) cityValue += BIG_CITY_BONUS[city] / 4;
  return { value, rest, cityValue };
}

export function evaluateCtx(G: TTRState, _ctx: Ctx, seat: string): number {
  return evaluate(G, seat);
}

/** Train cards the deck loses per turn, on average (draws and face-up refills): 0.71–0.75 in
 *  greedy bot games (2 players, 20 games); the clock-aware heuristic with 0.75 beat the spec's
 *  heuristic 20/20 greedy against greedy, with 1.5 15/20, with 3 15/20. */
const DECK_PER_TURN = 0.75;

/** The seat's Track Stack transfers still to come this round, estimated from the train deck (the
 *  round ends when it runs out, after one more turn each). */
export function transfersLeft(G: TTRState, deckPerTurn = DECK_PER_TURN): number {
  const n = Object.keys(G.players).length;
  if (G.finalTurnsLeft !== null) return Math.ceil(G.finalTurnsLeft / n);
  return G.trainDeckCount / (deckPerTurn * n) + 1;
}

/** The clock-aware heuristic's terms for a seat, the features the trainer tunes
 *  (`npm run train -- --game ticket-to-ride-card-game --fit spsa`): points scored, the best
 *  completable ticket set's value, minus the held tickets that will not be completed (their points
 *  times a penalty rising to 1 as the end of the game nears), the Big City share. A finished game's
 *  terms are its score and zeros; a view without the seat's hand, its points and zeros. */
export const PROJECTED_FEATURES = ['scored', 'completable', 'stranded', 'bigCities'] as const;
/** `evaluateProjected` is these weights · projectedFeatures. */
export const PROJECTED_WEIGHTS: readonly number[] = [1, 1, 1, 1];

export function projectedFeatures(G: TTRState, seat: string, deckPerTurn = DECK_PER_TURN): number[] {
  if (G.result) return [G.result.scores[seat] ?? 0, 0, 0, 0];
  const priv = G.private[seat];
  const base = G.players[seat].roundPoints.reduce((a, b) => a + (b ?? 0), 0);
  if (!priv) return [base, 0, 0, 0];
  const T = transfersLeft(G, deckPerTurn);
  const pool: Counts = { ...(G.secret?.trackStacks[seat] ?? G.openStacks?.[seat] ?? emptyCounts()) };
  for (const col of G.players[seat].railYard) for (const k of col.cards.slice(0, Math.floor(T))) pool[k]++;
  const handShare = Math.max(0, Math.min(1, (T - 1) / 3));
  for (const k of CARD_TYPES) pool[k] += Math.round(priv.hand[k] * handShare);
  const { value, rest, cityValue } = ticketOutlook(priv, pool);
  const lastRound = G.round === G.totalRounds;
  const penalty = lastRound ? 1 - 0.5 * Math.min(1, (T - 1) / 10) : 0.5;
  return [base, value, -penalty * rest, cityValue];
}

/** Σ weights · projectedFeatures (a finished game: its score). */
export const weightedProjected = weightedSum(projectedFeatures);

/** The clock-aware heuristic (Hard): like `evaluate`, but tickets are completed from the cards
 *  that can still reach the Track Stack before the round ends — the stack, each Rail Yard
 *  column's top cards up to the transfers left, and the hand only while there are turns to play
 *  it and move it — and a held ticket that will not be completed costs up to its full value as
 *  the end of the game nears. */
export const evaluateProjected = weightedProjected(PROJECTED_WEIGHTS);

/** The clock-aware heuristic on the weights the trainer learned (../eval-weights.ts); a bot level
 *  plays it as `evaluation: 'learned'`. */
export const evaluateLearned = weightedProjected(LEARNED_WEIGHTS);
