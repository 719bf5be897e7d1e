// The SQLite match store's state writes (server/storage/sqlite.ts), run on the database's writer
// thread (server/db/sqlite-writer.cjs) as its batch writer. Plain CommonJS: a worker thread loads
// it without the TypeScript loader the server runs under.
//
// A batch is the state writes of one turn of the server's event loop (group commit): one IMMEDIATE
// transaction, each write a compare-and-set on the stored _stateID; when a statement fails, the
// batch runs again with each write in a savepoint of its own (the failing one undoes only its own
// write).
'use strict';
const { statements } = require('../db/sqlite-writer.cjs');

/** How stale a match's updated_at may be after a move (ms). */
const STAMP_MS = 1000;

/**
 * The batch writer over a connection: `(writes) => results`, one result per write:
 * { ok: true } stored; { stored: <the stored _stateID, or null: no such match> } not stored (the
 * compare-and-set refused it); { err: message } a statement failed (nothing of it stored).
 * A write: { matchID, stateID, json, undo: { from, add, length, clear }, over, log }: `json` the
 * state without its undo history; undo entries from `from` on are `add` (JSON each) and, when
 * `clear`, entries from `length` on are deleted first; `over` the gameover's JSON, or null; `log`
 * the move's log entries (JSON each), or null. Throws when the transaction itself fails.
 */
function stateWriter(db, sql = statements(db)) {
  // What this connection remembers of the matches it wrote (bounded; forgotten when a batch fails):
  // each match's next log seq, and when it last stamped the match's updated_at (one statement
  // fewer a move each). Another connection may have written since: a stamp it made is newer (the
  // UPDATE's condition would have skipped ours); a log row it added takes our seq, the INSERT
  // fails on the primary key, and the batch runs again below, every seq read from the database.
  const nextSeq = new Map();
  const stamped = new Map();
  const remember = (map, k, v) => {
    if (map.size >= 20000) map.clear();
    map.set(k, v);
  };
  const write = (w) => {
    // The compare-and-set in the UPDATE itself; only when it stores nothing is the stored _stateID read.
    const stored = sql('UPDATE match_states SET state = ?, state_id = ? WHERE match_id = ? AND state_id = ?').run(
      w.json,
      w.stateID,
      w.matchID,
      w.stateID - 1,
    );
    if (stored.changes === 0) {
      const row = sql('SELECT state_id FROM match_states WHERE match_id = ?').get(w.matchID);
      return { stored: row ? row.state_id : null };
    }
    // The match's updated_at to the second: a stamp on every move rewrote the match row and its
    // (game_name, updated_at) index entry, ~7% of a stored move (test/bench/store-moves.ts).
    const now = Date.now();
    if (!(now - (stamped.get(w.matchID) ?? -Infinity) < STAMP_MS)) {
      sql('UPDATE matches SET updated_at = ? WHERE id = ? AND updated_at <= ?').run(now, w.matchID, now - STAMP_MS);
      remember(stamped, w.matchID, now);
    }
    if (w.undo.clear) sql('DELETE FROM undo_steps WHERE match_id = ? AND idx >= ?').run(w.matchID, w.undo.length);
    if (w.undo.add.length) {
      const put = sql('INSERT OR REPLACE INTO undo_steps (match_id, idx, entry) VALUES (?, ?, ?)');
      w.undo.add.forEach((e, i) => put.run(w.matchID, w.undo.from + i, e));
    }
    if (w.over !== null) {
      const md = JSON.parse(sql('SELECT metadata FROM matches WHERE id = ?').get(w.matchID).metadata);
      md.gameover = JSON.parse(w.over);
      sql('UPDATE matches SET metadata = ?, gameover = 1 WHERE id = ?').run(JSON.stringify(md), w.matchID);
    }
    if (w.log) {
      const next =
        nextSeq.get(w.matchID) ??
        sql('SELECT COALESCE(MAX(seq) + 1, 0) AS n FROM logs WHERE match_id = ?').get(w.matchID).n;
      const ins = sql('INSERT INTO logs (match_id, seq, entry) VALUES (?, ?, ?)');
      w.log.forEach((e, i) => ins.run(w.matchID, next + i, e));
      remember(nextSeq, w.matchID, next + w.log.length);
    }
    return { ok: true };
  };
  // A batch is tried in one transaction with no savepoints (two statements fewer a write); a write
  // whose statement fails makes it roll back whole, and the batch is run again with each write in
  // a savepoint of its own, so that the failing one undoes only its own statements.
  const one = db.transaction(write);
  const safely = db.transaction((writes) =>
    writes.map((w) => {
      try {
        return one(w); // nested: a savepoint
      } catch (e) {
        return { err: String((e && e.message) || e) };
      }
    }),
  );
  const fast = db.transaction((writes) => writes.map(write));
  return (writes) => {
    try {
      return fast.immediate(writes);
    } catch {
      nextSeq.clear();
      stamped.clear();
      return safely.immediate(writes);
    }
  };
}

module.exports = { stateWriter, batchWriter: stateWriter, STAMP_MS };
