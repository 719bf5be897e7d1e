// What the match stores (./base.ts, ./sqlite.ts, ./postgres.ts) share besides the store class:
// the async contexts a move's handling runs in, the write outcomes, the metadata diff, the table
// list's page, the live cache's hand-out copy, the CSPRNG seed check.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { LogEntry, Server, State } from 'boardgame.io';
import { jsonCopy } from '../../games/common/base-g';

/** Set (to a lease owner) while boardgame.io makes the next match of a "Play again": a match it
 *  creates meanwhile is leased as being set up (setupLease) from before its row exists until the
 *  Lobby has copied the table's options onto it (server/lobby/guards.ts), and a join waits for
 *  that, so nobody takes a seat of a rated table's next match before it is rated. */
export const preparingMatch = new AsyncLocalStorage<string>();
/** The lease that marks a match as being set up. */
export const setupLease = (matchID: string) => `setup:${matchID}`;
/** How long a set-up lease lasts at most (it is released as soon as the set-up is done). */
export const SETUP_LEASE_MS = 10_000;

/** Set while boardgame.io handles a stand-in bot's socket connecting or leaving: its connection
 *  is not the seat's player's, so that metadata write (isConnected) is not stored. */
export const suppressedMetadata = new AsyncLocalStorage<boolean>();

export type FetchOpts = { state?: boolean; metadata?: boolean; log?: boolean; initialState?: boolean };
export type ListOpts = {
  gameName?: string;
  where?: { isGameover?: boolean; updatedBefore?: number; updatedAfter?: number };
};

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
  /** `updatedAt`: the row's column, which a move stamps without rewriting the metadata. */
  add(matchID: string, metadataJson: string, updatedAt?: number): boolean {
    const metadata = JSON.parse(metadataJson) as Server.MatchData;
    if (updatedAt !== undefined) metadata.updatedAt = updatedAt;
    if (!this.opts.keep(metadata)) return false;
    if (this.skip > 0) return (this.skip--, false);
    this.rows.push({ matchID, metadata });
    return this.rows.length >= this.opts.limit;
  }
}

/** Outcome of a state write: stored, nothing to store (same state), refused (another write won),
 *  no such match, or failed (the database answered with an error; nothing stored). */
export type WriteOutcome = 'written' | 'unchanged' | 'stale' | 'missing' | 'failed';

/** One changed metadata field: set `value` at `path`, or remove what is there. */
export interface MetadataChange {
  path: string[];
  value?: unknown;
  remove?: boolean;
}

export const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
const sameJson = (x: unknown, y: unknown) => x === y || JSON.stringify(x) === JSON.stringify(y);

/** The fields that differ between two metadata records: top-level fields, and each seat's fields
 *  under players (a seat added or removed whole is one change). Deeper values are compared and
 *  replaced whole. */
export function metadataChanges(before: Record<string, any>, after: Record<string, any>): MetadataChange[] {
  const out: MetadataChange[] = [];
  const diff = (b: Record<string, any>, a: Record<string, any>, at: string[], deeper: (k: string) => boolean) => {
    for (const k of new Set([...Object.keys(b), ...Object.keys(a)])) {
      const bv = b[k];
      const av = a[k];
      if (deeper(k) && isObject(bv) && isObject(av)) diff(bv, av, [...at, k], () => at.length === 0);
      else if (av === undefined) {
        if (bv !== undefined) out.push({ path: [...at, k], remove: true });
      } else if (!sameJson(bv, av)) out.push({ path: [...at, k], value: av });
    }
  };
  // depth: players → a seat → its fields
  diff(before, after, [], (k) => k === 'players');
  return out;
}

export interface StateWrite {
  matchID: string;
  stateID: number;
  outcome: WriteOutcome;
  /** The written state's ctx (a stored move: 'written'), for listeners that need no more of it. */
  ctx?: State['ctx'];
}

/** The stored _stateID a write of `next` may replace, and how to read the stored one. */
export function casOutcome(stored: number | undefined, next: number, deltalog?: LogEntry[]): WriteOutcome | 'write' {
  if (stored === undefined) return 'missing';
  if (stored === next - 1) return 'write';
  if (stored === next && !(deltalog && deltalog.length)) return 'unchanged';
  return 'stale';
}

/** A cached state as fetch hands it out: shared, except its ctx, which is copied. boardgame.io's
 *  flow (0.50.2) changes some of the ctx it is given in place (ctx._activePlayersNumMoves[seat]++
 *  on every move in a stage, activePlayers and the stage move limits in setStage); those objects
 *  are shared with the cached state and with its undo entries, which would change with them.
 *  (Read from JSON on every move, as before the cache, each move had its own.) */
export function handOut(state: State): State {
  return { ...state, ctx: jsonCopy(state.ctx) };
}

/** A seed from the CSPRNG (a v4 UUID: server/lobby/seeded-games.ts, or the re-run below);
 *  boardgame.io's clock seeds are short base-36 strings. */
export const isCsprngSeed = (seed: unknown): boolean =>
  typeof seed === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(seed);

/** The metadata to store over `stored`: once a match is over its gameover stays (a late write of
 *  metadata read before the end, e.g. a connection change, does not reopen it). */
export function keepGameover(metadata: Server.MatchData, stored: Server.MatchData | undefined): Server.MatchData {
  if (stored?.gameover === undefined || metadata.gameover !== undefined) return metadata;
  return { ...metadata, gameover: stored.gameover };
}
