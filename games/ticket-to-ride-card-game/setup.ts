// [spec §3] Setup: 1 Locomotive each, 7 dealt cards, 5 face up, 6 tickets offered to each seat.
import { CARDS_PER_COLOR, COLORS, DEAL_TRAINS, FACE_UP_SLOTS, INITIAL_TICKETS, LOCOS, emptyCounts } from './constants';
import { TICKET_IDS } from './data/tickets';
import { syncCounts } from './rules/state';
import type { CardType, TTRState } from './types';

export interface TTRSetupData {
  variants?: Record<string, boolean | string>;
  /** Seat that starts (the youngest player); random when absent. [design D14] */
  startPlayer?: number;
  /** Legacy top-level form of the variant. */
  openTrackStacks?: boolean;
}

type Shuffle = <T>(a: T[]) => T[];

export function validateSetupData(data: TTRSetupData | undefined, numPlayers: number): string | undefined {
  if (numPlayers < 2 || numPlayers > 4) return 'players-2-to-4';
  if (!data) return undefined;
  if (
    data.startPlayer !== undefined &&
    !(Number.isInteger(data.startPlayer) && data.startPlayer >= 0 && data.startPlayer < numPlayers)
  )
    return 'bad-start-player';
  const v = data.variants?.openTrackStacks;
  if (v !== undefined && typeof v !== 'boolean') return 'bad-variant';
  return undefined;
}

export function setupState(
  numPlayers: number,
  shuffle: Shuffle,
  die: (n: number) => number,
  data?: TTRSetupData,
): TTRState {
  const pids = Array.from({ length: numPlayers }, (_, i) => String(i));
  const open = Boolean(data?.variants?.openTrackStacks ?? data?.openTrackStacks ?? false);
  // 1–2. One Locomotive to each seat; the rest of the cards form the shuffled deck. [spec §3]
  const deckCards: CardType[] = [];
  for (const c of COLORS) for (let i = 0; i < CARDS_PER_COLOR; i++) deckCards.push(c);
  for (let i = 0; i < LOCOS - numPlayers; i++) deckCards.push('loco');
  const trainDeck = shuffle(deckCards);
  const G: TTRState = {
    options: { openTrackStacks: open },
    players: {},
    private: {},
    secret: { trainDeck, ticketDeck: shuffle([...TICKET_IDS]), discard: [], trackStacks: {} },
    trainDeckCount: 0,
    ticketDeckCount: 0,
    discardCount: 0,
    faceUp: [],
    round: 1,
    totalRounds: numPlayers === 4 ? 2 : 1,
    startPos: data?.startPlayer ?? die(numPlayers) - 1,
    turn: { drawsTaken: 0 },
    deckEmptiedThisTurn: false,
    finalTurnsLeft: null,
    lastRoundTrigger: null,
    publicLog: [],
    scoring: [],
    result: null,
  };
  const s = G.secret!;
  for (const pid of pids) {
    const hand = emptyCounts();
    hand.loco = 1;
    G.players[pid] = {
      railYard: [],
      handCount: 0,
      ticketCount: 0,
      offerCount: 0,
      trackCount: 0,
      completedCount: 0,
      roundPoints: [],
    };
    G.private[pid] = { hand, tickets: [], offer: [], completed: [], scorings: [] };
    s.trackStacks[pid] = emptyCounts();
  }
  // 3. Deal 7 cards one at a time in seat order.
  for (let k = 0; k < DEAL_TRAINS; k++) for (const pid of pids) G.private[pid].hand[s.trainDeck.shift()!]++;
  // 4. Five face up; no reshuffle on 3 Locomotives. [spec §3, D28]
  for (let k = 0; k < FACE_UP_SLOTS; k++) G.faceUp.push(s.trainDeck.shift()!);
  // 6. Six tickets offered to each seat, one at a time in seat order.
  for (let k = 0; k < INITIAL_TICKETS; k++) for (const pid of pids) G.private[pid].offer.push(s.ticketDeck.shift()!);
  syncCounts(G);
  return G;
}
