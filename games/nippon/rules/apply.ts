// Applies a validated move to G (mutating). Returns true when the turn is over [spec §4.3-§4.6].
import { BLUEPRINTS_PER_STEP, MAX_UNITS } from '../constants';
import type { Good, NipponState, RegionId, RewardBonus, Track, AchievementId, ActionId, WorkerColor } from '../types';
import { doBuildFactory, doMechanize, doProduce, doSteps, doTransport } from './actions';
import { doTakeReward, finishConsolidation, newPending, startConsolidation } from './consolidate';
import { anyUnit } from './legal';
import { raise, someTrackBelowTop } from './player';
import { doFulfill, doPlace } from './trade';

type A = Record<string, unknown>;

/** finishWorkerAction: go to `post` if a conversion is possible, else end the turn [spec §4.3]. */
export function finishTurn(G: NipponState, seat: string): boolean {
  const p = G.players[seat];
  if (p.blueprints >= BLUEPRINTS_PER_STEP && someTrackBelowTop(p)) {
    G.pending = newPending('post');
    return false;
  }
  G.pending = null;
  return true;
}

/** Auto-finish rule [spec §4.3]: after a unit, end the stage at 3 units or when nothing more is legal. */
function afterUnit(G: NipponState, seat: string): boolean {
  const pend = G.pending!;
  const bonus = pend.kind.startsWith('bonus');
  const done = bonus ? pend.freeLeft <= 0 : pend.count >= MAX_UNITS;
  if (done || !anyUnit(G, seat)) return finishTurn(G, seat);
  return false;
}

export function applyMove(G: NipponState, seat: string, move: string, arg: A | undefined, rand: () => number): boolean {
  const p = G.players[seat];
  const a = (arg ?? {}) as A;
  switch (move) {
    case 'takeWorker': {
      const slot = G.actionSlots[a.slot as number];
      slot.splice(slot.indexOf(a.color as WorkerColor), 1);
      p.workers.push(a.color as WorkerColor);
      G.pending = newPending(a.action as ActionId);
      return false;
    }
    case 'consolidate':
      if (startConsolidation(G, seat, rand) === 'wait') return false;
      return finishTurn(G, seat);
    case 'convertBlueprints':
      p.blueprints -= BLUEPRINTS_PER_STEP;
      raise(p, a.track as Track, 1);
      return false;
    case 'endMyTurn':
      G.pending = null;
      return true;
    case 'buildFactory': {
      const bonus = doBuildFactory(G, p, a.factoryId as string);
      if (bonus) {
        G.pending = { ...newPending(bonus), freeLeft: 2 };
        if (anyUnit(G, seat)) return false; // else the bonus is lost [design] D24
      }
      return finishTurn(G, seat);
    }
    case 'mechanizeOnce':
      doMechanize(G, p, a.target as string, false);
      return afterUnit(G, seat);
    case 'freeMechanize':
      doMechanize(G, p, a.target as string, true);
      return afterUnit(G, seat);
    case 'produceAt':
      doProduce(G, p, a.factoryId as string);
      return afterUnit(G, seat);
    case 'raiseKnowledge':
      doSteps(p, 'knowledge', a.steps as number);
      return finishTurn(G, seat);
    case 'raiseCoal':
      doSteps(p, 'coal', a.steps as number);
      return finishTurn(G, seat);
    case 'buildTrain':
      doTransport(G, p, seat, 'train', a.region as RegionId, false);
      return afterUnit(G, seat);
    case 'buildShip':
      doTransport(G, p, seat, 'ship', a.region as RegionId, false);
      return afterUnit(G, seat);
    case 'placeFreeTrain':
      doTransport(G, p, seat, 'train', a.region as RegionId, true);
      return afterUnit(G, seat);
    case 'placeFreeShip':
      doTransport(G, p, seat, 'ship', a.region as RegionId, true);
      return afterUnit(G, seat);
    case 'fulfillContract':
      doFulfill(G, p, a.contractId as string, a.goods as Good[]);
      return afterUnit(G, seat);
    case 'placeInfluence':
      doPlace(G, p, seat, a);
      return afterUnit(G, seat);
    case 'finishAction':
    case 'skipBonus':
      return finishTurn(G, seat);
    case 'takeReward':
      if (doTakeReward(G, p, a.column as number, a.bonus as RewardBonus)) return false;
      finishConsolidation(G, seat, rand);
      return finishTurn(G, seat);
    case 'placeReward':
      p.achievements[a.space as AchievementId] = G.pending!.rewardMultiplier;
      finishConsolidation(G, seat, rand);
      return finishTurn(G, seat);
  }
  throw new Error(`unknown move ${move}`);
}
