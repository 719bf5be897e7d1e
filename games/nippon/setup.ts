// Initial state [spec §3]. All randomness through the rand() passed in (boardgame.io random).
import {
  INFLUENCE_SET,
  MULTIPLIER_TILES,
  REWARD_PILE_START,
  ROWS,
  ROW_CAPACITY,
  SLOT_SIZE,
  STARTING_BLUEPRINTS,
  STARTING_COAL,
  STARTING_MONEY,
  WORKERS_PER_COLOR,
} from './constants';
import { CITY_DEFS, CITY_TILES } from './data/cities';
import { CONTRACT_IDS } from './data/contracts';
import { FACTORY_IDS } from './data/factories';
import { drawWorker } from './rules/workers';
import {
  ACHIEVEMENTS,
  REWARD_BONUSES,
  VP_SOURCES,
  WORKER_COLORS,
  type AchievementId,
  type City,
  type NipponState,
  type PlayerState,
  type RewardBonus,
  type VpSource,
} from './types';

function shuffle<T>(items: T[], rand: () => number): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export function newPlayer(startVp: number): PlayerState {
  const vpBy = Object.fromEntries(VP_SOURCES.map((s) => [s, 0])) as Record<VpSource, number>;
  vpBy.start = startVp;
  return {
    money: STARTING_MONEY,
    coal: STARTING_COAL,
    blueprints: STARTING_BLUEPRINTS,
    vp: startVp,
    vpBy,
    coalIdx: 0,
    incomeIdx: 0,
    knowledgeIdx: 0,
    shipsPlaced: 0,
    trainsPlaced: 0,
    shipFace: 2,
    trainFace: 2,
    iconsRevealed: 0,
    workers: [],
    factories: [],
    heldMachines: 0,
    influenceSupply: INFLUENCE_SET.slice(),
    contracts: CONTRACT_IDS.map((id) => ({ id, fulfilled: false })),
    achievements: Object.fromEntries(ACHIEVEMENTS.map((a) => [a, null])) as Record<AchievementId, number | null>,
  };
}

export function setupState(numPlayers: number, rand: () => number): NipponState {
  const seats = Array.from({ length: numPlayers }, (_, i) => String(i));
  const first = Math.floor(rand() * numPlayers); // [spec §3.1] random first player
  const playOrder = seats.map((_, i) => seats[(first + i) % numPlayers]);
  const players: Record<string, PlayerState> = {};
  playOrder.forEach((s, pos) => {
    players[s] = newPlayer(10 + pos);
  }); // [spec §3.2]

  // [spec §3.5] reward columns; 3p removes 1 random tile per column, 2p removes 2.
  const rewards: Record<string, Record<RewardBonus, number>> = {};
  const removedRewards: { column: number; bonus: RewardBonus }[] = [];
  const removePerCol = 4 - numPlayers;
  for (const col of [2, 3, 4, 5]) {
    const piles = { money: REWARD_PILE_START, blueprints: REWARD_PILE_START, coal: REWARD_PILE_START };
    for (let k = 0; k < removePerCol; k++) {
      const tiles = REWARD_BONUSES.flatMap((b) => Array(piles[b]).fill(b) as RewardBonus[]);
      const b = tiles[Math.floor(rand() * tiles.length)];
      piles[b] -= 1;
      removedRewards.push({ column: col, bonus: b });
    }
    rewards[String(col)] = piles;
  }

  // [spec §3.6] city tiles: shuffle 9, place 8 with random rotation.
  const tiles = shuffle(Object.keys(CITY_TILES), rand);
  const cities: City[] = CITY_DEFS.map((c, i) => {
    const tile = tiles[i];
    const rotation = Math.floor(rand() * 4) as 0 | 1 | 2 | 3;
    const g = CITY_TILES[tile];
    return {
      id: c.id,
      region: c.region,
      tile,
      rotation,
      slotGoods: [0, 1, 2, 3].map((s) => g[(s + rotation) % 4]),
      slots: [null, null, null, null],
    };
  });

  // [spec §3.7] workers in the bag.
  const perColor = WORKERS_PER_COLOR - (4 - numPlayers);
  const bag = Object.fromEntries(WORKER_COLORS.map((c) => [c, perColor])) as NipponState['bag'];

  const G: NipponState = {
    numPlayers,
    playOrder,
    actionSlots: [[], [], [], [], []],
    workerRows: Array.from({ length: ROWS[numPlayers] }, () => []),
    bag,
    shortfall: { slots: [0, 0, 0, 0, 0], rows: Array(ROWS[numPlayers]).fill(0) },
    scoringMarker: 1,
    scoringsDone: 0,
    final: null,
    cities,
    transport: { R1: [], R2: [], R3: [], R4: [] },
    factorySupply: FACTORY_IDS.slice(),
    rewards,
    multiplierTilesLeft: MULTIPLIER_TILES,
    players,
    pending: null,
    lastScoring: null,
    scoringHistory: [],
    result: null,
    unusedCityTile: tiles[8],
    removedRewards,
    lastTurnEnded: -1,
  };
  // [spec §3.8] fill the board: 3 per action slot, then the rows from the top.
  for (const slot of G.actionSlots) for (let k = 0; k < SLOT_SIZE; k++) slot.push(drawWorker(G, rand)!);
  for (const row of G.workerRows) for (let k = 0; k < ROW_CAPACITY[numPlayers]; k++) row.push(drawWorker(G, rand)!);
  return G;
}
