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

// Targeted syncs: a move recounts only the zones it changed. Inside boardgame.io's Immer draft every
// nested object read costs a copy, so touching the other seats' zones on every move is what made
// the full syncCounts slow. Counters are in sync before each move (setup and every change sync).
const setIfChanged = <T extends object>(o: T, k: keyof T, v: T[keyof T]) => {
  if (o[k] !== v) o[k] = v;
};
export function syncTrainDeck(G: TTRState): void {
  if (G.secret) setIfChanged(G, 'trainDeckCount', G.secret.trainDeck.length);
}
export function syncTicketDeck(G: TTRState): void {
  if (G.secret) setIfChanged(G, 'ticketDeckCount', G.secret.ticketDeck.length);
}
export function syncDiscard(G: TTRState): void {
  if (G.secret) setIfChanged(G, 'discardCount', G.secret.discard.length);
}
/** handCount of one seat. */
export function syncHand(G: TTRState, pid: string): void {
  if (G.secret) setIfChanged(G.players[pid], 'handCount', totalOf(G.private[pid].hand));
}
/** ticketCount and offerCount of one seat. */
export function syncTickets(G: TTRState, pid: string): void {
  if (!G.secret) return;
  const pub = G.players[pid];
  const priv = G.private[pid];
  setIfChanged(pub, 'ticketCount', priv.tickets.length);
  setIfChanged(pub, 'offerCount', priv.offer.length);
}
/** trackCount of one seat. */
export function syncTrack(G: TTRState, pid: string): void {
  if (G.secret) setIfChanged(G.players[pid], 'trackCount', totalOf(G.secret.trackStacks[pid]));
}

/** Append to the public log (counts only: never card identities from hidden zones). [spec §8.4] */
export function log(G: TTRState, e: PublicEvent): void {
  G.publicLog.push(e);
}

export function seats(G: TTRState): string[] {
  return Object.keys(G.players).sort((a, b) => Number(a) - Number(b));
}
