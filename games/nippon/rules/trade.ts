// Export (contracts) and Domestic Market (influence placement) [spec §4.5].
import { CITY_TILE_CAP, INFLUENCE_CAP, MAX_UNITS } from '../constants';
import { REGION_BONUS } from '../data/cities';
import { CONTRACTS } from '../data/contracts';
import { FACTORIES } from '../data/factories';
import { GOODS, type City, type Good, type NipponState, type PlayerState, type Seat } from '../types';
import { addVp, factoryOf, raise } from './player';
import type { Arg } from './actions';

// ---- Export
/** Reason a contract + goods assignment is refused, ignoring the unit counter. */
export function whyContract(p: PlayerState, arg: Arg): string | null {
  const id = arg?.contractId;
  const goods = arg?.goods;
  if (typeof id !== 'string' || !CONTRACTS[id] || !Array.isArray(goods)) return 'bad-argument';
  if (!goods.every((g) => (GOODS as readonly unknown[]).includes(g))) return 'bad-argument';
  const c = p.contracts.find((x) => x.id === id);
  if (!c || c.fulfilled) return 'contract-unavailable';
  const req = CONTRACTS[id].req;
  if (goods.length !== req.length) return 'goods-mismatch';
  if (new Set(goods).size !== goods.length) return 'goods-repeated'; // [seed] distinct goods per cube
  for (let i = 0; i < req.length; i++) {
    const f = factoryOf(p, goods[i] as Good);
    if (!f || f.goods < req[i]) return 'not-enough-goods';
  }
  // [design] cubes with equal requirements take goods in board order (one listing per choice)
  for (let i = 0; i < req.length; i++)
    for (let j = i + 1; j < req.length; j++) {
      if (req[i] === req[j] && GOODS.indexOf(goods[i] as Good) > GOODS.indexOf(goods[j] as Good))
        return 'goods-not-canonical';
    }
  return null;
}
export function whyFulfill(G: NipponState, p: PlayerState, arg: Arg): string | null {
  if (G.pending!.count >= MAX_UNITS) return 'unit-limit';
  return whyContract(p, arg);
}
export function doFulfill(G: NipponState, p: PlayerState, id: string, goods: Good[]) {
  const def = CONTRACTS[id];
  def.req.forEach((n, i) => {
    factoryOf(p, goods[i])!.goods -= n;
  });
  p.money += def.money;
  if (def.vp) addVp(p, 'contracts', def.vp);
  raise(p, 'income', def.income);
  p.contracts.find((c) => c.id === id)!.fulfilled = true;
  G.pending!.count += 1;
}

/** All satisfiable canonical assignments of a contract for p. */
export function contractAssignments(p: PlayerState, id: string): Good[][] {
  const req = CONTRACTS[id].req;
  const out: Good[][] = [];
  const avail = GOODS.filter((g) => (factoryOf(p, g)?.goods ?? 0) > 0);
  const rec = (i: number, cur: Good[]) => {
    if (i === req.length) {
      if (!whyContract(p, { contractId: id, goods: cur })) out.push(cur.slice());
      return;
    }
    for (const g of avail) {
      if (cur.includes(g) || factoryOf(p, g)!.goods < req[i]) continue;
      cur.push(g);
      rec(i + 1, cur);
      cur.pop();
    }
  };
  rec(0, []);
  return out;
}

// ---- Domestic market
export const cityCap = (G: NipponState) => CITY_TILE_CAP[G.numPlayers];

/** The slots holding the lowest tiles when a full city forces a removal (2-3p) [seed]. */
export function lowestSlots(city: City): { low: number; slots: number[] } {
  let low = Infinity;
  for (const t of city.slots) if (t && t.value < low) low = t.value;
  return { low, slots: city.slots.flatMap((t, i) => (t && t.value === low ? [i] : [])) };
}

export function whyPlace(G: NipponState, p: PlayerState, arg: Arg, ignoreLock = false): string | null {
  const city = G.cities.find((c) => c.id === arg?.cityId);
  const { slot, spend, value, remove } = (arg ?? {}) as Record<string, unknown>;
  if (!city || !isInt(slot, 0, 3) || !isInt(spend, 1, 3) || !isInt(value, 1, 7)) return 'bad-argument';
  if (remove !== undefined && !isInt(remove, 0, 3)) return 'bad-argument';
  const pend = G.pending;
  if (!ignoreLock && pend) {
    if (pend.count >= MAX_UNITS) return 'unit-limit';
    if (pend.region && city.region !== pend.region) return 'wrong-region';
  }
  const good = city.slotGoods[slot as number];
  const f = factoryOf(p, good);
  if (!f) return 'no-factory-for-good';
  if (f.goods < (spend as number)) return 'not-enough-goods';
  if ((value as number) > INFLUENCE_CAP[FACTORIES[f.id].level][(spend as number) - 1]) return 'value-too-high';
  if (!p.influenceSupply.includes(value as number)) return 'tile-not-in-hand';
  const occ = city.slots[slot as number];
  if (occ) {
    if (occ.value >= (value as number)) return 'slot-occupied-higher';
    if (remove !== undefined) return 'remove-not-allowed';
    return null;
  }
  const filled = city.slots.filter((t) => t).length;
  if (filled < cityCap(G)) return remove !== undefined ? 'remove-not-allowed' : null;
  const { low, slots } = lowestSlots(city); // [seed] 2-3 player full-city rule
  if (low >= (value as number)) return 'city-full-lower';
  if (slots.length > 1) {
    if (remove === undefined) return 'remove-required';
    if (!slots.includes(remove as number)) return 'remove-invalid';
  } else if (remove !== undefined) return 'remove-not-allowed'; // [design] only a real choice is asked for
  return null;
}

export function doPlace(G: NipponState, p: PlayerState, seat: Seat, arg: Record<string, unknown>) {
  const city = G.cities.find((c) => c.id === arg.cityId)!;
  const slot = arg.slot as number,
    spend = arg.spend as number,
    value = arg.value as number;
  factoryOf(p, city.slotGoods[slot])!.goods -= spend;
  const occ = city.slots[slot];
  if (occ) G.players[occ.owner].influenceSupply.push(occ.value);
  else if (city.slots.filter((t) => t).length >= cityCap(G)) {
    const { slots } = lowestSlots(city);
    const r = slots.length > 1 ? (arg.remove as number) : slots[0];
    const old = city.slots[r]!;
    G.players[old.owner].influenceSupply.push(old.value);
    city.slots[r] = null;
  }
  city.slots[slot] = { owner: seat, value };
  p.influenceSupply.splice(p.influenceSupply.indexOf(value), 1);
  const bonus = REGION_BONUS[city.region]; // once per tile [published game]
  p.money += bonus.money ?? 0;
  p.coal += bonus.coal ?? 0;
  p.blueprints += bonus.blueprints ?? 0;
  if (bonus.vp) addVp(p, 'regionBonus', bonus.vp);
  G.pending!.region = city.region;
  G.pending!.count += 1;
}

/** Every legal placement argument (region lock applied unless ignoreLock). */
export function placements(
  G: NipponState,
  p: PlayerState,
  ignoreLock = false,
  firstOnly = false,
): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const values = [...new Set(p.influenceSupply)].sort((a, b) => a - b);
  for (const city of G.cities) {
    if (!ignoreLock && G.pending?.region && city.region !== G.pending.region) continue;
    for (let slot = 0; slot < 4; slot++) {
      const f = factoryOf(p, city.slotGoods[slot]);
      if (!f || f.goods === 0) continue;
      for (let spend = 1; spend <= Math.min(3, f.goods); spend++) {
        for (const value of values) {
          const base = { cityId: city.id, slot, spend, value };
          const removes: (number | undefined)[] = [undefined];
          if (!city.slots[slot] && city.slots.filter((t) => t).length >= cityCap(G)) {
            const { slots } = lowestSlots(city);
            if (slots.length > 1) removes.splice(0, 1, ...slots);
          }
          for (const remove of removes) {
            const a = remove === undefined ? base : { ...base, remove };
            if (!whyPlace(G, p, a, ignoreLock)) {
              out.push(a);
              if (firstOnly) return out;
            }
          }
        }
      }
    }
  }
  return out;
}

function isInt(x: unknown, lo: number, hi: number): boolean {
  return typeof x === 'number' && Number.isInteger(x) && x >= lo && x <= hi;
}
