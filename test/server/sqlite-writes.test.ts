// The SQLite group commit (server/storage/sqlite-writes.cjs): a batch's writes share one
// transaction, each in a savepoint of its own: a statement that fails undoes only its own write,
// and a refused compare-and-set stores nothing.
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
    db.prepare(`INSERT INTO matches (id, game_name, rules_version, initial, metadata, gameover, created_at, updated_at) VALUES (?, 'g', 1, NULL, '{}', 0, 0, 0)`).run(id);
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

const stored = (db: Database.Database, id: string) => db.prepare('SELECT state_id FROM match_states WHERE match_id = ?').get(id) as { state_id: number };
const logs = (db: Database.Database, id: string) => (db.prepare('SELECT COUNT(*) AS n FROM logs WHERE match_id = ?').get(id) as { n: number }).n;

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
});
