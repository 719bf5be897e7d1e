// "What just changed" for boards: compare values between renders of successive G.
import { useRef } from 'react';

/** `changed(key, value)` is true when `value` differs from the one recorded under `key` for the
 *  previous G (false on the first G and for keys not seen before). */
export function useChangeMarker(G: unknown) {
  const ref = useRef<{ G: unknown; prev: Map<string, string>; cur: Map<string, string> }>({
    G: null,
    prev: new Map(),
    cur: new Map(),
  });
  const r = ref.current;
  if (r.G !== G) {
    if (r.G !== null) r.prev = r.cur;
    r.cur = new Map();
    r.G = G;
  }
  return (key: string, value: unknown): boolean => {
    const s = JSON.stringify(value);
    r.cur.set(key, s);
    const old = r.prev.get(key);
    return old !== undefined && old !== s;
  };
}
export type Changed = ReturnType<typeof useChangeMarker>;
