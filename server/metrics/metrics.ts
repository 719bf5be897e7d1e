// The server's figures in the Prometheus text format (prom-client), one registry per server
// process: GET /metrics (./route.ts) answers for this process only, and every series carries a
// `worker` label (the cluster's WORKER_INDEX; "0" for a single process), so a scraper that reaches
// several processes tells them apart.
//
// The move path only counts: incrementing a counter or observing a histogram is a few map
// look-ups (children per game are made once and kept), no await, no I/O. Figures that cost a
// query (running matches) are read when scraped, at most every RUNNING_CACHE_MS.
//
// What is measured (docs/operations.md lists the series with their meaning):
//   roundhouse_moves_stored_total{game}            state writes stored (players' moves, bots', the server's own)
//   roundhouse_moves_refused_total{game,reason}    moves refused: by the socket guards (their reason), by the
//                                                  rules or a stale state (reason "unchanged"), by the
//                                                  compare-and-set ("stale"), by the database ("failed")
//   roundhouse_move_seconds{game}                  a move from its socket message passing the guards to its
//                                                  state stored and broadcast (histogram)
//   roundhouse_open_sockets                        socket.io connections open
//   roundhouse_running_matches{game}               matches not over (the database's; all processes see the same)
//   roundhouse_http_responses_total{group,status}  HTTP answers by route group (./route-groups.ts) and status
//   roundhouse_rate_limit_refusals_total{limiter}  requests and socket messages refused by a rate limit
//   roundhouse_bot_queue_depth                     bot thinking jobs queued or running
//   roundhouse_bot_think_seconds, roundhouse_bot_queue_seconds   bot search and queue times (histograms)
//   process_*, nodejs_*                            prom-client's defaults: memory, CPU, event-loop lag, GC
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export const RUNNING_CACHE_MS = 10_000;

/** What the gauges read when scraped (wired in server/app.ts). */
export interface MetricsSources {
  openSockets?: () => number;
  runningMatches?: () => Promise<{ gameName: string }[]>;
  botQueueDepth?: () => number;
}

type Child = { inc(n?: number): void };

export class Metrics {
  readonly registry = new Registry();
  readonly sources: MetricsSources = {};
  private readonly movesStored: Counter<'game'>;
  private readonly movesRefused: Counter<'game' | 'reason'>;
  private readonly moveSeconds: Histogram<'game'>;
  private readonly httpResponses: Counter<'group' | 'status'>;
  private readonly rateRefusals: Counter<'limiter'>;
  private readonly botThink: Histogram;
  private readonly botQueue: Histogram;
  private storedByGame = new Map<string, Child>();
  private latencyByGame = new Map<string, { observe(v: number): void }>();
  /** The game of each match a move was seen for (state writes name only the match); bounded. */
  private gameOf = new Map<string, string>();
  private running: { at: number; counts: Map<string, number> } | undefined;

  constructor(opts: { worker?: string; defaults?: boolean } = {}) {
    const registers = [this.registry];
    this.registry.setDefaultLabels({ worker: opts.worker ?? '0' });
    if (opts.defaults !== false) collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
    this.movesStored = new Counter({
      name: 'roundhouse_moves_stored_total',
      help: 'State writes stored, by game',
      labelNames: ['game'],
      registers,
    });
    this.movesRefused = new Counter({
      name: 'roundhouse_moves_refused_total',
      help: 'Moves refused, by game and reason',
      labelNames: ['game', 'reason'],
      registers,
    });
    this.moveSeconds = new Histogram({
      name: 'roundhouse_move_seconds',
      help: 'A move from its socket message to its state stored and broadcast',
      labelNames: ['game'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    });
    this.httpResponses = new Counter({
      name: 'roundhouse_http_responses_total',
      help: 'HTTP answers by route group and status',
      labelNames: ['group', 'status'],
      registers,
    });
    this.rateRefusals = new Counter({
      name: 'roundhouse_rate_limit_refusals_total',
      help: 'Requests and socket messages refused by a rate limit, by limiter',
      labelNames: ['limiter'],
      registers,
    });
    this.botThink = new Histogram({
      name: 'roundhouse_bot_think_seconds',
      help: 'Time a bot searched for its move',
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
      registers,
    });
    this.botQueue = new Histogram({
      name: 'roundhouse_bot_queue_seconds',
      help: 'Time a bot move waited for a worker',
      buckets: [0.001, 0.01, 0.05, 0.1, 0.5, 1, 5, 30],
      registers,
    });
    const sources = this.sources;
    new Gauge({
      name: 'roundhouse_open_sockets',
      help: 'socket.io connections open on this process',
      registers,
      collect() {
        this.set(sources.openSockets?.() ?? 0);
      },
    });
    new Gauge({
      name: 'roundhouse_bot_queue_depth',
      help: 'Bot thinking jobs queued or running on this process',
      registers,
      collect() {
        this.set(sources.botQueueDepth?.() ?? 0);
      },
    });
    const self = this;
    new Gauge({
      name: 'roundhouse_running_matches',
      help: 'Matches not over, by game (read from the database)',
      labelNames: ['game'],
      registers,
      async collect() {
        const counts = await self.runningCounts();
        this.reset();
        for (const [game, n] of counts) this.set({ game }, n);
      },
    });
  }

  private async runningCounts(): Promise<Map<string, number>> {
    const now = Date.now();
    if (this.running && now - this.running.at < RUNNING_CACHE_MS) return this.running.counts;
    const counts = new Map<string, number>();
    for (const m of (await this.sources.runningMatches?.()) ?? [])
      counts.set(m.gameName, (counts.get(m.gameName) ?? 0) + 1);
    this.running = { at: now, counts };
    return counts;
  }

  /** A move of `game` in `matchID` passed the socket guards. */
  moveSeen(game: string, matchID: string): void {
    if (this.gameOf.get(matchID) === game) return;
    if (this.gameOf.size >= 50_000) this.gameOf.clear();
    this.gameOf.set(matchID, game);
  }

  /** A state write's outcome (the match store's listener). */
  stateWrite(matchID: string, outcome: string): void {
    const game = this.gameOf.get(matchID) ?? 'unknown';
    if (outcome === 'written') {
      let c = this.storedByGame.get(game);
      if (!c) this.storedByGame.set(game, (c = this.movesStored.labels(game)));
      c.inc();
    } else if (outcome !== 'missing') this.movesRefused.labels(game, outcome).inc();
  }

  /** A move refused by the socket guards, with the guard's kind of refusal. */
  moveRefused(game: string, reason: string): void {
    this.movesRefused.labels(game, reason).inc();
  }

  /** A move's time from the guards to its answer (seconds). */
  moveTime(game: string, seconds: number): void {
    let h = this.latencyByGame.get(game);
    if (!h) this.latencyByGame.set(game, (h = this.moveSeconds.labels(game)));
    h.observe(seconds);
  }

  httpAnswered(group: string, status: number): void {
    this.httpResponses.labels(group, String(status)).inc();
  }

  rateLimited(limiter: string): void {
    this.rateRefusals.labels(limiter).inc();
  }

  botThought(thinkMs: number, queuedMs: number): void {
    this.botThink.observe(thinkMs / 1000);
    this.botQueue.observe(queuedMs / 1000);
  }

  /** The text a scraper reads. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
