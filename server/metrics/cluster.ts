// GET /metrics in a cluster (server/cluster.ts): the worker that gets the request asks the
// primary, which asks every worker for its figures (prom-client's JSON form), merges them with
// prom-client's AggregatorRegistry and answers; every series keeps its `worker` label, so one
// scrape shows every worker. A worker whose figures do not come within CLUSTER_WAIT_MS is left out
// (its absence shows as missing `worker` values); when the primary does not answer at all, the
// worker answers with its own figures.
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import type { Metrics } from './metrics';

/** How long the primary waits for the workers' figures, and a worker for the primary. */
export const CLUSTER_WAIT_MS = 2000;

type Ask = { rh: 'metrics?'; id: number };
type Get = { rh: 'metrics:get'; id: number };
type Got = { rh: 'metrics:got'; id: number; data: object[] };
type Answer = { rh: 'metrics!'; id: number; text: string };
const is = <T extends { rh: string }>(m: unknown, rh: T['rh']): m is T =>
  typeof m === 'object' && m !== null && (m as { rh?: unknown }).rh === rh;

/** In the primary: answer the workers' requests for the whole cluster's figures. */
export function serveClusterMetrics(): void {
  let next = 0;
  const asked = new Map<number, (data: object[]) => void>();
  cluster.on('message', (w: Worker, m: unknown) => {
    if (is<Got>(m, 'metrics:got')) asked.get(m.id)?.(m.data);
    if (!is<Ask>(m, 'metrics?')) return;
    const workers = Object.values(cluster.workers ?? {}).filter((x): x is Worker => !!x && x.isConnected());
    const parts: object[][] = [];
    const ids: number[] = [];
    const all = workers.map(
      (x) =>
        new Promise<void>((resolve) => {
          const id = ++next;
          ids.push(id);
          asked.set(id, (data) => {
            parts.push(data);
            resolve();
          });
          x.send({ rh: 'metrics:get', id } satisfies Get);
        }),
    );
    const wait = new Promise<void>((resolve) => setTimeout(resolve, CLUSTER_WAIT_MS).unref());
    void Promise.race([Promise.all(all), wait]).then(async () => {
      for (const id of ids) asked.delete(id);
      const text = await AggregatorRegistry.aggregate(parts).metrics();
      if (w.isConnected()) w.send({ rh: 'metrics!', id: m.id, text } satisfies Answer);
    });
  });
}

/** In a worker: give the primary this process's figures when asked, and make `metrics.text()`
 *  the whole cluster's. */
export function joinClusterMetrics(metrics: Metrics): void {
  if (!cluster.isWorker || !process.send) return;
  let next = 0;
  const waiting = new Map<number, (text: string) => void>();
  process.on('message', (m: unknown) => {
    if (is<Get>(m, 'metrics:get'))
      void metrics.registry.getMetricsAsJSON().then((data) => process.send?.({ rh: 'metrics:got', id: m.id, data }));
    if (is<Answer>(m, 'metrics!')) waiting.get(m.id)?.(m.text);
  });
  const own = metrics.text.bind(metrics);
  metrics.text = () =>
    new Promise<string>((resolve) => {
      const id = ++next;
      const timer = setTimeout(() => {
        waiting.delete(id);
        void own().then(resolve);
      }, CLUSTER_WAIT_MS * 2);
      timer.unref();
      waiting.set(id, (text) => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(text);
      });
      process.send!({ rh: 'metrics?', id } satisfies Ask);
    });
}
