// npm run backup -- --out <file>
// A consistent copy of the SQLite database (DATA_DIR/roundhouse.sqlite) while the server runs:
// SQLite's online backup API (better-sqlite3's db.backup) on a connection of its own. The copy is
// taken in one step, inside one read transaction: in WAL mode the server's writer thread goes on
// writing meanwhile (readers never block it, its checkpoints leave the pages this read needs),
// and the copy holds exactly the transactions committed before the step began. A move is
// answered only once its transaction is committed (server/sockets/broadcast.ts), so every move
// answered before the backup started is in it. The copy is then checked (quick_check) and its
// schema versions printed. Postgres: pg_dump (docs/operations.md).
import { existsSync, renameSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { configFromEnv } from '../config';
import { SQLITE_FILE } from '../db/sqlite';

export interface BackupResult {
  file: string;
  bytes: number;
  versions: Record<string, number>;
}

/** The schema versions a Roundhouse database file records, or the reason it is not one. */
export function schemaVersionsOf(db: Database.Database): Record<string, number> | string {
  const tables = new Set(
    (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name),
  );
  if (!tables.has('schema_versions') || !tables.has('matches'))
    return 'not a Roundhouse database (no schema_versions or matches table)';
  const rows = db.prepare('SELECT module, version FROM schema_versions').all() as { module: string; version: number }[];
  return Object.fromEntries(rows.map((r) => [r.module, r.version]));
}

/** Copy the database of `dataDir` to `out` (written beside it first, then renamed: never half a file). */
export async function backupSqlite(dataDir: string, out: string): Promise<BackupResult> {
  const source = join(dataDir, SQLITE_FILE);
  if (!existsSync(source)) throw new Error(`no database at ${source}`);
  const target = resolve(out);
  if (existsSync(target)) throw new Error(`${target} exists: choose a new file name`);
  if (!existsSync(dirname(target))) throw new Error(`the folder ${dirname(target)} does not exist`);
  const db = new Database(source, { fileMustExist: true });
  const partial = `${target}.partial`;
  try {
    db.pragma('busy_timeout = 5000');
    // every page in one step: a write by the server between steps would restart the copy
    await db.backup(partial, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
  const copy = new Database(partial);
  let versions: Record<string, number> | string;
  try {
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`the copy failed its check: ${String(check)}`);
    versions = schemaVersionsOf(copy);
  } finally {
    copy.close();
  }
  if (typeof versions === 'string') throw new Error(`${source} is ${versions}`);
  renameSync(partial, target);
  return { file: target, bytes: statSync(target).size, versions };
}

function usage(msg: string): never {
  process.stderr.write(`${msg}\nusage: npm run backup -- --out <file>\n`);
  process.exit(2);
}

async function main(argv: string[]): Promise<void> {
  let out = '';
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--out') out = argv[++i] ?? usage('--out needs a file name');
    else usage(`unknown argument ${argv[i]}`);
  }
  if (!out) usage('--out is required');
  const config = configFromEnv();
  if (config.databaseUrl)
    usage('DATABASE_URL is set: back Postgres up with pg_dump (docs/operations.md, "Backup and restore")');
  try {
    const r = await backupSqlite(config.dataDir, out);
    const versions = Object.entries(r.versions)
      .map(([m, v]) => `${m} ${v}`)
      .join(', ');
    process.stdout.write(`backup written: ${r.file} (${r.bytes} bytes; schema: ${versions})\n`);
  } catch (e) {
    process.stderr.write(`backup failed: ${(e as Error).message}\n`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main(process.argv.slice(2));
