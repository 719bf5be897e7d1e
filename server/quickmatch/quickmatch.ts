// Quick match: signed-in players ask for a game and a player count and are seated at a
// new rated table with those of the nearest ratings.
//
// - The queue is in the database (quick_queue, one row per account: ./repo.ts), so every server
//   process sees every waiting player. A player who stops asking (GET /api/quickmatch, which the page does
//   every 1.5 s) for STALE_MS (90 s) leaves the queue.
// - One process at a time forms tables: the holder of the lease "quickmatch" (server/db/types.ts
//   Leases), renewed on every tick; another takes over within LEASE_MS when it stops. Even if two
//   processes formed tables at once, a seat is given with one transaction that seats every
//   player of the table only if each is still waiting (all or none): nobody is seated twice, and
//   the table of the process that lost is wiped before anyone knows of it.
// - Each pace is its own queue (a live and a turn-based request never meet): live (QUICK_PACE,
//   90 s a turn; the player waits with the page open, and leaves the queue STALE_MS after the
//   page stops asking) and turnBased (24 hours a turn; the player may close the page: the
//   request waits TURN_BASED_WAIT_MS, a day, from when it was made). A seat at a turn-based
//   table does not hold the player back from another quick match (it lasts days; the account
//   holds the seat: My matches).
// - Pairing (./pairing.ts formTables): oldest first, the nearest ratings within every player's
//   accepted gap (widening with the wait), every two of them allowed to meet (`mayMeet`). A
//   table starts as soon as it is full: every seat is taken at creation and the clock starts;
//   then `onSeated(matchID, pace)` (e.g. tell the players their table is ready).
// - Optional per request: `botsAfter` seconds: a player who waited that long is seated with the
//   players waiting who also accept bots, the other seats Normal bots; such a table is unrated.
import { randomInt, randomUUID } from 'node:crypto';
import type { Game, Server } from 'boardgame.io';
import { createMatch } from 'boardgame.io/internal';
import type { GameModule } from '../../games/common/module';
import { seededGame } from '../lobby/seeded-games';
import type { AccountRow } from '../accounts/types';
import { botSeatName } from '../bots/names';
import type { BotSeats } from '../bots/seats';
import type { ClockKeeper } from '../clock/keeper';
import type { Pace } from '../clock/pace';
import type { AccountsRepo } from '../accounts/repo';
import type { Leases } from '../db/types';
import type { RatingKeeper } from '../ratings/keeper';
import { START_RATING } from '../ratings/model';
import { markedRated } from '../ratings/rated';
import type { RatingsRepo } from '../ratings/repo';
import type { QueueRow } from '../ratings/types';
import type { RoundhouseStoreBase } from '../storage/base';
import {
  QUICK_PACE as PACE,
  QUICK_TURN_BASED as TURN_BASED,
  type QuickPaceName,
  TURN_BASED_WAIT_MS,
} from '../ratings/quick-pace';
import { acceptedGap, formTables, meetingRule } from './pairing';
import type { QueueRepo } from './repo';

export const TICK_MS = 1000;
export const LEASE_MS = 5000;
export const LEASE_KEY = 'quickmatch';
/** A waiting player not heard from for this long leaves the queue (the page asks every 1.5 s; a
 *  browser tab hidden for minutes may run its timers only once a minute). */
export const STALE_MS = 90_000;
/** A seated player's row (what GET answers) is kept this long. */
export const SEATED_KEEP_MS = 24 * 3_600_000;
export const BOTS_AFTER_MIN = 5;
export const BOTS_AFTER_MAX = 600;
/** The pace of a live quick match (./quick-pace.ts). */
export const QUICK_PACE: Pace = { ...PACE };
/** The pace of each quick-match queue. */
export const PACE_OF: Record<QuickPaceName, Pace> = { live: QUICK_PACE, turnBased: { ...TURN_BASED } };
export { acceptedGap, formTables, GAP_BASE, GAP_PER_SECOND } from './pairing';

export type QuickView =
  | { status: 'idle' }
  | {
      status: 'waiting';
      gameId: string;
      numPlayers: number;
      pace: QuickPaceName;
      since: number;
      /** Until when the request waits (turn-based: a day after it was made; live: while asked). */
      until: number | null;
      rating: number;
      gap: number;
      botsAfter: number | null;
    }
  | {
      status: 'seated';
      gameId: string;
      numPlayers: number;
      pace: QuickPaceName;
      matchID: string;
      playerID: string;
      credentials: string;
    };

export interface QuickMatchDeps {
  /** The match store (new tables; a table not used is wiped). */
  store: RoundhouseStoreBase;
  /** This module's queue. */
  queue: QueueRepo;
  leases: Leases;
  accounts: Pick<AccountsRepo, 'accountById' | 'bindSeat'>;
  ratings: Pick<RatingsRepo, 'ratingsIn'>;
  games: GameModule[];
  clocks: ClockKeeper;
  bots: BotSeats;
  keeper: RatingKeeper;
  log: (msg: string) => void;
  now?: () => number;
  /** Whether two accounts may sit at one table (e.g. neither blocks the other); all may when absent. */
  mayMeet?: (a: string, b: string) => Promise<boolean>;
  /** A table was formed and every player seated (e.g. tell them: turn-based players are away). */
  onSeated?: (matchID: string, pace: QuickPaceName) => void | Promise<void>;
}

export class QuickMatch {
  private byId: Map<string, GameModule>;
  private timer: ReturnType<typeof setInterval> | undefined;
  private ticking: Promise<number> | undefined;
  readonly owner = randomUUID();
  private now: () => number;
  /** The hooks of the deps, which the wiring (server/app.ts) may also set after construction. */
  readonly hooks: Pick<QuickMatchDeps, 'mayMeet' | 'onSeated'>;

  constructor(private deps: QuickMatchDeps) {
    this.byId = new Map(deps.games.map((g) => [g.id, g]));
    this.now = deps.now ?? Date.now;
    this.hooks = { mayMeet: deps.mayMeet, onSeated: deps.onSeated };
  }

  start(everyMs = TICK_MS): void {
    this.timer = setInterval(() => void this.tick(), everyMs);
    this.timer.unref?.();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.ticking?.catch(() => 0);
    await this.deps.leases.releaseLease(LEASE_KEY, this.owner).catch(() => {});
  }

  /** Queue the account; the reason when it cannot be (409 naming the match while its quick match
   *  is still being played: one quick match at a time). */
  async join(
    account: AccountRow,
    gameId: string,
    numPlayers: number,
    botsAfter: number | null,
    pace: QuickPaceName = 'live',
  ): Promise<{ ok: true; view: QuickView } | { ok: false; status: number; error: string; matchID?: string }> {
    const { queue } = this.deps;
    const playing = await this.playing(account);
    if (playing)
      return { ok: false, status: 409, error: `Your quick match ${playing} is still being played`, matchID: playing };
    const now = this.now();
    const rating = (await this.deps.ratings.ratingsIn(gameId, [account.id]))[0]?.rating ?? START_RATING;
    const row: QueueRow = {
      accountId: account.id,
      gameId,
      numPlayers,
      rating,
      joinedAt: now,
      seenAt: now,
      botsAfter,
      pace,
      matchID: null,
      playerID: null,
      credentials: null,
      seatedAt: null,
    };
    await queue.queuePut(row);
    void this.tick();
    return { ok: true, view: this.viewOf(row, now) };
  }

  /** The account's state (a waiting player's ask keeps the place in the queue). */
  async state(account: AccountRow): Promise<QuickView> {
    const row = await this.deps.queue.queueGet(account.id);
    if (!row) return { status: 'idle' };
    const now = this.now();
    if (!row.matchID) await this.deps.queue.queueTouch(account.id, now);
    return this.viewOf(row, now);
  }

  /** Out of the queue. A player seated at a quick-match table that is not over stays seated (the
   *  row is what GET answers and what keeps a second quick match from starting): the match it
   *  names is returned instead. */
  async leave(account: AccountRow): Promise<{ ok: true } | { ok: false; matchID: string }> {
    const playing = await this.playing(account);
    if (playing) return { ok: false, matchID: playing };
    await this.deps.queue.queueLeave(account.id);
    return { ok: true };
  }

  /** The unfinished live quick match the account is seated at, if any (a turn-based one lasts
   *  days and holds nobody back). */
  private async playing(account: AccountRow): Promise<string | undefined> {
    const row = await this.deps.queue.queueGet(account.id);
    return row?.matchID && row.pace === 'live' && !(await this.isOver(row.matchID)) ? row.matchID : undefined;
  }

  private viewOf(row: QueueRow, now: number): QuickView {
    if (row.matchID && row.playerID && row.credentials) {
      return {
        status: 'seated',
        gameId: row.gameId,
        numPlayers: row.numPlayers,
        pace: row.pace,
        matchID: row.matchID,
        playerID: row.playerID,
        credentials: row.credentials,
      };
    }
    return {
      status: 'waiting',
      gameId: row.gameId,
      numPlayers: row.numPlayers,
      pace: row.pace,
      since: row.joinedAt,
      until: row.pace === 'live' ? null : row.joinedAt + TURN_BASED_WAIT_MS,
      rating: row.rating,
      gap: Math.round(acceptedGap(row.joinedAt, now)),
      botsAfter: row.botsAfter,
    };
  }

  private async isOver(matchID: string): Promise<boolean> {
    const { metadata } = (await this.deps.store.fetch(matchID, { metadata: true })) as { metadata?: Server.MatchData };
    return !metadata || metadata.gameover !== undefined;
  }

  /** Form and seat the tables the queue allows (only the lease holder, unless `force`: tests).
   *  Returns how many tables were seated. */
  tick(opts: { force?: boolean } = {}): Promise<number> {
    if (this.ticking && !opts.force) return this.ticking;
    const p = this.tickNow(!!opts.force)
      .catch((e) => {
        this.deps.log(`quick match: ${(e as Error).message}`);
        return 0;
      })
      .finally(() => {
        if (this.ticking === p) this.ticking = undefined;
      });
    if (!opts.force) this.ticking = p;
    return p;
  }

  private async tickNow(force: boolean): Promise<number> {
    const { queue, leases } = this.deps;
    if (!force && !(await leases.tryLease(LEASE_KEY, this.owner, LEASE_MS))) return 0;
    const now = this.now();
    await queue.queuePurge({
      liveSeenBefore: now - STALE_MS,
      turnBasedJoinedBefore: now - TURN_BASED_WAIT_MS,
      seatedBefore: now - SEATED_KEEP_MS,
    });
    const waiting = await queue.queueWaiting();
    // one queue per game, player count and pace
    const groups = new Map<string, QueueRow[]>();
    for (const r of waiting) {
      if (!this.byId.has(r.gameId)) continue;
      const k = `${r.gameId}\u0000${r.numPlayers}\u0000${r.pace}`;
      (groups.get(k) ?? groups.set(k, []).get(k)!).push(r);
    }
    let seated = 0;
    for (const rows of groups.values()) {
      const { gameId, numPlayers, pace } = rows[0];
      const mayMeet = await meetingRule(rows, this.hooks.mayMeet);
      const tables = formTables(rows, numPlayers, now, mayMeet);
      for (const t of tables) if (await this.seat(gameId, numPlayers, pace, t, true)) seated++;
      // players who accept bots and have waited long enough: an unrated table with bots
      const inTables = new Set(tables.flat());
      const open = rows.filter((r) => !inTables.has(r) && r.botsAfter !== null);
      while (open.length) {
        const due = open.find((r) => now - r.joinedAt >= r.botsAfter! * 1000);
        if (!due) break;
        const people = [due];
        for (const r of open)
          if (r !== due && people.length < (numPlayers - 1 || 1) && people.every((p) => mayMeet(p, r))) people.push(r);
        for (const p of people) open.splice(open.indexOf(p), 1);
        if (await this.seat(gameId, numPlayers, pace, people, false)) seated++;
      }
    }
    return seated;
  }

  /** Create the table for `rows` (the other seats bots) and seat them; false when one of them
   *  was seated meanwhile (the table is wiped) or the game is unknown. */
  private async seat(
    gameId: string,
    numPlayers: number,
    pace: QuickPaceName,
    rows: QueueRow[],
    rated: boolean,
  ): Promise<boolean> {
    const { store, queue, accounts, clocks, bots, keeper, log } = this.deps;
    const mod = this.byId.get(gameId);
    if (!mod) return false;
    const names = new Map<string, string>();
    for (const r of rows) {
      const a = await accounts.accountById(r.accountId);
      if (!a) {
        await queue.queueLeave(r.accountId);
        return false;
      }
      names.set(r.accountId, a.name);
    }
    const match = createMatch({ game: seededGame(mod.game as Game), numPlayers, setupData: undefined, unlisted: true });
    if ('setupDataError' in match) throw new Error(match.setupDataError);
    if (rated) markedRated(match.metadata);
    // seats in a random order (who starts is the game's business)
    const order = [...rows];
    for (let i = order.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [order[i], order[j]] = [order[j], order[i]];
    }
    const seats: { accountId: string; playerID: string; credentials: string }[] = [];
    for (let i = 0; i < numPlayers; i++) {
      const p = match.metadata.players[i];
      const r = order[i];
      const credentials = randomUUID();
      if (r) {
        match.metadata.players[i] = { ...p, name: names.get(r.accountId)!, credentials };
        seats.push({ accountId: r.accountId, playerID: String(i), credentials });
      } else {
        match.metadata.players[i] = { ...p, name: botSeatName(i, 'normal'), credentials, data: { bot: 'normal' } };
      }
    }
    const matchID = randomUUID().replace(/-/g, '').slice(0, 12);
    await store.createMatch(matchID, match);
    if (rated) await keeper.markRated(matchID, gameId);
    for (const s of seats) await accounts.bindSeat({ ...s, matchID, boundAt: this.now() }, true);
    await clocks.create(matchID, PACE_OF[pace], numPlayers, match.metadata);
    const seatedAt = this.now();
    if (!(await queue.queueSeat(seats.map((s) => ({ ...s, matchID, seatedAt }))))) {
      await store.wipe(matchID);
      log(`quick match: table ${matchID} not used (a player was seated meanwhile)`);
      return false;
    }
    if (!rated) await bots.start(matchID, gameId, match.metadata);
    log(
      `quick match: ${gameId} ${pace} table ${matchID} for ${rows.length} player(s)${rated ? ' (rated)' : ', bots in the other seats (unrated)'}`,
    );
    try {
      await this.hooks.onSeated?.(matchID, pace);
    } catch (e) {
      log(`quick match: after seating ${matchID}: ${(e as Error).message}`);
    }
    return true;
  }
}
