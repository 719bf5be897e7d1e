// What a finished local game against bots tells the server (server/practice/routes.ts). Only a
// game with one person at the table counts: the other seats are bots from the start (a seat a
// person resigned is played on by a bot, but stays out of the result). Pure: no DOM.
import type { State } from 'boardgame.io';
import { matchResult } from '../../games/common/result';
import type { LocalTable } from '../store';
import type { PracticeReport } from './api';

/** What the server is told of a finished local game, or null when it does not count. */
export function practiceReport(table: LocalTable, state: Pick<State, 'ctx' | '_stateID'>): PracticeReport | null {
  if (state.ctx.gameover === undefined) return null;
  const out = table.out ?? {};
  const people = table.seats.map((s, i) => (s.kind === 'human' ? String(i) : null)).filter((x) => x !== null);
  const bots = table.seats.map((s, i) => ({ s, seat: String(i) })).filter((x) => x.s.kind === 'bot');
  // a bot seat in `out` was a person's who resigned: a hot-seat game, not practice
  if (people.length !== 1 || bots.length === 0 || bots.some((b) => Object.hasOwn(out, b.seat))) return null;
  const seats = table.seats.map((_, i) => String(i));
  const result = matchResult(state.ctx.gameover, seats, out);
  return {
    gameId: table.gameId,
    matchID: table.matchID,
    players: table.numPlayers,
    place: result.places[people[0]],
    ...(result.draw ? { draw: true } : {}),
    bots: bots.map((b) => b.s.level ?? 'normal'),
    moves: state._stateID,
  };
}
