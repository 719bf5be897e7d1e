// State types of Russian Railroads [spec §4.1]. G is plain JSON: ids and counters only.
export const COLORS = ['black', 'grey', 'brown', 'natural', 'white'] as const;
export type Color = (typeof COLORS)[number];
export type UnlockColor = Exclude<Color, 'black'>;
export const ROUTES = ['TS', 'SP', 'KV'] as const;
export type Route = (typeof ROUTES)[number];
export const QUOTA_KEYS = ['black', 'grey', 'brown', 'natural', 'white', 'blackOrGrey', 'any'] as const;
export type QuotaKey = (typeof QUOTA_KEYS)[number];
export type Quota = Partial<Record<QuotaKey, number>>;

export const TOKENS = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'] as const;
export type TokenId = (typeof TOKENS)[number];
export const TOKEN_SPOTS = ['TS13', 'SP4', 'SP6', 'IND'] as const;
export type TokenSpot = (typeof TOKEN_SPOTS)[number];
export const ADV_CARDS = ['C1', 'C2', 'C3', 'C4', 'C5'] as const;
export type AdvCardId = (typeof ADV_CARDS)[number];
export const END_BONUS = ['E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'E7', 'E8', 'E9', 'E10'] as const;
export type EndBonusId = (typeof END_BONUS)[number];
export const START_BONUS = ['S_BLACK', 'S_IND', 'S_X2', 'S_RUB'] as const;
export type StartBonusId = (typeof START_BONUS)[number];

/** Who put what on an action space this round [spec §4.1]. */
export interface Placement {
  player: string;
  own: number;
  temp: number;
  black: 0 | 1;
  rubles: number;
  fee: number;
}

/** Score ledger categories (score = their sum); also the score-breakdown rows. */
export const SCORE_CATS = ['TS', 'SP', 'KV', 'industry', 'turnOrder', 'bonuses', 'endBonus', 'engineers'] as const;
export type ScoreCat = (typeof SCORE_CATS)[number];

export interface PlayerState {
  score: number;
  vp: Record<ScoreCat, number>;
  ownAvailable: number;
  ownTotal: number;
  ownStock: number;
  tempAvailable: number;
  hasBlackWorker: boolean;
  blackAvailable: boolean;
  rubles: number;
  unlocked: Record<UnlockColor, boolean>;
  /** Marker position per route and colour; 0 = not on the board. */
  pos: Record<Route, Record<Color, number>>;
  locos: { TS: number[]; SP: number | null; KV: number | null };
  special9On: Route | null;
  /** 5 factory slots, left-justified; value = factory (loco) number. */
  factories: (number | null)[];
  /** [marker 1] or [marker 1, marker 2] positions on the industry track. */
  industry: number[];
  doublers: number;
  tokensUsed: TokenId[];
  tokenSpots: Record<TokenSpot, TokenId | null>;
  revaluation: boolean;
  kievMedal: boolean;
  engineers: number[];
  /** SECRET: end-bonus cards (opponents see '?' placeholders). */
  endBonus: string[];
  extraWorkersGained: number;
  done: Record<string, boolean>;
  passed: boolean;
}

/** Pending resolution items [spec §4.4]. `group` ties the items of one action (black bonus). */
export type Pending =
  | { kind: 'steps'; quota: Quota; mandatory: boolean; group: number; bonus?: boolean; armed?: boolean }
  | { kind: 'industry'; n: number; mandatory: boolean; group: number }
  | { kind: 'takeTile'; loco: number; factory: number; either: number; mandatory: boolean; group: number }
  | { kind: 'placeLoco'; number: number; special9: boolean; mandatory: true; group: number }
  | { kind: 'relocate'; number: number; from: Route; mandatory: true; group: number }
  | { kind: 'placeFactory'; number: number; mandatory: true; group: number }
  | { kind: 'chooseToken'; spot: TokenSpot; mandatory: true; group: number }
  | { kind: 'chooseCard'; mandatory: boolean; group: number }
  | { kind: 'c1Repeat'; mandatory: true; group: number }
  | { kind: 'chooseReuse'; source: string; mandatory: boolean; group: number }
  | { kind: 'endBonus'; mandatory: false; group: number };
export type PendingKind = Pending['kind'];
export const BLOCKING_KINDS: PendingKind[] = [
  'placeLoco',
  'relocate',
  'placeFactory',
  'takeTile',
  'chooseToken',
  'chooseCard',
  'c1Repeat',
  'chooseReuse',
];

export interface RRState {
  numPlayers: number;
  rounds: number;
  round: number;
  lastRoundTile: boolean;
  /** index 0 = position 1. */
  turnOrder: string[];
  startBonusOrder: string[];
  claims: { TO1: string | null; TO2: string | null };
  spaces: Record<string, Placement[]>;
  /** Engineer strip [S6, S5, S4, S3, S2, S1, H]. */
  strip: (number | null)[];
  /** Tiles left per locomotive number; index 0 = number 1. */
  locoPiles: number[];
  factoryPool: number[];
  doublerSupply: number;
  tempOnBoard: boolean;
  advCards: AdvCardId[];
  /** SECRET: face-down end-bonus pile (order irrelevant); '?' placeholders in views. */
  endBonusPile: string[];
  startBonusLeft: StartBonusId[];
  players: Record<string, PlayerState>;
  pending: Pending[];
  nextGroup: number;
  roundEndQueue: string[];
  /** Phase whose onBegin ran last: boardgame.io 0.50 checks a phase's endIf before its onBegin. */
  flowPhase: 'startBonus' | 'actions' | 'roundEnd';
  turnDone: boolean;
  lookingAtPile: string | null;
  /** Last round's scores per player (for the board's breakdown). */
  lastRoundScores: Record<string, Record<string, number>> | null;
  gameover?: { winner?: string; winners: string[]; scores: Record<string, number> };
}

/** The part of boardgame.io's ctx the kernel reads. */
export interface FlowView {
  phase: string | null;
  currentPlayer: string;
}

export type MoveArg = Record<string, unknown> | undefined;
