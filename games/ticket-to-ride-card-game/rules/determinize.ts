// [spec §7; GameModule.determinize] Re-sample every zone `seat` cannot see from the cards it has not seen,
// keeping every zone's size. Works on the full G or on the seat's own playerView.
import { CARDS_PER_COLOR, CARD_TYPES, COLORS, LOCOS, emptyCounts } from '../constants';
import { TICKET_IDS } from '../data/tickets';
import { jsonCopy } from '../../common/base-g';
import { shuffled } from '../../common/rng';
import type { CardType, Counts, PrivatePlayer, TTRState } from '../types';
import { rememberedStacks } from './memory';
import { seats } from './state';

function take(pool: CardType[], n: number): Counts {
  const c = emptyCounts();
  for (const k of pool.splice(0, n)) c[k]++;
  return c;
}

export function determinize(G: TTRState, seat: string, rand: () => number): TTRState {
  const out: TTRState = jsonCopy(G);
  if (G.result) return out; // everything is public after game over
  const pids = seats(out);
  const me = out.private[seat];
  const known = out.options.openTrackStacks ? (out.openStacks ?? out.secret?.trackStacks) : rememberedFor(out, pids);

  // Train cards: 96 minus what the seat sees (own hand, every Rail Yard, the face-up row, its own
  // round-1 allocation; open Track Stacks in the variant).
  const unseen = emptyCounts();
  for (const c of COLORS) unseen[c] = CARDS_PER_COLOR;
  unseen.loco = LOCOS;
  const remove = (c: Counts) => CARD_TYPES.forEach((k) => (unseen[k] -= c[k]));
  if (me) remove(me.hand);
  for (const pid of pids) for (const col of out.players[pid].railYard) for (const k of col.cards) unseen[k]--;
  for (const k of out.faceUp) if (k) unseen[k]--;
  if (me) for (const sc of me.scorings) if (out.totalRounds === 2 && sc.round === 1) remove(diff(sc.stack, sc.unused));
  if (known) for (const pid of pids) remove(known[pid]);
  const pool: CardType[] = [];
  for (const k of CARD_TYPES) for (let i = 0; i < Math.max(0, unseen[k]); i++) pool.push(k);
  const cards = shuffled(pool, rand);

  // Tickets: 46 minus the seat's own tickets, offer and completed tickets.
  const seenT = new Set<string>(me ? [...me.tickets, ...me.offer, ...me.completed.map((c) => c.id)] : []);
  const tickets = shuffled(
    TICKET_IDS.filter((id) => !seenT.has(id)),
    rand,
  );

  const priv: Record<string, PrivatePlayer> = {};
  const trackStacks: Record<string, Counts> = {};
  for (const pid of pids) {
    const pub = out.players[pid];
    trackStacks[pid] = known ? { ...known[pid] } : take(cards, pub.trackCount);
    if (pid === seat && me) {
      priv[pid] = me;
      continue;
    }
    priv[pid] = {
      hand: take(cards, pub.handCount),
      tickets: tickets.splice(0, pub.ticketCount),
      offer: tickets.splice(0, pub.offerCount),
      // Approximation: which tickets others completed is private; any unseen tickets stand in.
      completed: tickets.splice(0, pub.completedCount).map((id) => ({ id, round: 1 as const })),
      scorings: [],
    };
  }
  const trainDeck = cards.splice(0, out.trainDeckCount);
  const discard = cards.splice(0, out.discardCount);
  out.private = priv;
  out.secret = { trainDeck, ticketDeck: tickets.splice(0, out.ticketDeckCount), discard, trackStacks };
  delete out.openStacks;
  return out;
}

/** Every seat's remembered Track Stack, or undefined when the log does not match the public
 *  stack sizes (a state built by hand, without its history). */
function rememberedFor(G: TTRState, pids: string[]): Record<string, Counts> | undefined {
  const stacks = rememberedStacks(G.publicLog, pids);
  const size = (c: Counts) => CARD_TYPES.reduce((s, k) => s + c[k], 0);
  return pids.every((p) => size(stacks[p]) === G.players[p].trackCount) ? stacks : undefined;
}

function diff(a: Counts, b: Counts): Counts {
  const c = emptyCounts();
  for (const k of CARD_TYPES) c[k] = a[k] - b[k];
  return c;
}
