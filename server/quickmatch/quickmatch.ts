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
// - Pairing (formTables): oldest first, each waiting player takes the nearest ratings around
//   their own, as long as the table's spread (highest − lowest) is within the accepted gap of
//   every player at it. The accepted gap widens while a player waits: GAP_BASE + GAP_PER_SECOND
//   per second waited. A table starts as soon as it is full: every seat is taken at creation and
//   the clock (QUICK_PACE) starts.
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
import { QUICK_PACE as PACE } from '../ratings/quick-pace';
import type { QueueRepo } from './repo';

export const TICK_MS = 1000;
export const LEASE_MS = 5000;
export const LEASE_KEY = 'quickmatch';
/** A waiting player not heard from for this long leaves the queue (the page asks every 1.5 s; a
 *  browser tab hidden for minutes may run its timers only once a minute). */
export const STALE_MS = 90_000;
/** A seated player's row (what GET answers) is kept this long. */
export const SEATED_KEEP_MS = 24 * 3_600_000;
export const GAP_BASE = 100;
export const GAP_PER_SECOND = 10;
export const BOTS_AFTER_MIN = 5;
export const BOTS_AFTER_MAX = 600;
/** The pace of a quick match (./quick-pace.ts). */
export const QUICK_PACE: Pace = { ...PACE };

/** The rating gap a player accepts after waiting since `joinedAt`. */
export function acceptedGap(joinedAt: number, now: number): number {
  return GAP_BASE + (GAP_PER_SECOND * Math.max(0, now - joinedAt)) / 1000;
}

/** Tables of `n` from the waiting rows of one game and player count (oldest first). */
export function formTables<T extends Pick<QueueRow, 'accountId' | 'rating' | 'joinedAt'>>(
  rows: T[],
  n: number,
  now: number,
): T[][] {
  const left = [...rows].sort((a, b) => a.joinedAt - b.joinedAt || (a.accountId < b.accountId ? -1 : 1));
  const out: T[][] = [];
  let formed = true;
  while (formed && left.length >= n) {
    formed = false;
    for (const anchor of left) {
      const near = left
        .filter((r) => r !== anchor)
        .sort(
          (a, b) => Math.abs(a.rating - anchor.rating) - Math.abs(b.rating - anchor.rating) || a.joinedAt - b.joinedAt,
        );
      let group = [anchor];
      for (const c of near) {
        const trial = [...group, c];
        const ratings = trial.map((r) => r.rating);
        const spread = Math.max(...ratings) - Math.min(...ratings);
        if (trial.every((r) => spread <= acceptedGap(r.joinedAt, now))) group = trial;
        if (group.length === n) break;
      }
      if (group.length === n) {
        out.push(group);
        for (const g of group) left.splice(left.indexOf(g), 1);
        formed = true;
        break;
      }
    }
  }
  return out;
}

export type QuickView =
  | { status: 'idle' }
  | {
      status: 'waiting';
      gameId: string;
      numPlayers: number;
      since: number;
      rating: number;
      gap: number;
      botsAfter: number | null;
    }
  | { status: 'seated'; gameId: string; numPlayers: number; matchID: string; playerID: string; credentials: string };

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
}

export class QuickMatch {
  private byId: Map<string, GameModule>;
  private timer: ReturnType<typeof setInterval> | undefined;
  private ticking: Promise<number> | undefined;
  readonly owner = randomUUID();
  private now: () => number;

  constructor(private deps: QuickMatchDeps) {
    this.byId = new Map(deps.games.map((g) => [g.id, g]));
    this.now = deps.now ?? Date.now;
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

  /** The unfinished quick match the account is seated at, if any. */
  private async playing(account: AccountRow): Promise<string | undefined> {
    const row = await this.deps.queue.queueGet(account.id);
    return row?.matchID && !(await this.isOver(row.matchID)) ? row.matchID : undefined;
  }

  private viewOf(row: QueueRow, now: number): QuickView {
    if (row.matchID && row.playerID && row.credentials) {
      return {
        status: 'seated',
        gameId: row.gameId,
        numPlayers: row.numPlayers,
        matchID: row.matchID,
        playerID: row.playerID,
        credentials: row.credentials,
      };
    }
    return {
      status: 'waiting',
      gameId: row.gameId,
      numPlayers: row.numPlayers,
      since: row.joinedAt,
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
    await queue.queuePurge(now - STALE_MS, now - SEATED_KEEP_MS);
    const waiting = await queue.queueWaiting();
    const groups = new Map<string, QueueRow[]>();
    for (const r of waiting) {
      if (!this.byId.has(r.gameId)) continue;
      const k = `${r.gameId}\u0000${r.numPlayers}`;
      (groups.get(k) ?? groups.set(k, []).get(k)!).push(r);
    }
    let seated = 0;
    for (const rows of groups.values()) {
      const { gameId, numPlayers } = rows[0];
      const tables = formTables(rows, numPlayers, now);
      for (const t of tables) if (await this.seat(gameId, numPlayers, t, true)) seated++;
      // players who accept bots and have waited long enough: an unrated table with bots
      const inTables = new Set(tables.flat());
      const open = rows.filter((r) => !inTables.has(r) && r.botsAfter !== null);
      while (open.length) {
        const due = open.find((r) => now - r.joinedAt >= r.botsAfter! * 1000);
        if (!due) break;
        const people = [due, ...open.filter((r) => r !== due)].slice(0, numPlayers - 1 || 1);
        for (const p of people) open.splice(open.indexOf(p), 1);
        if (await this.seat(gameId, numPlayers, people, false)) seated++;
      }
    }
    return seated;
  }

  /** Create the table for `rows` (the other seats bots) and seat them; false when one of them
   *  was seated meanwhile (the table is wiped) or the game is unknown. */
  private async seat(gameId: string, numPlayers: number, rows: QueueRow[], rated: boolean): Promise<boolean> {
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
    await clocks.create(matchID, QUICK_PACE, numPlayers, match.metadata);
    const seatedAt = this.now();
    if (!(await queue.queueSeat(seats.map((s) => ({ ...s, matchID, seatedAt }))))) {
      await store.wipe(matchID);
      log(`quick match: table ${matchID} not used (a player was seated meanwhile)`);
      return false;
    }
    if (!rated) await bots.start(matchID, gameId, match.metadata);
    log(
      `quick match: ${gameId} table ${matchID} for ${rows.length} player(s)${rated ? ' (rated)' : ', bots in the other seats (unrated)'}`,
    );
    return true;
  }
}
