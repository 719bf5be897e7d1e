// The metrics module: a prom-client registry per server process (./metrics.ts), GET /metrics
// (./route.ts), and the wiring that hands each module's figures to it (below). Other modules may
// register their own series on `metrics.registry` (server/app.ts hands them the Metrics).
import type { BotSeats } from '../bots/seats';
import type { RateLimits } from '../http/rate-limits';
import type { RoundhouseStoreBase } from '../storage/base';
import { Metrics } from './metrics';

export { Metrics } from './metrics';
export { metricsGate, routeGroup } from './route';

/** Listen to the modules that count: state writes, rate-limit refusals, bot searches; and give
 *  the gauges what they read when scraped. Returns what to call on stop. */
export function wireMetrics(
  metrics: Metrics,
  deps: { store: RoundhouseStoreBase; limits: RateLimits; bots: BotSeats; io: () => any },
): () => void {
  const off = deps.store.onStateWrite((w) => metrics.stateWrite(w.matchID, w.outcome));
  deps.limits.onRefused = (name) => metrics.rateLimited(name);
  deps.bots.onThought = (t, q) => metrics.botThought(t, q);
  metrics.sources.openSockets = () => deps.io()?.engine?.clientsCount ?? 0;
  metrics.sources.runningMatches = () => deps.store.listOpen();
  metrics.sources.botQueueDepth = () => deps.bots.queued;
  return off;
}

export function metricsFromConfig(config: { worker?: string }): Metrics {
  return new Metrics({ worker: config.worker });
}
