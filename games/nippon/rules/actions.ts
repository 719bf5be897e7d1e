// Unit moves of Invest, Mechanize, Produce, Knowledge, Coal Mine, Railway, Shipbuilding and the
// free bonus stages [spec §4.5]. Each `why*` returns a reason or null; each `do*` applies it.
import {
  INVEST_COST,
  MAX_UNITS,
  STEP_COST,
  STEP_COST_CHEAP,
  TRANSPORT_SLOTS_PER_REGION,
  UNIT_COST,
  UNIT_COST_CHEAP,
} from '../constants';
import { FACTORIES, KNOWLEDGE_NEED } from '../data/factories';
import { REGIONS, type NipponState, type PlayerState, type RegionId, type Seat } from '../types';
import { checkIcons, hasGood, knowledge, owns, raise, trackIdx, trackTop } from './player';

export type Arg = Record<string, unknown> | undefined;

/** Marginal cost of unit k (1..3) of Mechanize / Railway / Shipbuilding [spec §4.1 unitCost]. */
export function unitCost(p: PlayerState, action: 'mechanize' | 'railway' | 'shipbuilding', k: number): number {
  const cheap = action === 'mechanize' ? 'BULB4' : action === 'railway' ? 'CLOCK4' : 'LENS4';
  return owns(p, cheap) ? UNIT_COST_CHEAP[k] : UNIT_COST;
}
export const stepCost = (p: PlayerState, track: 'knowledge' | 'coal', steps: number) =>
  (owns(p, track === 'knowledge' ? 'PAPER2' : 'BENTO2') ? STEP_COST_CHEAP : STEP_COST)[steps];

export const deficit = (p: PlayerState, factoryId: string) =>
  Math.max(0, KNOWLEDGE_NEED[FACTORIES[factoryId].level] - knowledge(p));

// ---- Invest [spec §4.5 Invest]
export function whyBuildFactory(G: NipponState, p: PlayerState, arg: Arg): string | null {
  const id = arg?.factoryId;
  if (typeof id !== 'string' || !FACTORIES[id]) return 'bad-argument';
  if (!G.factorySupply.includes(id)) return 'factory-not-available';
  if (hasGood(p, FACTORIES[id].good)) return 'good-already-owned';
  if (p.money < INVEST_COST) return 'not-enough-money';
  if (deficit(p, id) > p.blueprints) return 'not-enough-knowledge';
  return null;
}

/** Returns the bonus stage to open (LENS3 / CLOCK3 / BULB2), or null. */
export function doBuildFactory(
  G: NipponState,
  p: PlayerState,
  id: string,
): 'bonusShips' | 'bonusTrains' | 'bonusMechanize' | null {
  p.money -= INVEST_COST;
  p.blueprints -= deficit(p, id);
  G.factorySupply = G.factorySupply.filter((f) => f !== id);
  const fac = { id, goods: 0, machine: 0 as 0 | 1 | 2 };
  p.factories.push(fac);
  if (p.heldMachines >= 1) {
    fac.machine = 1;
    p.heldMachines -= 1;
  } // [spec §4.5 step 2]
  if (p.heldMachines >= 1) {
    fac.machine = 2;
    p.heldMachines -= 1;
  }
  // [spec §4.5 step 3] one-shot synergies
  switch (id) {
    case 'SILK4':
      p.money += 5;
      break;
    case 'PAPER3':
      raise(p, 'knowledge', 2);
      break;
    case 'PAPER4':
      p.blueprints += 2;
      break;
    case 'BENTO4':
      raise(p, 'coal', 2);
      break;
    case 'LENS2':
      p.shipFace = 3;
      break;
    case 'CLOCK2':
      p.trainFace = 3;
      break;
    case 'SILK3':
      raise(p, 'income', p.iconsRevealed);
      break;
    case 'LENS3':
      return 'bonusShips';
    case 'CLOCK3':
      return 'bonusTrains';
    case 'BULB2':
      return 'bonusMechanize';
  }
  return null;
}

// ---- Mechanize [spec §4.5 Mechanize]; `free` for BULB2's bonus.
export function whyMechanize(G: NipponState, p: PlayerState, arg: Arg, free: boolean): string | null {
  const target = arg?.target;
  if (typeof target !== 'string') return 'bad-argument';
  const pend = G.pending!;
  if (free ? pend.freeLeft <= 0 : pend.count >= MAX_UNITS) return 'unit-limit';
  if (!free && p.money < unitCost(p, 'mechanize', pend.count + 1)) return 'not-enough-money';
  if (target === 'hold') {
    if (p.factories.some((f) => f.machine < 2)) return 'must-mechanize-factory'; // [seed] D33
    return null;
  }
  const f = p.factories.find((x) => x.id === target);
  if (!f) return 'not-your-factory';
  if (f.machine >= 2) return 'machine-full';
  return null;
}
export function doMechanize(G: NipponState, p: PlayerState, target: string, free: boolean) {
  const pend = G.pending!;
  if (free) pend.freeLeft -= 1;
  else {
    p.money -= unitCost(p, 'mechanize', pend.count + 1);
    pend.count += 1;
  }
  if (target === 'hold') p.heldMachines += 1;
  else {
    const f = p.factories.find((x) => x.id === target)!;
    f.machine = (f.machine + 1) as 1 | 2;
  }
}

// ---- Produce [spec §4.5 Produce]
export function whyProduce(G: NipponState, p: PlayerState, arg: Arg): string | null {
  const id = arg?.factoryId;
  if (typeof id !== 'string') return 'bad-argument';
  const pend = G.pending!;
  if (pend.count >= MAX_UNITS) return 'unit-limit';
  const f = p.factories.find((x) => x.id === id);
  if (!f) return 'not-your-factory';
  if (pend.usedFactories.includes(id)) return 'already-produced';
  if (p.coal < FACTORIES[id].coal) return 'not-enough-coal';
  if (f.goods >= FACTORIES[id].storage) return 'factory-full';
  return null;
}
export function doProduce(G: NipponState, p: PlayerState, id: string) {
  const f = p.factories.find((x) => x.id === id)!;
  const def = FACTORIES[id];
  p.coal -= def.coal;
  const made = 1 + f.machine + (id === 'BULB3' ? 1 : 0);
  f.goods = Math.min(def.storage, f.goods + made);
  G.pending!.usedFactories.push(id);
  G.pending!.count += 1;
}

// ---- Knowledge / Coal Mine [spec §4.5]
export function whySteps(p: PlayerState, track: 'knowledge' | 'coal', arg: Arg): string | null {
  const steps = arg?.steps;
  if (steps !== 1 && steps !== 2 && steps !== 3) return 'bad-argument';
  if (trackIdx(p, track) + steps > trackTop(track)) return 'steps-exceed-track'; // D26
  if (p.money < stepCost(p, track, steps)) return 'not-enough-money';
  return null;
}
export function doSteps(p: PlayerState, track: 'knowledge' | 'coal', steps: number) {
  p.money -= stepCost(p, track, steps);
  raise(p, track, steps);
  if (owns(p, track === 'knowledge' ? 'PAPER1' : 'BENTO3')) raise(p, track, 1); // extra step, lost at top
}

// ---- Railway / Shipbuilding and the free placements of CLOCK3 / LENS3 [spec §4.5]
export function whyTransport(
  G: NipponState,
  p: PlayerState,
  kind: 'train' | 'ship',
  arg: Arg,
  free: boolean,
): string | null {
  const region = arg?.region as RegionId;
  if (!REGIONS.includes(region)) return 'bad-argument';
  const pend = G.pending!;
  if (free ? pend.freeLeft <= 0 : pend.count >= MAX_UNITS) return 'unit-limit';
  if ((kind === 'train' ? p.trainsPlaced : p.shipsPlaced) >= 6) return 'no-tiles-left';
  if (pend.usedRegions.includes(region)) return 'region-used';
  if (G.transport[region].length >= TRANSPORT_SLOTS_PER_REGION[G.numPlayers]) return 'region-full';
  if (!free && p.money < unitCost(p, kind === 'train' ? 'railway' : 'shipbuilding', pend.count + 1))
    return 'not-enough-money';
  return null;
}
export function doTransport(
  G: NipponState,
  p: PlayerState,
  seat: Seat,
  kind: 'train' | 'ship',
  region: RegionId,
  free: boolean,
) {
  const pend = G.pending!;
  if (free) pend.freeLeft -= 1;
  else {
    p.money -= unitCost(p, kind === 'train' ? 'railway' : 'shipbuilding', pend.count + 1);
    pend.count += 1;
  }
  if (kind === 'train') p.trainsPlaced += 1;
  else p.shipsPlaced += 1;
  G.transport[region].push({ owner: seat, kind, value: kind === 'train' ? p.trainFace : p.shipFace });
  pend.usedRegions.push(region);
  checkIcons(p);
}
