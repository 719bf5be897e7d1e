// The one validator: stage membership + per-move checks, returning a kebab-case reason or null
// [spec §4.3-§4.6]. Moves return INVALID_MOVE exactly when this is non-null.
import { BLUEPRINTS_PER_STEP, INVEST_COST, MAX_WORKERS, SLOT_ACTIONS } from '../constants';
import { FACTORIES } from '../data/factories';
import {
  REGIONS,
  TRACKS,
  WORKER_COLORS,
  type ActionId,
  type NipponState,
  type PlayerState,
  type Track,
  type WorkerColor,
} from '../types';
import {
  type Arg,
  deficit,
  stepCost,
  unitCost,
  whyBuildFactory,
  whyMechanize,
  whyProduce,
  whySteps,
  whyTransport,
} from './actions';
import { whyPlaceReward, whyTakeReward } from './consolidate';
import { hasGood, trackIdx, trackTop } from './player';
import { contractAssignments, placements, whyFulfill, whyPlace } from './trade';
import { TRANSPORT_SLOTS_PER_REGION } from '../constants';

export type StageName = NonNullable<NipponState['pending']>['kind'] | 'default';
export const stageOf = (G: NipponState): StageName => G.pending?.kind ?? 'default';

/** Stages in which each move exists [spec §4.3 table]. */
export const MOVE_STAGES: Record<string, StageName[]> = {
  takeWorker: ['default'],
  consolidate: ['default'],
  convertBlueprints: ['default', 'post'],
  endMyTurn: ['post'],
  buildFactory: ['invest'],
  mechanizeOnce: ['mechanize'],
  produceAt: ['produce'],
  raiseKnowledge: ['knowledge'],
  raiseCoal: ['coalMine'],
  buildTrain: ['railway'],
  buildShip: ['shipbuilding'],
  fulfillContract: ['export'],
  placeInfluence: ['domestic'],
  finishAction: ['mechanize', 'produce', 'railway', 'shipbuilding', 'export', 'domestic'],
  placeFreeShip: ['bonusShips'],
  placeFreeTrain: ['bonusTrains'],
  freeMechanize: ['bonusMechanize'],
  skipBonus: ['bonusMechanize'],
  takeReward: ['reward'],
  placeReward: ['rewardPlace'],
};
export const MOVE_NAMES = Object.keys(MOVE_STAGES);

const freeSlot = (G: NipponState) =>
  REGIONS.some((r) => G.transport[r].length < TRANSPORT_SLOTS_PER_REGION[G.numPlayers]);

/** Can the action be performed completely now? [spec §4.4 canStart] */
export function canStart(G: NipponState, p: PlayerState, action: ActionId): boolean {
  switch (action) {
    case 'invest':
      return (
        p.money >= INVEST_COST &&
        G.factorySupply.some((id) => !hasGood(p, FACTORIES[id].good) && deficit(p, id) <= p.blueprints)
      );
    case 'mechanize':
      return p.money >= unitCost(p, 'mechanize', 1);
    case 'produce':
      return p.factories.some((f) => f.goods < FACTORIES[f.id].storage && p.coal >= FACTORIES[f.id].coal);
    case 'knowledge':
      return trackIdx(p, 'knowledge') < trackTop('knowledge') && p.money >= stepCost(p, 'knowledge', 1);
    case 'coalMine':
      return trackIdx(p, 'coal') < trackTop('coal') && p.money >= stepCost(p, 'coal', 1);
    case 'railway':
      return p.trainsPlaced < 6 && p.money >= unitCost(p, 'railway', 1) && freeSlot(G);
    case 'shipbuilding':
      return p.shipsPlaced < 6 && p.money >= unitCost(p, 'shipbuilding', 1) && freeSlot(G);
    case 'export':
      return p.contracts.some((c) => !c.fulfilled && contractAssignments(p, c.id).length > 0);
    case 'domestic':
      return placements(G, p, true, true).length > 0;
  }
}

function whyTakeWorker(G: NipponState, p: PlayerState, arg: Arg): string | null {
  const slot = arg?.slot,
    color = arg?.color as WorkerColor,
    action = arg?.action as ActionId;
  if (typeof slot !== 'number' || !Number.isInteger(slot) || slot < 0 || slot > 4) return 'bad-argument';
  if (!WORKER_COLORS.includes(color) || typeof action !== 'string') return 'bad-argument';
  if (p.workers.length >= MAX_WORKERS) return 'six-workers'; // [seed] must consolidate
  if (!G.actionSlots[slot].includes(color)) return 'no-such-worker';
  if (!SLOT_ACTIONS[slot].includes(action)) return 'action-not-in-slot';
  if (!canStart(G, p, action)) return 'action-not-possible';
  return null;
}

function whyConvert(p: PlayerState, arg: Arg): string | null {
  const track = arg?.track as Track;
  if (!TRACKS.includes(track)) return 'bad-argument';
  if (p.blueprints < BLUEPRINTS_PER_STEP) return 'no-blueprints';
  if (trackIdx(p, track) >= trackTop(track)) return 'track-at-top';
  return null;
}

type Check = (G: NipponState, p: PlayerState, arg: Arg) => string | null;
const CHECKS: Record<string, Check> = {
  takeWorker: whyTakeWorker,
  consolidate: () => null,
  convertBlueprints: (_G, p, a) => whyConvert(p, a),
  endMyTurn: () => null,
  buildFactory: whyBuildFactory,
  mechanizeOnce: (G, p, a) => whyMechanize(G, p, a, false),
  produceAt: whyProduce,
  raiseKnowledge: (_G, p, a) => whySteps(p, 'knowledge', a),
  raiseCoal: (_G, p, a) => whySteps(p, 'coal', a),
  buildTrain: (G, p, a) => whyTransport(G, p, 'train', a, false),
  buildShip: (G, p, a) => whyTransport(G, p, 'ship', a, false),
  fulfillContract: whyFulfill,
  placeInfluence: (G, p, a) => whyPlace(G, p, a),
  finishAction: (G) => (G.pending!.count === 0 ? 'nothing-done' : null),
  placeFreeShip: (G, p, a) => whyTransport(G, p, 'ship', a, true),
  placeFreeTrain: (G, p, a) => whyTransport(G, p, 'train', a, true),
  freeMechanize: (G, p, a) => whyMechanize(G, p, a, true),
  skipBonus: () => null,
  takeReward: whyTakeReward,
  placeReward: (_G, p, a) => whyPlaceReward(p, a),
};

/** Reason `seat` may not make `move(arg)` now (the caller checked it is seat's turn). */
export function whyMove(G: NipponState, seat: string, move: string, arg: Arg): string | null {
  if (G.result) return 'game-over';
  const stages = MOVE_STAGES[move];
  if (!stages) return 'unknown-move';
  if (!stages.includes(stageOf(G))) return 'wrong-stage';
  if (arg !== undefined && (typeof arg !== 'object' || arg === null || Array.isArray(arg))) return 'bad-argument';
  return CHECKS[move](G, G.players[seat], arg);
}
