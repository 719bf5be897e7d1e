// Short move notation per move for the log [codebase rule 8]: English templates here; the UI passes
// `t` for the board's `notation.*` texts (same keys) to show them in its language.
import type { NotationT } from '../common/module';
import { formatter } from '../common/notation';

type A = Record<string, unknown> | undefined;

/** English notation templates (`notation.<key>`). Word keys (`color.*`, `action.*`, …) keep the
 *  ids as English text so the English notation reads exactly as before. */
export const NOTATION_EN: Record<string, string> = {
  takeWorker: '{{who}} takes a {{color}} worker from slot {{slot}}: {{action}}',
  consolidate: '{{who}} consolidates',
  convertBlueprints: '{{who}} converts 3 blueprints: {{track}} +1',
  endMyTurn: '{{who}} ends the turn',
  buildFactory: '{{who}} builds {{factoryId}}',
  mechanizeOnce: '{{who}} mechanizes {{target}}',
  mechanizeHold: '{{who}} mechanizes hold',
  freeMechanize: '{{who}} mechanizes {{target}} (free)',
  freeMechanizeHold: '{{who}} mechanizes hold (free)',
  produceAt: '{{who}} produces at {{factoryId}}',
  raiseKnowledge: '{{who}} raises knowledge {{steps}}',
  raiseCoal: '{{who}} raises coal {{steps}}',
  buildTrain: '{{who}} builds a train in {{region}}',
  buildShip: '{{who}} builds a ship in {{region}}',
  placeFreeTrain: '{{who}} places a free train in {{region}}',
  placeFreeShip: '{{who}} places a free ship in {{region}}',
  fulfillContract: '{{who}} fulfils {{contractId}} with {{goods}}',
  placeInfluence: '{{who}} places influence {{value}} in {{city}}/{{slot}} ({{spend}} goods)',
  placeInfluenceRemove: '{{who}} places influence {{value}} in {{city}}/{{slot}} ({{spend}} goods), removing slot {{remove}}',
  finishAction: '{{who}} finishes the action',
  skipBonus: '{{who}} skips the bonus',
  takeReward: '{{who}} takes reward x{{column}} ({{bonus}})',
  placeReward: '{{who}} places the multiplier on {{space}}',
  move: '{{who}} {{move}}',
  'color.white': 'white', 'color.yellow': 'yellow', 'color.green': 'green',
  'color.orange': 'orange', 'color.pink': 'pink', 'color.black': 'black',
  'action.invest': 'invest', 'action.mechanize': 'mechanize', 'action.produce': 'produce',
  'action.knowledge': 'knowledge', 'action.coalMine': 'coalMine', 'action.railway': 'railway',
  'action.shipbuilding': 'shipbuilding', 'action.export': 'export', 'action.domestic': 'domestic',
  'track.income': 'income', 'track.coal': 'coal', 'track.knowledge': 'knowledge',
  'good.silk': 'silk', 'good.paper': 'paper', 'good.bento': 'bento',
  'good.lens': 'lens', 'good.clock': 'clock', 'good.bulb': 'bulb',
  'region.R1': 'R1', 'region.R2': 'R2', 'region.R3': 'R3', 'region.R4': 'R4',
  'city.C1a': 'C1a', 'city.C1b': 'C1b', 'city.C2a': 'C2a', 'city.C2b': 'C2b',
  'city.C3a': 'C3a', 'city.C3b': 'C3b', 'city.C4a': 'C4a', 'city.C4b': 'C4b',
  'bonus.money': 'money', 'bonus.blueprints': 'blueprints', 'bonus.coal': 'coal',
  'ach.contracts': 'contracts', 'ach.money': 'money', 'ach.ships': 'ships', 'ach.trains': 'trains',
  'ach.influence': 'influence', 'ach.mechanization': 'mechanization', 'ach.factories': 'factories',
  'ach.coal': 'coal', 'ach.knowledge': 'knowledge',
};

export function notation(move: string, arg: A, playerID: string, t?: NotationT): string {
  const f = formatter(NOTATION_EN, t);
  /** A word parameter in the UI language; an unknown value is shown as is (as before). */
  const w = (group: string, v: unknown): string => {
    const key = `${group}.${v}`;
    return key in NOTATION_EN ? f(key) : String(v);
  };
  const who = `P${Number(playerID) + 1}`;
  const a = arg ?? {};
  switch (move) {
    case 'takeWorker':
      return f('takeWorker', { who, color: w('color', a.color), slot: Number(a.slot) + 1, action: w('action', a.action) });
    case 'consolidate': return f('consolidate', { who });
    case 'convertBlueprints': return f('convertBlueprints', { who, track: w('track', a.track) });
    case 'endMyTurn': return f('endMyTurn', { who });
    case 'buildFactory': return f('buildFactory', { who, factoryId: String(a.factoryId) });
    case 'mechanizeOnce':
      return a.target === 'hold' ? f('mechanizeHold', { who }) : f('mechanizeOnce', { who, target: String(a.target) });
    case 'freeMechanize':
      return a.target === 'hold' ? f('freeMechanizeHold', { who }) : f('freeMechanize', { who, target: String(a.target) });
    case 'produceAt': return f('produceAt', { who, factoryId: String(a.factoryId) });
    case 'raiseKnowledge': return f('raiseKnowledge', { who, steps: String(a.steps) });
    case 'raiseCoal': return f('raiseCoal', { who, steps: String(a.steps) });
    case 'buildTrain':
    case 'buildShip':
    case 'placeFreeTrain':
    case 'placeFreeShip':
      return f(move, { who, region: w('region', a.region) });
    case 'fulfillContract': {
      const goods = (a.goods as string[] | undefined)?.map((g) => w('good', g)).join('+');
      return f('fulfillContract', { who, contractId: String(a.contractId), goods: String(goods) });
    }
    case 'placeInfluence': {
      const p = { who, value: String(a.value), city: w('city', a.cityId), slot: String(a.slot), spend: String(a.spend) };
      return a.remove !== undefined ? f('placeInfluenceRemove', { ...p, remove: String(a.remove) }) : f('placeInfluence', p);
    }
    case 'finishAction': return f('finishAction', { who });
    case 'skipBonus': return f('skipBonus', { who });
    case 'takeReward': return f('takeReward', { who, column: String(a.column), bonus: w('bonus', a.bonus) });
    case 'placeReward': return f('placeReward', { who, space: w('ach', a.space) });
    default: return f('move', { who, move });
  }
}
