// Money, cubes and empty-city markers [spec §4.2].
import { BOND_VALUE } from '../data/tables';
import { CUBE_COLORS } from '../data/tables';
import type { Color, RotwState } from '../types';

/** Pay with automatic, minimal bonds [spec §4.2 pay]. Returns bonds issued. */
export function pay(G: RotwState, p: string, amount: number): number {
  const pl = G.players[p];
  if (amount <= 0) return 0;
  if (pl.cash >= amount) {
    pl.cash -= amount;
    return 0;
  }
  const k = Math.ceil((amount - pl.cash) / BOND_VALUE);
  pl.bonds += k;
  pl.cash = pl.cash + BOND_VALUE * k - amount;
  if (k > 0) addLog(G, `P${p} issues ${k} bond${k > 1 ? 's' : ''}`);
  return k;
}

/** Bonds `pay` would issue (for previews). */
export function bondsNeeded(cash: number, amount: number): number {
  return cash >= amount ? 0 : Math.ceil((amount - cash) / BOND_VALUE);
}

/** Draw one cube from the bag [spec §4.2 drawCube]; null if empty [design]. */
export function drawCube(G: RotwState, rand: () => number): Color | null {
  const total = CUBE_COLORS.reduce((s, c) => s + G.bag[c], 0);
  if (total === 0) return null;
  const k = Math.floor(rand() * total);
  let acc = 0;
  for (const c of CUBE_COLORS) {
    acc += G.bag[c];
    if (acc > k) {
      G.bag[c] -= 1;
      return c;
    }
  }
  return null;
}

export function cubeCount(G: RotwState, cityId: string): number {
  const cubes = G.cities[cityId].cubes;
  return CUBE_COLORS.reduce((s, c) => s + cubes[c], 0);
}

/** placeCubes(city, n) [spec §4.2]. */
export function placeCubes(G: RotwState, cityId: string, n: number, rand: () => number): void {
  const city = G.cities[cityId];
  for (let i = 0; i < n; i++) {
    const c = drawCube(G, rand);
    if (c) city.cubes[c] += 1;
  }
  if (city.emptyMarker && cubeCount(G, cityId) > 0) removeEmptyMarker(G, cityId);
}

/** removeEmptyMarker [spec §4.2]; the end is never extended. */
export function removeEmptyMarker(G: RotwState, cityId: string): void {
  G.cities[cityId].emptyMarker = false;
  if (G.endTriggerTurn === null) G.emptyMarkersPlaced -= 1;
}

/** onCityEmptied [spec §4.2]. */
export function onCityEmptied(G: RotwState, cityId: string): void {
  if (G.endTriggerTurn !== null) return;
  G.cities[cityId].emptyMarker = true;
  G.emptyMarkersPlaced += 1;
  if (G.emptyMarkersPlaced >= G.emptyMarkerLimit) {
    G.endTriggerTurn = G.turn;
    addLog(G, `Last empty city marker placed: one more game turn`);
  }
}

/** Append to the log, keeping the last 40 lines (a new array once full: shifting 40 lines of an
 *  Immer draft in place costs far more than copying them). */
export function addLog(G: RotwState, line: string): void {
  const log = G.log;
  if (log.length < 40) log.push(line);
  else G.log = [...log.slice(log.length - 39), line];
}
