// Phase `auction`: the First Player Auction [spec §4.4].
import type { Ctx } from 'boardgame.io';
import type { RotwState } from '../types';
import { addLog, pay } from '../rules/economy';

const rotate = (seating: string[], first: string) => {
  const i = seating.indexOf(first);
  return [...seating.slice(i), ...seating.slice(0, i)];
};

export function auctionOrder(G: RotwState): string[] {
  const style = G.options.auctionStyle;
  if (style === 'firstToPass' && G.turn > 1) return G.turnOrder.slice();
  return rotate(G.seating, G.startPlayer);
}

export function beginAuction(G: RotwState): void {
  if (G.gameOver) return;
  G.auction = { highBid: 0, highBidder: null, passed: [], lastBid: {}, order: auctionOrder(G) };
  G.lastEvent = null;
}

/** No auction this game turn (newPlayers turn 1, worstIsFirst after turn 1). */
export function skipAuction(G: RotwState): boolean {
  if (G.gameOver) return true;
  const s = G.options.auctionStyle;
  return (s === 'newPlayers' && G.turn === 1) || (s === 'worstIsFirst' && G.turn > 1);
}

export function auctionResolved(G: RotwState, numPlayers: number): boolean {
  const a = G.auction!;
  return (a.highBidder !== null && a.passed.length === numPlayers - 1) || a.passed.length === numPlayers;
}

/** Next index in the auction's play order whose player has not passed. */
export function nextBidder(G: RotwState, ctx: Ctx): number | undefined {
  const a = G.auction;
  if (!a) return undefined;
  const n = a.order.length;
  for (let k = 1; k <= n; k++) {
    const i = (ctx.playOrderPos + k) % n;
    if (!a.passed.includes(a.order[i])) return i;
  }
  return undefined;
}

/** onEnd: payments, turn order, start player [spec §4.4 onEnd]. */
export function endAuction(G: RotwState): void {
  if (G.gameOver) return;
  const a = G.auction ?? { highBid: 0, highBidder: null, passed: [], lastBid: {}, order: auctionOrder(G) };
  const style = G.options.auctionStyle;
  let order: string[];
  if (style === 'newPlayers' && G.turn === 1) {
    order = rotate(G.seating, G.startPlayer);
    order.forEach((p, i) => {
      G.players[p].cash += 1000 * i;
    });
  } else if (style === 'worstIsFirst' && G.turn > 1) {
    const prev = G.turnOrder.slice();
    order = prev.slice().sort((x, y) => G.players[x].points - G.players[y].points || prev.indexOf(x) - prev.indexOf(y));
  } else if (style === 'firstToPass') {
    const rev = a.passed.slice().reverse();
    if (a.highBidder !== null) {
      pay(G, a.highBidder, a.highBid);
      for (const p of a.passed) pay(G, p, Math.ceil((a.lastBid[p] ?? 0) / 2 / 1000) * 1000); // [design] rounding
      order = [a.highBidder, ...rev];
    } else order = rev;
  } else if (a.highBidder !== null) {
    pay(G, a.highBidder, a.highBid);
    order = rotate(G.seating, a.highBidder);
  } else {
    const i = G.seating.indexOf(G.startPlayer);
    order = rotate(G.seating, G.seating[(i + 1) % G.seating.length]);
  }
  G.turnOrder = order;
  G.startPlayer = order[0];
  if (a.highBidder !== null) addLog(G, `P${a.highBidder} wins the auction for $${a.highBid.toLocaleString('en-US')}`);
  addLog(G, `Game turn ${G.turn}: order ${order.map((p) => 'P' + p).join(', ')}`);
  G.auction = null;
  G.lastEvent = { kind: 'auction', player: order[0] };
}
