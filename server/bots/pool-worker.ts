// A bot worker process of server/bots/pool.ts: thinks about one job at a time and answers with
// the choice. Yields every ~20 ms so a cancel message is read while it searches.
import { performance } from 'node:perf_hooks';
import type { State } from 'boardgame.io';
import { getGame } from '../../games';
import { chooseMoveDetailed, isBotCancelled } from '../../games/common/bots';
import type { ThinkJob } from './pool';

const signals = new Map<number, { aborted: boolean }>();
const send = (m: unknown) => process.send?.(m);

process.on('message', async (m: { type: string; id: number; job?: ThinkJob; queuedMs?: number }) => {
  if (m.type === 'cancel') {
    const s = signals.get(m.id);
    if (s) s.aborted = true;
    return;
  }
  if (m.type !== 'think' || !m.job) return;
  const { id, job } = m;
  const signal = { aborted: false };
  signals.set(id, signal);
  const t0 = performance.now();
  try {
    const mod = getGame(job.gameId);
    if (!mod) throw new Error(`unknown game ${job.gameId}`);
    const { choice, stats } = await chooseMoveDetailed(mod, job.state as State, job.playerID, {
      level: job.level,
      seed: job.seed,
      now: () => performance.now(),
      yieldFn: () => new Promise<void>((r) => setImmediate(r)),
      signal,
    });
    send({ id, choice, stats, queuedMs: m.queuedMs ?? 0, thinkMs: performance.now() - t0 });
  } catch (e) {
    send({ id, error: (e as Error).message ?? String(e), cancelled: isBotCancelled(e) });
  } finally {
    signals.delete(id);
  }
});

// The server went away (IPC closed): nothing left to think for.
process.on('disconnect', () => process.exit(0));
