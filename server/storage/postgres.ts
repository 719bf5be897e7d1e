// The Postgres match store (the database: server/db/postgres.ts) for several server processes
// sharing one database, with the same guarantees as the SQLite store (server/storage/base.ts):
// every accepted move is stored with its log entries in one transaction, a state write is a
// compare-and-set on _stateID, gameover follows the stored state.
import type { LogEntry, Server, State } from 'boardgame.io';
import type pg from 'pg';
import type { GameModule } from '../../games/common/module';
import { PgDb } from '../db/postgres';
import type { FinishedSummary, MatchRow, OpenMatch, ReplayRecord } from './types';
import {
  casOutcome,
  RoundhouseStoreBase,
  TablePage,
  type FetchOpts,
  type ListOpts,
  type ListTablesOpts,
  type MetadataChange,
  type WriteOutcome,
} from './base';
import { MATCHES_SCHEMA } from './schema';

export { checkPgUrl, describePgUrl } from '../db/postgres';

export class PgStore extends RoundhouseStoreBase {
  declare readonly db: PgDb;
  /** Whether this store opened its database (and closes it). */
  private ownDb: boolean;

  constructor(urlOrDb: string | PgDb, games: GameModule[], opts: { max?: number; log?: (msg: string) => void } = {}) {
    const own = typeof urlOrDb === 'string';
    super(own ? new PgDb(urlOrDb, opts) : urlOrDb, games);
    this.ownDb = own;
  }

  private get pool() {
    return this.db.pool;
  }

  /** Reach the database (when this store opened it) and create or migrate the match tables;
   *  throws a clear error if unreachable. */
  override async connect(): Promise<void> {
    if (this.ownDb) await this.db.connect();
    await this.db.migrate(MATCHES_SCHEMA);
  }

  async close(): Promise<void> {
    if (this.ownDb) await this.db.close();
  }

  private tx<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    return this.db.tx(fn);
  }

  protected async insertMatch(
    matchID: string,
    gameName: string,
    rulesVersion: number,
    initialState: State,
    metadata: Server.MatchData,
  ): Promise<void> {
    const now = Date.now();
    const json = JSON.stringify(initialState);
    await this.pool.query(
      `INSERT INTO matches (id, game_name, rules_version, state, state_id, initial, metadata, gameover, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $4, $6, FALSE, $7, $7)`,
      [matchID, gameName, rulesVersion, json, initialState._stateID, JSON.stringify(metadata), now],
    );
    this.forget(matchID);
  }

  protected async writeState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<WriteOutcome> {
    const entries = (deltalog ?? []).map((e) => JSON.stringify(e));
    const over = state.ctx.gameover;
    const undo = this.undoPlan(matchID, state);
    // One statement, so one round trip and its own transaction: the compare-and-set (the row is
    // updated only if its _stateID is still the one this state was computed from; the row stays
    // locked until the statement commits), the log entries appended after the stored ones,
    // metadata.gameover when the state ends the match, and the undo entries (rows from `from` on
    // written, rows from `length` on removed: disjoint, so the two never touch one row).
    const res = await this.pool.query(
      `WITH upd AS (
         UPDATE matches SET state = $2, state_id = $3, updated_at = $4, log_len = log_len + cardinality($5::text[]),
           gameover = gameover OR $6::text IS NOT NULL,
           metadata = CASE WHEN $6::text IS NULL THEN metadata ELSE jsonb_set(metadata::jsonb, '{gameover}', $6::jsonb)::text END
         WHERE id = $1 AND state_id = $3 - 1
         RETURNING log_len
       ), ins AS (
         INSERT INTO logs (match_id, seq, entry)
         SELECT $1, upd.log_len - cardinality($5::text[]) + t.ord - 1, t.entry
         FROM upd, unnest($5::text[]) WITH ORDINALITY AS t(entry, ord)
       ), undo_del AS (
         DELETE FROM undo_steps WHERE match_id = $1 AND idx >= $8 AND EXISTS (SELECT 1 FROM upd)
       ), undo_put AS (
         INSERT INTO undo_steps (match_id, idx, entry)
         SELECT $1, $7 + t.ord - 1, t.entry
         FROM upd, unnest($9::text[]) WITH ORDINALITY AS t(entry, ord)
         ON CONFLICT (match_id, idx) DO UPDATE SET entry = excluded.entry
       )
       SELECT count(*)::int AS n FROM upd`,
      [
        matchID,
        this.stateJson(state),
        state._stateID,
        Date.now(),
        entries,
        over === undefined ? null : JSON.stringify(over),
        undo.from,
        undo.length,
        undo.add,
      ],
    );
    if (res.rows[0].n === 1) return 'written';
    const cur = await this.pool.query<{ state_id: number }>('SELECT state_id FROM matches WHERE id = $1', [matchID]);
    const verdict = casOutcome(cur.rows[0]?.state_id, state._stateID, deltalog);
    return verdict === 'write' ? 'stale' : verdict;
  }

  protected async writeMetadata(
    matchID: string,
    metadata: Server.MatchData,
    changes: MetadataChange[] | null,
  ): Promise<void> {
    if (changes) {
      // Only the fields that changed (jsonb_set / #-, one statement); a gameover stays.
      let expr = 'metadata::jsonb';
      const args: unknown[] = [matchID, metadata.updatedAt ?? Date.now()];
      let over = false;
      for (const c of changes) {
        if (c.remove) {
          if (c.path.length === 1 && c.path[0] === 'gameover') continue;
          args.push(c.path);
          expr = `(${expr} #- $${args.length}::text[])`;
        } else {
          args.push(c.path, JSON.stringify(c.value));
          expr = `jsonb_set(${expr}, $${args.length - 1}::text[], $${args.length}::text::jsonb)`;
          if (c.path.length === 1 && c.path[0] === 'gameover') over = true;
        }
      }
      args.push(over);
      await this.pool.query(
        `UPDATE matches SET metadata = (${expr})::text, gameover = gameover OR $${args.length}::boolean, updated_at = GREATEST(updated_at, $2) WHERE id = $1`,
        args,
      );
      return;
    }
    // One statement: keepGameover in SQL (once over, a metadata without gameover keeps the stored one).
    await this.pool.query(
      `UPDATE matches SET
         metadata = CASE WHEN gameover AND NOT ($2::text::jsonb ? 'gameover')
                    THEN ($2::text::jsonb || jsonb_build_object('gameover', metadata::jsonb -> 'gameover'))::text ELSE $2::text END,
         gameover = gameover OR ($2::text::jsonb ? 'gameover'),
         updated_at = $3
       WHERE id = $1`,
      [matchID, JSON.stringify(metadata), metadata.updatedAt ?? Date.now()],
    );
  }

  protected async touch(matchID: string, updatedAt: number): Promise<void> {
    await this.pool.query('UPDATE matches SET updated_at = GREATEST(updated_at, $2) WHERE id = $1', [
      matchID,
      updatedAt,
    ]);
  }

  override async fetch(matchID: string, opts: FetchOpts): Promise<any> {
    // The state comes back only when the stored one is not the cached one (server/storage/base.ts).
    const cols = ['game_name'];
    const args: unknown[] = [matchID];
    if (opts.state) {
      args.push(this.cachedState(matchID)?._stateID ?? -1);
      cols.push(
        'state_id',
        'CASE WHEN state_id = $2 THEN NULL ELSE state END AS state',
        'CASE WHEN state_id = $2 THEN NULL ELSE (SELECT array_agg(u.entry ORDER BY u.idx) FROM undo_steps u WHERE u.match_id = matches.id) END AS undo',
      );
    }
    if (opts.metadata) cols.push('metadata', 'updated_at');
    if (opts.initialState) cols.push('initial');
    const [{ rows }, log] = await Promise.all([
      this.pool.query(`SELECT ${cols.join(', ')} FROM matches WHERE id = $1`, args),
      opts.log ? this.readLog(matchID) : undefined,
    ]);
    const out: Record<string, unknown> = {};
    const row = rows[0];
    if (!row) return out;
    if (opts.state) out.state = this.liveState(matchID, row.state_id, row.state, row.undo);
    if (opts.metadata) out.metadata = this.parseMetadata(row.metadata, row.updated_at);
    if (opts.log) out.log = log;
    if (opts.initialState)
      out.initialState = row.initial ? this.publicInitialState(JSON.parse(row.initial), row.game_name) : undefined;
    return out;
  }

  override async wipe(matchID: string): Promise<void> {
    this.forget(matchID);
    await this.tx(async (c) => {
      await c.query('DELETE FROM matches WHERE id = $1', [matchID]);
      await c.query('DELETE FROM logs WHERE match_id = $1', [matchID]);
      await c.query('DELETE FROM undo_steps WHERE match_id = $1', [matchID]);
    });
  }

  override async listMatches(opts?: ListOpts): Promise<string[]> {
    const clauses: string[] = [];
    const args: unknown[] = [];
    const add = (sql: string, v: unknown) => (args.push(v), clauses.push(sql.replace('?', `$${args.length}`)));
    if (opts?.gameName) add('game_name = ?', opts.gameName);
    const w = opts?.where ?? {};
    if (w.isGameover !== undefined) add('gameover = ?', w.isGameover);
    if (w.updatedBefore !== undefined) add('updated_at < ?', w.updatedBefore);
    if (w.updatedAfter !== undefined) add('updated_at > ?', w.updatedAfter);
    const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
    const { rows } = await this.pool.query<{ id: string }>(
      `SELECT id FROM matches ${where} ORDER BY updated_at DESC`,
      args,
    );
    return rows.map((r) => r.id);
  }

  // ---- RoundhouseStore -------------------------------------------------------------------

  async fetchReplay(matchID: string): Promise<ReplayRecord | undefined> {
    const [{ rows }, log] = await Promise.all([
      this.pool.query('SELECT game_name, initial, metadata, rules_version FROM matches WHERE id = $1', [matchID]),
      this.readLog(matchID),
    ]);
    const row = rows[0];
    if (!row || !row.initial) return undefined;
    return {
      matchID,
      gameName: row.game_name,
      initialState: JSON.parse(row.initial),
      log,
      metadata: JSON.parse(row.metadata),
      rulesVersion: row.rules_version,
    };
  }

  async listFinished(opts?: { gameName?: string; limit?: number }): Promise<FinishedSummary[]> {
    const args: unknown[] = [];
    let sql = 'SELECT id, game_name, metadata, created_at, updated_at, log_len FROM matches WHERE gameover';
    if (opts?.gameName) args.push(opts.gameName), (sql += ` AND game_name = $${args.length}`);
    args.push(opts?.limit ?? 100);
    sql += ` ORDER BY updated_at DESC LIMIT $${args.length}`;
    const { rows } = await this.pool.query(sql, args);
    return rows.map((r) =>
      this.summary(r.id, r.game_name, JSON.parse(r.metadata), Number(r.created_at), Number(r.updated_at), r.log_len),
    );
  }

  async listOpen(): Promise<OpenMatch[]> {
    const { rows } = await this.pool.query(
      'SELECT id, game_name, metadata, updated_at FROM matches WHERE NOT gameover',
    );
    return rows.map((r) => ({
      matchID: r.id,
      gameName: r.game_name,
      metadata: { ...JSON.parse(r.metadata), updatedAt: Number(r.updated_at) },
    }));
  }

  async listTables(gameName: string, opts: ListTablesOpts): Promise<{ matchID: string; metadata: Server.MatchData }[]> {
    const page = new TablePage(opts);
    const BATCH = 200;
    for (let at = 0; ; at += BATCH) {
      const { rows } = await this.pool.query<{ id: string; metadata: string; updated_at: string }>(
        `SELECT id, metadata, updated_at FROM matches WHERE game_name = $1 AND NOT gameover AND (metadata::jsonb ->> 'unlisted') IS DISTINCT FROM 'true'
         ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
        [gameName, BATCH, at],
      );
      for (const r of rows) if (page.add(r.id, r.metadata, Number(r.updated_at))) return page.rows;
      if (rows.length < BATCH) return page.rows;
    }
  }

  async matchRows(ids: string[], limit = ids.length): Promise<MatchRow[]> {
    if (!ids.length) return [];
    const { rows } = await this.pool.query(
      'SELECT id, game_name, metadata, gameover, updated_at FROM matches WHERE id = ANY($1) ORDER BY updated_at DESC LIMIT $2',
      [ids, limit],
    );
    return rows.map((r) => ({
      matchID: r.id,
      gameName: r.game_name,
      metadata: JSON.parse(r.metadata),
      gameover: r.gameover === true,
      updatedAt: Number(r.updated_at),
    }));
  }

  async openOf(ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const { rows } = await this.pool.query<{ id: string }>(
      'SELECT id FROM matches WHERE id = ANY($1) AND NOT gameover',
      [ids],
    );
    return rows.map((r) => r.id);
  }

  async overWith(
    key: string,
    since: number,
    limit: number,
    after?: { updatedAt: number; matchID: string },
  ): Promise<{ matchID: string; updatedAt: number }[]> {
    const { rows } = await this.pool.query<{ id: string; updated_at: string }>(
      `SELECT id, updated_at FROM matches WHERE gameover AND (metadata::jsonb -> $1) = 'true'::jsonb AND updated_at >= $2
         AND (updated_at > $3 OR (updated_at = $3 AND id > $4))
       ORDER BY updated_at, id LIMIT $5`,
      [key, since, after?.updatedAt ?? -1, after?.matchID ?? '', limit],
    );
    return rows.map((r) => ({ matchID: r.id, updatedAt: Number(r.updated_at) }));
  }

  private async readLog(matchID: string): Promise<LogEntry[]> {
    const { rows } = await this.pool.query<{ entry: string }>(
      'SELECT entry FROM logs WHERE match_id = $1 ORDER BY seq',
      [matchID],
    );
    return rows.map((r) => JSON.parse(r.entry));
  }
}
