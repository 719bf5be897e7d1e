// Setup [spec §3].
import { BARONS, OPS_CARDS, SERVICE_BOUNTIES, START_CARDS } from './data/cards';
import { CITIES } from './data/map';
import {
  CUBES_PER_COLOR,
  CUBE_COLORS,
  EMPTY_MARKERS,
  LOCOMOTIVES,
  NEW_CITY_TILES,
  SAFETY_TURN_CAP,
} from './data/tables';
import { drawCube } from './rules/economy';
import type { AuctionStyle, Color, Options, RotwState } from './types';

export interface RandomLike {
  Number(): number;
  Shuffle<T>(a: T[]): T[];
  Die(spots: number): number;
}

export const DEFAULT_OPTIONS: Options = {
  tenthAnniversary: true,
  auctionStyle: 'traditional',
  emptyMarkerReduction: 0,
};

export function readOptions(variants: Record<string, unknown> | undefined): Options {
  const v = variants ?? {};
  return {
    tenthAnniversary: v.tenthAnniversary === undefined ? true : v.tenthAnniversary === true,
    auctionStyle: (v.auctionStyle as AuctionStyle | undefined) ?? 'traditional',
    emptyMarkerReduction: Number(v.emptyMarkerReduction ?? 0) as 0 | 2 | 4,
  };
}

export function setupGame(
  numPlayers: number,
  random: RandomLike,
  options: Options,
  turnCap = SAFETY_TURN_CAP,
): RotwState {
  const seating = Array.from({ length: numPlayers }, (_, i) => String(i));
  const zero = (): Record<Color, number> => ({ red: 0, yellow: 0, blue: 0, purple: 0, black: 0 });
  const G: RotwState = {
    options,
    turn: 1,
    actionRound: 1,
    seating,
    startPlayer: '0',
    turnOrder: seating.slice(),
    auction: null,
    players: {},
    cities: {},
    bag: {
      red: CUBES_PER_COLOR,
      yellow: CUBES_PER_COLOR,
      blue: CUBES_PER_COLOR,
      purple: CUBES_PER_COLOR,
      black: CUBES_PER_COLOR,
    },
    newCityTiles: { yellow: NEW_CITY_TILES, blue: NEW_CITY_TILES, purple: NEW_CITY_TILES, black: NEW_CITY_TILES },
    hexTracks: {},
    links: {},
    nextLinkId: 1,
    westernLinks: { KCY: null, DSM: null },
    majorLines: { ML1: null, ML2: null, ML3: null, ML4: null, ML5: null, ML6: null, ML7: null, ML8: null, ML9: null },
    opsDeck: [],
    opsDisplay: [],
    opsDiscard: [],
    opsRemoved: [],
    baronDeck: [],
    turnCap,
    emptyMarkerLimit: Math.max(6, EMPTY_MARKERS[numPlayers] - options.emptyMarkerReduction),
    emptyMarkersPlaced: 0,
    endTriggerTurn: null,
    build: null,
    pending: null,
    extraActions: 0,
    buildCancels: 0,
    gameOver: null,
    log: [],
    lastEvent: null,
  };
  // Starting cubes, table order, one fewer with 2–3 players [spec §3.3]
  const rand = () => random.Number();
  for (const c of CITIES) {
    G.cities[c.id] = { color: c.color, cubes: zero(), emptyMarker: false, urbanized: false };
    const n = numPlayers <= 3 ? Math.max(1, c.cubes - 1) : c.cubes;
    for (let i = 0; i < n; i++) {
      const col = drawCube(G, rand);
      if (col) G.cities[c.id].cubes[col] += 1;
    }
  }
  // Operations deck [spec §3.6]
  G.opsDisplay.push(...START_CARDS);
  let rest = OPS_CARDS.map((c) => c.id).filter((id) => !START_CARDS.includes(id));
  if (options.tenthAnniversary) {
    const sb = random.Shuffle(SERVICE_BOUNTIES.slice());
    G.opsDisplay.push(...sb.slice(0, 4));
    G.opsRemoved = sb.slice(4);
    rest = rest.filter((id) => !SERVICE_BOUNTIES.includes(id));
  }
  const deck = random.Shuffle(rest);
  G.opsDisplay.push(...deck.splice(0, 2 * numPlayers));
  G.opsDeck = deck;
  // Barons [spec §3.7]
  const barons = random.Shuffle(BARONS.map((b) => b.id));
  for (const id of seating) {
    const i = Number(id);
    G.players[id] = {
      cash: 0,
      bonds: 0,
      points: 0,
      engine: 1,
      locomotivesLeft: LOCOMOTIVES,
      baronOptions: [barons[2 * i], barons[2 * i + 1]],
      baronId: null,
      hand: [],
      tableau: [],
      deliveries: 0,
    };
  }
  G.baronDeck = barons.slice(2 * numPlayers);
  G.startPlayer = String(random.Die(numPlayers) - 1); // [spec §3.9]
  return G;
}

export { CUBE_COLORS };
