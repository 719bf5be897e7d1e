// [spec §4.3–§4.4] Move effects as plain functions over G (no boardgame.io). Each returns the flow
// directive the boardgame.io wrapper turns into an event. Callers validate with whyIllegal first.
import { DRAW_TICKETS, STAGE_KEEP_TICKETS, STAGE_SECOND_DRAW } from '../constants';
import type { CardType, Color, Column, KeepArg, PlaySetArg, PlayThreeArg, SlotArg, TTRState } from '../types';
import { log, syncCounts } from './state';

export type Directive = 'none' | 'endTurn' | typeof STAGE_SECOND_DRAW | typeof STAGE_KEEP_TICKETS;

/** [spec §4.4 onDeckEmptied] Any removal of the last deck card starts the final round. [D10] */
export function onDeckEmptied(G: TTRState, numPlayers: number, currentPlayer: string): void {
  if (G.finalTurnsLeft !== null) return;
  G.finalTurnsLeft = numPlayers;
  G.deckEmptiedThisTurn = true;
  G.lastRoundTrigger = currentPlayer;
  log(G, { t: 'finalRound', p: currentPlayer });
}

/** Keep tickets in offer order; the others go back (bottom of the deck). [spec §4.3, §4.4] */
function keep(G: TTRState, p: string, arg: KeepArg): number {
  const priv = G.private[p];
  const kept = priv.offer.filter((id) => arg.keep.includes(id));
  priv.tickets.push(...kept);
  G.secret!.ticketDeck.push(...priv.offer.filter((id) => !arg.keep.includes(id)));
  priv.offer = [];
  return kept.length;
}

export function keepInitialTickets(G: TTRState, p: string, arg: KeepArg): Directive {
  const kept = keep(G, p, arg);
  log(G, { t: 'initialKeep', p, kept });
  syncCounts(G);
  return 'none';
}

export function keepDrawnTickets(G: TTRState, p: string, arg: KeepArg): Directive {
  const kept = keep(G, p, arg);
  log(G, { t: 'keepTickets', p, kept });
  syncCounts(G);
  return 'endTurn';
}

export function drawTickets(G: TTRState, p: string): Directive {
  const s = G.secret!;
  const n = Math.min(DRAW_TICKETS, s.ticketDeck.length); // [design D11]
  G.private[p].offer = s.ticketDeck.splice(0, n);
  log(G, { t: 'drawTickets', p, n });
  syncCounts(G);
  return STAGE_KEEP_TICKETS;
}

/** After a draw: second draw, or end of turn. [spec §4.4, D8] */
function afterDraw(G: TTRState, first: boolean, endsDraw: boolean): Directive {
  if (first && !endsDraw && G.secret!.trainDeck.length > 0) {
    G.turn.drawsTaken = 1;
    return STAGE_SECOND_DRAW;
  }
  return 'endTurn';
}

export function drawFromDeck(G: TTRState, p: string, numPlayers: number): Directive {
  const s = G.secret!;
  const first = G.turn.drawsTaken === 0;
  const card = s.trainDeck.shift()!;
  G.private[p].hand[card]++; // a deck Locomotive counts as one card [spec §4.4]
  if (s.trainDeck.length === 0) onDeckEmptied(G, numPlayers, p);
  log(G, { t: 'drawDeck', p });
  syncCounts(G);
  return afterDraw(G, first, false);
}

export function drawFaceUp(G: TTRState, p: string, arg: SlotArg, numPlayers: number): Directive {
  const s = G.secret!;
  const first = G.turn.drawsTaken === 0;
  const card = G.faceUp[arg.slot] as CardType;
  G.private[p].hand[card]++;
  G.faceUp[arg.slot] = s.trainDeck.shift() ?? null; // immediate refill, no Locomotive reset [spec §4.4]
  if (s.trainDeck.length === 0) onDeckEmptied(G, numPlayers, p);
  log(G, { t: 'drawFaceUp', p, card });
  syncCounts(G);
  return afterDraw(G, first, card === 'loco'); // a face-up Locomotive counts as two cards
}

/** The Rail Yard column a played set makes: its Locomotives on top [spec §4.4]. */
export function setColumn(color: Color, naturals: number, locos: number): Column {
  return { color, cards: [...Array<CardType>(locos).fill('loco'), ...Array<CardType>(naturals).fill(color)] };
}

/** [spec §4.4 playSet] Locomotives on top; a bigger set robs the other seat's column. */
export function playSet(G: TTRState, p: string, arg: PlaySetArg): Directive {
  const { color, naturals, locos } = arg;
  const hand = G.private[p].hand;
  hand[color] -= naturals;
  hand.loco -= locos;
  for (const q of Object.keys(G.players)) {
    if (q === p) continue;
    const yard = G.players[q].railYard;
    const i = yard.findIndex((col) => col.color === color);
    if (i < 0) continue;
    const [victim] = yard.splice(i, 1);
    G.secret!.discard.push(...victim.cards);
    log(G, { t: 'robbery', p, victim: q, color, count: victim.cards.length });
  }
  G.players[p].railYard.push(setColumn(color, naturals, locos));
  log(G, { t: 'playSet', p, color, naturals, locos });
  syncCounts(G);
  return 'endTurn';
}

export function playThree(G: TTRState, p: string, arg: PlayThreeArg): Directive {
  const hand = G.private[p].hand;
  const colors = arg.colors.slice() as Color[];
  for (const c of colors) {
    hand[c]--;
    G.players[p].railYard.push({ color: c, cards: [c] });
  }
  log(G, { t: 'playThree', p, colors });
  syncCounts(G);
  return 'endTurn';
}

export function pass(G: TTRState, p: string): Directive {
  log(G, { t: 'pass', p });
  return 'endTurn';
}
