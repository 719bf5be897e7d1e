// Small state helpers shared by the rules: public counters and the public log. [spec §4.1, §8.4]
import { totalOf } from '../constants';
import type { PublicEvent, TTRState } from '../types';

/** Recompute every public counter from the secret zones (call after each mutation). [design D23] */
export function syncCounts(G: TTRState): void {
  const s = G.secret;
  if (!s) return;
  G.trainDeckCount = s.trainDeck.length;
  G.ticketDeckCount = s.ticketDeck.length;
  G.discardCount = s.discard.length;
  for (const pid of Object.keys(G.players)) {
    const pub = G.players[pid];
    const priv = G.private[pid];
    pub.handCount = totalOf(priv.hand);
    pub.ticketCount = priv.tickets.length;
    pub.offerCount = priv.offer.length;
    pub.completedCount = priv.completed.length;
    pub.trackCount = totalOf(s.trackStacks[pid]);
  }
}

/** Append to the public log (counts only: never card identities from hidden zones). [spec §8.4] */
export function log(G: TTRState, e: PublicEvent): void {
  G.publicLog.push(e);
}

export function seats(G: TTRState): string[] {
  return Object.keys(G.players).sort((a, b) => Number(a) - Number(b));
}
