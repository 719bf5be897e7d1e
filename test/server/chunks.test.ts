// A master thread's moves a chunk at a time (server/sockets/chunks.ts).
import { describe, expect, it } from 'vitest';
import { chunked } from '../../server/sockets/chunks';

const turn = () => new Promise((r) => setImmediate(r));
async function turns(n: number) {
  for (let i = 0; i < n; i++) await turn();
}

/** Items that end when told (end(i)); what ran and when `after` ran, in order. */
function rig(size: number, stuckMs = 1000) {
  const events: string[] = [];
  const ends = new Map<number, () => void>();
  let clock = 0;
  const stuck: number[] = [];
  const take = chunked<number>({
    size,
    run: (i) => (events.push(`run ${i}`), new Promise<void>((r) => ends.set(i, r))),
    after: () => events.push('after'),
    stuckMs,
    stuck: (ms) => stuck.push(ms),
    now: () => clock,
  });
  return {
    take,
    events,
    stuck,
    end: (...is: number[]) => is.forEach((i) => ends.get(i)!()),
    tick: (ms: number) => (clock += ms),
  };
}

describe('chunks', () => {
  it('runs at most `size` items at once; the next chunk only once all of the last have ended and `after` ran', async () => {
    const r = rig(3);
    r.take([1, 2, 3, 4, 5]);
    expect(r.events).toEqual(['run 1', 'run 2', 'run 3']);
    r.end(1, 3);
    await turns(3);
    expect(r.events).toEqual(['run 1', 'run 2', 'run 3']);
    r.take([6, 7]); // items that come meanwhile wait their turn
    r.end(2);
    await turns(3);
    expect(r.events).toEqual(['run 1', 'run 2', 'run 3', 'after', 'run 4', 'run 5', 'run 6']);
    r.end(4, 5, 6);
    await turns(3);
    expect(r.events.slice(7)).toEqual(['after', 'run 7']);
    r.end(7);
    await turns(3);
    expect(r.events.slice(9)).toEqual(['after']);
    // nothing in hand: the next items start at once
    r.take([8]);
    expect(r.events.at(-1)).toBe('run 8');
  });

  it('an item that fails ends its chunk like one that succeeds', async () => {
    const events: string[] = [];
    const take = chunked<number>({
      size: 2,
      run: async (i) => {
        events.push(`run ${i}`);
        if (i === 1) throw new Error('no');
      },
      after: () => events.push('after'),
      stuckMs: 1000,
      stuck: () => {},
    });
    take([1, 2, 3]);
    await turns(3);
    expect(events).toEqual(['run 1', 'run 2', 'after', 'run 3', 'after']);
  });

  it('a chunk that never ends is given up on when more items come after `stuckMs`; its late end changes nothing', async () => {
    const r = rig(2, 1000);
    r.take([1, 2]);
    r.end(1);
    r.tick(500);
    r.take([3]);
    await turns(3);
    expect(r.events).toEqual(['run 1', 'run 2']);
    expect(r.stuck).toEqual([]);
    r.tick(600);
    r.take([4]);
    expect(r.stuck).toEqual([1100]);
    expect(r.events).toEqual(['run 1', 'run 2', 'run 3', 'run 4']);
    r.end(2); // the stuck chunk ends late: no `after` for it, no second chain of chunks
    await turns(3);
    expect(r.events).toEqual(['run 1', 'run 2', 'run 3', 'run 4']);
    r.end(3, 4);
    await turns(3);
    expect(r.events).toEqual(['run 1', 'run 2', 'run 3', 'run 4', 'after']);
  });
});

describe('chunks, a stuck chunk with no more items coming', () => {
  it('the items already waiting start once the periodic check finds the chunk stuck', async () => {
    const events: string[] = [];
    const take = chunked<number>({
      size: 1,
      run: (i) => (events.push(`run ${i}`), i === 1 ? new Promise<void>(() => {}) : Promise.resolve()),
      after: () => events.push('after'),
      stuckMs: 100,
      stuck: () => events.push('stuck'),
    });
    take([1, 2]);
    await turns(3);
    expect(events).toEqual(['run 1']);
    for (const t0 = Date.now(); events.length < 4 && Date.now() - t0 < 3000; )
      await new Promise((r) => setTimeout(r, 5));
    expect(events).toEqual(['run 1', 'stuck', 'run 2', 'after']);
  });
});
