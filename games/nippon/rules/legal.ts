// Candidate generation per stage [spec §7]; legalMoves = candidates that pass whyMove.
import { SLOT_ACTIONS } from '../constants';
import { ACHIEVEMENTS, REGIONS, REWARD_BONUSES, TRACKS, type NipponState } from '../types';
import { contractAssignments, placements } from './trade';
import { canStart, stageOf, whyMove } from './validate';

export interface Cand {
  move: string;
  arg?: Record<string, unknown>;
}

const targets = (G: NipponState, seat: string): Cand['arg'][] => {
  const p = G.players[seat];
  const open = p.factories.filter((f) => f.machine < 2).map((f) => ({ target: f.id }));
  return open.length ? open : [{ target: 'hold' }];
};

/** Unit moves of the current stage (without finishAction / skipBonus). */
export function unitCandidates(G: NipponState, seat: string): Cand[] {
  const p = G.players[seat];
  const regionMoves = (move: string) => REGIONS.map((region) => ({ move, arg: { region } }));
  switch (stageOf(G)) {
    case 'invest':
      return G.factorySupply.map((factoryId) => ({ move: 'buildFactory', arg: { factoryId } }));
    case 'mechanize':
      return targets(G, seat).map((arg) => ({ move: 'mechanizeOnce', arg }));
    case 'bonusMechanize':
      return targets(G, seat).map((arg) => ({ move: 'freeMechanize', arg }));
    case 'produce':
      return p.factories.map((f) => ({ move: 'produceAt', arg: { factoryId: f.id } }));
    case 'knowledge':
      return [1, 2, 3].map((steps) => ({ move: 'raiseKnowledge', arg: { steps } }));
    case 'coalMine':
      return [1, 2, 3].map((steps) => ({ move: 'raiseCoal', arg: { steps } }));
    case 'railway':
      return regionMoves('buildTrain');
    case 'shipbuilding':
      return regionMoves('buildShip');
    case 'bonusTrains':
      return regionMoves('placeFreeTrain');
    case 'bonusShips':
      return regionMoves('placeFreeShip');
    case 'export':
      return p.contracts
        .filter((c) => !c.fulfilled)
        .flatMap((c) =>
          contractAssignments(p, c.id).map((goods) => ({ move: 'fulfillContract', arg: { contractId: c.id, goods } })),
        );
    case 'domestic':
      return placements(G, p).map((arg) => ({ move: 'placeInfluence', arg }));
    default:
      return [];
  }
}

export function anyUnit(G: NipponState, seat: string): boolean {
  return unitCandidates(G, seat).some((c) => whyMove(G, seat, c.move, c.arg) === null);
}

/** The argument domain of the current stage (before filtering). */
export function candidates(G: NipponState, seat: string): Cand[] {
  if (G.result) return [];
  const p = G.players[seat];
  const convert = TRACKS.map((track) => ({ move: 'convertBlueprints', arg: { track } }));
  switch (stageOf(G)) {
    case 'default': {
      const out: Cand[] = [];
      const ok: Record<string, boolean> = {};
      G.actionSlots.forEach((slot, s) => {
        for (const color of [...new Set(slot)]) {
          for (const action of SLOT_ACTIONS[s]) {
            ok[action] ??= canStart(G, p, action);
            if (ok[action] && p.workers.length < 6) out.push({ move: 'takeWorker', arg: { slot: s, color, action } });
          }
        }
      });
      return [...out, { move: 'consolidate' }, ...convert];
    }
    case 'post':
      return [...convert, { move: 'endMyTurn' }];
    case 'reward':
      return [2, 3, 4, 5].flatMap((column) =>
        REWARD_BONUSES.map((bonus) => ({ move: 'takeReward', arg: { column, bonus } })),
      );
    case 'rewardPlace':
      return ACHIEVEMENTS.map((space) => ({ move: 'placeReward', arg: { space } }));
    case 'bonusMechanize':
      return [...unitCandidates(G, seat), { move: 'skipBonus' }];
    default:
      return [...unitCandidates(G, seat), { move: 'finishAction' }];
  }
}

export function legalCands(G: NipponState, seat: string): Cand[] {
  return candidates(G, seat).filter((c) => whyMove(G, seat, c.move, c.arg) === null);
}
