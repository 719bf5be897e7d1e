// State shape of SteamRollers [spec §4.2]. Plain JSON only.
export const CUBES = ['red', 'blue', 'yellow', 'green', 'grey', 'black'] as const;
export type Cube = (typeof CUBES)[number];
export type BagCube = Exclude<Cube, 'black'>;

export const NODE_IDS = ['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'T1', 'T2', 'T3', 'T4', 'T5', 'T6'] as const;
export type NodeId = (typeof NODE_IDS)[number];
export type HexKey = string; // "q,r"
export type EdgeKey = string; // canonical wall key "q1,r1|q2,r2" (sorted as strings)
export type Seat = string;

export type WallsOption = 'none' | 'medium' | 'hard';
export type PowerId = 'engine' | 'track' | 'points' | 'actionTile' | 'personalCube';

export interface Die {
  id: number;
  value: number;
  takenBy: Seat | null;
}

export interface ActionTile {
  n: number; // 1..6
  side: 'a' | 'b';
  owner: Seat | null;
  sideways: boolean;
  acquiredRound: number;
  /** A used one-shot tile: out of the game [seed 004: 使い切り; rules version 3]. Absent in
   *  states recorded under version 2 (read as false). */
  usedUp?: boolean;
}

export interface OrderTile {
  n: number;
  side: 'a' | 'b';
  cubes: BagCube[];
  points: number;
  owner: Seat | null;
}

export interface Sheet {
  track: Record<HexKey, [number, number]>;
  engine: boolean[]; // length 6; index d-1 = box d
  deliveries: number[];
  personalCube: { color: Cube; city: 3 | 4 } | null;
  keptCubes: Cube[];
  stolenDie: { id: number; value: number } | null;
  startingPower: PowerId | null;
}

export interface TurnState {
  currentDie: { id: number; value: number } | null;
  diceTaken: number;
  actionsDone: number;
  twoDice: boolean;
  modsUsed: { t1?: boolean; t5a?: boolean; t5b?: boolean };
  orderDone: boolean;
  /** Hex chosen by selectTrackHex, waiting for drawTrack (stage drawSegment). [design] */
  trackHex: HexKey | null;
  /** cancelTrackHex calls this turn (bounded so bots cannot loop). [design] */
  trackCancels: number;
}

export interface Options {
  blackCubes: boolean;
  startingPowers: boolean;
  walls: WallsOption;
  orderTiles: boolean;
}

export interface FinalScore {
  deliveries: number;
  network: number;
  engine: number;
  tiles: number;
  power: number;
  orders: number;
  total: number;
  engineBoxes: number;
  /** Crossed boxes + 1 while holding 4b: the engine score and the first tie-break use it. */
  engineStrength: number;
}

/** What the last move changed, for the board's highlight (public). */
export interface LastChange {
  seat: Seat;
  move: string;
  hex?: HexKey;
  path?: NodeId[];
  tile?: number;
  box?: number;
  dieId?: number;
}

export interface SRState {
  options: Options;
  walls: EdgeKey[];
  wallPattern: string | null;
  bag: Record<Cube, number>;
  supply: Record<string, Cube[]>; // '1'..'6'
  dice: Die[];
  trackDie: number;
  actionTiles: ActionTile[]; // index n-1
  orderTiles: OrderTile[];
  startingPowers: { id: PowerId; takenBy: Seat | null }[];
  pendingPersonalCube: { player: Seat; color: Cube } | null;
  powersOrder: Seat[];
  powersIndex: number;
  round: number;
  startSeat: number;
  roundOrder: Seat[];
  turnIndexInRound: number;
  turn: TurnState;
  pendingSteal: { victim: Seat; thief: Seat; dieId: number } | null;
  players: Record<Seat, Sheet>;
  playOrder: Seat[];
  gameOver: null | { scores: Record<Seat, FinalScore>; winners: Seat[] };
  last: LastChange | null;
}

export type StageName =
  | 'choosePower'
  | 'placePersonalCube'
  | 'pickDie'
  | 'stealWindow'
  | 'action'
  | 'drawSegment'
  | 'afterAction';
