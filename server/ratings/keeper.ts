// Applies each rated match's result to its players' ratings, exactly once:
// - the process that stores a match's final state hears it (the store's state-write listener; the
//   write that sets metadata.gameover is that state's own transaction, server/storage/base.ts) and
//   settles the match at once;
// - every process also sweeps, at start and then every SWEEP_MS, for rated matches that are over
//   without a result (the process that stored the end stopped before settling it): the match store
//   lists the rated matches that are over (metadata.rated: ./rated.ts), oldest first, from where
//   the sweep before left off (those settled since are skipped);
// - settling is one database transaction keyed by the match ID (a rated_results row, inserted
//   with the rating updates): whoever settles second, in this process or another, stores nothing.
//
// A match is rated when it was created so (metadata.rated, ./rated.ts: POST /api/tables { rated:
// true } or quick match). Its places come from the gameover (server/ratings/model.ts placesOf, the
// one computation of games/common/result.ts); a seat left for good or resigned (the clock's
// `abandoned`/`resigned`, server/clock/) is last. The match is settled without rating ("void")
// when a seat is not bound to an account with its current credentials, or one account holds two
// seats: nothing to rate fairly; and when no person played its last turns (playedOutByStandIns).
import type { LogEntry, Server } from 'boardgame.io';
import type { RoundhouseStoreBase, StateWrite } from '../storage/base';
import type { AccountsRepo } from '../accounts/repo';
import type { ClockKeeper } from '../clock/keeper';
import { outOfClock, type MatchClock } from '../clock/model';
import { isWin, newSkill, placesOf, rateResult, shownRating } from './model';
import { isRated, markedRated } from './rated';
import type { RatingsRepo } from './repo';
import type { RatedMatchInput, RatedResultRow, RatedSeatInput, RateFn } from './types';

export { isRated } from './rated';

export const SWEEP_MS = 30_000;
/** A sweep starts this far before the one before started (processes' clocks differ a little, and a
 *  match's end is stamped by the process that stored it). */
const SWEEP_OVERLAP_MS = 10 * 60_000;
/** Matches settled per sweep at most. */
const SWEEP_MAX = 500;
/** Rated flags remembered per match (a match's flag never changes once it has moves). */
const CACHE_MAX = 20_000;

export type SettleOutcome = 'rated' | 'void' | 'already' | 'not-rated' | 'not-over' | 'missing';

export interface RatingKeeperDeps {
  /** The match store (metadata, state writes). */
  matches: RoundhouseStoreBase;
  /** This module's tables. */
  repo: RatingsRepo;
  /** Who holds each seat (the accounts module). */
  accounts: Pick<AccountsRepo, 'matchSeatAccounts'>;
  /** The matches' clocks: seats left for good or resigned, stand-ins (none without clocks). */
  clocks?: Pick<ClockKeeper, 'clockOf'>;
  log?: (msg: string) => void;
  now?: () => number;
}

export class RatingKeeper {
  private rated = new Map<string, boolean>();
  private settling = new Map<string, Promise<SettleOutcome>>();
  private off: (() => void) | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;
  private listeners = new Set<(matchID: string, outcome: SettleOutcome) => void>();

  private store: RoundhouseStoreBase;
  private repo: RatingsRepo;
  private log: (msg: string) => void;
  private now: () => number;
  /** Where the next sweep starts (the match store's updated_at of a match over). */
  private sweepFrom = 0;

  constructor(private deps: RatingKeeperDeps) {
    this.store = deps.matches;
    this.repo = deps.repo;
    this.log = deps.log ?? (() => {});
    this.now = deps.now ?? Date.now;
  }

  /** Listen to state writes and sweep now and every `sweepMs`. */
  async start(sweepMs = SWEEP_MS): Promise<void> {
    this.off = this.store.onStateWrite((w) => this.onWrite(w));
    await this.sweep().catch((e) => this.log(`ratings: sweep failed: ${(e as Error).message}`));
    this.timer = setInterval(
      () => void this.sweep().catch((e) => this.log(`ratings: sweep failed: ${(e as Error).message}`)),
      sweepMs,
    );
    this.timer.unref?.();
  }

  stop(): void {
    this.off?.();
    clearInterval(this.timer);
  }

  /** Hear each settle attempt's outcome (tests). */
  onSettled(fn: (matchID: string, outcome: SettleOutcome) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** A new match is rated (its metadata says so already: that is what keeps it). */
  async markRated(matchID: string, _gameId?: string): Promise<void> {
    this.remember(matchID, true);
  }

  /** "Play again" of a rated match: the next match is rated too. */
  async copyRated(fromMatchID: string, toMatchID: string): Promise<void> {
    const [{ metadata: from }, { metadata: to }]: { metadata?: Server.MatchData }[] = await Promise.all([
      this.store.fetch(fromMatchID, { metadata: true }),
      this.store.fetch(toMatchID, { metadata: true }),
    ]);
    if (!from || !to || !isRated(from) || isRated(to)) return;
    await this.store.setMetadata(toMatchID, markedRated(to));
    await this.markRated(toMatchID);
  }

  private remember(matchID: string, rated: boolean) {
    if (this.rated.size >= CACHE_MAX) this.rated.clear();
    this.rated.set(matchID, rated);
  }

  private onWrite(w: StateWrite): void {
    if (w.outcome !== 'written') return;
    if (this.rated.get(w.matchID) === false) return;
    void this.afterMove(w.matchID).catch((e) => this.log(`ratings: match ${w.matchID}: ${(e as Error).message}`));
  }

  private async afterMove(matchID: string): Promise<void> {
    const { metadata } = (await this.store.fetch(matchID, { metadata: true })) as { metadata?: Server.MatchData };
    const rated = isRated(metadata);
    this.remember(matchID, rated);
    if (rated && metadata!.gameover !== undefined) await this.settle(matchID);
  }

  /** Rated matches that are over without a result, oldest first (at most `limit`), from `since`
   *  (the match store's updated_at). */
  async unsettled(limit: number, since = 0): Promise<{ matchID: string; updatedAt: number }[]> {
    const out: { matchID: string; updatedAt: number }[] = [];
    let after: { matchID: string; updatedAt: number } | undefined;
    while (out.length < limit) {
      const page = await this.store.overWith('rated', since, 500, after);
      if (!page.length) break;
      const settled = await this.repo.settledOf(page.map((m) => m.matchID));
      for (const m of page) if (!settled.has(m.matchID) && out.length < limit) out.push(m);
      after = page[page.length - 1];
    }
    return out;
  }

  /** Settle every rated match that is over without a result. */
  async sweep(): Promise<number> {
    const started = Date.now();
    const due = await this.unsettled(SWEEP_MAX, this.sweepFrom);
    let n = 0;
    let from = started - SWEEP_OVERLAP_MS;
    for (const m of due) {
      const out = await this.settle(m.matchID).catch(
        (e) => (this.log(`ratings: match ${m.matchID}: ${(e as Error).message}`), null),
      );
      if (out === 'rated' || out === 'void') n++;
      else if (out !== 'already' && out !== 'not-rated' && out !== 'missing') from = Math.min(from, m.updatedAt); // tried again next time
    }
    // more than one sweep's worth: the next one goes on from the last of this one
    if (due.length === SWEEP_MAX) from = Math.min(from, due[due.length - 1].updatedAt);
    this.sweepFrom = from;
    return n;
  }

  /** Apply a finished rated match's result (once: later calls, here or elsewhere, find it done). */
  settle(matchID: string): Promise<SettleOutcome> {
    const running = this.settling.get(matchID);
    if (running) return running;
    const p = this.settleNow(matchID).finally(() => this.settling.delete(matchID));
    this.settling.set(matchID, p);
    return p.then((out) => {
      for (const fn of this.listeners) fn(matchID, out);
      return out;
    });
  }

  private async settleNow(matchID: string): Promise<SettleOutcome> {
    const { metadata } = (await this.store.fetch(matchID, { metadata: true })) as { metadata?: Server.MatchData };
    if (!metadata) return 'missing';
    if (!isRated(metadata)) return 'not-rated';
    if (metadata.gameover === undefined) return 'not-over';
    if (await this.repo.ratedResult(matchID)) return 'already';
    const input = await this.resultOf(matchID, metadata);
    const applied = await this.repo.settleRated(input, input.seats ? rateFn(input.seats) : () => new Map());
    if (!applied) return 'already';
    if (input.seats) {
      this.log(
        `ratings: match ${matchID} (${input.gameId}) rated: places ${input.seats.map((s) => `${s.playerID}→${s.place}`).join(', ')}`,
      );
      return 'rated';
    }
    this.log(`ratings: match ${matchID} (${input.gameId}) settled unrated: ${input.note}`);
    return 'void';
  }

  private async resultOf(matchID: string, metadata: Server.MatchData): Promise<RatedMatchInput> {
    const base = { matchID, gameId: metadata.gameName, finishedAt: this.now() };
    const seats = Object.keys(metadata.players).sort((a, b) => Number(a) - Number(b));
    const bound = new Map((await this.deps.accounts.matchSeatAccounts(matchID)).map((b) => [b.playerID, b]));
    const accounts = new Map<string, string>();
    for (const seat of seats) {
      const p = metadata.players[seat as unknown as number];
      const b = bound.get(seat);
      if ((p.data as { bot?: unknown } | undefined)?.bot)
        return { ...base, seats: null, note: `seat ${seat} is a bot` };
      if (!b || !p.credentials || b.credentials !== p.credentials)
        return { ...base, seats: null, note: `seat ${seat} is not an account's` };
      if ([...accounts.values()].includes(b.accountId))
        return { ...base, seats: null, note: `one account holds two seats` };
      accounts.set(seat, b.accountId);
    }
    if (seats.length < 2) return { ...base, seats: null, note: 'fewer than 2 seats' };
    const clock = await this.deps.clocks?.clockOf(matchID);
    const { log } = (await this.store.fetch(matchID, { log: true })) as { log?: LogEntry[] };
    const alone = playedOutByStandIns(log ?? [], clock);
    if (alone) return { ...base, seats: null, note: `${STAND_INS_NOTE}: ${alone}` };
    const places = placesOf(metadata.gameover, seats, outOfClock(clock));
    return {
      ...base,
      seats: seats.map((s): RatedSeatInput => ({ accountId: accounts.get(s)!, playerID: s, place: places.get(s)! })),
    };
  }
}

/** The note of a match settled without rating because no person played its last turns. */
export const STAND_INS_NOTE = 'stand-ins';
/** A match whose last this many moves were all stand-ins' is settled without rating. */
export const STAND_IN_MOVES = 10;

/** Why no person played the end of a match (null: someone did): each of its last STAND_IN_MOVES
 *  moves (all of them, when fewer) was a stand-in's, or at its end a stand-in played every seat
 *  (all had left, or their time had run out). */
export function playedOutByStandIns(log: readonly LogEntry[], clock: MatchClock | undefined): string | null {
  const seats = Object.values(clock?.seats ?? {});
  if (seats.length > 0 && seats.every((s) => !!s.standIn)) return 'a stand-in played every seat at the end';
  const moves = log.filter((e) => !e.automatic && e.action?.type === 'MAKE_MOVE');
  const last = moves.slice(-STAND_IN_MOVES);
  if (last.length > 0 && last.every((e) => (e.action.payload as { standIn?: unknown }).standIn === true)) {
    return `the last ${last.length} moves were all stand-ins'`;
  }
  return null;
}

/** Why a match created rated was settled without rating, for its players: 'stand-ins', 'void'
 *  (another reason), or undefined (rated, or not settled yet). */
export function unratedWhy(row: RatedResultRow | undefined): string | undefined {
  if (!row || row.rated) return undefined;
  return row.note?.startsWith(STAND_INS_NOTE) ? 'stand-ins' : 'void';
}

/** The rating update of one match's seats (used inside the store's transaction). */
export function rateFn(seats: RatedSeatInput[]): RateFn {
  return (before) => {
    const skills = seats.map((s) => before.get(s.accountId) ?? { ...newSkill(), games: 0, wins: 0 });
    const after = rateResult(
      skills,
      seats.map((s) => s.place),
    );
    const places = seats.map((s) => s.place);
    return new Map(
      seats.map((s, i) => {
        const b = skills[i];
        return [
          s.accountId,
          {
            mu: after[i].mu,
            sigma: after[i].sigma,
            rating: shownRating(after[i]),
            games: b.games + 1,
            wins: b.wins + (isWin(s.place, places) ? 1 : 0),
            ratingBefore: shownRating(b),
          },
        ];
      }),
    );
  };
}
