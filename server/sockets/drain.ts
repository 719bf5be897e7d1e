// A graceful stop (SIGTERM: server/main.ts, server/cluster.ts): the moves a process has taken
// finish and are stored, it takes no new ones, and its clients are told to reconnect, which they
// do to the process that replaces it (the supervisor's or the cluster's).
//
// The socket guards (./guard.ts) count each move handed to boardgame.io until its handler ends
// (the move stored and broadcast, or refused); once draining, a move that arrives is dropped
// unanswered (counted as refused, reason "restarting"): its client re-syncs from the stored state
// when it reconnects and can make it again there. A move answered was stored first
// (./broadcast.ts), so no answered move is lost.
//
// Then every engine.io connection is closed without a socket.io "disconnect" packet: a client
// that gets one ("io server disconnect") would not reconnect by itself, while a closed transport
// is a connection lost, after which socket.io clients reconnect (with their back-off) and
// boardgame.io's client syncs again.
export class MoveGate {
  draining = false;
  inFlight = 0;
  private idle: (() => void)[] = [];

  /** A move starts (false: draining, drop it). */
  enter(): boolean {
    if (this.draining) return false;
    this.inFlight++;
    return true;
  }

  leave(): void {
    if (--this.inFlight === 0) for (const f of this.idle.splice(0)) f();
  }

  /** Take no new moves; resolves when the moves taken have ended, or after `ms` (true: all ended). */
  async drain(ms: number): Promise<boolean> {
    this.draining = true;
    if (this.inFlight === 0) return true;
    return new Promise<boolean>((resolve) => {
      const t = setTimeout(() => resolve(this.inFlight === 0), ms);
      this.idle.push(() => {
        clearTimeout(t);
        resolve(true);
      });
    });
  }
}

/** Close every engine.io connection of `io` (a socket.io server) so that its clients reconnect. */
export function dropConnections(io: any): number {
  const clients = io?.engine?.clients as Map<string, { close(): void }> | Record<string, { close(): void }> | undefined;
  if (!clients) return 0;
  const all = clients instanceof Map ? [...clients.values()] : Object.values(clients);
  for (const c of all) c.close();
  return all.length;
}
