// The send queue's depth in the server's metrics (server/metrics/):
//   roundhouse_notify_queue_depth   notification jobs waiting (due or scheduled: time-low
//                                   warnings wait for their hour), read when scraped, at most
//                                   every 10 s (the table is shared by every process)
import { Gauge, type Registry } from 'prom-client';
import type { NotifyRepo } from './repo';

const CACHE_MS = 10_000;

export function registerNotifyMetrics(registry: Registry, repo: Pick<NotifyRepo, 'queueDepth'>): void {
  let cached: { at: number; n: number } | undefined;
  new Gauge({
    name: 'roundhouse_notify_queue_depth',
    help: 'Notification jobs waiting to be sent (due or scheduled)',
    registers: [registry],
    async collect() {
      if (!cached || Date.now() - cached.at > CACHE_MS) cached = { at: Date.now(), n: await repo.queueDepth() };
      this.set(cached.n);
    },
  });
}
