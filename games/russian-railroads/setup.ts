// Setup [spec §3]: pure, all randomness through the `shuffle` given (boardgame.io's random.Shuffle).
import { COUNT_SETUP, DOUBLER_SUPPLY } from './data/board';
import { STACK_A, STACK_B } from './data/engineers';
import { BOARD_SPACES } from './data/spaces';
import { ADV_CARDS, END_BONUS, SCORE_CATS, START_BONUS } from './types';
import type { PlayerState, RRState, ScoreCat } from './types';

export type Shuffle = <T>(items: T[]) => T[];

export function newPlayer(numPlayers: number): PlayerState {
  const c = COUNT_SETUP[numPlayers];
  const vp = Object.fromEntries(SCORE_CATS.map((k) => [k, 0])) as Record<ScoreCat, number>;
  const route = () => ({ black: 1, grey: 0, brown: 0, natural: 0, white: 0 });
  return {
    score: 0,
    vp,
    ownAvailable: c.ownStart,
    ownTotal: c.ownStart,
    ownStock: c.ownStock,
    tempAvailable: 0,
    hasBlackWorker: false,
    blackAvailable: false,
    rubles: c.rubles,
    unlocked: { grey: false, brown: false, natural: false, white: false },
    pos: { TS: route(), SP: route(), KV: route() },
    locos: { TS: [1], SP: null, KV: null },
    special9On: null,
    factories: [null, null, null, null, null],
    industry: [0],
    doublers: 0,
    tokensUsed: [],
    tokenSpots: { TS13: null, SP4: null, SP6: null, IND: null },
    revaluation: false,
    kievMedal: false,
    engineers: [],
    endBonus: [],
    extraWorkersGained: 0,
    done: {},
    passed: false,
  };
}

export function emptySpaces(): Record<string, []> {
  return Object.fromEntries(BOARD_SPACES.map((d) => [d.id, []]));
}

export function createInitialState(numPlayers: number, shuffle: Shuffle): RRState {
  const c = COUNT_SETUP[numPlayers];
  const seats = Array.from({ length: numPlayers }, (_, i) => String(i));
  // [spec §3.3] 10 end-bonus cards, 2 removed unseen (not stored), 8 in the pile.
  const endBonusPile = shuffle([...END_BONUS]).slice(0, 8);
  // [spec §3.6] engineers
  const a = shuffle([...STACK_A]);
  const b = shuffle([...STACK_B]);
  const strip: (number | null)[] =
    numPlayers === 4 ? [b[0], b[1], b[2], b[3], a[0], a[1], a[2]] : [null, b[0], b[1], b[2], a[0], a[1], a[2]];
  // [spec §3.4] piles; each player's starting 1 comes from the pile of 1s, which is then empty.
  const locoPiles = Array.from({ length: 9 }, (_, i) => (i === 0 ? 0 : c.pile));
  const turnOrder = shuffle(seats);
  const players: Record<string, PlayerState> = {};
  for (const p of seats) players[p] = newPlayer(numPlayers);
  return {
    numPlayers,
    rounds: c.rounds,
    round: 1,
    lastRoundTile: false,
    turnOrder,
    // [spec §3.9] positions last → 2 draft a start bonus
    startBonusOrder: turnOrder.slice(1).reverse(),
    claims: { TO1: null, TO2: null },
    spaces: emptySpaces(),
    strip,
    locoPiles,
    factoryPool: [],
    doublerSupply: DOUBLER_SUPPLY,
    tempOnBoard: true,
    advCards: [...ADV_CARDS],
    endBonusPile,
    startBonusLeft: [...START_BONUS],
    players,
    pending: [],
    nextGroup: 1,
    roundEndQueue: [],
    flowPhase: 'startBonus',
    turnDone: false,
    lookingAtPile: null,
    lastRoundScores: null,
  };
}
