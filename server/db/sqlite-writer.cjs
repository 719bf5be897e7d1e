// The SQLite writer thread (server/db/sqlite.ts): writes on a connection of its own, so that the
// server's event loop never waits for a write lock or a commit, and checkpoints the write-ahead
// log every `everyMs` (PASSIVE: copy what it can; past 4,000 frames, 16 MB, a RESTART so that the
// log starts over). Plain CommonJS: a worker thread loads it without the TypeScript loader the
// server runs under.
//
// Messages: { type: 'batch', file } loads a batch writer (a module exporting
// batchWriter(db, sql) → (writes) => results: the match store's, server/storage/sqlite-writes.cjs);
// { type: 'write', id, writes } runs it → { id, results } or { id, error }; { type: 'run', id,
// sql, args }: one statement (its own transaction) → { id, changes } or { id, error };
// { type: 'close' } checkpoints once more, closes the connection and ends the thread;
// { type: 'stall', ms } blocks the thread for up to `ms` (tests: a write posted after it is
// still unanswered when the thread is ended).
'use strict';
const { isMainThread, parentPort, workerData } = require('node:worker_threads');

/** Prepared statements of a connection, prepared once per text. */
function statements(db) {
  const cache = new Map();
  return (text) => {
    let st = cache.get(text);
    if (!st) cache.set(text, (st = db.prepare(text)));
    return st;
  };
}

function runThread({ lib, file, everyMs }) {
  const Database = require(lib);
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  db.pragma('wal_autocheckpoint = 0');
  const sql = statements(db);
  let write;
  const checkpoint = () => {
    try {
      const [r] = db.pragma('wal_checkpoint(PASSIVE)');
      if (r && r.log > 4000) db.pragma('wal_checkpoint(RESTART)');
    } catch {}
  };
  const timer = setInterval(checkpoint, everyMs);
  const reply = (id, fn) => {
    let out;
    try {
      out = { id, ...fn() };
    } catch (e) {
      out = { id, error: String((e && e.message) || e) };
    }
    parentPort.postMessage(out);
  };
  parentPort.on('message', (m) => {
    if (m.type === 'batch') write = require(m.file).batchWriter(db, sql);
    else if (m.type === 'write') {
      reply(m.id, () => {
        if (!write) throw new Error('no batch writer');
        return { results: write(m.writes) };
      });
    } else if (m.type === 'run') reply(m.id, () => ({ changes: sql(m.sql).run(...m.args).changes }));
    else if (m.type === 'stall') Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, m.ms);
    else if (m.type === 'close') {
      clearInterval(timer);
      checkpoint();
      db.close();
      parentPort.close();
    }
  });
}

if (!isMainThread && workerData && workerData.sqliteWriter) runThread(workerData.sqliteWriter);

module.exports = { statements };
