// State shape [spec §4.1]. G is plain JSON: ids and counters only.
export type Color = 'red' | 'yellow' | 'blue' | 'purple' | 'black';
export type CityColor = Color | 'gray';
export type NewCityColor = 'yellow' | 'blue' | 'purple' | 'black';
export type Edge = 0 | 1 | 2 | 3 | 4 | 5; // E, NE, NW, W, SW, SE
export type AuctionStyle = 'traditional' | 'firstToPass' | 'newPlayers' | 'worstIsFirst';

export interface Tile {
  q: number;
  r: number;
  entry: Edge;
  exit: Edge;
}
export interface Link {
  id: string;
  owner: string;
  cityA: string;
  cityB: string | null;
  tiles: Tile[];
  complete: boolean;
}
export interface PlayerState {
  cash: number;
  bonds: number;
  points: number;
  engine: number;
  locomotivesLeft: number;
  baronOptions: string[];
  baronId: string | null;
  hand: string[];
  tableau: string[];
  deliveries: number;
}
export interface CityState {
  color: CityColor;
  cubes: Record<Color, number>;
  emptyMarker: boolean;
  urbanized: boolean;
}
export interface Options {
  tenthAnniversary: boolean;
  auctionStyle: AuctionStyle;
  emptyMarkerReduction: 0 | 2 | 4;
}
export interface AuctionState {
  highBid: number;
  highBidder: string | null;
  passed: string[];
  lastBid: Record<string, number>;
  order: string[];
}
export type BuildOrigin = { kind: 'city'; cityId: string; dir: Edge } | { kind: 'link'; linkId: string };
export interface BuildState {
  linkId: string | null;
  origin: BuildOrigin;
  tilesPlaced: number;
  maxTiles: 4 | 5;
  redirected: boolean;
  landGrantCardId: string | null;
  diamonds: string[];
}
export interface Pending {
  type: 'cityGrowth' | 'newIndustry';
  cardId: string;
}
export interface GameResult {
  winner?: string;
  draw?: true;
  winners: string[];
  scores: Record<string, number>;
  breakdown: Record<string, Record<string, number>>;
}
/** What just happened, for the board's "changed" marks (not in the spec; UI aid). */
export interface LastEvent {
  kind: 'delivery' | 'build' | 'urbanize' | 'engine' | 'card' | 'western' | 'pass' | 'cubes' | 'auction' | 'income';
  player: string | null;
  cities?: string[];
  linkIds?: string[];
  hexes?: string[];
  color?: Color;
  scorers?: Record<string, number>;
}

export interface RotwState {
  options: Options;
  turn: number;
  actionRound: number;
  seating: string[];
  startPlayer: string;
  turnOrder: string[];
  auction: AuctionState | null;
  players: Record<string, PlayerState>;
  cities: Record<string, CityState>;
  bag: Record<Color, number>;
  newCityTiles: Record<NewCityColor, number>;
  hexTracks: Record<string, { linkId: string; a: Edge; b: Edge }[]>;
  links: Record<string, Link>;
  nextLinkId: number;
  westernLinks: { KCY: string | null; DSM: string | null };
  majorLines: Record<string, string | null>;
  /** secret order; a count in a playerView [spec §6] */
  opsDeck: string[] | number;
  opsDisplay: string[];
  opsDiscard: string[];
  /** secret; a count in a playerView */
  opsRemoved: string[] | number;
  /** secret; a count in a playerView */
  baronDeck: string[] | number;
  /** safety cap on game turns [design §10.20]; 20 unless a test harness sets setupData.maxGameTurns */
  turnCap: number;
  emptyMarkerLimit: number;
  emptyMarkersPlaced: number;
  endTriggerTurn: number | null;
  build: BuildState | null;
  pending: Pending | null;
  extraActions: number;
  /** cancelBuild uses in the current action (max 1) [design, README] */
  buildCancels: number;
  gameOver: GameResult | null;
  log: string[];
  lastEvent: LastEvent | null;
}
