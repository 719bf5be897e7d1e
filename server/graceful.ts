// SIGTERM and SIGINT on a server process (server/main.ts, a cluster worker): a graceful stop
// (server/sockets/drain.ts): the port is freed, the moves taken finish and are stored, every
// client is told to reconnect, then the process stops and exits 0. Its supervisor (npm start)
// or the cluster's primary starts the next process, to which the clients reconnect. A second
// signal while stopping exits at once.
import type { RoundhouseServer } from './app';

/** How long the moves in flight may take to finish (DRAIN_MS, default 10 s). */
export function drainMs(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.DRAIN_MS ?? 10_000);
  return Number.isFinite(n) && n >= 0 ? n : 10_000;
}

export function stopOnSignals(server: RoundhouseServer, log: (msg: string) => void): void {
  let stopping = false;
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.on(sig, () => {
      if (stopping) process.exit(1);
      stopping = true;
      const t0 = Date.now();
      log(`${sig}: stopping (no new connections or moves; moves in flight finish)`);
      server
        .drain(drainMs())
        .then(({ finished, clients }) =>
          log(
            `moves in flight ${finished ? 'finished' : 'still running after DRAIN_MS'}; ${clients} client connection(s) told to reconnect`,
          ),
        )
        .then(() => server.stop())
        .then(
          () => {
            log(`stopped in ${Date.now() - t0} ms`);
            process.exit(0);
          },
          (e) => {
            log(`stop failed: ${e instanceof Error ? e.message : String(e)}`);
            process.exit(1);
          },
        );
    });
  }
}
