// SQLite storage behind boardgame.io's StorageAPI.Async (one file in DATA_DIR, WAL).
// Beyond plain storage it keeps secrets in: the initialState that Master.onSync sends to every
// client is passed through playerView(null) with PRNG and undo data removed (boardgame.io
// #1159); every match is re-initialised with a CSPRNG seed so shuffles and dice cannot be
// predicted from the public creation time.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { LogEntry, Server, State } from 'boardgame.io';
import { Async, InitializeGame } from 'boardgame.io/internal';
import type { GameModule } from '../games/common/module';
import type { FinishedSummary, ReplayRecord, RoundhouseStore } from './db-types';

type FetchOpts = { state?: boolean; metadata?: boolean; log?: boolean; initialState?: boolean };

export class SqliteStore extends Async implements RoundhouseStore {
  private db: Database.Database;
  private games: Map<string, GameModule>;

  constructor(dataDir: string, games: GameModule[]) {
    super();
    mkdirSync(dataDir, { recursive: true });
    this.db = new Database(join(dataDir, 'roundhouse.sqlite'));
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS matches (
        id TEXT PRIMARY KEY,
        game_name TEXT NOT NULL,
        rules_version INTEGER NOT NULL,
        state TEXT,
        initial TEXT,
        metadata TEXT NOT NULL,
        gameover INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS matches_game ON matches (game_name, updated_at);
      CREATE TABLE IF NOT EXISTS logs (
        match_id TEXT NOT NULL,
        seq INTEGER NOT NULL,
        entry TEXT NOT NULL,
        PRIMARY KEY (match_id, seq)
      );`);
    this.games = new Map(games.map((g) => [g.id, g]));
  }

  override async connect(): Promise<void> {}

  close(): void {
    this.db.close();
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
    const now = Date.now();
    const json = JSON.stringify(initialState);
    this.db
      .prepare(
        `INSERT INTO matches (id, game_name, rules_version, state, initial, metadata, gameover, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)`,
      )
      .run(matchID, opts.metadata.gameName, mod?.rulesVersion ?? 0, json, json, JSON.stringify(opts.metadata), now, now);
  }

  override async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    const write = this.db.transaction(() => {
      const row = this.db.prepare('SELECT state FROM matches WHERE id = ?').get(matchID) as { state: string } | undefined;
      // Refuse out-of-order writes (an older state arriving after a newer one).
      if (row?.state) {
        const prev = JSON.parse(row.state) as State;
        if (prev._stateID > state._stateID) return;
      }
      this.db.prepare('UPDATE matches SET state = ?, updated_at = ? WHERE id = ?').run(JSON.stringify(state), Date.now(), matchID);
      if (deltalog && deltalog.length) {
        const next = (this.db.prepare('SELECT COUNT(*) AS n FROM logs WHERE match_id = ?').get(matchID) as { n: number }).n;
        const ins = this.db.prepare('INSERT INTO logs (match_id, seq, entry) VALUES (?, ?, ?)');
        deltalog.forEach((e, i) => ins.run(matchID, next + i, JSON.stringify(e)));
      }
    });
    write();
  }

  override async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    this.db
      .prepare('UPDATE matches SET metadata = ?, gameover = ?, updated_at = ? WHERE id = ?')
      .run(JSON.stringify(metadata), metadata.gameover !== undefined ? 1 : 0, metadata.updatedAt ?? Date.now(), matchID);
  }

  override async fetch(matchID: string, opts: FetchOpts): Promise<any> {
    const row = this.db.prepare('SELECT * FROM matches WHERE id = ?').get(matchID) as Row | undefined;
    const out: Record<string, unknown> = {};
    if (!row) return out;
    if (opts.state) out.state = row.state ? JSON.parse(row.state) : undefined;
    if (opts.metadata) out.metadata = JSON.parse(row.metadata);
    if (opts.log) out.log = this.readLog(matchID);
    if (opts.initialState) out.initialState = this.publicInitialState(row);
    return out;
  }

  override async wipe(matchID: string): Promise<void> {
    this.db.prepare('DELETE FROM matches WHERE id = ?').run(matchID);
    this.db.prepare('DELETE FROM logs WHERE match_id = ?').run(matchID);
  }

  override async listMatches(opts?: {
    gameName?: string;
    where?: { isGameover?: boolean; updatedBefore?: number; updatedAfter?: number };
  }): Promise<string[]> {
    const clauses: string[] = [];
    const args: (string | number)[] = [];
    if (opts?.gameName) (clauses.push('game_name = ?'), args.push(opts.gameName));
    const w = opts?.where ?? {};
    if (w.isGameover !== undefined) (clauses.push('gameover = ?'), args.push(w.isGameover ? 1 : 0));
    if (w.updatedBefore !== undefined) (clauses.push('updated_at < ?'), args.push(w.updatedBefore));
    if (w.updatedAfter !== undefined) (clauses.push('updated_at > ?'), args.push(w.updatedAfter));
    const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
    const rows = this.db.prepare(`SELECT id FROM matches ${where} ORDER BY updated_at DESC`).all(...args) as { id: string }[];
    return rows.map((r) => r.id);
  }

  // ---- RoundhouseStore -------------------------------------------------------------------

  async fetchReplay(matchID: string): Promise<ReplayRecord | undefined> {
    const row = this.db.prepare('SELECT * FROM matches WHERE id = ?').get(matchID) as Row | undefined;
    if (!row || !row.initial) return undefined;
    return {
      matchID,
      gameName: row.game_name,
      initialState: JSON.parse(row.initial),
      log: this.readLog(matchID),
      metadata: JSON.parse(row.metadata),
      rulesVersion: row.rules_version,
    };
  }

  async listFinished(opts?: { gameName?: string; limit?: number }): Promise<FinishedSummary[]> {
    const args: (string | number)[] = [];
    let sql = 'SELECT m.*, (SELECT COUNT(*) FROM logs l WHERE l.match_id = m.id) AS plies FROM matches m WHERE gameover = 1';
    if (opts?.gameName) (sql += ' AND game_name = ?'), args.push(opts.gameName);
    sql += ' ORDER BY updated_at DESC LIMIT ?';
    args.push(opts?.limit ?? 100);
    const rows = this.db.prepare(sql).all(...args) as (Row & { plies: number })[];
    return rows.map((r) => {
      const md = JSON.parse(r.metadata) as Server.MatchData;
      return {
        matchID: r.id,
        gameName: r.game_name,
        players: Object.values(md.players).map((p) => ({ id: String(p.id), name: p.name })),
        gameover: md.gameover,
        createdAt: r.created_at,
        updatedAt: r.updated_at,
        plies: r.plies,
      };
    });
  }

  /** Matches not yet over (for resuming server-side bots after a restart). */
  listOpen(): { matchID: string; gameName: string; metadata: Server.MatchData }[] {
    const rows = this.db.prepare('SELECT id, game_name, metadata FROM matches WHERE gameover = 0').all() as Row[];
    return rows.map((r) => ({ matchID: r.id, gameName: r.game_name, metadata: JSON.parse(r.metadata) }));
  }

  private readLog(matchID: string): LogEntry[] {
    const rows = this.db.prepare('SELECT entry FROM logs WHERE match_id = ? ORDER BY seq').all(matchID) as { entry: string }[];
    return rows.map((r) => JSON.parse(r.entry));
  }

  /** What clients may see of the initial state: the spectator view, without PRNG or undo data. */
  private publicInitialState(row: Row): State | undefined {
    if (!row.initial) return undefined;
    const initial = JSON.parse(row.initial) as State;
    const mod = this.games.get(row.game_name);
    const view = mod?.game.playerView;
    const G = view ? view({ G: initial.G, ctx: initial.ctx, playerID: null } as any) : initial.G;
    const { random: _random, ...plugins } = initial.plugins ?? {};
    return { ...initial, G, plugins, _undo: [], _redo: [] } as State;
  }
}

interface Row {
  id: string;
  game_name: string;
  rules_version: number;
  state: string | null;
  initial: string | null;
  metadata: string;
  gameover: number;
  created_at: number;
  updated_at: number;
}
