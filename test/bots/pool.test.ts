// The server's bot pool (server/bots/pool.ts): worker processes at a lower priority, the same
// choices as thinking in-process, a fair queue across matches, cancellation, and a replaced
// worker when one dies.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { GAMES, getGame } from '../../games';
import { chooseMoveDetailed, isBotCancelled, type BotSpec } from '../../games/common/bots';
import { randomPlayout } from '../../games/common/match';
import { seededRandom } from '../../games/common/rng';
import { BotPool, WORKER_NICE, type ThinkJob } from '../../server/bots/pool';

const pools: BotPool[] = [];
afterAll(() => pools.forEach((p) => p.stop()));
const pool = (n: number) => {
  const p = new BotPool(n);
  pools.push(p);
  return p;
};

/** A mid-game position of `gameId` (a seeded random game cut at `plies`) and its acting seat. */
function position(gameId: string, plies: number, seed: string): ThinkJob & { state: any } {
  const mod = getGame(gameId)!;
  const r = randomPlayout(mod, { numPlayers: 2, seed, rand: seededRandom(seed), maxMoves: plies });
  const s = r.state;
  const playerID = s.ctx.activePlayers ? Object.keys(s.ctx.activePlayers)[0] : s.ctx.currentPlayer;
  const view = mod.game.playerView ? mod.game.playerView({ G: s.G, ctx: s.ctx, playerID } as any) : s.G;
  return {
    gameId,
    state: { G: view, ctx: s.ctx, plugins: {}, _stateID: s._stateID },
    playerID,
    level: 'easy',
    seed: `pool-${seed}`,
  };
}

/** Like `position`, but the first position from `plies` on where the bot has a choice to make
 *  (two legal moves or more), so that a `hard` bot really searches instead of answering at once. */
function searchPosition(gameId: string, plies: number, seed: string): ThinkJob & { state: any } {
  const mod = getGame(gameId)!;
  for (let n = plies; n < plies + 50; n++) {
    const r = randomPlayout(mod, { numPlayers: 2, seed, rand: seededRandom(seed), maxMoves: n });
    const s = r.state;
    const playerID = s.ctx.activePlayers ? Object.keys(s.ctx.activePlayers)[0] : s.ctx.currentPlayer;
    if (mod.legalMoves(s.G, s.ctx, playerID).length >= 2) return position(gameId, n, seed);
  }
  throw new Error(`no position with a choice in ${gameId} from ply ${plies} (seed ${seed})`);
}

const niceOf = (pid: number) => Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[16]);

describe('bot pool', () => {
  it('workers run at nice 19, below the server', () => {
    const p = pool(2);
    const pids = (p as any).workers.map((w: any) => w.proc.pid as number);
    expect(pids).toHaveLength(2);
    for (const pid of pids) expect(niceOf(pid)).toBe(WORKER_NICE);
    expect(niceOf(process.pid)).toBeLessThan(WORKER_NICE);
  });

  it('the same choice as thinking in-process, for every title (easy and random; normal on one title)', async () => {
    const p = pool(1);
    const jobs: ThinkJob[] = [];
    for (const mod of GAMES)
      for (const level of ['easy', 'random'] as BotSpec[])
        jobs.push({ ...position(mod.id, 12, `same-${mod.id}`), level });
    // Normal with a fixed iteration budget is deterministic only without a time cap hit: use a small title position.
    jobs.push({ ...position('nippon', 6, 'same-normal'), level: 'normal' });
    for (const job of jobs) {
      const here = await chooseMoveDetailed(getGame(job.gameId)!, job.state as any, job.playerID, {
        level: job.level,
        seed: job.seed,
      });
      const there = await p.think(`${job.gameId}:${job.level}`, job.gameId, job).promise;
      if (!there.stats.capped && !here.stats.capped)
        expect(there.choice, `${job.gameId} ${job.level}`).toEqual(here.choice);
    }
  });

  it('fair queue: a match with many queued jobs does not hold another match back', async () => {
    const p = pool(1);
    const job = { ...position('steam-rollers', 10, 'fair'), level: 'easy' as BotSpec };
    const order: string[] = [];
    const busy = Array.from({ length: 6 }, (_, i) =>
      p.think(`busy:${i}`, 'busy', job).promise.then(() => order.push(`busy${i}`)),
    );
    const other = p.think('quiet:0', 'quiet', job).promise.then(() => order.push('quiet'));
    await Promise.all([...busy, other]);
    // busy0 was running and busy1 was first in the busy match's turn; the quiet match comes next
    // (first in, first out would put it last, at 6).
    expect(order.indexOf('quiet')).toBeLessThanOrEqual(2);
  });

  it('tables where a person sits come first; a bots-only table still gets every fourth job', async () => {
    const p = pool(1);
    const job = { ...position('steam-rollers', 10, 'prio'), level: 'easy' as BotSpec };
    const order: string[] = [];
    const first = p.think('warm:0', 'warm', job, false).promise; // occupies the worker
    const bots = Array.from({ length: 4 }, (_, i) =>
      p.think(`bots:${i}`, 'bots', job, false).promise.then(() => order.push('bots')),
    );
    const people = Array.from({ length: 5 }, (_, i) =>
      p.think(`t${i}:0`, `t${i}`, job, true).promise.then(() => order.push('person')),
    );
    await Promise.all([first, ...bots, ...people]);
    expect(order.slice(0, 4)).toEqual(['person', 'person', 'person', 'bots']);
    expect(order.slice(4, 6)).toEqual(['person', 'person']);
  });

  it('cancel: a queued job and a running job reject as cancelled; a newer job for the same seat replaces the older', async () => {
    const p = pool(1);
    const slow = { ...searchPosition('russian-railroads', 20, 'cancel'), level: 'hard' as BotSpec };
    const running = p.think('m:0', 'm', slow);
    const queued = p.think('n:0', 'n', slow);
    queued.cancel();
    await expect(queued.promise).rejects.toSatisfy(isBotCancelled);
    running.cancel();
    await expect(running.promise).rejects.toSatisfy(isBotCancelled);
    const first = p.think('k:0', 'k', slow);
    const second = p.think('k:0', 'k', { ...slow, level: 'random' });
    await expect(first.promise).rejects.toSatisfy(isBotCancelled);
    expect((await second.promise).choice.move).toBeTruthy();
    expect(p.pending).toBe(0);
  });

  it('a worker that dies fails its job and is replaced', async () => {
    const p = pool(1);
    const slow = { ...searchPosition('russian-railroads', 20, 'die'), level: 'hard' as BotSpec };
    const t = p.think('d:0', 'd', slow);
    await new Promise((r) => setTimeout(r, 300));
    (p as any).workers[0].proc.kill('SIGKILL');
    await expect(t.promise).rejects.toThrow(/exited/);
    const again = await p.think('d:1', 'd', { ...slow, level: 'random' }).promise;
    expect(again.choice.move).toBeTruthy();
  });
});
