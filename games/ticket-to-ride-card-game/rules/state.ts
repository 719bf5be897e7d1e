// Small state helpers shared by the rules: public counters and the public log. [spec §4.1, §8.4]
import { totalOf } from '../constants';
import type { PublicEvent, TTRState } from '../types';

/** Recompute every public counter from the secret zones (call after each mutation). [design D23] */
export function syncCounts(G: TTRState): void {
  const s = G.secret;
  if (!s) return;
  // Write only on change: keeps boardgame.io's Immer drafts small.
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

export function seats(G: TTRState): string[] {
  return Object.keys(G.players).sort((a, b) => Number(a) - Number(b));
}
