// Heuristic evaluation turned into per-seat rewards in [0, 1] (max^n): a seat's reward grows
// with its lead over the best opponent. Game-over states use the real result.
import type { Ctx, PlayerID } from 'boardgame.io';

export type Values = Record<PlayerID, number>;

/** Lead of each seat over its best opponent. */
export function leads(evals: Values): Values {
  const seats = Object.keys(evals);
  const out: Values = {};
  for (const s of seats) {
    let best = -Infinity;
    for (const o of seats) if (o !== s && evals[o] > best) best = evals[o];
    out[s] = seats.length === 1 ? evals[s] : evals[s] - best;
  }
  return out;
}

/** The reward of a heuristic lead: 0.5 + 0.5·tanh(lead / scale), in (0, 1). */
export const leadReward = (lead: number, scale: number) => 0.5 + 0.5 * Math.tanh(lead / scale);

/** Rewards from heuristic evaluations: leadReward of each seat's lead. */
export function heuristicValues(evals: Values, scale: number): Values {
  const l = leads(evals);
  const out: Values = {};
  for (const s of Object.keys(l)) out[s] = leadReward(l[s], scale);
  return out;
}

/** Rewards of a finished game: winners share 1 (a draw splits it), others get 0. */
export function gameoverValues(gameover: any, seats: PlayerID[]): Values {
  const out: Values = {};
  let winners: PlayerID[] = [];
  if (gameover && Array.isArray(gameover.winners)) winners = gameover.winners.map(String);
  else if (gameover && gameover.winner !== undefined) winners = [String(gameover.winner)];
  else if (gameover && gameover.draw) winners = seats;
  for (const s of seats) out[s] = winners.includes(s) ? 1 / winners.length : 0;
  return out;
}

/** Seats of a match, from ctx. */
export function seatsOf(ctx: Ctx): PlayerID[] {
  return Array.from({ length: ctx.numPlayers }, (_, i) => String(i));
}
