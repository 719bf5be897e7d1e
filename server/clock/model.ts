// A match's clock as stored (one JSON document per match, beside the match: it is never written
// with boardgame.io's metadata, which the Master rewrites whole on every move). Pure functions:
// server/clock/keeper.ts stores and schedules.
//
// The clock counts only while a seat must act (games/common/match.ts activeSeats). A seat's turn
// starts when it becomes active, or when the turn (phase and turn number) changes while it stays
// active; within one turn the sub-steps of a compound turn share its time. When a seat's turn
// ends, the time it used beyond the turn's time comes off its bank. Its deadline is the start of
// its turn + the turn's time + what is left in its bank; when that passes, a stand-in takes the
// seat until its player takes it back.
import type { Ctx } from 'boardgame.io';
import { activeSeats } from '../../games/common/match';
import type { HintUse } from '../../games/common/replay';
import type { OutReason } from '../../games/common/module';
import { paceMs, type Pace } from './pace';

export interface SeatClock {
  /** Time bank left (ms). */
  bankMs: number;
  /** While the seat must act: since when (ms since epoch), and for which turn. */
  since?: number;
  turn?: string;
  /** A stand-in plays this seat: its time ran out, or its player left the table. */
  standIn?: 'timeout' | 'left';
  /** Left for good: the stand-in plays to the end and the result shows the seat as abandoned. */
  abandoned?: boolean;
  /** Resigned (also `abandoned`: out of the match, last in its result). */
  resigned?: boolean;
  /** Since when the seat's player is away (disconnected), while away. */
  awaySince?: number;
}

export interface MatchClock {
  pace: Pace;
  seats: Record<string, SeatClock>;
  /** The state these timers follow. */
  stateID: number;
  over?: boolean;
  /** Where a seat asked for a hint, at a table that allows them (server/lobby/table-options.ts): the
   *  seat's next move is marked "hint used" for every viewer and in the replay. */
  hints?: HintUse[];
  /** A takeback asked for at an unrated table (server/clock/keeper.ts askTakeback): by `seat`, at
   *  the state `at`; the seats that accepted so far. */
  takeback?: { seat: string; at: number; notation: string; accepted: string[] };
  /** How the last takeback request ended. */
  takebackEnd?: { seat: string; outcome: 'done' | 'declined' | 'moved-on'; by?: string };
}

/** At most this many hint marks per match (a 2-player game has a few hundred decisions). */
export const MAX_HINTS = 2000;

export function newClock(pace: Pace, numPlayers: number): MatchClock {
  const ms = paceMs(pace);
  const seats: Record<string, SeatClock> = {};
  for (let i = 0; i < numPlayers; i++) seats[String(i)] = { bankMs: ms?.bankMs ?? 0 };
  return { pace, seats, stateID: -1 };
}

const turnKey = (ctx: Ctx) => `${ctx.phase ?? ''}:${ctx.turn}`;

function settle(pace: Pace, seat: SeatClock, now: number): void {
  const ms = paceMs(pace);
  if (ms && seat.since !== undefined)
    seat.bankMs = Math.max(0, seat.bankMs - Math.max(0, now - seat.since - ms.turnMs));
  delete seat.since;
  delete seat.turn;
}

/** The clock after the match reached `ctx` (state `stateID`) at `now`; unchanged for an older state. */
export function advance(clock: MatchClock, ctx: Ctx, stateID: number, now: number): MatchClock {
  if (stateID < clock.stateID || clock.over) return clock;
  const next: MatchClock = structuredClone(clock);
  next.stateID = stateID;
  if (ctx.gameover !== undefined) {
    for (const s of Object.values(next.seats)) settle(next.pace, s, now);
    next.over = true;
    return next;
  }
  const acting = new Set(activeSeats(ctx));
  const key = turnKey(ctx);
  for (const [id, s] of Object.entries(next.seats)) {
    if (!acting.has(id)) {
      if (s.since !== undefined) settle(next.pace, s, now);
      continue;
    }
    if (s.since !== undefined && s.turn !== key) settle(next.pace, s, now);
    if (s.since === undefined) {
      s.since = now;
      s.turn = key;
    }
  }
  return next;
}

/** When the seat's time runs out (ms since epoch), or null: untimed, not its turn, or a stand-in
 *  already plays it. */
export function deadline(clock: MatchClock, seat: string): number | null {
  const ms = paceMs(clock.pace);
  const s = clock.seats[seat];
  if (!ms || !s || clock.over || s.since === undefined || s.standIn) return null;
  return s.since + ms.turnMs + s.bankMs;
}

/** The earliest deadline of the match and its seat. */
export function nextDeadline(clock: MatchClock): { seat: string; at: number } | null {
  let best: { seat: string; at: number } | null = null;
  for (const id of Object.keys(clock.seats)) {
    const at = deadline(clock, id);
    if (at !== null && (!best || at < best.at)) best = { seat: id, at };
  }
  return best;
}

/** The seats out of the match (games/common/result.ts): resigned, or left for good. */
export function outOfClock(clock: Pick<MatchClock, 'seats'> | undefined | null): Record<string, OutReason> {
  const out: Record<string, OutReason> = {};
  for (const [id, s] of Object.entries(clock?.seats ?? {})) {
    if (s.resigned) out[id] = 'resigned';
    else if (s.abandoned) out[id] = 'left';
  }
  return out;
}

/** What every client may see of the clock (nothing secret in it). */
export interface ClockView {
  pace: Pace;
  /** The server's time when this was made: clients count from it. */
  now: number;
  /** The stored clock's version this was made from (it grows with every change): of two views
   *  a client got, the one of the higher version is the newer, whatever order they came in. */
  version: number;
  over: boolean;
  /** Hints asked for so far (public at a table that allows them: the marks are in the move log). */
  hints: HintUse[];
  /** A takeback waiting for the others' answers, and how the last one ended. */
  takeback: MatchClock['takeback'] | null;
  takebackEnd: MatchClock['takebackEnd'] | null;
  seats: Record<
    string,
    {
      /** Running: ms left in this turn (turn time first), then in the bank. */
      running: boolean;
      turnLeftMs: number | null;
      bankLeftMs: number;
      deadline: number | null;
      standIn: 'timeout' | 'left' | null;
      abandoned: boolean;
      resigned: boolean;
      awaySince: number | null;
    }
  >;
}

export function viewOf(clock: MatchClock, now: number, version: number): ClockView {
  const ms = paceMs(clock.pace);
  const seats: ClockView['seats'] = {};
  for (const [id, s] of Object.entries(clock.seats)) {
    const used = s.since !== undefined ? Math.max(0, now - s.since) : 0;
    const turnLeft = ms && s.since !== undefined ? Math.max(0, ms.turnMs - used) : null;
    const bankLeft = ms && s.since !== undefined ? Math.max(0, s.bankMs - Math.max(0, used - ms.turnMs)) : s.bankMs;
    seats[id] = {
      running: s.since !== undefined && !clock.over,
      turnLeftMs: turnLeft,
      bankLeftMs: bankLeft,
      deadline: deadline(clock, id),
      standIn: s.standIn ?? null,
      abandoned: !!s.abandoned,
      resigned: !!s.resigned,
      awaySince: s.awaySince ?? null,
    };
  }
  return {
    pace: clock.pace,
    now,
    version,
    over: !!clock.over,
    hints: clock.hints ?? [],
    takeback: clock.takeback ?? null,
    takebackEnd: clock.takebackEnd ?? null,
    seats,
  };
}

/** The seat's deadline ignoring whether a stand-in already plays it (deadline() returns null then). */
export function nextDeadlineOf(c: MatchClock, seat: string): number | null {
  const s = c.seats[seat];
  if (!s || s.standIn) return null;
  const n = nextDeadline({ ...c, seats: { [seat]: s } });
  return n ? n.at : null;
}
