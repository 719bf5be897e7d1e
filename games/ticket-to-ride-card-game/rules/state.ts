// Small state helpers shared by the rules: public counters and the public log. [spec §4.1, §8.4]
import { totalOf } from '../constants';
import type { PublicEvent, TTRState } from '../types';

/** Recompute every public counter from the secret zones (call after each mutation). [design D23] */
export function syncCounts(G: TTRState): void {
  const s = G.secret;
  if (!s) return;
  // Write only on change: the moves' writable copies share the other seats' (frozen) records.
  const set = <T extends object>(o: T, k: keyof T, v: T[keyof T]) => {
    if (o[k] !== v) o[k] = v;
  };
  set(G, 'trainDeckCount', s.trainDeck.length);
  set(G, 'ticketDeckCount', s.ticketDeck.length);
  set(G, 'discardCount', s.discard.length);
  for (const pid of Object.keys(G.players)) {
    const pub = G.players[pid];
    const priv = G.private[pid];
    set(pub, 'handCount', totalOf(priv.hand));
    set(pub, 'ticketCount', priv.tickets.length);
    set(pub, 'offerCount', priv.offer.length);
    set(pub, 'completedCount', priv.completed.length);
    set(pub, 'trackCount', totalOf(s.trackStacks[pid]));
  }
}

/** Append to the public log (counts only: never card identities from hidden zones). [spec §8.4] */
export function log(G: TTRState, e: PublicEvent): void {
  G.publicLog.push(e);
}

/** Own property read that, on boardgame.io's Immer draft, returns the stored value without drafting
 *  it (the descriptor trap hands out the value; the get trap would copy the parent and proxy the
 *  child). On a plain object it is an ordinary read. */
export function stored<T>(o: object, k: string): T {
  return (Object.getOwnPropertyDescriptor(o, k) as PropertyDescriptor).value as T;
}

function mapSeats<T>(rec: Record<string, T>, f: (x: T, k: string) => T): Record<string, T> {
  const out: Record<string, T> = {};
  for (const k of Object.keys(rec)) out[k] = f(rec[k], k);
  return out;
}

/** A copy of G in which every container a rule function may change is a fresh plain object or array
 *  (same keys, same order); records that are only ever replaced or appended (log entries, scorings,
 *  completed entries, the result) are shared. The boardgame.io moves and turn hooks run the rules on
 *  this copy and return it: plain writes instead of Immer's proxies and descriptor copies. Arrays
 *  are copied by spreading: on the frozen arrays Immer leaves behind, slice() is ~50x slower. */
export function writableCopy(G: TTRState, only?: string): TTRState {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(G)) out[k] = stored(G, k);
  const c = out as unknown as TTRState;
  const mine = (k: string) => only === undefined || k === only;
  c.players = mapSeats(c.players, (pub, k) =>
    mine(k)
      ? {
          ...pub,
          railYard: pub.railYard.map((col) => ({ ...col, cards: [...col.cards] })),
          roundPoints: [...pub.roundPoints],
        }
      : pub,
  );
  c.private = mapSeats(c.private, (priv, k) =>
    mine(k)
      ? {
          ...priv,
          hand: { ...priv.hand },
          tickets: [...priv.tickets],
          offer: [...priv.offer],
          completed: [...priv.completed],
          scorings: [...priv.scorings],
        }
      : priv,
  );
  const s = c.secret;
  if (s)
    c.secret = {
      ...s,
      trainDeck: [...s.trainDeck],
      ticketDeck: [...s.ticketDeck],
      discard: [...s.discard],
      trackStacks: mapSeats(s.trackStacks, (t, k) => (mine(k) ? { ...t } : t)),
    };
  if (c.openStacks) c.openStacks = mapSeats(c.openStacks, (t) => ({ ...t }));
  c.faceUp = [...c.faceUp];
  c.turn = { ...c.turn };
  c.publicLog = [...c.publicLog];
  c.scoring = [...c.scoring];
  return c;
}

export function seats(G: TTRState): string[] {
  return Object.keys(G.players).sort((a, b) => Number(a) - Number(b));
}
