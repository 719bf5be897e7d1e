// Region scorings [spec §4.8], final scoring and tie-break [spec §4.9].
import {
  PRINTED_MULTIPLIER,
  SCORING_VP,
  STAR_SPACES_SHIP,
  STAR_SPACES_TRAIN,
  WAGE_PER_COLOR,
  WAGE_PENALTY_VP,
} from '../constants';
import { FACTORIES } from '../data/factories';
import { COAL_TRACK, KNOWLEDGE_TRACK } from '../data/tracks';
import {
  ACHIEVEMENTS,
  REGIONS,
  type AchievementId,
  type NipponState,
  type PlayerState,
  type RegionId,
  type RegionReport,
  type Seat,
  type VpSource,
} from '../types';
import { addVp, distinctColors, income, owns } from './player';

export const OVERSEAS = 'overseas';

/** Influence per participant in a region: players (tiles + trains if any tile) and overseas. */
export function regionInfluence(G: NipponState, region: RegionId): Record<string, number> {
  const tiles: Record<string, number> = {};
  for (const seat of G.playOrder) tiles[seat] = 0;
  let overseas = 0;
  for (const city of G.cities) {
    if (city.region !== region) continue;
    city.slots.forEach((t, i) => {
      if (t) tiles[t.owner] += t.value;
      else overseas += i; // printed value = slot number
    });
  }
  const inf: Record<string, number> = {};
  for (const seat of G.playOrder) {
    let v = tiles[seat];
    if (v > 0) for (const t of G.transport[region]) if (t.kind === 'train' && t.owner === seat) v += t.value; // [seed]
    inf[seat] = v;
  }
  inf[OVERSEAS] = overseas;
  return inf;
}

/**
 * Positions (1-based start of tie group) and shared VP [spec §4.8 steps 3-4, D15].
 * Every participant is ranked, also with 0 influence (rules version 2) [seed 002: 得点計算の例1,
 * 赤は0…なので第4位]: at 2-3 players a player without influence in a region can still take a
 * paying position (spec D16 left such players unranked).
 */
export function rankRegion(influence: Record<string, number>, table: number[]) {
  const parts = Object.keys(influence).sort((a, b) => influence[b] - influence[a]);
  const position: Record<string, number> = {};
  const vp: Record<string, number> = {};
  let i = 0;
  while (i < parts.length) {
    let j = i;
    while (j + 1 < parts.length && influence[parts[j + 1]] === influence[parts[i]]) j++;
    let sum = 0;
    for (let pos = i; pos <= j; pos++) sum += table[pos] ?? 0;
    const share = Math.floor(sum / (j - i + 1));
    for (let k = i; k <= j; k++) {
      position[parts[k]] = i + 1;
      vp[parts[k]] = share;
    }
    i = j + 1;
  }
  return { position, vp };
}

export function scoreRegion(G: NipponState, region: RegionId, round: 1 | 2 | 3): RegionReport {
  const influence = regionInfluence(G, region);
  const { position, vp } = rankRegion(influence, SCORING_VP[round - 1]);
  const report: RegionReport = { region, influence, position, vp: {}, shipVp: {} };
  for (const seat of G.playOrder) {
    report.vp[seat] = vp[seat] ?? 0;
    const pos = position[seat];
    report.shipVp[seat] =
      pos !== undefined && pos <= 2 // [design] D17
        ? G.transport[region].filter((t) => t.kind === 'ship' && t.owner === seat).reduce((s, t) => s + t.value, 0)
        : 0;
  }
  return report;
}

export function regionScoring(G: NipponState, round: 1 | 2 | 3) {
  const regions = REGIONS.map((r) => scoreRegion(G, r, round));
  for (const rep of regions) {
    for (const seat of G.playOrder) {
      addVp(G.players[seat], 'regions', rep.vp[seat]);
      addVp(G.players[seat], 'ships', rep.shipVp[seat]);
    }
  }
  G.scoringsDone = round;
  G.lastScoring = { round, regions };
  G.scoringHistory.push(G.lastScoring);
}

/** Pay 3 per distinct colour while possible; -2 VP for each unpaid colour [spec §4.6.3]. */
export function payWages(p: PlayerState) {
  const colors = distinctColors(p);
  for (let k = 0; k < colors; k++) {
    if (p.money >= WAGE_PER_COLOR) p.money -= WAGE_PER_COLOR;
    else addVp(p, 'wages', -WAGE_PENALTY_VP);
  }
}

const starsUpTo = (track: { star?: boolean }[], idx: number) => track.slice(0, idx + 1).filter((s) => s.star).length;
const starsEmptied = (spaces: number[], placed: number) => spaces.filter((k) => k <= placed).length;

/** Base VP of each achievement space [spec §2.4, §4.9 step 2]. */
export function achievementBase(G: NipponState, seat: Seat, a: AchievementId): number {
  const p = G.players[seat];
  switch (a) {
    case 'contracts':
      return Math.floor(p.contracts.filter((c) => c.fulfilled).length / 2);
    case 'money':
      return Math.floor(p.money / 6);
    case 'ships':
      return starsEmptied(STAR_SPACES_SHIP, p.shipsPlaced);
    case 'trains':
      return starsEmptied(STAR_SPACES_TRAIN, p.trainsPlaced);
    case 'influence':
      return REGIONS.filter((r) => G.cities.some((c) => c.region === r && c.slots.some((t) => t?.owner === seat)))
        .length;
    case 'mechanization':
      return p.factories.filter((f) => f.machine === 2).length;
    case 'factories':
      return p.factories.filter((f) => FACTORIES[f.id].level >= 2).length;
    case 'coal':
      return starsUpTo(COAL_TRACK, p.coalIdx) + (owns(p, 'BENTO2') ? 1 : 0);
    case 'knowledge':
      return starsUpTo(KNOWLEDGE_TRACK, p.knowledgeIdx) + (owns(p, 'PAPER2') ? 1 : 0);
  }
}

export const multiplierOf = (p: PlayerState, a: AchievementId) => p.achievements[a] ?? PRINTED_MULTIPLIER[a] ?? 0;

export const ACH_SOURCE: Record<AchievementId, VpSource> = {
  contracts: 'achContracts',
  money: 'achMoney',
  ships: 'achShips',
  trains: 'achTrains',
  influence: 'achInfluence',
  mechanization: 'achMechanization',
  factories: 'achFactories',
  coal: 'achCoal',
  knowledge: 'achKnowledge',
};

/**
 * Tie-break order [spec §4.9 step 3, D31; seed 002 ゲーム終了]: the player who played the last
 * turn (the trigger player: the game ends after his third countdown turn), then the tied player
 * farthest from him in playing order (最終手番からより遠い), i.e. the nearest counting backwards
 * (手番から逆順に数えて、より近い): both phrases name the same player. Unchanged in version 2.
 */
export function tieBreakOrder(G: NipponState, trigger: Seat): Seat[] {
  const n = G.playOrder.length;
  const t = G.playOrder.indexOf(trigger);
  return Array.from({ length: n }, (_, k) => G.playOrder[(t - k + n * 2) % n]);
}

export function rankPlayers(G: NipponState, scores: Record<Seat, number>, trigger: Seat): Seat[] {
  const order = tieBreakOrder(G, trigger);
  return order.slice().sort((a, b) => scores[b] - scores[a] || order.indexOf(a) - order.indexOf(b));
}

/** Final budget, wages, achievements, ranking [spec §4.9]. Sets G.result. */
export function finalScoring(G: NipponState) {
  for (const seat of G.playOrder) {
    const p = G.players[seat];
    p.money = income(p); // no SILK1 bonus [design] D19
    payWages(p);
    for (const a of ACHIEVEMENTS) addVp(p, ACH_SOURCE[a], achievementBase(G, seat, a) * multiplierOf(p, a));
  }
  const scores = Object.fromEntries(G.playOrder.map((s) => [s, G.players[s].vp]));
  const trigger = G.final?.triggerSeat ?? G.playOrder[G.playOrder.length - 1];
  G.result = { ranking: rankPlayers(G, scores, trigger), scores };
  G.pending = null;
}
