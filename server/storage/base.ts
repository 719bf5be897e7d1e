// What every Roundhouse store (SQLite: server/storage/sqlite.ts, Postgres: server/storage/postgres.ts) does the
// same way, on top of boardgame.io's StorageAPI.Async:
// - createMatch re-runs setup with a CSPRNG seed (the default seed comes from the clock);
// - fetch({ initialState }) returns what clients may see: the spectator view without PRNG or undo
//   data (boardgame.io #1159); the true initial state leaves only through fetchReplay;
// - setState is a compare-and-set on _stateID: boardgame.io's Master reads the state, applies one
//   action (which adds exactly 1 to _stateID) and writes it back, so a write of state k succeeds
//   only when the stored state is still k − 1. Of two processes that computed state k from the
//   same k − 1, exactly one wins; the other's write is refused ('stale') and nothing of it is
//   stored. A write of the unchanged state (an invalid move: same _stateID, no log) stores nothing
//   and counts as current while the stored state is still that one. Listeners (server/sockets/broadcast.ts)
//   hear every outcome, so an update is broadcast only once it is stored;
// - metadata.gameover follows the stored state: a state write that ends the match sets it in the
//   same transaction, and the gameover of a refused write never reaches the metadata;
// - leases (tryLease/releaseLease): a named row with an owner and an expiry, so that one process
//   of several runs a server bot seat, and another takes it over once the owner stops renewing.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes, randomUUID } from 'node:crypto';
import type { LogEntry, Server, State } from 'boardgame.io';
import { Async, InitializeGame } from 'boardgame.io/internal';
import type { GameModule } from '../../games/common/module';
import type { FinishedSummary, OpenMatch, ReplayRecord, ServerStore } from './types';
import type { AccountRow, BoundSeat, ChallengePurpose, ChallengeRow, PasskeyRow, SeatBinding, SessionRow } from '../accounts/types';
import type { LeaderboardRow, MatchSeatAccount, QueueRow, QueueSeat, RatedHistoryRow, RatedMatchInput, RatedResultRow, RateFn, RatingRow } from '../ratings/types';

/** Set while boardgame.io handles a stand-in bot's socket connecting or leaving: its connection
 *  is not the seat's player's, so that metadata write (isConnected) is not stored. */
export const suppressedMetadata = new AsyncLocalStorage<boolean>();

export type FetchOpts = { state?: boolean; metadata?: boolean; log?: boolean; initialState?: boolean };
export type ListOpts = { gameName?: string; where?: { isGameover?: boolean; updatedBefore?: number; updatedAfter?: number } };

/** Outcome of a state write: stored, nothing to store (same state), refused (another write won),
 *  no such match, or failed (the database answered with an error; nothing stored). */
/** A clock document as stored: bumped by one on every write (compare-and-set). */
export interface StoredClock {
  matchID: string;
  doc: any;
  version: number;
}

/** 32 random bytes, hex. */
export function newSecret(): string {
  return randomBytes(32).toString('hex');
}

export interface ListTablesOpts {
  limit: number;
  offset: number;
  keep(metadata: Server.MatchData): boolean;
}

/** Collects one page of `listTables` from rows read newest first: `add` answers true once full. */
export class TablePage {
  readonly rows: { matchID: string; metadata: Server.MatchData }[] = [];
  private skip: number;
  constructor(private opts: ListTablesOpts) {
    this.skip = opts.offset;
  }
  add(matchID: string, metadataJson: string): boolean {
    const metadata = JSON.parse(metadataJson) as Server.MatchData;
    if (!this.opts.keep(metadata)) return false;
    if (this.skip > 0) return this.skip--, false;
    this.rows.push({ matchID, metadata });
    return this.rows.length >= this.opts.limit;
  }
}

export type WriteOutcome = 'written' | 'unchanged' | 'stale' | 'missing' | 'failed';

export interface StateWrite {
  matchID: string;
  stateID: number;
  outcome: WriteOutcome;
}

/** The stored _stateID a write of `next` may replace, and how to read the stored one. */
export function casOutcome(stored: number | undefined, next: number, deltalog?: LogEntry[]): WriteOutcome | 'write' {
  if (stored === undefined) return 'missing';
  if (stored === next - 1) return 'write';
  if (stored === next && !(deltalog && deltalog.length)) return 'unchanged';
  return 'stale';
}

export abstract class RoundhouseStoreBase extends Async implements ServerStore {
  protected games: Map<string, GameModule>;
  private listeners = new Set<(w: StateWrite) => void>();
  /** State writes in flight in this process, per match (setMetadata waits for its Master's). */
  private inflight = new Map<string, Promise<WriteOutcome>>();

  constructor(games: GameModule[]) {
    super();
    this.games = new Map(games.map((g) => [g.id, g]));
  }

  // ---- what each database implements ------------------------------------------------------

  /** Insert a new match row (initial = state = initialState). */
  protected abstract insertMatch(matchID: string, gameName: string, rulesVersion: number, initialState: State, metadata: Server.MatchData): Promise<void>;
  /** In one transaction: if the stored _stateID is state._stateID − 1, store the state, append the
   *  log, and when the state is over set metadata.gameover; otherwise store nothing. */
  protected abstract writeState(matchID: string, state: State, deltalog: LogEntry[] | undefined): Promise<WriteOutcome>;
  /** In one transaction: store the metadata (keepGameover over the stored one). */
  protected abstract writeMetadata(matchID: string, metadata: Server.MatchData): Promise<void>;
  abstract listOpen(): Promise<OpenMatch[]>;
  /** A game's listed (not unlisted) matches that are not over, newest first: after skipping
   *  `offset` of those `keep` accepts, at most `limit` of them. Reads no more rows than it needs. */
  /** A random secret of the server's, made once and kept in the database (so every process of a
   *  cluster, and the next start, has the same one). */
  abstract serverSecret(name: string): Promise<string>;
  abstract listTables(gameName: string, opts: ListTablesOpts): Promise<{ matchID: string; metadata: Server.MatchData }[]>;
  abstract fetchReplay(matchID: string): Promise<ReplayRecord | undefined>;
  abstract listFinished(opts?: { gameName?: string; limit?: number }): Promise<FinishedSummary[]>;
  abstract tryLease(key: string, owner: string, ttlMs: number): Promise<boolean>;
  abstract releaseLease(key: string, owner: string): Promise<void>;
  /** A match's clock document (server/clock/model.ts) and its version, if it has one. */
  abstract getClock(matchID: string): Promise<StoredClock | undefined>;
  /** Store a clock document: a new one (expected null: only if the match has none yet), or a
   *  compare-and-set over version `expected`. True when stored. */
  abstract putClock(matchID: string, doc: unknown, expected: number | null): Promise<boolean>;
  /** The clocks of matches not yet over. */
  abstract listClocks(): Promise<StoredClock[]>;
  abstract close(): Promise<void> | void;

  // ---- accounts (issue 33; server/accounts/) ----------------------------------------------
  /** Store a new account; false when its nameKey is taken (nothing stored). */
  abstract createAccount(a: AccountRow): Promise<boolean>;
  abstract accountById(id: string): Promise<AccountRow | undefined>;
  abstract accountByNameKey(nameKey: string): Promise<AccountRow | undefined>;
  abstract setPasswordHash(accountId: string, hash: string | null): Promise<void>;
  /** Delete the account with its sessions, passkeys, challenges and seat bindings (one transaction). */
  abstract deleteAccount(accountId: string): Promise<void>;
  abstract createSession(s: SessionRow): Promise<void>;
  abstract sessionByHash(idHash: string): Promise<SessionRow | undefined>;
  abstract touchSession(idHash: string, now: number): Promise<void>;
  abstract deleteSession(idHash: string): Promise<void>;
  /** End every session of the account but `keepIdHash` (if given). */
  abstract deleteSessionsOf(accountId: string, keepIdHash?: string): Promise<void>;
  /** Drop sessions unused since `before`; how many. */
  abstract purgeSessions(before: number): Promise<number>;
  /** Store a passkey; false when its credential ID is already stored. */
  abstract addPasskey(p: PasskeyRow): Promise<boolean>;
  abstract passkeysOf(accountId: string): Promise<PasskeyRow[]>;
  abstract passkeyById(id: string): Promise<PasskeyRow | undefined>;
  abstract usePasskey(id: string, counter: number, now: number): Promise<void>;
  /** Remove the account's passkey `id`; false when it has none by that ID. */
  abstract deletePasskey(accountId: string, id: string): Promise<boolean>;
  /** Keep a WebAuthn challenge until it is used or expires (expired ones are dropped here). */
  abstract putChallenge(c: ChallengeRow, now: number): Promise<void>;
  /** Take (delete and return) an unexpired challenge of `purpose`: each is used at most once. */
  abstract takeChallenge(challenge: string, purpose: ChallengePurpose, now: number): Promise<ChallengeRow | undefined>;
  /** Bind a seat to an account. `replace`: a seat bound to another account moves (a fresh join);
   *  otherwise it stays where it is (adoption never takes a seat from an account). True when the
   *  seat is bound to `b.accountId` afterwards. */
  abstract bindSeat(b: SeatBinding, replace: boolean): Promise<boolean>;
  /** The account's bound seats whose match still exists, most recently updated first. */
  abstract seatsOf(accountId: string, limit: number): Promise<BoundSeat[]>;

  // ---- rated play (issue 34; server/ratings/) ----------------------------------------------
  /** Note a match as created rated (the sweep finds rated matches that ended without a result). */
  abstract markRated(matchID: string, gameId: string, createdAt: number): Promise<void>;
  /** Settle a rated match, in one transaction: its rated_results row (the match ID is the key)
   *  and, unless void, each account's new rating from `compute` over the rows before, and its
   *  rated_seats rows. False (nothing stored) when the match was settled already. */
  abstract settleRated(input: RatedMatchInput, compute: RateFn): Promise<boolean>;
  abstract ratedResult(matchID: string): Promise<RatedResultRow | undefined>;
  /** Rated matches that are over without a result (at most `limit`). */
  abstract unsettledRated(limit: number): Promise<string[]>;
  /** The account's ratings (every game it has a row for). */
  abstract ratingsOf(accountId: string): Promise<RatingRow[]>;
  /** The ratings of several accounts in one game. */
  abstract ratingsIn(gameId: string, accountIds: string[]): Promise<RatingRow[]>;
  /** A game's rated accounts (games ≥ 1) by shown rating, highest first. */
  abstract leaderboard(gameId: string, limit: number, offset: number): Promise<LeaderboardRow[]>;
  /** The account's settled rated matches, newest first. */
  abstract ratedHistory(accountId: string, limit: number, offset: number): Promise<RatedHistoryRow[]>;
  /** The seats of a match bound to accounts, with each account's name. */
  abstract matchSeatAccounts(matchID: string): Promise<MatchSeatAccount[]>;
  /** Queue the account (its row replaced: a new wait). */
  abstract queuePut(row: QueueRow): Promise<void>;
  abstract queueGet(accountId: string): Promise<QueueRow | undefined>;
  /** The account asked again at `now` (a waiting player who stops asking is dropped). */
  abstract queueTouch(accountId: string, now: number): Promise<void>;
  abstract queueLeave(accountId: string): Promise<void>;
  /** Every waiting (not seated) row, oldest first. */
  abstract queueWaiting(): Promise<QueueRow[]>;
  /** In one transaction: seat every row of `seats`, each only if still waiting; all or none.
   *  True when all were seated. */
  abstract queueSeat(seats: QueueSeat[]): Promise<boolean>;
  /** Drop waiting rows not asked about since `seenBefore`, and seated rows seated before
   *  `seatedBefore`; how many. */
  abstract queuePurge(seenBefore: number, seatedBefore: number): Promise<number>;

  // ---- shared behaviour ------------------------------------------------------------------

  /** Whether several server processes may share this store (Postgres: true). */
  get shared(): boolean {
    return false;
  }

  /** Hear every metadata write made through this store object (presence: isConnected). */
  onMetadataWrite(fn: (matchID: string, metadata: Server.MatchData) => void): () => void {
    this.metadataListeners.add(fn);
    return () => this.metadataListeners.delete(fn);
  }
  private metadataListeners = new Set<(matchID: string, metadata: Server.MatchData) => void>();

  /** Hear the outcome of every state write made through this store object. */
  onStateWrite(fn: (w: StateWrite) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  override async createMatch(matchID: string, opts: { initialState: State; metadata: Server.MatchData }): Promise<void> {
    const mod = this.games.get(opts.metadata.gameName);
    let initialState = opts.initialState;
    if (mod) {
      // Re-run setup with a CSPRNG seed: the default seed is derived from the clock.
      initialState = InitializeGame({
        game: { ...mod.game, seed: randomUUID() },
        numPlayers: opts.initialState.ctx.numPlayers,
        setupData: opts.metadata.setupData,
      });
    }
    await this.insertMatch(matchID, opts.metadata.gameName, mod?.rulesVersion ?? 0, initialState, opts.metadata);
  }

  override async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    const write = this.writeState(matchID, state, deltalog);
    this.inflight.set(matchID, write);
    let outcome: WriteOutcome = 'failed';
    try {
      outcome = await write;
    } finally {
      if (this.inflight.get(matchID) === write) this.inflight.delete(matchID);
      for (const fn of this.listeners) fn({ matchID, stateID: state._stateID, outcome });
    }
  }

  override async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    // The Master writes the state and then its metadata (with gameover when its move ended the
    // match) without waiting in between: when that state write was refused, its gameover is not
    // the match's.
    const pending = this.inflight.get(matchID);
    if (pending && metadata.gameover !== undefined) {
      const outcome = await pending.catch((): WriteOutcome => 'failed');
      if (outcome !== 'written' && outcome !== 'unchanged') {
        const { gameover: _dropped, ...rest } = metadata;
        metadata = rest as Server.MatchData;
      }
    }
    if (suppressedMetadata.getStore()) return; // a stand-in's connection change (server/clock/stand-in.ts)
    await this.writeMetadata(matchID, metadata);
    for (const fn of this.metadataListeners) fn(matchID, metadata);
  }

  /** What clients may see of the initial state: the spectator view, without PRNG or undo data. */
  protected publicInitialState(initial: State, gameName: string): State {
    const view = this.games.get(gameName)?.game.playerView;
    const G = view ? view({ G: initial.G, ctx: initial.ctx, playerID: null } as any) : initial.G;
    const { random: _random, ...plugins } = initial.plugins ?? {};
    return { ...initial, G, plugins, _undo: [], _redo: [] } as State;
  }

  /** A finished-list entry from a stored match. */
  protected summary(matchID: string, gameName: string, metadata: Server.MatchData, createdAt: number, updatedAt: number, plies: number): FinishedSummary {
    return {
      matchID,
      gameName,
      players: Object.values(metadata.players).map((p) => ({ id: String(p.id), name: p.name })),
      gameover: metadata.gameover,
      createdAt,
      updatedAt,
      plies,
    };
  }
}

/** The metadata to store over `stored`: once a match is over its gameover stays (a late write of
 *  metadata read before the end, e.g. a connection change, does not reopen it). */
export function keepGameover(metadata: Server.MatchData, stored: Server.MatchData | undefined): Server.MatchData {
  if (stored?.gameover === undefined || metadata.gameover !== undefined) return metadata;
  return { ...metadata, gameover: stored.gameover };
}
