// Takebacks at unrated online tables: a seat asks to take its last move back, the other people at
// the table accept or decline, and on acceptance the match goes back to before that move (a logged
// takeback that replays apply). Refused with the reason over a move that drew randomness or
// revealed hidden information (games/common/takeback.ts). The request lives in the match's clock
// document; the ClockKeeper (server/clock/keeper.ts) hands over what this needs of it.
import type { Server, State } from 'boardgame.io';
import { logEntryOf } from '../../games/common/result';
import { restoredState, takebackAction } from '../../games/common/replay';
import { planTakeback, type TakebackPlan } from '../../games/common/takeback';
import type { RoundhouseStoreBase } from '../storage/base';
import type { SeatRequestResult } from './seat-request';
import type { MatchWrites } from './match-writes';
import { outOfClock, viewOf, type MatchClock } from './model';

/** What a takeback needs of the clock keeper. */
export interface TakebackHost {
  store: RoundhouseStoreBase;
  seatRequest(
    matchID: string,
    seat: unknown,
    credentials: unknown,
  ): Promise<{ error: SeatRequestResult & { ok: false } } | { metadata: Server.MatchData; seat: string }>;
  load(matchID: string): Promise<{ clock: MatchClock; version: number } | null>;
  mutate(
    matchID: string,
    fn: (c: MatchClock) => MatchClock | null,
  ): Promise<{ clock: MatchClock; version: number; changed: boolean } | null>;
  /** A move the server stored: the clock follows it. */
  moved(matchID: string, moved: Pick<State, 'ctx' | '_stateID'>): Promise<void>;
  writes(): MatchWrites | undefined;
  now(): number;
  log(msg: string): void;
}

export class Takebacks {
  constructor(private k: TakebackHost) {}

  /** "Take back my last move" at an unrated table: the others (the people at the table) are asked;
   *  with nobody to ask (only bots) it is done at once. Refused with the reason when the move, or
   *  one since, drew randomness or revealed hidden information (games/common/takeback.ts). */
  async ask(matchID: string, seat: unknown, credentials: unknown): Promise<SeatRequestResult> {
    const req = await this.k.seatRequest(matchID, seat, credentials);
    if ('error' in req) return req.error;
    if ((req.metadata as { rated?: unknown }).rated === true)
      return { ok: false, status: 403, error: 'Takebacks are for unrated tables' };
    const plan = await this.takebackPlan(matchID, req.seat);
    if (!plan.ok) return { ok: false, status: 409, error: plan.error };
    const others = askedSeats(req.metadata, (await this.k.load(matchID))!.clock, req.seat);
    const done = await this.k.mutate(matchID, (c) => {
      const next = structuredClone(c);
      next.takeback = { seat: req.seat, at: plan.at, notation: plan.notation, accepted: [] };
      delete next.takebackEnd;
      return next;
    });
    if (!done) return { ok: false, status: 404, error: 'no clock' };
    if (others.length === 0) return this.doTakeback(matchID);
    return { ok: true, view: viewOf(done.clock, this.k.now(), done.version) };
  }

  /** Another seat's answer to the takeback asked for; when every seat asked accepted, the match
   *  goes back to before the move. */
  async answer(matchID: string, seat: unknown, credentials: unknown, accept: unknown): Promise<SeatRequestResult> {
    if (typeof accept !== 'boolean') return { ok: false, status: 400, error: 'accept must be true or false' };
    const req = await this.k.seatRequest(matchID, seat, credentials);
    if ('error' in req) return req.error;
    const entry = (await this.k.load(matchID))!;
    const t = entry.clock.takeback;
    if (!t) return { ok: false, status: 409, error: 'No takeback is asked for' };
    const asked = askedSeats(req.metadata, entry.clock, t.seat);
    if (!asked.includes(req.seat)) return { ok: false, status: 403, error: 'This seat is not asked' };
    const done = await this.k.mutate(matchID, (c) => {
      if (!c.takeback || c.takeback.seat !== t.seat || c.takeback.at !== t.at) return null;
      const next = structuredClone(c);
      if (!accept) {
        delete next.takeback;
        next.takebackEnd = { seat: t.seat, outcome: 'declined', by: req.seat };
      } else if (!next.takeback!.accepted.includes(req.seat)) next.takeback!.accepted.push(req.seat);
      return next;
    });
    if (!done) return { ok: false, status: 404, error: 'no clock' };
    const now = done.clock.takeback;
    if (accept && now && asked.every((s) => now.accepted.includes(s))) return this.doTakeback(matchID);
    return { ok: true, view: viewOf(done.clock, this.k.now(), done.version) };
  }

  private async takebackPlan(
    matchID: string,
    seat: string,
  ): Promise<({ ok: true } & TakebackPlan & { ok: true; at: number }) | { ok: false; error: string }> {
    const mod = await this.k.writes()?.gameOf(matchID);
    const rec = await this.k.store.fetchReplay(matchID);
    const { state } = (await this.k.store.fetch(matchID, { state: true })) as { state?: State };
    if (!mod || !rec || !state) return { ok: false, error: 'The match cannot be taken back' };
    const plan = planTakeback(mod, rec.initialState, rec.log, seat, 'server');
    if (!plan.ok) {
      return {
        ok: false,
        error:
          plan.reason === 'nothing'
            ? 'This seat has no move to take back'
            : plan.reason === 'hidden'
              ? `Cannot take back: a move since then drew cards or dice, or revealed hidden information (${plan.notation ?? plan.move ?? ''})`
              : 'The match cannot be taken back',
      };
    }
    return { ...plan, at: state._stateID };
  }

  /** Take the asking seat's last move back (the stored state must still be the one asked at). */
  private async doTakeback(matchID: string): Promise<SeatRequestResult> {
    const t = (await this.k.load(matchID))?.clock.takeback;
    const writes = this.k.writes();
    if (!t || !writes) return { ok: false, status: 409, error: 'No takeback is asked for' };
    const plan = await this.takebackPlan(matchID, t.seat);
    const movedOn = !plan.ok || plan.at !== t.at;
    const written = movedOn
      ? null
      : await writes.apply(matchID, (state) => {
          if (state._stateID !== t.at || !plan.ok) return null;
          const action = takebackAction(plan.atStateID);
          return { next: restoredState(plan.state, state), deltalog: [logEntryOf(state, action)], what: 'takeback' };
        });
    const done = await this.k.mutate(matchID, (c) => {
      const next = structuredClone(c);
      delete next.takeback;
      next.takebackEnd = { seat: t.seat, outcome: written ? 'done' : 'moved-on' };
      return next;
    });
    if (written) {
      this.k.log(`match ${matchID}: seat ${t.seat}'s last move taken back`);
      await this.k.moved(matchID, written);
    }
    if (!written) return { ok: false, status: 409, error: 'The match moved on since the takeback was asked for' };
    const after = (await this.k.load(matchID))!;
    return { ok: true, view: viewOf(after.clock, this.k.now(), done?.version ?? after.version) };
  }
}

/** The people asked about a takeback by `seat`: the other seats held by a person, still in. */
function askedSeats(metadata: Server.MatchData, clock: MatchClock, seat: string): string[] {
  const out = outOfClock(clock);
  return Object.keys(clock.seats).filter((s) => {
    if (s === seat || Object.hasOwn(out, s)) return false;
    const p = Object.hasOwn(metadata.players, s) ? metadata.players[s as unknown as number] : undefined;
    return !!p?.name && !(p.data as { bot?: unknown } | undefined)?.bot;
  });
}
