// Consolidation (統合整理) [spec §4.6]: budget reset, Emperor reward, wages, workers home.
import { WORKER_SLOT_NUMBER } from '../constants';
import {
  ACHIEVEMENTS,
  REWARD_BONUSES,
  type AchievementId,
  type NipponState,
  type Pending,
  type StageKind,
  type PlayerState,
  type RewardBonus,
} from '../types';
import { coalIncome, income, owns } from './player';
import { payWages } from './scoring';
import { serveShortfall } from './workers';

export const maxRewardColumn = (p: PlayerState): number | null =>
  p.workers.length >= 3 ? WORKER_SLOT_NUMBER[p.workers.length - 1] : null;

export const rewardTilesLeft = (G: NipponState, maxCol = 5) =>
  [2, 3, 4, 5]
    .filter((c) => c <= maxCol)
    .reduce((s, c) => s + REWARD_BONUSES.reduce((t, b) => t + G.rewards[c][b], 0), 0);

const emptySpace = (p: PlayerState) => ACHIEVEMENTS.some((a) => p.achievements[a] === null);

export function newPending(kind: StageKind, consolidating = false): Pending {
  return {
    kind,
    count: 0,
    usedRegions: [],
    usedFactories: [],
    region: null,
    freeLeft: 0,
    rewardMultiplier: null,
    consolidating,
  };
}

/** Step 1: discard cash and coal, gain income and coal [spec §4.6.1]. */
export function budgetReset(p: PlayerState) {
  p.money = income(p) + (owns(p, 'SILK1') ? 2 : 0);
  p.coal = (owns(p, 'SILK2') ? Math.min(p.coal, 1) : 0) + coalIncome(p);
}

/** Start a consolidation; returns 'wait' when a reward decision follows, else 'done'. */
export function startConsolidation(G: NipponState, seat: string, rand: () => number): 'wait' | 'done' {
  const p = G.players[seat];
  budgetReset(p);
  const maxCol = maxRewardColumn(p);
  if (maxCol !== null) {
    if (rewardTilesLeft(G) === 0) {
      if (G.multiplierTilesLeft > 0) {
        // [seed] x2 tile when every reward tile is gone
        G.multiplierTilesLeft -= 1;
        if (offerPlacement(G, p, 2)) return 'wait';
      }
    } else if (rewardTilesLeft(G, maxCol) > 0) {
      G.pending = newPending('reward', true);
      return 'wait';
    }
  }
  finishConsolidation(G, seat, rand);
  return 'done';
}

/** Open rewardPlace if an achievement space is empty; else the tile is discarded. */
export function offerPlacement(G: NipponState, p: PlayerState, mult: number): boolean {
  if (!emptySpace(p)) {
    G.pending = null;
    return false;
  }
  G.pending = { ...newPending('rewardPlace', true), rewardMultiplier: mult };
  return true;
}

export function whyTakeReward(G: NipponState, p: PlayerState, arg: Record<string, unknown> | undefined): string | null {
  const col = arg?.column,
    bonus = arg?.bonus;
  if (col !== 2 && col !== 3 && col !== 4 && col !== 5) return 'bad-argument';
  if (!REWARD_BONUSES.includes(bonus as RewardBonus)) return 'bad-argument';
  if (col > (maxRewardColumn(p) ?? 0)) return 'column-too-high';
  if (G.rewards[col][bonus as RewardBonus] <= 0) return 'pile-empty';
  return null;
}

export function doTakeReward(G: NipponState, p: PlayerState, col: number, bonus: RewardBonus): boolean {
  G.rewards[col][bonus] -= 1;
  if (bonus === 'money') p.money += 5;
  else if (bonus === 'blueprints') p.blueprints += 2;
  else p.coal += 2;
  return offerPlacement(G, p, col);
}

export function whyPlaceReward(p: PlayerState, arg: Record<string, unknown> | undefined): string | null {
  const space = arg?.space as AchievementId;
  if (!ACHIEVEMENTS.includes(space)) return 'bad-argument';
  if (p.achievements[space] !== null) return 'space-taken';
  return null;
}

/** Steps 3-4: wages, workers back to the bag, shortfalls served [spec §4.6.3-4]. */
export function finishConsolidation(G: NipponState, seat: string, rand: () => number) {
  const p = G.players[seat];
  payWages(p);
  for (const w of p.workers) G.bag[w] += 1;
  p.workers = [];
  serveShortfall(G, rand);
  G.pending = null;
}
