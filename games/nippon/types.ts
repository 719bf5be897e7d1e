// Nippon state types [spec §4.1]. G is plain JSON: ids and counters only.
export type Seat = string;
export const GOODS = ['silk', 'paper', 'bento', 'lens', 'clock', 'bulb'] as const;
export type Good = (typeof GOODS)[number];
export const WORKER_COLORS = ['white', 'yellow', 'green', 'orange', 'pink', 'black'] as const;
export type WorkerColor = (typeof WORKER_COLORS)[number];
export const ACTIONS = [
  'invest',
  'mechanize',
  'produce',
  'knowledge',
  'coalMine',
  'railway',
  'shipbuilding',
  'export',
  'domestic',
] as const;
export type ActionId = (typeof ACTIONS)[number];
export const REGIONS = ['R1', 'R2', 'R3', 'R4'] as const;
export type RegionId = (typeof REGIONS)[number];
export const ACHIEVEMENTS = [
  'contracts',
  'money',
  'ships',
  'trains',
  'influence',
  'mechanization',
  'factories',
  'coal',
  'knowledge',
] as const;
export type AchievementId = (typeof ACHIEVEMENTS)[number];
export type Track = 'income' | 'coal' | 'knowledge';
export const TRACKS: Track[] = ['income', 'coal', 'knowledge'];
export type RewardBonus = 'money' | 'blueprints' | 'coal';
export const REWARD_BONUSES: RewardBonus[] = ['money', 'blueprints', 'coal'];

export interface OwnedFactory {
  id: string;
  goods: number;
  machine: 0 | 1 | 2;
}
export interface InfluenceTile {
  owner: Seat;
  value: number;
}
export interface Transport {
  owner: Seat;
  kind: 'train' | 'ship';
  value: 2 | 3;
}
export interface City {
  id: string;
  region: RegionId;
  tile: string;
  rotation: 0 | 1 | 2 | 3;
  slotGoods: Good[]; // slot i demands slotGoods[i]; overseas value of slot i = i
  slots: (InfluenceTile | null)[];
}

/** Where a player's VP came from (score breakdown). */
export const VP_SOURCES = [
  'start',
  'regions',
  'ships',
  'contracts',
  'regionBonus',
  'wages',
  'achContracts',
  'achMoney',
  'achShips',
  'achTrains',
  'achInfluence',
  'achMechanization',
  'achFactories',
  'achCoal',
  'achKnowledge',
] as const;
export type VpSource = (typeof VP_SOURCES)[number];

export interface PlayerState {
  money: number;
  coal: number;
  blueprints: number;
  vp: number;
  vpBy: Record<VpSource, number>;
  coalIdx: number;
  incomeIdx: number;
  knowledgeIdx: number;
  shipsPlaced: number;
  trainsPlaced: number;
  shipFace: 2 | 3;
  trainFace: 2 | 3;
  iconsRevealed: number;
  workers: WorkerColor[];
  factories: OwnedFactory[];
  heldMachines: number;
  influenceSupply: number[];
  contracts: { id: string; fulfilled: boolean }[];
  achievements: Record<AchievementId, number | null>;
}

export type StageKind = ActionId | 'bonusShips' | 'bonusTrains' | 'bonusMechanize' | 'reward' | 'rewardPlace' | 'post';

export interface Pending {
  kind: StageKind;
  count: number;
  usedRegions: RegionId[];
  usedFactories: string[];
  region: RegionId | null;
  freeLeft: number;
  rewardMultiplier: number | null;
  /** true while the stages belong to a consolidation (wages still to pay). */
  consolidating: boolean;
}

export interface RegionReport {
  region: RegionId;
  influence: Record<string, number>; // seat or 'overseas'
  position: Record<string, number>; // 1-based start of the tie group
  vp: Record<Seat, number>; // region VP (without ships)
  shipVp: Record<Seat, number>;
}
export interface ScoringReport {
  round: 1 | 2 | 3;
  regions: RegionReport[];
}

export interface FinalResult {
  ranking: Seat[];
  scores: Record<Seat, number>;
}

export interface NipponState {
  numPlayers: number;
  playOrder: Seat[];
  actionSlots: WorkerColor[][];
  workerRows: WorkerColor[][];
  bag: Record<WorkerColor, number>;
  shortfall: { slots: number[]; rows: number[] };
  scoringMarker: number;
  scoringsDone: number;
  final: null | { triggerSeat: Seat; roundsDone: number };
  cities: City[];
  transport: Record<RegionId, Transport[]>;
  factorySupply: string[];
  rewards: Record<string, Record<RewardBonus, number>>; // column '2'..'5'
  multiplierTilesLeft: number;
  players: Record<Seat, PlayerState>;
  pending: Pending | null;
  lastScoring: ScoringReport | null;
  scoringHistory: ScoringReport[];
  result: FinalResult | null;
  unusedCityTile: string;
  removedRewards: { column: number; bonus: RewardBonus }[];
  /** ctx.turn of the last turn whose end steps ran (EndPhase re-runs turn.onEnd). */
  lastTurnEnded: number;
}
