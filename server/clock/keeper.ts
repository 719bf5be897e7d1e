// Keeps every match's clock (server/clock/model.ts) in the database and acts on it:
// - each stored move advances the clock of its match (the process that stored the move does it);
// - the clock starts once every seat is taken (before that nobody is kept waiting);
// - at a seat's deadline a stand-in bot takes the seat (BotSeats.startStandIn). With several
//   server processes every process schedules the deadlines it knows of, and the clock document is
//   written with a compare-and-set on its version: only the process whose write marks the seat
//   "stand-in" starts the bot, so a deadline fires once. After a restart the stored deadlines are
//   scheduled again: a stand-in moves when the deadline passes, not a full turn later;
// - "Leave the table" and "Take my seat back" (with the seat's credentials);
// - presence: since when a seat's player is away (from boardgame.io's isConnected); hints asked for
//   at a table that allows them (kept here, not in the metadata the Master rewrites on every move).
import type { Server, State } from 'boardgame.io';
import { mergeHints, type HintUse } from '../../games/common/replay';
import { tableOptionsOf } from '../lobby/table-options';
import type { RoundhouseStoreBase } from '../storage/base';
import type { ClockRepo, StoredClock } from './repo';
import {
  advance,
  MAX_HINTS,
  newClock,
  nextDeadline,
  nextDeadlineOf,
  outOfClock,
  viewOf,
  type ClockView,
  type MatchClock,
} from './model';
import type { OutReason } from '../../games/common/module';
import { endByResignation } from '../../games/common/result';
import { Takebacks } from './takebacks';
import type { MatchWrites } from './match-writes';
import type { Pace } from './pace';
import { seatRequest, type SeatRequest, type SeatRequestResult } from './seat-request';

/** Where stand-in bots run (server/bots/seats.ts). */
export interface StandInRunner {
  startStandIn(matchID: string, gameId: string, seat: string, seatCredentials: string): Promise<void>;
  stopStandIn(matchID: string, seat: string): void;
  isStandInRunning(matchID: string, seat: string): boolean;
}

const MAX_TIMER = 2 ** 31 - 1;

export class ClockKeeper {
  /** Clocks this process knows (null: the match has none). */
  private known = new Map<string, { clock: MatchClock; version: number } | null>();
  private timers = new Map<string, ReturnType<typeof setTimeout>>();
  private off: (() => void)[] = [];
  private poll: ReturnType<typeof setInterval> | undefined;

  private takebacks: Takebacks;

  /** Where the server's own actions are stored (the end of a match on resignations). */
  writes: MatchWrites | undefined;

  constructor(
    /** The match store: its states and metadata (the clocks follow them), never its tables. */
    private store: RoundhouseStoreBase,
    /** This module's clock documents. */
    private repo: ClockRepo,
    private standIns: StandInRunner,
    private log: (msg: string) => void = () => {},
    /** The time (tests fake it). */
    readonly now: () => number = Date.now,
  ) {
    this.off.push(
      store.onStateWrite((w) => {
        if (w.outcome === 'written')
          this.quietly(this.onMove(w.matchID, w.ctx && { ctx: w.ctx, _stateID: w.stateID }), w.matchID);
      }),
    );
    this.off.push(store.onMetadataWrite((matchID, md) => this.quietly(this.onMetadata(matchID, md), matchID)));
    this.takebacks = new Takebacks({
      store,
      seatRequest: (matchID, seat, credentials) => this.seatRequest(matchID, seat, credentials),
      load: (matchID) => this.load(matchID),
      mutate: (matchID, fn) => this.mutate(matchID, fn),
      moved: (matchID, moved) => this.onMove(matchID, moved),
      writes: () => this.writes,
      now,
      log,
    });
  }

  private quietly(p: Promise<unknown>, matchID: string) {
    p.catch((e) => this.log(`clock of match ${matchID}: ${e instanceof Error ? e.message : String(e)}`));
  }

  /** A new table's clock (before anyone has joined: it starts when every seat is taken). */
  async create(matchID: string, pace: Pace, numPlayers: number, metadata: Server.MatchData): Promise<void> {
    const clock = newClock(pace, numPlayers);
    if (!(await this.repo.putClock(matchID, clock, null))) throw new Error('the match already has a clock');
    this.known.set(matchID, { clock, version: 1 });
    await this.onMetadata(matchID, metadata);
  }

  /** "Play again": the next match gets a fresh clock at the same pace (none when the table had none). */
  async copyPace(fromMatchID: string, toMatchID: string): Promise<void> {
    const from = await this.load(fromMatchID);
    if (!from || (await this.load(toMatchID))) return;
    const { metadata } = (await this.store.fetch(toMatchID, { metadata: true })) as { metadata?: Server.MatchData };
    if (!metadata) return;
    await this.create(toMatchID, from.clock.pace, Object.keys(from.clock.seats).length, metadata);
  }

  private async load(matchID: string): Promise<{ clock: MatchClock; version: number } | null> {
    if (this.known.has(matchID)) return this.known.get(matchID)!;
    const row = await this.repo.getClock(matchID);
    const entry = row ? { clock: row.doc as MatchClock, version: row.version } : null;
    this.known.set(matchID, entry);
    return entry;
  }

  /** Change the clock with `fn` (null: no change), retrying on a concurrent write. Returns the
   *  stored clock and whether this call changed it. */
  private async mutate(
    matchID: string,
    fn: (c: MatchClock) => MatchClock | null,
  ): Promise<{ clock: MatchClock; version: number; changed: boolean } | null> {
    let entry = await this.load(matchID);
    for (let attempt = 0; entry && attempt < 8; attempt++) {
      const next = fn(entry.clock);
      if (!next) return { clock: entry.clock, version: entry.version, changed: false };
      if (await this.repo.putClock(matchID, next, entry.version)) {
        this.known.set(matchID, { clock: next, version: entry.version + 1 });
        this.schedule(matchID, next);
        return { clock: next, version: entry.version + 1, changed: true };
      }
      const row = await this.repo.getClock(matchID);
      entry = row ? { clock: row.doc as MatchClock, version: row.version } : null;
      this.known.set(matchID, entry);
    }
    if (entry) throw new Error('the clock kept changing under this write');
    return null;
  }

  /** `moved`: the stored move's ctx and _stateID, when the write told them (else they are read). */
  private async onMove(matchID: string, moved?: Pick<State, 'ctx' | '_stateID'>): Promise<void> {
    if ((await this.load(matchID)) === null) return;
    const state = moved ?? ((await this.store.fetch(matchID, { state: true })) as { state?: State }).state;
    if (!state) return;
    const now = this.now();
    const done = await this.mutate(matchID, (c) => {
      if (c.stateID < 0) return null; // not started: the table is not full yet
      const next = advance(c, state.ctx, state._stateID, now);
      return next === c ? null : next;
    });
    if (done?.clock.over) this.clear(matchID);
  }

  private async onMetadata(matchID: string, md: Server.MatchData): Promise<void> {
    if ((await this.load(matchID)) === null) return;
    const players = Object.values(md.players);
    const full = players.every((p) => !!p.name);
    const now = this.now();
    let state: State | undefined;
    if (full && this.known.get(matchID)?.clock.stateID === -1) {
      state = ((await this.store.fetch(matchID, { state: true })) as { state?: State }).state;
    }
    await this.mutate(matchID, (c) => {
      let next: MatchClock | null = null;
      const edit = () => (next ??= structuredClone(c));
      for (const p of players) {
        const seat = c.seats[String(p.id)];
        if (!seat || !p.name || (p.data as { bot?: string } | undefined)?.bot) continue;
        if (p.isConnected && seat.awaySince !== undefined) delete edit().seats[String(p.id)].awaySince;
        if (!p.isConnected && seat.awaySince === undefined) edit().seats[String(p.id)].awaySince = now;
      }
      if (state && c.stateID === -1) next = advance(next ?? c, state.ctx, state._stateID, now);
      return next;
    });
  }

  /** Schedule the match's next deadline in this process. */
  private schedule(matchID: string, clock: MatchClock): void {
    this.clear(matchID);
    const next = nextDeadline(clock);
    if (!next) return;
    const wait = Math.min(MAX_TIMER, Math.max(0, next.at - this.now()));
    const timer = setTimeout(() => this.quietly(this.fire(matchID), matchID), wait);
    timer.unref?.();
    this.timers.set(matchID, timer);
  }

  private clear(matchID: string): void {
    const t = this.timers.get(matchID);
    if (t) clearTimeout(t);
    this.timers.delete(matchID);
  }

  /** Seats whose deadline has passed get a stand-in (once, whichever process gets there first). */
  async fire(matchID: string): Promise<void> {
    // Read the stored clock: another process may have moved it on.
    this.known.delete(matchID);
    const now = this.now();
    let due: string[] = [];
    const done = await this.mutate(matchID, (c) => {
      due = Object.keys(c.seats).filter((id) => {
        const s = c.seats[id];
        return !s.standIn && nextDeadlineOf(c, id) !== null && nextDeadlineOf(c, id)! <= now;
      });
      if (!due.length) return null;
      const next = structuredClone(c);
      for (const id of due) next.seats[id].standIn = 'timeout';
      return next;
    });
    if (!done) return;
    if (!done.changed) return this.schedule(matchID, done.clock);
    for (const seat of due) {
      this.log(`match ${matchID}: seat ${seat}'s time ran out; a stand-in plays it`);
      await this.startStandIn(matchID, seat);
    }
  }

  /** Fire every deadline that has passed (the timers do it; tests with a faked time call it). */
  async check(): Promise<void> {
    for (const [matchID, entry] of [...this.known]) {
      const next = entry && nextDeadline(entry.clock);
      if (next && next.at <= this.now()) await this.fire(matchID);
    }
  }

  private async startStandIn(matchID: string, seat: string): Promise<void> {
    const { metadata } = (await this.store.fetch(matchID, { metadata: true })) as { metadata?: Server.MatchData };
    const creds =
      metadata && Object.hasOwn(metadata.players, seat)
        ? metadata.players[seat as unknown as number].credentials
        : undefined;
    if (!metadata || metadata.gameover !== undefined || !creds) return;
    await this.standIns.startStandIn(matchID, metadata.gameName, seat, creds);
  }

  private seatRequest(matchID: string, seat: unknown, credentials: unknown): Promise<SeatRequest> {
    return seatRequest(this.store, async (id) => (await this.load(id)) !== null, matchID, seat, credentials);
  }

  /** "Leave the table" (for good: the seat is out of the match, last in its result, and a
   *  stand-in plays it to the end; see `resign`). */
  async leave(matchID: string, seat: unknown, credentials: unknown, forGood: boolean): Promise<SeatRequestResult> {
    return this.goOut(matchID, seat, credentials, forGood ? 'left' : null);
  }

  /** "Resign": the seat is out of the match (last in its result, as a seat left for good). The
   *  match ends at once when at most one seat is left in it, or when no seat left in it is a
   *  person's (only bots would play on): the seats still in are placed by their scores then
   *  (games/common/result.ts gameoverByResignation). Otherwise a stand-in plays the seat to the end. */
  async resign(matchID: string, seat: unknown, credentials: unknown): Promise<SeatRequestResult> {
    return this.goOut(matchID, seat, credentials, 'resigned');
  }

  private async goOut(
    matchID: string,
    seat: unknown,
    credentials: unknown,
    out: OutReason | null,
  ): Promise<SeatRequestResult> {
    const req = await this.seatRequest(matchID, seat, credentials);
    if ('error' in req) return req.error;
    const done = await this.mutate(matchID, (c) => {
      const s = c.seats[req.seat];
      if (s.standIn === 'left' && (s.resigned || (s.abandoned && out !== 'resigned') || !out)) return null;
      const next = structuredClone(c);
      next.seats[req.seat].standIn = 'left';
      if (out) next.seats[req.seat].abandoned = true;
      if (out === 'resigned') next.seats[req.seat].resigned = true;
      return next;
    });
    if (!done) return { ok: false, status: 404, error: 'no clock' };
    if (out && (await this.endIfDecided(matchID, req.metadata, done.clock))) {
      const after = (await this.load(matchID))!;
      return { ok: true, view: viewOf(after.clock, this.now(), after.version) };
    }
    await this.startStandIn(matchID, req.seat);
    return { ok: true, view: viewOf(done.clock, this.now(), done.version) };
  }

  /** End the match when too few seats are left in it (see `resign`); true when it ended. */
  private async endIfDecided(matchID: string, metadata: Server.MatchData, clock: MatchClock): Promise<boolean> {
    if (!this.writes) return false;
    const out = outOfClock(clock);
    const seats = Object.keys(clock.seats);
    const left = seats.filter((s) => !Object.hasOwn(out, s));
    const person = (s: string) => {
      const p = Object.hasOwn(metadata.players, s) ? metadata.players[s as unknown as number] : undefined;
      return !!p && !(p.data as { bot?: unknown } | undefined)?.bot;
    };
    if (left.length > 1 && left.some(person)) return false;
    const ended = await this.writes.apply(matchID, (state, _md, mod, reducer) => ({
      ...endByResignation(reducer as never, (G, ctx) => mod.scores(G, ctx), state, seats, out),
      what: 'end of the match',
    }));
    if (!ended) return false;
    for (const s of seats) this.standIns.stopStandIn(matchID, s);
    this.log(`match ${matchID}: ended on resignations (out: ${Object.keys(out).join(', ')})`);
    await this.onMove(matchID, ended);
    return true;
  }

  /** "Take my seat back": the stand-in stops; a running turn starts afresh for the player. */
  async back(matchID: string, seat: unknown, credentials: unknown): Promise<SeatRequestResult> {
    const req = await this.seatRequest(matchID, seat, credentials);
    if ('error' in req) return req.error;
    const current = (await this.load(matchID))!.clock.seats[req.seat];
    if (current?.resigned) return { ok: false, status: 409, error: 'This seat resigned' };
    if (current?.abandoned) return { ok: false, status: 409, error: 'This seat was left for good' };
    const now = this.now();
    const done = await this.mutate(matchID, (c) => {
      const s = c.seats[req.seat];
      if (!s.standIn) return null;
      const next = structuredClone(c);
      const n = next.seats[req.seat];
      delete n.standIn;
      if (n.since !== undefined) n.since = now;
      return next;
    });
    this.standIns.stopStandIn(matchID, req.seat);
    return { ok: true, view: viewOf(done!.clock, now, done!.version) };
  }

  /** A seat asked for a hint at state `stateID` (the state it sees; not a later one): marked for
   *  every viewer. Only at a table that allows hints, with the seat's credentials. */
  async hint(matchID: string, seat: unknown, credentials: unknown, stateID: unknown): Promise<SeatRequestResult> {
    if (typeof stateID !== 'number' || !Number.isInteger(stateID) || stateID < 0)
      return { ok: false, status: 400, error: 'stateID must be a whole number ≥ 0' };
    const req = await this.seatRequest(matchID, seat, credentials);
    if ('error' in req) return req.error;
    if (!tableOptionsOf(req.metadata).hints)
      return { ok: false, status: 403, error: 'This table does not allow hints' };
    const { state } = (await this.store.fetch(matchID, { state: true })) as { state?: State };
    if (!state || stateID > state._stateID)
      return { ok: false, status: 409, error: `The match has not reached state ${stateID}` };
    const use: HintUse = { stateID, seat: req.seat };
    const done = await this.mutate(matchID, (c) => {
      const hints = mergeHints(c.hints ?? [], [use]);
      if (hints.length === (c.hints?.length ?? 0) || hints.length > MAX_HINTS) return null;
      return { ...structuredClone(c), hints };
    });
    if (!done) return { ok: false, status: 404, error: 'no clock' };
    return { ok: true, view: viewOf(done.clock, this.now(), done.version) };
  }

  /** A match's clock as stored (server/ratings/ reads who left or resigned and who stood in). */
  async clockOf(matchID: string): Promise<MatchClock | undefined> {
    return (await this.repo.getClock(matchID))?.doc as MatchClock | undefined;
  }

  /** The hints asked for in a match (none without a clock). */
  async hints(matchID: string): Promise<HintUse[]> {
    const row = await this.repo.getClock(matchID);
    return ((row?.doc as MatchClock | undefined)?.hints ?? []).map((h) => ({ stateID: h.stateID, seat: h.seat }));
  }

  /** "Take back my last move" at an unrated table (server/clock/takebacks.ts). */
  askTakeback(matchID: string, seat: unknown, credentials: unknown): Promise<SeatRequestResult> {
    return this.takebacks.ask(matchID, seat, credentials);
  }

  /** Another seat's answer to the takeback asked for (server/clock/takebacks.ts). */
  answerTakeback(matchID: string, seat: unknown, credentials: unknown, accept: unknown): Promise<SeatRequestResult> {
    return this.takebacks.answer(matchID, seat, credentials, accept);
  }

  /** The seats out of a match (resigned, or left for good): last in its result. */
  async out(matchID: string): Promise<Record<string, OutReason>> {
    const row = await this.repo.getClock(matchID);
    return outOfClock(row?.doc as MatchClock | undefined);
  }

  /** What clients see (null: no such match or no clock). */
  async view(matchID: string): Promise<ClockView | null> {
    const row = await this.repo.getClock(matchID);
    if (!row) return null;
    this.known.set(matchID, { clock: row.doc, version: row.version });
    let clock = row.doc as MatchClock;
    // A move is stored (and sent to the players) before its clock is (onMove runs after the state
    // write): a player asking at once sees the clock as that move leaves it, not the one before.
    if (clock.stateID >= 0 && !clock.over) {
      const { state } = (await this.store.fetch(matchID, { state: true })) as { state?: State };
      if (state && state._stateID > clock.stateID) clock = advance(clock, state.ctx, state._stateID, this.now());
    }
    return viewOf(clock, this.now(), row.version);
  }

  /** After a start: schedule every stored deadline and restart the stand-ins of open matches.
   *  With a shared database, again every few seconds (deadlines and stand-ins of other processes). */
  async resumeAll(shared: boolean): Promise<void> {
    await this.reconcile(await this.openClocks());
    if (shared && !this.poll) {
      this.poll = setInterval(
        () =>
          void this.openClocks()
            .then((rows) => this.reconcile(rows))
            .catch((e) => this.log(`clocks: ${e.message}`)),
        3000,
      );
      this.poll.unref?.();
    }
  }

  /** The clocks of matches not over yet. */
  private async openClocks(): Promise<StoredClock[]> {
    const rows = await this.repo.runningClocks();
    const open = new Set(await this.store.openOf(rows.map((r) => r.matchID)));
    return rows.filter((r) => open.has(r.matchID));
  }

  private async reconcile(rows: StoredClock[]): Promise<void> {
    for (const row of rows) {
      const clock = row.doc as MatchClock;
      this.known.set(row.matchID, { clock, version: row.version });
      this.schedule(row.matchID, clock);
      for (const [seat, s] of Object.entries(clock.seats)) {
        if (s.standIn && !this.standIns.isStandInRunning(row.matchID, seat)) await this.startStandIn(row.matchID, seat);
        if (!s.standIn && this.standIns.isStandInRunning(row.matchID, seat))
          this.standIns.stopStandIn(row.matchID, seat);
      }
    }
    const due = rows.filter((r) => {
      const n = nextDeadline(r.doc as MatchClock);
      return n && n.at <= this.now();
    });
    for (const r of due) await this.fire(r.matchID);
  }

  stop(): void {
    for (const f of this.off) f();
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    if (this.poll) clearInterval(this.poll);
  }
}
