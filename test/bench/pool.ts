// Runs game jobs on several cores: one child process per core (forked with the parent's tsx
// loader), jobs handed out one at a time, results returned in job order (so output does not
// depend on scheduling). procs = 1 runs in this process.
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { playGame, type GameJob, type GameRecord } from './harness';

export function defaultProcs(): number {
  return Math.max(1, availableParallelism());
}

export async function runJobs(
  jobs: GameJob[],
  procs = defaultProcs(),
  onDone?: (i: number, r: GameRecord) => void,
): Promise<GameRecord[]> {
  const out: GameRecord[] = new Array(jobs.length);
  if (procs <= 1 || jobs.length <= 1) {
    for (let i = 0; i < jobs.length; i++) {
      out[i] = await playGame(jobs[i]);
      onDone?.(i, out[i]);
    }
    return out;
  }
  const script = fileURLToPath(new URL('./pool-worker.ts', import.meta.url));
  let next = 0;
  const n = Math.min(procs, jobs.length);
  await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<void>((resolve, reject) => {
          const child: ChildProcess = fork(script, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
          const give = () => {
            if (next >= jobs.length) {
              child.send({ type: 'exit' });
              return;
            }
            const i = next++;
            child.send({ type: 'job', i, job: jobs[i] });
          };
          child.on('message', (m: any) => {
            out[m.i] = m.record;
            onDone?.(m.i, m.record);
            give();
          });
          child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`arena worker exited with ${code}`))));
          child.on('error', reject);
          give();
        }),
    ),
  );
  return out;
}
