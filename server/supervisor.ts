// `npm start`: a small parent process that keeps one server process (server/main.ts) running.
// If the server dies (a crash, SIGKILL, out of memory) it is started again after a short pause;
// matches go on from storage and boardgame.io clients reconnect by themselves. SIGINT/SIGTERM
// are passed on to the server, and the supervisor exits when it has stopped. A server process
// that stops on its own SIGTERM (gracefully, server/graceful.ts) is started again like any other;
// SIGHUP to the supervisor restarts it at once (an upgrade).
//
// Restart pause: 1 s, doubling (up to 10 s) while the server keeps dying within 10 s of its
// start, back to 1 s once it has run for 30 s.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createLogger, logLines } from './log';

const entry = fileURLToPath(new URL('./main.ts', import.meta.url));
let child: ChildProcess | undefined;
let stopping = false;
let pause = 1000;
let startedAt = 0;

const log = logLines(createLogger(process.env, { role: 'supervisor' }), '[supervisor] ');

function start() {
  startedAt = performance.now();
  child = fork(entry, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  log(`server process ${child.pid} started`);
  child.on('exit', (code, signal) => {
    child = undefined;
    if (stopping) process.exit(code ?? 0);
    const ran = performance.now() - startedAt;
    if (restarting) {
      restarting = false;
      log(`server process exited (${signal ?? `code ${code}`}) for the restart; starting the next one`);
      return start();
    }
    if (ran > 30_000) pause = 1000;
    log(
      `server process exited (${signal ?? `code ${code}`}) after ${Math.round(ran / 1000)} s; restarting in ${pause / 1000} s`,
    );
    setTimeout(start, pause);
    if (ran < 10_000) pause = Math.min(pause * 2, 10_000);
  });
}

// SIGHUP: restart the server (an upgrade): it stops gracefully (server/graceful.ts: its moves in
// flight are stored, its clients reconnect) and the next one starts at once.
let restarting = false;
process.on('SIGHUP', () => {
  if (!child || stopping) return;
  log('SIGHUP: restarting the server process');
  restarting = true;
  child.kill('SIGTERM');
});

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    stopping = true;
    if (!child) process.exit(0);
    child.kill(sig);
    setTimeout(() => child?.kill('SIGKILL'), 10_000).unref();
  });
}

start();
