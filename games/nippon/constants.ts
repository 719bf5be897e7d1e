// Named constants of the spec [spec §2.13]; every [design] number lives here.
import type { ActionId, AchievementId } from './types';

export const SLOT_ACTIONS: ActionId[][] = [
  ['invest', 'knowledge'],
  ['mechanize', 'coalMine'],
  ['produce', 'railway'],
  ['export', 'shipbuilding'],
  ['domestic'],
]; // [design] D1
export const SCORING_VP = [
  [10, 7, 5],
  [15, 11, 8],
  [20, 15, 11],
]; // row 3 [design] D3
export const INFLUENCE_CAP: Record<1 | 2 | 3, number[]> = { 1: [1, 2, 3], 2: [3, 4, 5], 3: [5, 6, 7] }; // D4
export const INFLUENCE_SET = [1, 2, 2, 3, 3, 4, 4, 5, 6, 7]; // [design] D5
export const STAR_SPACES_SHIP = [3, 4, 5, 6];
// Railways: stars above train spaces 3-6, as on the ship row (rules version 3) [seed 002 業績 - 鉄道:
// 空の鉄道エリアの上にある星マーク1つにつき勝利点1点; 例: 3 trains placed, 空の鉄道エリアは3つで、対象となる
// 星マークは1つです]: 3 empty spaces show 1 star, so base 1. The example's closing 基礎勝利点は3点です is the
// ship example's sentence left unedited (README). Version 2 had a star above every space.
export const STAR_SPACES_TRAIN = [3, 4, 5, 6];
export const INCOME_ICON_COLUMNS = [2, 4, 6];
export const WORKER_SLOT_NUMBER: (number | null)[] = [null, null, 2, 3, 4, 5];
export const PRINTED_MULTIPLIER: Partial<Record<AchievementId, number>> = { coal: 1, knowledge: 1 }; // D9
export const SCORING_TRACK = { spaces: 8, firstGold: 6, mark1After: 2, mark2After: 4, mark3After: 8 }; // D2
export const TRANSPORT_SLOTS_PER_REGION: Record<number, number> = { 4: 8, 3: 6, 2: 4 };
export const CITY_TILE_CAP: Record<number, number> = { 4: 4, 3: 3, 2: 2 };
export const ROWS: Record<number, number> = { 4: 4, 3: 3, 2: 2 };
// Worker rows hold 2 workers at 2 players, at setup and at every big refill [seed 002: the page
// describes the 4-player game and lists the 2/3-player changes; 2人プレイ: 各列に2個ずつ] (D13).
export const ROW_CAPACITY: Record<number, number> = { 4: 3, 3: 3, 2: 2 };
export const SLOT_SIZE = 3;
export const WAGE_PER_COLOR = 3;
export const WAGE_PENALTY_VP = 2;
export const INVEST_COST = 6;
export const STEP_COST = [0, 1, 3, 6];
export const STEP_COST_CHEAP = [0, 0, 2, 4]; // PAPER2 / BENTO2
export const UNIT_COST = 5;
export const UNIT_COST_CHEAP = [0, 2, 5, 5]; // marginal cost of unit k with BULB4 / CLOCK4 / LENS4
export const REWARD_PILE_START = 2; // tiles per bonus pile per column
export const MULTIPLIER_TILES = 4; // x2 tiles, all player counts [design] D29
export const WORKERS_PER_COLOR = 8;
export const STARTING_MONEY = 12;
export const STARTING_COAL = 2;
export const STARTING_BLUEPRINTS = 1;
export const MAX_WORKERS = 6;
export const MAX_UNITS = 3;
export const BLUEPRINTS_PER_STEP = 3;
