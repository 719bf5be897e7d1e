// Backups: `npm run backup` copies the SQLite database while the server runs under a load of
// moves from socket clients; `npm run restore` puts the copy in place of another data folder;
// a server on the restored database replays every finished match to its recorded end and signs
// every account in. Restore refuses a database in use, a file that is not a Roundhouse database
// and one from a newer schema. Postgres: the pg_dump / pg_restore commands of docs/operations.md.
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RoundhouseServer } from '../../../server/app';
import { backupSqlite } from '../../../server/cli/backup';
import { checkBackup, RestoreRefused, restoreSqlite } from '../../../server/cli/restore';
import { SQLITE_FILE } from '../../../server/db/sqlite';
import { toyCards } from '../../fixtures/toy-cards';
import { Jar, PASSWORD, uniqueName } from '../accounts/helpers';
import { tempDir, until } from '../harness';
import { pgBin } from '../scale/services';
import { freshDatabase, stopPostgres } from './helpers';
import { checkFinishedReplays, playTables } from './play';

const run = promisify(execFile);
const servers: RoundhouseServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop().catch(() => {});
  await stopPostgres();
});

async function serve(dataDir: string, databaseUrl?: string) {
  const srv = await startServer({
    port: 0,
    rateLimits: false,
    dataDir,
    clientDir: join(dataDir, 'no-client'),
    origins: [],
    bots: false,
    masterThreads: 2,
    ...(databaseUrl ? { databaseUrl, masterThreads: 0 } : {}),
  }, () => {}, [toyCards]);
  servers.push(srv);
  return srv;
}

async function signUpSome(base: string, n: number): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < n; i++) {
    const name = uniqueName('Keep');
    expect((await new Jar(base).signUp(name, PASSWORD)).status).toBe(201);
    names.push(name);
  }
  return names;
}

async function everyoneSignsIn(base: string, names: string[]) {
  for (const name of names) expect((await new Jar(base).signIn(name, PASSWORD)).status, name).toBe(200);
}

describe('backup and restore on SQLite', () => {
  it('a backup taken by npm run backup during a load of moves restores to a database whose finished matches replay and whose accounts sign in', async () => {
    const dataDir = tempDir('rh-backup-src-');
    const srv = await serve(dataDir);
    const names = await signUpSome(srv.url, 4);
    // matches finished before the backup
    const early = await playTables(srv.url, toyCards, 3);
    await early.finished();
    await early.stop();
    // a load of moves while the backup runs
    // paced (a move a table every 150 ms, a match of about 5 s) so that it outlasts the backup
    // however fast this machine answers; full speed again once the backup is written
    const pace = { ms: 150 };
    const load = await playTables(srv.url, toyCards, 6, pace);
    await until(() => load.tables.every((t) => t.answered > 1), 30_000, 'every table under way');
    const out = join(tempDir('rh-backup-out-'), 'backup.sqlite');
    const before = load.tables.reduce((n, t) => n + t.answered, 0);
    const r = await run('npm', ['run', '--silent', 'backup', '--', '--out', out], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    const after = load.tables.reduce((n, t) => n + t.answered, 0);
    expect(r.stdout).toMatch(/backup written: .*backup\.sqlite \(\d+ bytes; schema: .*accounts 2/);
    expect(after).toBeGreaterThan(before); // moves went on while it ran
    pace.ms = 0;
    await load.finished();
    await load.stop();

    // the server still runs: restoring into its folder is refused
    await expect(restoreSqlite(dataDir, out)).rejects.toThrow(/in use: stop the server/);

    const target = tempDir('rh-backup-dst-');
    const restored = await run('npm', ['run', '--silent', 'restore', '--', out], {
      env: { ...process.env, DATA_DIR: target },
      encoding: 'utf8',
    });
    expect(restored.stdout).toMatch(/^restored /);
    const copy = await serve(target);
    expect(await checkFinishedReplays(copy.store, [toyCards])).toBeGreaterThanOrEqual(3);
    await everyoneSignsIn(copy.url, names);
    // the matches running during the backup are there, each at a stored state
    for (const t of load.tables) {
      const { state } = (await copy.store.fetch(t.matchID, { state: true })) as { state?: { _stateID: number } };
      expect(state, t.matchID).toBeDefined();
    }
  });

  it('restore refuses what is not a Roundhouse database and a newer schema; keeps the database it replaces', async () => {
    const dir = tempDir('rh-restore-');
    const text = join(dir, 'notes.txt');
    writeFileSync(text, 'not a database at all, just some words that are long enough to look like a file');
    await expect(checkBackup(text)).rejects.toThrow(RestoreRefused);
    const other = join(dir, 'other.sqlite');
    const db = new Database(other);
    db.exec('CREATE TABLE things (x)');
    db.close();
    await expect(checkBackup(other)).rejects.toThrow(/not a Roundhouse database/);

    const src = tempDir('rh-restore-src-');
    const srv = await serve(src);
    const names = await signUpSome(srv.url, 1);
    const good = join(dir, 'good.sqlite');
    await backupSqlite(src, good);
    await expect(backupSqlite(src, good)).rejects.toThrow(/exists/);
    await srv.stop();
    servers.splice(servers.indexOf(srv), 1);

    const newer = join(dir, 'newer.sqlite');
    copyFileSync(good, newer);
    const n = new Database(newer);
    n.prepare("UPDATE schema_versions SET version = version + 1 WHERE module = 'accounts'").run();
    n.close();
    await expect(checkBackup(newer)).rejects.toThrow(/newer Roundhouse: its "accounts" tables are at version/);
    const unknown = join(dir, 'unknown.sqlite');
    copyFileSync(good, unknown);
    const u = new Database(unknown);
    u.prepare("INSERT INTO schema_versions (module, version) VALUES ('from-the-future', 1)").run();
    u.close();
    await expect(checkBackup(unknown)).rejects.toThrow(/module "from-the-future"/);

    // into a folder that has a database (stopped): the old one is kept beside it
    const target = tempDir('rh-restore-dst-');
    const old = await serve(target);
    await old.stop();
    servers.splice(servers.indexOf(old), 1);
    const r = await restoreSqlite(target, good);
    expect(r.kept && existsSync(r.kept)).toBe(true);
    expect(existsSync(join(target, SQLITE_FILE))).toBe(true);
    const back = await serve(target);
    await everyoneSignsIn(back.url, names);
  });
});

describe('backup and restore on Postgres (docs/operations.md)', () => {
  it('pg_dump --format=custom, then pg_restore into an empty database: finished matches replay, accounts sign in', async () => {
    const url = await freshDatabase();
    const srv = await serve(tempDir('rh-pg-backup-'), url);
    const names = await signUpSome(srv.url, 3);
    const done = await playTables(srv.url, toyCards, 2);
    await done.finished();
    await done.stop();
    const file = join(tempDir('rh-pg-dump-'), 'roundhouse.dump');
    // the commands as docs/operations.md gives them
    await run(pgBin('pg_dump'), ['--format=custom', '--no-owner', `--file=${file}`, url]);
    const target = await freshDatabase();
    await run(pgBin('pg_restore'), ['--no-owner', '--exit-on-error', `--dbname=${target}`, file]);
    const copy = await serve(tempDir('rh-pg-restored-'), target);
    expect(await checkFinishedReplays(copy.store, [toyCards])).toBe(2);
    await everyoneSignsIn(copy.url, names);
  });
});
