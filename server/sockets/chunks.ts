// Work taken a chunk at a time (a master thread's moves, ./master-thread.ts): up to `size` items
// run together; once all of them have ended, `after` runs (the thread posts what they produced)
// and the next chunk starts on a later turn of the loop, with the items that came meanwhile.
// A chunk that has not ended after `stuckMs` is given up on when more items come, or when a check
// every `stuckMs` finds items waiting: the chunks go on without it (`stuck` is told), so one item
// that never ends cannot hold every later one.

export interface ChunkOptions<T> {
  size: number;
  run: (item: T) => Promise<void>;
  after: () => void;
  stuckMs: number;
  stuck: (ms: number) => void;
  now?: () => number;
}

/** A function that queues items (in order) and starts a chunk when none is in hand. */
export function chunked<T>(o: ChunkOptions<T>): (items: readonly T[]) => void {
  const now = o.now ?? (() => performance.now());
  const waiting: T[] = [];
  let inHand = 0; // the chunk in hand (its number; 0: none)
  let since = 0;
  let count = 0;
  const next = (): void => {
    const items = waiting.splice(0, o.size);
    if (!items.length) return void (inHand = 0);
    const id = (inHand = ++count);
    since = now();
    void Promise.all(items.map((item) => o.run(item).catch(() => undefined))).then(() => {
      if (inHand !== id) return; // given up on; the chunks went on without it
      o.after();
      setImmediate(next);
    });
  };
  const unstick = (): void => {
    if (!inHand || !waiting.length || !(now() - since > o.stuckMs)) return;
    o.stuck(now() - since);
    next();
  };
  setInterval(unstick, o.stuckMs).unref();
  return (items) => {
    waiting.push(...items);
    if (!inHand) return next();
    unstick();
  };
}
