// Postgres storage (DATABASE_URL=postgres://…) for several server processes sharing one database,
// with the same guarantees as the SQLite store (server/storage/base.ts): every accepted move is
// stored with its log entries in one transaction, a state write is a compare-and-set on _stateID,
// gameover follows the stored state, leases for the server bot seats. The schema is created or
// migrated on start, under an advisory lock so that processes starting together do it once.
//
// JSON is kept as text (exactly what was written, parsed back as is). Expiry of leases uses the
// database's clock, so processes on machines with skewed clocks agree on it.
import type { LogEntry, Server, State } from 'boardgame.io';
import pg from 'pg';
import type { GameModule } from '../../games/common/module';
import type { FinishedSummary, OpenMatch, ReplayRecord } from './types';
import type { AccountRow, BoundSeat, ChallengePurpose, ChallengeRow, PasskeyRow, SeatBinding, SessionRow } from '../accounts/types';
import { accountOf, passkeyOf, type DbAccount, type DbPasskey } from '../accounts/rows';
import type { LeaderboardRow, MatchSeatAccount, QueueRow, QueueSeat, RatedHistoryRow, RatedMatchInput, RatedResultRow, RateFn, RatingRow } from '../ratings/types';
import { RATED_SCHEMA_POSTGRES, historyOf, queueRowOf, ratingRowOf, type DbQueue, type DbRating } from '../ratings/rows';
import { ACCOUNT_ROWS, casOutcome, newSecret, RoundhouseStoreBase, TablePage, type FetchOpts, type ListOpts, type ListTablesOpts, type MetadataChange, type StoredClock, type WriteOutcome } from './base';


/** Schema versions, applied in order; the applied version is kept in roundhouse_schema. */
const MIGRATIONS: string[] = [
  `CREATE TABLE matches (
     id TEXT PRIMARY KEY,
     game_name TEXT NOT NULL,
     rules_version INTEGER NOT NULL,
     state TEXT,
     state_id INTEGER NOT NULL,
     initial TEXT,
     metadata TEXT NOT NULL,
     gameover BOOLEAN NOT NULL DEFAULT FALSE,
     log_len INTEGER NOT NULL DEFAULT 0,
     created_at BIGINT NOT NULL,
     updated_at BIGINT NOT NULL
   );
   CREATE INDEX matches_game ON matches (game_name, updated_at);
   CREATE INDEX matches_open ON matches (gameover, updated_at);
   CREATE TABLE logs (
     match_id TEXT NOT NULL,
     seq INTEGER NOT NULL,
     entry TEXT NOT NULL,
     PRIMARY KEY (match_id, seq)
   );
   CREATE TABLE leases (
     key TEXT PRIMARY KEY,
     owner TEXT NOT NULL,
     expires_at TIMESTAMPTZ NOT NULL
   );`,
  `CREATE TABLE clocks (
     match_id TEXT PRIMARY KEY,
     doc TEXT NOT NULL,
     version INTEGER NOT NULL
   );`,
  `CREATE INDEX matches_list ON matches (game_name, gameover, created_at);
   CREATE TABLE server_secrets (
     name TEXT PRIMARY KEY,
     value TEXT NOT NULL
   );`,
  // Accounts (issue 33, server/accounts/): accounts, sessions (hashed IDs), passkeys, one-use
  // WebAuthn challenges, and the seats bound to accounts.
  `CREATE TABLE accounts (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     name_key TEXT NOT NULL UNIQUE,
     password_hash TEXT,
     webauthn_user_id TEXT NOT NULL UNIQUE,
     created_at BIGINT NOT NULL
   );
   CREATE TABLE sessions (
     id_hash TEXT PRIMARY KEY,
     account_id TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     last_seen_at BIGINT NOT NULL
   );
   CREATE INDEX sessions_account ON sessions (account_id);
   CREATE INDEX sessions_seen ON sessions (last_seen_at);
   CREATE TABLE passkeys (
     id TEXT PRIMARY KEY,
     account_id TEXT NOT NULL,
     public_key TEXT NOT NULL,
     counter BIGINT NOT NULL,
     transports TEXT NOT NULL,
     rp_id TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     last_used_at BIGINT
   );
   CREATE INDEX passkeys_account ON passkeys (account_id);
   CREATE TABLE passkey_challenges (
     challenge TEXT PRIMARY KEY,
     purpose TEXT NOT NULL,
     account_id TEXT,
     data TEXT,
     expires_at BIGINT NOT NULL
   );
   CREATE TABLE account_seats (
     match_id TEXT NOT NULL,
     player_id TEXT NOT NULL,
     account_id TEXT NOT NULL,
     credentials TEXT NOT NULL,
     bound_at BIGINT NOT NULL,
     PRIMARY KEY (match_id, player_id)
   );
   CREATE INDEX account_seats_account ON account_seats (account_id);`,
  // Rated play (issue 34, server/ratings/): ratings, settled results, the quick-match queue.
  RATED_SCHEMA_POSTGRES,
  // boardgame.io's undo history, one row per entry, apart from the state (server/storage/base.ts)
  `CREATE TABLE undo_steps (
     match_id TEXT NOT NULL,
     idx INTEGER NOT NULL,
     entry TEXT NOT NULL,
     PRIMARY KEY (match_id, idx)
   );`,
];

/** Advisory lock id for migrations ("roundhouse" in ASCII, truncated to fit an int8). */
const MIGRATION_LOCK = 0x726f756e64686f;

/** Where a postgres:// URL points, without its password (for messages). */
export function describePgUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname || 'localhost'}:${u.port || 5432}${u.pathname || '/'}`;
  } catch {
    return 'an unreadable URL';
  }
}

/** Check DATABASE_URL's form; throws a clear error. */
export function checkPgUrl(url: string): void {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new Error(`DATABASE_URL is not a URL (expected postgres://user:password@host:5432/database)`);
  }
  if (u.protocol !== 'postgres:' && u.protocol !== 'postgresql:') {
    throw new Error(`DATABASE_URL must start with postgres:// or postgresql:// (got ${u.protocol}//…)`);
  }
}

export class PgStore extends RoundhouseStoreBase {
  private pool: pg.Pool;

  constructor(
    private url: string,
    games: GameModule[],
    opts: { max?: number; log?: (msg: string) => void } = {},
  ) {
    super(games);
    checkPgUrl(url);
    this.pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10, connectionTimeoutMillis: 5000 });
    // An idle client that loses its connection (database restart) is dropped from the pool; the
    // next query opens a new one. Without a listener the error would end the process.
    this.pool.on('error', (e) => (opts.log ?? console.error)(`postgres: idle connection lost: ${e.message}`));
  }

  override get shared(): boolean {
    return true;
  }

  /** Reach the database and create or migrate the schema; throws a clear error if unreachable. */
  override async connect(): Promise<void> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (e) {
      throw new Error(`cannot reach Postgres at ${describePgUrl(this.url)} (DATABASE_URL): ${(e as Error).message || String(e)}`);
    }
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await client.query('CREATE TABLE IF NOT EXISTS roundhouse_schema (version INTEGER NOT NULL)');
      const { rows } = await client.query<{ version: number }>('SELECT version FROM roundhouse_schema');
      let version = rows[0]?.version ?? 0;
      if (!rows.length) await client.query('INSERT INTO roundhouse_schema (version) VALUES (0)');
      if (version > MIGRATIONS.length) {
        throw new Error(`the database has schema version ${version}, newer than this server's ${MIGRATIONS.length}`);
      }
      for (; version < MIGRATIONS.length; version++) {
        await client.query('BEGIN');
        await client.query(MIGRATIONS[version]);
        await client.query('UPDATE roundhouse_schema SET version = $1', [version + 1]);
        await client.query('COMMIT');
      }
    } catch (e) {
      await client.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
  }

  private closed = false;

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }

  /** Run fn in one transaction on one connection. */
  private async tx<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const c = await this.pool.connect();
    try {
      await c.query('BEGIN');
      const out = await fn(c);
      await c.query('COMMIT');
      return out;
    } catch (e) {
      await c.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      c.release();
    }
  }

  protected async insertMatch(matchID: string, gameName: string, rulesVersion: number, initialState: State, metadata: Server.MatchData): Promise<void> {
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
      [matchID, this.stateJson(state), state._stateID, Date.now(), entries, over === undefined ? null : JSON.stringify(over), undo.from, undo.length, undo.add],
    );
    if (res.rows[0].n === 1) return 'written';
    const cur = await this.pool.query<{ state_id: number }>('SELECT state_id FROM matches WHERE id = $1', [matchID]);
    const verdict = casOutcome(cur.rows[0]?.state_id, state._stateID, deltalog);
    return verdict === 'write' ? 'stale' : verdict;
  }

  protected async writeMetadata(matchID: string, metadata: Server.MatchData, changes: MetadataChange[] | null): Promise<void> {
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
    await this.pool.query('UPDATE matches SET updated_at = GREATEST(updated_at, $2) WHERE id = $1', [matchID, updatedAt]);
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
    if (opts.initialState) out.initialState = row.initial ? this.publicInitialState(JSON.parse(row.initial), row.game_name) : undefined;
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
    const { rows } = await this.pool.query<{ id: string }>(`SELECT id FROM matches ${where} ORDER BY updated_at DESC`, args);
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
    if (opts?.gameName) (args.push(opts.gameName), (sql += ` AND game_name = $${args.length}`));
    args.push(opts?.limit ?? 100);
    sql += ` ORDER BY updated_at DESC LIMIT $${args.length}`;
    const { rows } = await this.pool.query(sql, args);
    return rows.map((r) => this.summary(r.id, r.game_name, JSON.parse(r.metadata), Number(r.created_at), Number(r.updated_at), r.log_len));
  }

  async listOpen(): Promise<OpenMatch[]> {
    const { rows } = await this.pool.query('SELECT id, game_name, metadata, updated_at FROM matches WHERE NOT gameover');
    return rows.map((r) => ({ matchID: r.id, gameName: r.game_name, metadata: { ...JSON.parse(r.metadata), updatedAt: Number(r.updated_at) } }));
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

  async serverSecret(name: string): Promise<string> {
    await this.pool.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, newSecret()]);
    const { rows } = await this.pool.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
    return rows[0].value;
  }

  async tryLease(key: string, owner: string, ttlMs: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO leases (key, owner, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at
       WHERE leases.owner = excluded.owner OR leases.expires_at <= now()`,
      [key, owner, ttlMs],
    );
    return rowCount === 1;
  }

  async leaseHeld(key: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM leases WHERE key = $1 AND expires_at > now()', [key]);
    return rowCount === 1;
  }

  async releaseLease(key: string, owner: string): Promise<void> {
    await this.pool.query('DELETE FROM leases WHERE key = $1 AND owner = $2', [key, owner]);
  }

  async getClock(matchID: string): Promise<StoredClock | undefined> {
    const { rows } = await this.pool.query<{ doc: string; version: number }>('SELECT doc, version FROM clocks WHERE match_id = $1', [matchID]);
    return rows[0] ? { matchID, doc: JSON.parse(rows[0].doc), version: rows[0].version } : undefined;
  }

  async putClock(matchID: string, doc: unknown, expected: number | null): Promise<boolean> {
    const json = JSON.stringify(doc);
    const { rowCount } = expected === null
      ? await this.pool.query('INSERT INTO clocks (match_id, doc, version) VALUES ($1, $2, 1) ON CONFLICT (match_id) DO NOTHING', [matchID, json])
      : await this.pool.query('UPDATE clocks SET doc = $1, version = version + 1 WHERE match_id = $2 AND version = $3', [json, matchID, expected]);
    return rowCount === 1;
  }

  async listClocks(): Promise<StoredClock[]> {
    const { rows } = await this.pool.query<{ match_id: string; doc: string; version: number }>(
      'SELECT c.match_id, c.doc, c.version FROM clocks c JOIN matches m ON m.id = c.match_id WHERE NOT m.gameover',
    );
    return rows.map((r) => ({ matchID: r.match_id, doc: JSON.parse(r.doc), version: r.version }));
  }

  // ---- accounts (issue 33) -----------------------------------------------------------------

  async createAccount(a: AccountRow): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO accounts (id, name, name_key, password_hash, webauthn_user_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (name_key) DO NOTHING`,
      [a.id, a.name, a.nameKey, a.passwordHash, a.webauthnUserId, a.createdAt],
    );
    return rowCount === 1;
  }

  async accountById(id: string): Promise<AccountRow | undefined> {
    return accountOf((await this.pool.query<DbAccount>('SELECT * FROM accounts WHERE id = $1', [id])).rows[0]);
  }

  async accountByNameKey(nameKey: string): Promise<AccountRow | undefined> {
    return accountOf((await this.pool.query<DbAccount>('SELECT * FROM accounts WHERE name_key = $1', [nameKey])).rows[0]);
  }

  async setPasswordHash(accountId: string, hash: string | null): Promise<void> {
    await this.pool.query('UPDATE accounts SET password_hash = $1 WHERE id = $2', [hash, accountId]);
  }

  async deleteAccount(accountId: string): Promise<void> {
    await this.tx(async (c) => {
      for (const t of ACCOUNT_ROWS) await c.query(`DELETE FROM ${t} WHERE account_id = $1`, [accountId]);
      await c.query('DELETE FROM accounts WHERE id = $1', [accountId]);
    });
  }

  async createSession(s: SessionRow): Promise<void> {
    await this.pool.query('INSERT INTO sessions (id_hash, account_id, created_at, last_seen_at) VALUES ($1, $2, $3, $4)', [s.idHash, s.accountId, s.createdAt, s.lastSeenAt]);
  }

  async sessionByHash(idHash: string): Promise<SessionRow | undefined> {
    const r = (await this.pool.query('SELECT * FROM sessions WHERE id_hash = $1', [idHash])).rows[0];
    return r ? { idHash: r.id_hash, accountId: r.account_id, createdAt: Number(r.created_at), lastSeenAt: Number(r.last_seen_at) } : undefined;
  }

  async touchSession(idHash: string, now: number): Promise<void> {
    await this.pool.query('UPDATE sessions SET last_seen_at = $1 WHERE id_hash = $2', [now, idHash]);
  }

  async deleteSession(idHash: string): Promise<void> {
    await this.pool.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
  }

  async deleteSessionsOf(accountId: string, keepIdHash?: string): Promise<void> {
    await this.pool.query('DELETE FROM sessions WHERE account_id = $1 AND id_hash IS DISTINCT FROM $2', [accountId, keepIdHash ?? null]);
  }

  async purgeSessions(before: number): Promise<number> {
    return (await this.pool.query('DELETE FROM sessions WHERE last_seen_at < $1', [before])).rowCount ?? 0;
  }

  async addPasskey(p: PasskeyRow): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO passkeys (id, account_id, public_key, counter, transports, rp_id, created_at, last_used_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (id) DO NOTHING`,
      [p.id, p.accountId, p.publicKey, p.counter, JSON.stringify(p.transports), p.rpId, p.createdAt, p.lastUsedAt],
    );
    return rowCount === 1;
  }

  async passkeysOf(accountId: string): Promise<PasskeyRow[]> {
    return (await this.pool.query<DbPasskey>('SELECT * FROM passkeys WHERE account_id = $1 ORDER BY created_at', [accountId])).rows.map(passkeyOf);
  }

  async passkeyById(id: string): Promise<PasskeyRow | undefined> {
    const r = (await this.pool.query<DbPasskey>('SELECT * FROM passkeys WHERE id = $1', [id])).rows[0];
    return r ? passkeyOf(r) : undefined;
  }

  async usePasskey(id: string, counter: number, now: number): Promise<void> {
    await this.pool.query('UPDATE passkeys SET counter = $1, last_used_at = $2 WHERE id = $3', [counter, now, id]);
  }

  async deletePasskey(accountId: string, id: string): Promise<boolean> {
    return (await this.pool.query('DELETE FROM passkeys WHERE account_id = $1 AND id = $2', [accountId, id])).rowCount === 1;
  }

  async putChallenge(c: ChallengeRow, now: number): Promise<void> {
    await this.pool.query('DELETE FROM passkey_challenges WHERE expires_at <= $1', [now]);
    await this.pool.query('INSERT INTO passkey_challenges (challenge, purpose, account_id, data, expires_at) VALUES ($1, $2, $3, $4, $5)', [c.challenge, c.purpose, c.accountId, c.data, c.expiresAt]);
  }

  async takeChallenge(challenge: string, purpose: ChallengePurpose, now: number): Promise<ChallengeRow | undefined> {
    const r = (await this.pool.query('DELETE FROM passkey_challenges WHERE challenge = $1 AND purpose = $2 RETURNING *', [challenge, purpose])).rows[0];
    if (!r || Number(r.expires_at) <= now) return undefined;
    return { challenge: r.challenge, purpose: r.purpose, accountId: r.account_id, data: r.data, expiresAt: Number(r.expires_at) };
  }

  async bindSeat(b: SeatBinding, replace: boolean): Promise<boolean> {
    const { rows } = await this.pool.query<{ account_id: string; credentials: string }>(
      `WITH ins AS (
         INSERT INTO account_seats (match_id, player_id, account_id, credentials, bound_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (match_id, player_id) DO ${replace ? 'UPDATE SET account_id = excluded.account_id, credentials = excluded.credentials, bound_at = excluded.bound_at' : 'NOTHING'}
         RETURNING account_id, credentials
       )
       SELECT account_id, credentials FROM ins
       UNION ALL SELECT account_id, credentials FROM account_seats WHERE match_id = $1 AND player_id = $2 AND NOT EXISTS (SELECT 1 FROM ins)`,
      [b.matchID, b.playerID, b.accountId, b.credentials, b.boundAt],
    );
    return rows[0]?.account_id === b.accountId && rows[0].credentials === b.credentials;
  }

  async seatsOf(accountId: string, limit: number): Promise<BoundSeat[]> {
    const { rows } = await this.pool.query(
      `SELECT s.match_id, s.player_id, s.credentials, s.bound_at, m.game_name, m.metadata, m.gameover, m.updated_at
       FROM account_seats s JOIN matches m ON m.id = s.match_id WHERE s.account_id = $1 ORDER BY m.updated_at DESC LIMIT $2`,
      [accountId, limit],
    );
    return rows.map((r) => ({
      accountId,
      matchID: r.match_id,
      playerID: r.player_id,
      credentials: r.credentials,
      boundAt: Number(r.bound_at),
      gameName: r.game_name,
      metadata: JSON.parse(r.metadata),
      gameover: r.gameover === true,
      updatedAt: Number(r.updated_at),
    }));
  }

  // ---- rated play (issue 34) ---------------------------------------------------------------

  async markRated(matchID: string, gameId: string, createdAt: number): Promise<void> {
    await this.pool.query('INSERT INTO rated_matches (match_id, game_id, created_at) VALUES ($1, $2, $3) ON CONFLICT (match_id) DO NOTHING', [matchID, gameId, createdAt]);
  }

  async settleRated(input: RatedMatchInput, compute: RateFn): Promise<boolean> {
    const done = await this.tx(async (c): Promise<boolean> => {
      // Of several processes settling the same match, the first insert wins; the others wait for
      // its transaction and then insert nothing (and store nothing else).
      const ins = await c.query(
        'INSERT INTO rated_results (match_id, game_id, finished_at, rated, note) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (match_id) DO NOTHING',
        [input.matchID, input.gameId, input.finishedAt, !!input.seats, input.note ?? null],
      );
      if (ins.rowCount !== 1) return false;
      await c.query('DELETE FROM rated_matches WHERE match_id = $1', [input.matchID]);
      if (!input.seats) return true;
      // Lock the accounts' rows in one order (a row made first if new), so two matches of the same
      // player settled at once update its rating one after the other and never lose an update.
      const ids = [...new Set(input.seats.map((s) => s.accountId))].sort();
      for (const id of ids) {
        await c.query(
          `INSERT INTO ratings (account_id, game_id, mu, sigma, rating, games, wins, updated_at) VALUES ($1, $2, 0, 0, 0, 0, 0, 0)
           ON CONFLICT (account_id, game_id) DO NOTHING`,
          [id, input.gameId],
        );
      }
      const { rows } = await c.query<DbRating>('SELECT * FROM ratings WHERE game_id = $1 AND account_id = ANY($2) ORDER BY account_id FOR UPDATE', [input.gameId, ids]);
      const before = new Map<string, RatingRow | undefined>();
      for (const r of rows) before.set(r.account_id, Number(r.games) > 0 || Number(r.sigma) > 0 ? ratingRowOf(r) : undefined);
      const after = compute(before);
      for (const s of input.seats) {
        const a = after.get(s.accountId);
        if (!a) throw new Error(`no new rating for an account of match ${input.matchID}`);
        await c.query(
          'UPDATE ratings SET mu = $3, sigma = $4, rating = $5, games = $6, wins = $7, updated_at = $8 WHERE account_id = $1 AND game_id = $2',
          [s.accountId, input.gameId, a.mu, a.sigma, a.rating, a.games, a.wins, input.finishedAt],
        );
        await c.query(
          'INSERT INTO rated_seats (match_id, account_id, game_id, player_id, place, rating_before, rating_after, finished_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
          [input.matchID, s.accountId, input.gameId, s.playerID, s.place, a.ratingBefore, a.rating, input.finishedAt],
        );
      }
      return true;
    });
    return done;
  }

  async ratedResult(matchID: string): Promise<RatedResultRow | undefined> {
    const r = (await this.pool.query('SELECT * FROM rated_results WHERE match_id = $1', [matchID])).rows[0];
    return r ? { matchID: r.match_id, gameId: r.game_id, finishedAt: Number(r.finished_at), rated: r.rated === true, note: r.note } : undefined;
  }

  async unsettledRated(limit: number): Promise<string[]> {
    const { rows } = await this.pool.query<{ match_id: string }>('SELECT r.match_id FROM rated_matches r JOIN matches m ON m.id = r.match_id WHERE m.gameover LIMIT $1', [limit]);
    return rows.map((r) => r.match_id);
  }

  async ratingsOf(accountId: string): Promise<RatingRow[]> {
    return (await this.pool.query<DbRating>('SELECT * FROM ratings WHERE account_id = $1 AND games > 0 ORDER BY game_id', [accountId])).rows.map(ratingRowOf);
  }

  async ratingsIn(gameId: string, accountIds: string[]): Promise<RatingRow[]> {
    if (!accountIds.length) return [];
    return (await this.pool.query<DbRating>('SELECT * FROM ratings WHERE game_id = $1 AND account_id = ANY($2) AND games > 0', [gameId, accountIds])).rows.map(ratingRowOf);
  }

  async leaderboard(gameId: string, limit: number, offset: number): Promise<LeaderboardRow[]> {
    const { rows } = await this.pool.query(
      `SELECT a.name, r.rating, r.games, r.wins FROM ratings r JOIN accounts a ON a.id = r.account_id
       WHERE r.game_id = $1 AND r.games > 0 ORDER BY r.rating DESC, r.games DESC, a.name_key LIMIT $2 OFFSET $3`,
      [gameId, limit, offset],
    );
    return rows.map((r) => ({ name: r.name, rating: Number(r.rating), games: Number(r.games), wins: Number(r.wins) }));
  }

  async ratedHistory(accountId: string, limit: number, offset: number): Promise<RatedHistoryRow[]> {
    const { rows: mine } = await this.pool.query(
      `SELECT match_id, game_id, player_id, place, rating_before, rating_after, finished_at FROM rated_seats
       WHERE account_id = $1 ORDER BY finished_at DESC, match_id LIMIT $2 OFFSET $3`,
      [accountId, limit, offset],
    );
    if (!mine.length) return [];
    const { rows: all } = await this.pool.query(
      `SELECT s.match_id, s.player_id, s.place, s.rating_after, a.name FROM rated_seats s LEFT JOIN accounts a ON a.id = s.account_id
       WHERE s.match_id = ANY($1) ORDER BY s.place, s.player_id`,
      [mine.map((m) => m.match_id)],
    );
    return historyOf(mine, all);
  }

  async matchSeatAccounts(matchID: string): Promise<MatchSeatAccount[]> {
    const { rows } = await this.pool.query(
      'SELECT s.player_id, s.account_id, s.credentials, a.name FROM account_seats s JOIN accounts a ON a.id = s.account_id WHERE s.match_id = $1 ORDER BY s.player_id',
      [matchID],
    );
    return rows.map((r) => ({ playerID: r.player_id, accountId: r.account_id, credentials: r.credentials, name: r.name }));
  }

  async queuePut(q: QueueRow): Promise<void> {
    await this.pool.query(
      `INSERT INTO quick_queue (account_id, game_id, num_players, rating, joined_at, seen_at, bots_after, match_id, player_id, credentials, seated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (account_id) DO UPDATE SET game_id = excluded.game_id, num_players = excluded.num_players, rating = excluded.rating,
         joined_at = excluded.joined_at, seen_at = excluded.seen_at, bots_after = excluded.bots_after, match_id = excluded.match_id,
         player_id = excluded.player_id, credentials = excluded.credentials, seated_at = excluded.seated_at`,
      [q.accountId, q.gameId, q.numPlayers, q.rating, q.joinedAt, q.seenAt, q.botsAfter, q.matchID, q.playerID, q.credentials, q.seatedAt],
    );
  }

  async queueGet(accountId: string): Promise<QueueRow | undefined> {
    const r = (await this.pool.query<DbQueue>('SELECT * FROM quick_queue WHERE account_id = $1', [accountId])).rows[0];
    return r ? queueRowOf(r) : undefined;
  }

  async queueTouch(accountId: string, now: number): Promise<void> {
    await this.pool.query('UPDATE quick_queue SET seen_at = $1 WHERE account_id = $2', [now, accountId]);
  }

  async queueLeave(accountId: string): Promise<void> {
    await this.pool.query('DELETE FROM quick_queue WHERE account_id = $1', [accountId]);
  }

  async queueWaiting(): Promise<QueueRow[]> {
    return (await this.pool.query<DbQueue>('SELECT * FROM quick_queue WHERE match_id IS NULL ORDER BY joined_at, account_id')).rows.map(queueRowOf);
  }

  async queueSeat(seats: QueueSeat[]): Promise<boolean> {
    try {
      return await this.tx(async (c) => {
        for (const s of seats) {
          const { rowCount } = await c.query(
            'UPDATE quick_queue SET match_id = $1, player_id = $2, credentials = $3, seated_at = $4 WHERE account_id = $5 AND match_id IS NULL',
            [s.matchID, s.playerID, s.credentials, s.seatedAt, s.accountId],
          );
          if (rowCount !== 1) throw new SeatTaken();
        }
        return true;
      });
    } catch (e) {
      if (e instanceof SeatTaken) return false;
      throw e;
    }
  }

  async queuePurge(seenBefore: number, seatedBefore: number): Promise<number> {
    const { rowCount } = await this.pool.query(
      'DELETE FROM quick_queue WHERE (match_id IS NULL AND seen_at < $1) OR (match_id IS NOT NULL AND seated_at < $2)',
      [seenBefore, seatedBefore],
    );
    return rowCount ?? 0;
  }

  private async readLog(matchID: string): Promise<LogEntry[]> {
    const { rows } = await this.pool.query<{ entry: string }>('SELECT entry FROM logs WHERE match_id = $1 ORDER BY seq', [matchID]);
    return rows.map((r) => JSON.parse(r.entry));
  }
}

/** Thrown inside a queue transaction to roll it back (a player was seated meanwhile). */
class SeatTaken extends Error {}
