// The non-build actions: checks and effects [spec §4.5.4, 4.5.6–4.5.8].
import { OPS_BY_ID } from '../data/cards';
import { CITY_BY_ID } from '../data/map';
import { ENGINE_COST, MAX_ENGINE, NEW_CITY_COLORS, URBANIZE_COST, WESTERN_LINK_COST } from '../data/tables';
import type { NewCityColor, RotwState } from '../types';
import { addLog, pay, placeCubes, removeEmptyMarker } from './economy';
import { checkGoals, checkMajorLines } from './network';

/** Urbanize / New Industry target check (without the payment) [spec §4.5.4]. */
export function checkUrbanize(G: RotwState, cityId: unknown, color: unknown): string | null {
  if (typeof cityId !== 'string' || !G.cities[cityId]) return 'unknown-city';
  if (G.cities[cityId].color !== 'gray') return 'not-gray';
  if (typeof color !== 'string' || !(NEW_CITY_COLORS as readonly string[]).includes(color)) return 'bad-color';
  if (G.newCityTiles[color as NewCityColor] === 0) return 'no-city-tile';
  return null;
}

export function applyUrbanize(
  G: RotwState,
  p: string,
  cityId: string,
  color: NewCityColor,
  rand: () => number,
  free: boolean,
): void {
  if (!free) pay(G, p, URBANIZE_COST);
  const city = G.cities[cityId];
  city.color = color;
  city.urbanized = true;
  G.newCityTiles[color] -= 1;
  placeCubes(G, cityId, 2, rand);
  addLog(G, `P${p} urbanizes ${cityId} (${color})`);
  G.lastEvent = { kind: 'urbanize', player: p, cities: [cityId] };
}

export function checkUpgrade(G: RotwState, p: string, subsidyCardId: unknown): string | null {
  const pl = G.players[p];
  if (pl.engine >= MAX_ENGINE) return 'engine-max';
  if (subsidyCardId !== undefined) {
    if (
      typeof subsidyCardId !== 'string' ||
      !pl.hand.includes(subsidyCardId) ||
      OPS_BY_ID[subsidyCardId]?.kind !== 'subsidy'
    )
      return 'no-such-card';
  }
  return null;
}

export function upgradeCost(G: RotwState, p: string, withSubsidy: boolean): number {
  const base = ENGINE_COST[G.players[p].engine + 1];
  return Math.max(0, base - (withSubsidy ? 5000 : 0));
}

export function applyUpgrade(G: RotwState, p: string, subsidyCardId: string | undefined): void {
  const pl = G.players[p];
  pay(G, p, upgradeCost(G, p, !!subsidyCardId));
  pl.engine += 1;
  if (subsidyCardId) {
    pl.hand.splice(pl.hand.indexOf(subsidyCardId), 1);
    G.opsDiscard.push(subsidyCardId);
  }
  addLog(G, `P${p} upgrades to engine ${pl.engine}`);
  G.lastEvent = { kind: 'engine', player: p };
  checkGoals(G, p, { kind: 'engine', level: pl.engine });
}

export function canNewIndustry(G: RotwState): boolean {
  return Object.values(G.cities).some((c) => c.color === 'gray') && NEW_CITY_COLORS.some((c) => G.newCityTiles[c] > 0);
}

export function checkTakeCard(G: RotwState, cardId: unknown): string | null {
  if (typeof cardId !== 'string' || !G.opsDisplay.includes(cardId)) return 'card-not-in-display';
  const card = OPS_BY_ID[cardId];
  if (card.type === 'goal') return 'goal-card';
  if (card.kind === 'newIndustry' && !canNewIndustry(G)) return 'no-gray-city'; // [design]
  return null;
}

/** Take a card [spec §4.5.7]; returns true when the action is finished. */
export function applyTakeCard(G: RotwState, p: string, cardId: string): boolean {
  const pl = G.players[p];
  const card = OPS_BY_ID[cardId];
  G.opsDisplay.splice(G.opsDisplay.indexOf(cardId), 1);
  addLog(G, `P${p} takes ${cardId}`);
  G.lastEvent = { kind: 'card', player: p };
  if (card.type === 'hand') {
    pl.hand.push(cardId);
    return true;
  }
  if (card.type === 'diamond' || card.type === 'permanent') {
    pl.tableau.push(cardId);
    return true;
  }
  switch (card.kind) {
    case 'cityGrowth':
      G.pending = { type: 'cityGrowth', cardId };
      return false;
    case 'newIndustry':
      G.pending = { type: 'newIndustry', cardId };
      return false;
    case 'executive':
      G.opsDiscard.push(cardId);
      G.extraActions += 2;
      return true;
    default:
      G.opsDiscard.push(cardId);
      pl.cash += 10000;
      return true; // Capital Investment
  }
}

export function applyCityGrowth(G: RotwState, p: string, cityId: string, rand: () => number): void {
  placeCubes(G, cityId, 2, rand);
  G.opsDiscard.push(G.pending!.cardId);
  addLog(G, `P${p} adds 2 cubes to ${cityId}`);
  G.lastEvent = { kind: 'cubes', player: p, cities: [cityId] };
}

export function checkWesternLink(G: RotwState, p: string, cityId: unknown): string | null {
  if (cityId !== 'KCY' && cityId !== 'DSM') return 'not-western-city';
  if (G.westernLinks[cityId] !== null) return 'western-link-built';
  const has = Object.values(G.links).some(
    (l) => l.owner === p && l.complete && (l.cityA === cityId || l.cityB === cityId),
  );
  if (!has) return 'no-link-to-city';
  if (G.players[p].locomotivesLeft <= 0) return 'no-locomotives';
  return null;
}

export function applyWesternLink(G: RotwState, p: string, cityId: 'KCY' | 'DSM'): void {
  pay(G, p, WESTERN_LINK_COST);
  G.westernLinks[cityId] = p;
  G.players[p].locomotivesLeft -= 1;
  const n = Math.min(4, G.bag.red); // [design] §10.17
  G.bag.red -= n;
  G.cities[cityId].cubes.red += n;
  if (n > 0 && G.cities[cityId].emptyMarker) removeEmptyMarker(G, cityId);
  addLog(G, `P${p} builds the Western Link at ${CITY_BY_ID[cityId].name}`);
  G.lastEvent = { kind: 'western', player: p, cities: [cityId] };
  checkGoals(G, p, { kind: 'westernLink' });
  checkMajorLines(G, p);
}
