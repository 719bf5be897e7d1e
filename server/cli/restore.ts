// npm run restore -- <file> [--yes]
// Puts a backup (npm run backup) in place of the SQLite database in DATA_DIR, with the server
// stopped. Refuses:
// - a database in use: the restore takes SQLite's exclusive lock on DATA_DIR/roundhouse.sqlite
//   first, which no running server (nor any other open connection) lets it have;
// - a file that is not a Roundhouse database (no schema_versions or matches table, or one that
//   fails SQLite's quick_check);
// - a file from a newer Roundhouse: a module's schema version above the one this code migrates
//   to (or a module this code does not know). An older one is fine: the server migrates it when
//   it starts (docs/operations.md, "Upgrades").
// The database replaced is kept beside it (roundhouse.sqlite.before-restore-<time>), its
// write-ahead log folded in first. Postgres: pg_restore (docs/operations.md).
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { GAMES } from '../../games';
import { openData } from '../data';
import { configFromEnv } from '../config';
import { SQLITE_FILE } from '../db/sqlite';
import { schemaVersionsOf } from './backup';

export class RestoreRefused extends Error {}

/** The schema version of every module this code migrates to (a fresh database, migrated). */
export async function currentVersions(): Promise<Record<string, number>> {
  const dir = join(tmpdir(), `rh-versions-${process.pid}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  try {
    const { db, store } = await openData({ dataDir: dir }, GAMES, () => {});
    await store.close();
    await db.close();
    const check = new Database(join(dir, SQLITE_FILE), { readonly: true });
    try {
      return schemaVersionsOf(check) as Record<string, number>;
    } finally {
      check.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Why the backup `file` cannot be restored by this code, or its schema versions. */
export async function checkBackup(file: string): Promise<Record<string, number>> {
  if (!existsSync(file)) throw new RestoreRefused(`no file ${file}`);
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (e) {
    throw new RestoreRefused(`${file} is not a SQLite database (${(e as Error).message})`);
  }
  let versions: Record<string, number> | string;
  try {
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new RestoreRefused(`${file} is damaged: ${String(check)}`);
    versions = schemaVersionsOf(db);
  } catch (e) {
    if (e instanceof RestoreRefused) throw e;
    throw new RestoreRefused(`${file} is not a Roundhouse database (${(e as Error).message})`);
  } finally {
    db.close();
  }
  if (typeof versions === 'string') throw new RestoreRefused(`${file} is ${versions}`);
  const known = await currentVersions();
  for (const [module, v] of Object.entries(versions)) {
    if (!Object.hasOwn(known, module))
      throw new RestoreRefused(
        `${file} is from a newer Roundhouse: it has a module "${module}" this one does not know`,
      );
    if (v > known[module])
      throw new RestoreRefused(
        `${file} is from a newer Roundhouse: its "${module}" tables are at version ${v}, this one knows up to ${known[module]}`,
      );
  }
  return versions;
}

/** Hold SQLite's exclusive lock on the database at `path` (refused while anything has it open)
 *  and fold its write-ahead log in; closes it. */
function takeOver(path: string): void {
  const db = new Database(path, { timeout: 0, fileMustExist: true });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    try {
      db.exec('BEGIN EXCLUSIVE');
      db.exec('COMMIT');
    } catch {
      throw new RestoreRefused(`${path} is in use: stop the server (and any other program using it) first`);
    }
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}

export async function restoreSqlite(
  dataDir: string,
  file: string,
  now = Date.now(),
): Promise<{ kept?: string; versions: Record<string, number> }> {
  const source = resolve(file);
  const versions = await checkBackup(source);
  mkdirSync(dataDir, { recursive: true });
  const target = join(dataDir, SQLITE_FILE);
  let kept: string | undefined;
  if (existsSync(target)) {
    takeOver(target);
    kept = `${target}.before-restore-${new Date(now).toISOString().replace(/[:.]/g, '-')}`;
    renameSync(target, kept);
  }
  for (const extra of ['-wal', '-shm', '-journal']) rmSync(`${target}${extra}`, { force: true });
  const partial = `${target}.restoring`;
  copyFileSync(source, partial);
  const db = new Database(partial);
  try {
    db.pragma('journal_mode = DELETE'); // a backup made elsewhere may carry WAL mode; the server sets it again
  } finally {
    db.close();
  }
  renameSync(partial, target);
  return { kept, versions };
}

async function main(argv: string[]): Promise<void> {
  const usage = (msg: string): never => {
    process.stderr.write(`${msg}\nusage: npm run restore -- <backup file>\n`);
    process.exit(2);
  };
  const files = argv.filter((a) => !a.startsWith('--'));
  const unknown = argv.find((a) => a.startsWith('--'));
  if (unknown) usage(`unknown option ${unknown}`);
  if (files.length !== 1) usage('one backup file is required');
  const config = configFromEnv();
  if (config.databaseUrl)
    usage('DATABASE_URL is set: restore Postgres with pg_restore (docs/operations.md, "Backup and restore")');
  try {
    const r = await restoreSqlite(config.dataDir, files[0]);
    process.stdout.write(
      `restored ${resolve(files[0])} into ${config.dataDir}${r.kept ? `; the database it replaced is kept as ${r.kept}` : ''}\n`,
    );
  } catch (e) {
    process.stderr.write(`restore refused: ${(e as Error).message}\n`);
    process.exit(e instanceof RestoreRefused ? 1 : 3);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main(process.argv.slice(2));
