// Setup [spec §3].
import type { SetupData } from '../common/module';
import { ORDER_TILES } from './data/tiles';
import { POWER_IDS } from './data/tiles';
import { WALL_PATTERNS } from './data/walls';
import type { BagCube, Cube, Options, Seat, Sheet, SRState, WallsOption } from './types';

export interface SetupRandom {
  D6(): number;
  Die(spots: number): number;
  Shuffle<T>(deck: T[]): T[];
}

const BAG_COLOURS: BagCube[] = ['red', 'blue', 'yellow', 'green', 'grey'];
/** Cube colours removed from each city at setup [spec §2.3]. */
export const CITY_COLOUR: Record<number, BagCube> = {
  1: 'yellow',
  2: 'red',
  3: 'grey',
  4: 'grey',
  5: 'green',
  6: 'blue',
};

export function readOptions(setupData?: SetupData): Options {
  const v = setupData?.variants ?? {};
  const walls = (v.walls as WallsOption) ?? 'none';
  return {
    blackCubes: v.blackCubes === true,
    startingPowers: v.startingPowers === true,
    walls: walls === 'medium' || walls === 'hard' ? walls : 'none',
    orderTiles: v.orderTiles === true,
  };
}

export function emptySheet(): Sheet {
  return {
    track: {},
    engine: [false, false, false, false, false, false],
    deliveries: [],
    personalCube: null,
    keptCubes: [],
    stolenDie: null,
    startingPower: null,
  };
}

/** Round-1 order starting at seat index s. */
export function orderFrom(playOrder: Seat[], s: number): Seat[] {
  return playOrder.map((_, i) => playOrder[(s + i) % playOrder.length]);
}

export function setupState(playOrder: Seat[], random: SetupRandom, setupData?: SetupData): SRState {
  const N = playOrder.length;
  const options = readOptions(setupData);
  // 2. Walls
  let wallPattern: string | null = null;
  if (options.walls !== 'none') wallPattern = `${options.walls === 'medium' ? 'M' : 'H'}${random.D6()}`;
  // 3. Bag
  const bag: Record<Cube, number> = { red: 10, blue: 10, yellow: 10, green: 10, grey: 10, black: 0 };
  // 4. Supply: deal N+2 to each city, then return matching cubes (all dealt first, D18)
  const all: BagCube[] = BAG_COLOURS.flatMap((c) => Array<BagCube>(10).fill(c));
  const deck = random.Shuffle(all);
  const supply: Record<string, Cube[]> = {};
  for (let c = 1; c <= 6; c++) {
    const dealt = deck.slice((c - 1) * (N + 2), c * (N + 2));
    for (const x of dealt) bag[x]--;
    const kept: Cube[] = dealt.filter((x) => x !== CITY_COLOUR[c]);
    const returned = dealt.length - kept.length;
    supply[c] = kept;
    if (options.blackCubes && returned > 0) kept.push('black'); // [spec §3.4c]
  }
  for (let c = 1; c <= 6; c++)
    for (const x of deck.slice((c - 1) * (N + 2), c * (N + 2))) if (x === CITY_COLOUR[c]) bag[x]++;
  // 5. Action tiles
  const actionTiles = [1, 2, 3, 4, 5, 6].map((n) => ({
    n,
    side: (n >= 2 && n <= 5 && random.Die(2) === 2 ? 'b' : 'a') as 'a' | 'b',
    owner: null,
    sideways: false,
    acquiredRound: 0,
    usedUp: false,
  }));
  // 6. Order tiles
  const orderTiles = options.orderTiles
    ? [1, 2, 3, 4, 5, 6].map((n) => {
        const side: 'a' | 'b' = random.Die(2) === 2 ? 'b' : 'a';
        return { n, side, cubes: [...ORDER_TILES[n][side].cubes], points: ORDER_TILES[n][side].points, owner: null };
      })
    : [];
  // 7. Start player [design]
  const startSeat = random.Die(N) - 1;
  return {
    options,
    walls: wallPattern ? [...WALL_PATTERNS[wallPattern]] : [],
    wallPattern,
    bag,
    supply,
    dice: [],
    trackDie: 1,
    actionTiles,
    orderTiles,
    startingPowers: options.startingPowers ? POWER_IDS.map((id) => ({ id, takenBy: null })) : [],
    pendingPersonalCube: null,
    powersOrder: options.startingPowers ? orderFrom(playOrder, startSeat).reverse() : [],
    powersIndex: 0,
    round: 0,
    startSeat,
    roundOrder: orderFrom(playOrder, startSeat),
    turnIndexInRound: 0,
    turn: emptyTurn(),
    pendingSteal: null,
    players: Object.fromEntries(playOrder.map((p) => [p, emptySheet()])),
    playOrder: [...playOrder],
    gameOver: null,
    last: null,
  };
}

export function emptyTurn(): SRState['turn'] {
  return {
    currentDie: null,
    diceTaken: 0,
    actionsDone: 0,
    twoDice: false,
    modsUsed: {},
    orderDone: false,
    trackHex: null,
    trackCancels: 0,
  };
}
