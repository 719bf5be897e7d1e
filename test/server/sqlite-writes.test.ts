// The SQLite group commit (server/storage/sqlite-writes.cjs): a batch's writes share one
// transaction; a statement that fails undoes only its own write (the batch is run again with a
// savepoint per write), and a refused compare-and-set stores nothing. A connection remembers each
// match's next log seq and its last updated_at stamp; another connection's rows are found.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { SqliteStore } from '../../server/storage/sqlite';
import { tempDir } from './harness';

const { stateWriter } = createRequire(import.meta.url)('../../server/storage/sqlite-writes.cjs') as {
  stateWriter(db: Database.Database): (writes: unknown[]) => Record<string, unknown>[];
};

async function database() {
  const dir = tempDir('rh-writes-');
  await new SqliteStore(dir, []).close(); // the schema
  const db = new Database(join(dir, 'roundhouse.sqlite'));
  for (const id of ['a', 'b', 'c']) {
    db.prepare(
      `INSERT INTO matches (id, game_name, rules_version, initial, metadata, gameover, created_at, updated_at) VALUES (?, 'g', 1, NULL, '{}', 0, 0, 0)`,
    ).run(id);
    db.prepare('INSERT INTO match_states (match_id, state_id, state) VALUES (?, 0, ?)').run(id, '{"_stateID":0}');
  }
  return db;
}

const write = (matchID: string, stateID: number, log: unknown[] | null = ['{"action":1}']) => ({
  matchID,
  stateID,
  json: `{"_stateID":${stateID}}`,
  undo: { from: 0, add: [], length: 0, clear: false },
  over: null,
  log,
});

const stored = (db: Database.Database, id: string) =>
  db.prepare('SELECT state_id FROM match_states WHERE match_id = ?').get(id) as { state_id: number };
const logs = (db: Database.Database, id: string) =>
  (db.prepare('SELECT COUNT(*) AS n FROM logs WHERE match_id = ?').get(id) as { n: number }).n;

describe('SQLite group commit', () => {
  it('stores a batch of writes; a refused compare-and-set stores nothing of its write', async () => {
    const db = await database();
    const run = stateWriter(db);
    expect(run([write('a', 1), write('b', 1), write('c', 5)])).toEqual([{ ok: true }, { ok: true }, { stored: 0 }]);
    expect([stored(db, 'a').state_id, stored(db, 'b').state_id, stored(db, 'c').state_id]).toEqual([1, 1, 0]);
    expect([logs(db, 'a'), logs(db, 'b'), logs(db, 'c')]).toEqual([1, 1, 0]);
    db.close();
  });

  it('a statement that fails undoes only its own write: the rest of the batch is stored', async () => {
    const db = await database();
    const run = stateWriter(db);
    // b's log entry cannot be bound (an object, not JSON text): its INSERT fails after its UPDATE
    const results = run([write('a', 1), write('b', 1, [{ not: 'text' }]), write('c', 1)]);
    expect(results[0]).toEqual({ ok: true });
    expect(results[1]).toHaveProperty('err');
    expect(results[2]).toEqual({ ok: true });
    expect([stored(db, 'a').state_id, stored(db, 'b').state_id, stored(db, 'c').state_id]).toEqual([1, 0, 1]);
    expect([logs(db, 'a'), logs(db, 'b'), logs(db, 'c')]).toEqual([1, 0, 1]);
    db.close();
  });

  it('a log row another connection added is found: the next seq follows it, nothing is lost', async () => {
    const db = await database();
    const run = stateWriter(db);
    expect(run([write('a', 1)])).toEqual([{ ok: true }]); // seq 0, remembered: next 1
    const other = new Database(db.name);
    other.prepare('INSERT INTO logs (match_id, seq, entry) VALUES (?, ?, ?)').run('a', 1, '{"other":1}');
    other.prepare('UPDATE match_states SET state_id = 2 WHERE match_id = ?').run('a');
    other.close();
    expect(run([write('a', 3, ['{"x":1}', '{"x":2}'])])).toEqual([{ ok: true }]);
    const rows = db.prepare('SELECT seq, entry FROM logs WHERE match_id = ? ORDER BY seq').all('a');
    expect(rows).toEqual([
      { seq: 0, entry: '{"action":1}' },
      { seq: 1, entry: '{"other":1}' },
      { seq: 2, entry: '{"x":1}' },
      { seq: 3, entry: '{"x":2}' },
    ]);
    db.close();
  });

  it('after a batch with a failing write, the next batch still counts its seqs and stamps from the database', async () => {
    const db = await database();
    const run = stateWriter(db);
    run([write('a', 1), write('b', 1, [{ not: 'text' }])]);
    expect(run([write('a', 2), write('b', 1)])).toEqual([{ ok: true }, { ok: true }]);
    expect(db.prepare('SELECT match_id, seq FROM logs ORDER BY match_id, seq').all()).toEqual([
      { match_id: 'a', seq: 0 },
      { match_id: 'a', seq: 1 },
      { match_id: 'b', seq: 0 },
    ]);
    db.close();
  });

  it("stamps a match's updated_at once a second, not on every move", async () => {
    const db = await database();
    const run = stateWriter(db);
    const at = () =>
      (db.prepare('SELECT updated_at FROM matches WHERE id = ?').get('a') as { updated_at: number }).updated_at;
    run([write('a', 1)]);
    const first = at();
    expect(first).toBeGreaterThan(0);
    db.prepare('UPDATE matches SET updated_at = 5 WHERE id = ?').run('a'); // so that a second stamp would show
    run([write('a', 2)]);
    expect(at()).toBe(5); // within the second of the first stamp: not stamped again
    db.close();
  });
});
