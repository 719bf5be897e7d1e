// For the few tests whose subject is a time (a deadline kept, a page that does not freeze): their
// budgets are for a core to itself and grow by how busy the machine is, measured on the same run,
// so a machine busy with other work (other test files, other users) does not fail them and an
// idle one keeps them strict. Speed itself is measured by `npm run bench`, never asserted.
import { availableParallelism, loadavg } from 'node:os';

/** How much slower than on an idle core code runs on this machine right now: a busy loop's wall
 *  time over the CPU time this process got for it (1 with a core to itself, 3 when it got a third
 *  of one). It blocks this process's event loop for `ms`. */
export function cpuSlowdown(ms = 60): number {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let x = 0;
  while (performance.now() - t0 < ms) for (let i = 0; i < 5_000; i++) x += Math.sqrt(i);
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return x > 0 ? Math.max(1, wall / Math.max(1, (cpu.user + cpu.system) / 1000)) : 1;
}

/** The mean of a few samples (a single 60 ms sample can land on a spike). */
export function meanSlowdown(samples: number[]): number {
  return samples.length ? samples.reduce((a, b) => a + b, 0) / samples.length : 1;
}

/** How oversubscribed the machine's cores are now: the 1-minute load average per core, at least 1.
 *  For waits on a real-time event (a move through another process, a restarted server): they
 *  are hang guards, and a machine running seven times more than its cores needs them longer. */
export function loadFactor(): number {
  return Math.max(1, loadavg()[0] / availableParallelism());
}
