// Server-side bots for online seats: every bot seat joins with its own credentials (kept on the
// server) and plays through the normal socket move path. Resumed after a restart. With several
// server processes each seat plays from the one that holds its lease (server/db/leases.ts).
import { randomUUID } from 'node:crypto';
import type { Server } from 'boardgame.io';
import { runServerBot } from './';
import { BotPool } from './pool';
import type { RoundhouseStoreBase } from '../storage/base';
import { leaseOwner, SeatLeases } from '../db/leases';
import type { StandIns } from '../clock/stand-in';

const standInKey = (matchID: string, seat: string) => `${matchID}:${seat}:standin`;

export class BotSeats {
  /** Bot seats playing now (matchID:seat). */
  get active(): number {
    return this.running.size;
  }

  private running = new Map<string, { stop(): void }>();
  /** Stand-in credentials (set by the server before any seat starts). */
  standIns?: StandIns;
  /** What the bots' sockets show the server (server/sockets/guard.ts: not rate limited). */
  socketAuth?: Record<string, string>;
  private pool: BotPool | undefined;
  /** Hears each bot search's think and queue times (the metrics). */
  onThought: ((thinkMs: number, queuedMs: number) => void) | undefined;
  private leases: SeatLeases | undefined;

  constructor(
    private store: RoundhouseStoreBase,
    private serverUrl: () => string,
    private enabled: boolean,
    private log: (msg: string) => void,
    /** Bot worker processes (0: think in this process). */
    private workers = 0,
    /** Least time per bot move (ms); undefined: the bot client's default. */
    private minThinkMs?: number,
  ) {}

  /** The worker pool, started with the first bot seat. */
  private thinkers(): BotPool {
    if (!this.pool) {
      this.pool = new BotPool(this.workers, this.log);
      this.pool.onResult = (t, q) => this.onThought?.(t, q);
    }
    return this.pool;
  }

  /** Bot searches queued or running. */
  get queued(): number {
    return this.pool?.pending ?? 0;
  }

  /** Start a bot client for every bot seat of a match that is not over. */
  async start(matchID: string, gameId: string, metadata: Server.MatchData): Promise<void> {
    if (!this.enabled || metadata.gameover !== undefined) return;
    const botOf = (p: Server.PlayerMetadata) => (p.data as { bot?: string } | undefined)?.bot;
    // A table where a person sits: its bots are served first by the pool.
    const interactive = Object.values(metadata.players).some((p) => !botOf(p));
    for (const p of Object.values(metadata.players)) {
      const level = botOf(p);
      if (!level || !p.credentials) continue;
      await this.run(`${matchID}:${p.id}`, {
        gameId,
        matchID,
        playerID: String(p.id),
        credentials: p.credentials,
        level,
        interactive,
      });
    }
  }

  /** A stand-in for a person's seat (server/clock): the Normal bot, with stand-in credentials. */
  async startStandIn(matchID: string, gameId: string, seat: string, seatCredentials: string): Promise<void> {
    if (!this.enabled) return;
    await this.run(standInKey(matchID, seat), {
      gameId,
      matchID,
      playerID: seat,
      credentials: this.standInsOrThrow().credentialsFor(seatCredentials),
      level: 'normal',
      interactive: true,
    });
  }

  private standInsOrThrow(): StandIns {
    if (!this.standIns) throw new Error('stand-in credentials are not set up');
    return this.standIns;
  }

  stopStandIn(matchID: string, seat: string): void {
    const key = standInKey(matchID, seat);
    this.running.get(key)?.stop();
    this.running.delete(key);
    this.leases?.release(key);
  }

  isStandInRunning(matchID: string, seat: string): boolean {
    return this.running.has(standInKey(matchID, seat));
  }

  /** Run one bot seat from this process, if this process gets (or holds) its lease. */
  private async run(
    key: string,
    o: { gameId: string; matchID: string; playerID: string; credentials: string; level: string; interactive: boolean },
  ): Promise<void> {
    if (this.running.has(key)) return;
    this.leases ??= new SeatLeases(this.store.db, leaseOwner(this.serverUrl()), this.log);
    if (!(await this.leases.claim(key, () => (this.running.get(key)?.stop(), this.running.delete(key))))) return;
    if (this.running.has(key)) return;
    const seed = [...key].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
    this.running.set(
      key,
      runServerBot({
        serverUrl: this.serverUrl(),
        socketAuth: this.socketAuth,
        ...o,
        seed,
        log: this.log,
        pool: this.thinkers(),
        minThinkMs: this.minThinkMs,
        // A bot that stopped (its match is over) gives up its seat: no entry, no lease renewed.
        onStopped: () => {
          this.running.delete(key);
          this.leases?.release(key);
        },
      }),
    );
  }

  /** "Play again": the bots of the finished match take the same seats in the next one. */
  async copySeats(fromMatchID: string, toMatchID: string): Promise<void> {
    const [{ metadata: from }, { metadata: to }]: { metadata?: Server.MatchData }[] = await Promise.all([
      this.store.fetch(fromMatchID, { metadata: true }),
      this.store.fetch(toMatchID, { metadata: true }),
    ]);
    if (!from || !to) return;
    let changed = false;
    for (const p of Object.values((from as Server.MatchData).players)) {
      const bot = (p.data as { bot?: string } | undefined)?.bot;
      const seat = to.players[p.id];
      if (!bot || !seat || seat.name) continue;
      to.players[p.id] = { ...seat, name: p.name, credentials: randomUUID(), data: { bot } };
      changed = true;
    }
    if (!changed) return;
    await this.store.setMetadata(toMatchID, to);
    await this.start(toMatchID, to.gameName, to);
  }

  async resumeAll(): Promise<void> {
    const open = await this.store.listOpen();
    for (const m of open) await this.start(m.matchID, m.gameName, m.metadata);
    // Processes sharing the database: seats of finished matches are given up, and every few
    // seconds the seats another process stopped renewing are picked up.
    if (!this.enabled || !this.store.shared) return;
    const openIDs = new Set(open.map((m) => m.matchID));
    for (const key of this.leases?.keys() ?? [])
      if (!openIDs.has(key.split(':')[0]))
        this.leases!.release(key), this.running.get(key)?.stop(), this.running.delete(key);
    (this.leases ??= new SeatLeases(this.store.db, leaseOwner(this.serverUrl()), this.log)).watch(() =>
      this.resumeAll(),
    );
  }

  stopAll(): void {
    for (const b of this.running.values()) b.stop();
    this.running.clear();
    this.leases?.stop();
    this.pool?.stop();
    this.pool = undefined;
  }
}
