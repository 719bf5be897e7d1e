// State and data types of Ticket to Ride: The Card Game. [spec §2, §4.1]
// G is plain JSON. Secret zones live where playerView can strip them [spec §6]:
//   G.secret            — train deck order, ticket deck order, discard contents, every Track Stack
//   G.private[seat]     — hand, held tickets, offer, completed tickets, own scoring detail
// Public counters (hand size, deck sizes …) are kept in sync by rules/counts.ts `syncCounts`.

export type Color = 'red' | 'orange' | 'yellow' | 'green' | 'blue' | 'purple' | 'white' | 'black';
export type CardType = Color | 'loco';
export type BigCity = 'Seattle' | 'Los Angeles' | 'Chicago' | 'Dallas' | 'New York' | 'Miami';

export interface TicketDef {
  id: string;
  a: string;
  b: string;
  points: number;
  req: Partial<Record<Color, number>>;
  bigCities: BigCity[];
}

/** Card counts per type; all 9 keys always present. */
export type Counts = Record<CardType, number>;

/** A Rail Yard column. cards[0] = TOP = next card to move to the Track Stack. [spec §4.1] */
export interface Column {
  color: Color;
  cards: CardType[];
}

export interface CompletedTicket {
  id: string;
  round: 1 | 2;
}

/** Public part of a seat. */
export interface PublicPlayer {
  railYard: Column[];
  handCount: number;
  ticketCount: number;
  offerCount: number;
  trackCount: number;
  completedCount: number;
  /** Ticket points scored at each scoring (public after that scoring). [spec §5.2] */
  roundPoints: number[];
}

/** One scoring of one seat, in full (private to the seat until game over). [spec §5.2] */
export interface PlayerScoring {
  round: 1 | 2;
  /** The Track Stack that was scored. */
  stack: Counts;
  completed: string[];
  allocation: Record<string, CardType[]>;
  points: number;
  unused: Counts;
}

/** Secret part of a seat: only its owner (and everybody after game over) sees it. */
export interface PrivatePlayer {
  hand: Counts;
  tickets: string[];
  offer: string[];
  completed: CompletedTicket[];
  scorings: PlayerScoring[];
}

/** Hidden from every client until game over. */
export interface Secret {
  trainDeck: CardType[]; // index 0 = top
  ticketDeck: string[]; // index 0 = top
  discard: CardType[];
  trackStacks: Record<string, Counts>; // face down even to the owner [spec §1]
}

export type PublicEvent =
  | { t: 'initialKeep'; p: string; kept: number }
  | { t: 'transfer'; p: string; n: number }
  | { t: 'drawDeck'; p: string }
  | { t: 'drawFaceUp'; p: string; card: CardType }
  | { t: 'robbery'; p: string; victim: string; color: Color; count: number }
  | { t: 'playSet'; p: string; color: Color; naturals: number; locos: number }
  | { t: 'playThree'; p: string; colors: Color[] }
  | { t: 'drawTickets'; p: string; n: number }
  | { t: 'keepTickets'; p: string; kept: number }
  | { t: 'pass'; p: string }
  | { t: 'finalRound'; p: string }
  | { t: 'roundScored'; round: 1 | 2; points: Record<string, number> }
  | { t: 'newDeck'; n: number };

/** Public summary of one scoring. [spec §6: points and completed count only] */
export interface PublicScoring {
  round: 1 | 2;
  perPlayer: Record<string, { points: number; completedCount: number }>;
}

export interface PlayerBreakdown {
  completedPoints: number;
  penaltyPoints: number;
  bonusCities: BigCity[];
  bonusPoints: number;
  completedCount: number;
  bonusCount: number;
}

export type TieBreak = 'score' | 'tickets' | 'bonuses' | 'shared';

/** = ctx.gameover. [spec §4.7] */
export interface GameResult {
  scores: Record<string, number>;
  breakdown: Record<string, PlayerBreakdown>;
  winners: string[];
  winner?: string;
  draw?: true;
  /** Which key decided the winner (none when a single player had the top score). */
  decidedBy: TieBreak;
}

export interface TTRState {
  options: { openTrackStacks: boolean };
  players: Record<string, PublicPlayer>;
  private: Record<string, PrivatePlayer>;
  /** Absent in client views before game over. */
  secret?: Secret;
  /** openTrackStacks variant only: the Track Stacks, added by playerView for everybody. */
  openStacks?: Record<string, Counts>;
  trainDeckCount: number;
  ticketDeckCount: number;
  discardCount: number;
  faceUp: (CardType | null)[];
  round: 1 | 2;
  totalRounds: 1 | 2;
  startPos: number;
  turn: { drawsTaken: 0 | 1 };
  deckEmptiedThisTurn: boolean;
  finalTurnsLeft: number | null;
  lastRoundTrigger: string | null;
  publicLog: PublicEvent[];
  scoring: PublicScoring[];
  result: GameResult | null;
}

/** Move arguments (every move takes zero or one plain object). */
export interface KeepArg {
  keep: string[];
}
export interface SlotArg {
  slot: number;
}
export interface PlaySetArg {
  color: Color;
  naturals: number;
  locos: number;
}
export interface PlayThreeArg {
  colors: Color[];
}
