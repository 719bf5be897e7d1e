// Short move notation per move for the log [codebase rule 8]: English templates here; the UI passes
// `t` for the board's `notation.*` texts (same keys) to show them in its language.
import type { NotationT } from '../common/module';
import { formatter } from '../common/notation';
import { CITY_DEFS } from './data/cities';
import { FACTORIES } from './data/factories';

type A = Record<string, unknown> | undefined;

/** English notation templates (`notation.<key>`): every id (factory, region, city, action, good)
 *  is named with its own key the way the board names it. */
export const NOTATION_EN: Record<string, string> = {
  takeWorker: '{{who}} takes the {{color}} worker from slot {{slot}}: {{action}}',
  consolidate: '{{who}} consolidates',
  convertBlueprints: '{{who}} turns 3 blueprints into {{track}} +1',
  endMyTurn: '{{who}} ends the turn',
  buildFactory: '{{who}} invests in {{factory}}',
  mechanizeOnce: '{{who}} mechanizes {{factory}}',
  mechanizeHold: '{{who}} keeps the machine for later',
  freeMechanize: '{{who}} mechanizes {{factory}} for free',
  freeMechanizeHold: '{{who}} keeps the free machine for later',
  produceAt: '{{who}} produces at {{factory}}',
  raiseKnowledge: '{{who}} raises knowledge by {{steps}}',
  raiseCoal: '{{who}} raises coal by {{steps}}',
  buildTrain: '{{who}} builds a train in {{region}}',
  buildShip: '{{who}} builds a ship in {{region}}',
  placeFreeTrain: '{{who}} places a free train in {{region}}',
  placeFreeShip: '{{who}} places a free ship in {{region}}',
  fulfillContract: '{{who}} fulfils a contract with {{goods}}',
  placeInfluence: '{{who}} places influence {{value}} in {{city}}, slot {{slot}} ({{spend}} goods)',
  placeInfluenceRemove:
    '{{who}} places influence {{value}} in {{city}}, slot {{slot}} ({{spend}} goods), removing slot {{remove}}',
  finishAction: '{{who}} finishes the action',
  skipBonus: '{{who}} skips the bonus',
  takeReward: '{{who}} takes the ×{{column}} reward ({{bonus}})',
  placeReward: '{{who}} places the multiplier on {{space}}',
  move: '{{who}} makes a move',
  factory: '{{good}} factory #{{n}}',
  goodsSep: ' + ',
  'color.white': 'white',
  'color.yellow': 'yellow',
  'color.green': 'green',
  'color.orange': 'orange',
  'color.pink': 'pink',
  'color.black': 'black',
  'action.invest': 'Invest',
  'action.mechanize': 'Mechanize',
  'action.produce': 'Produce',
  'action.knowledge': 'Knowledge',
  'action.coalMine': 'Coal mine',
  'action.railway': 'Railway',
  'action.shipbuilding': 'Shipbuilding',
  'action.export': 'Export',
  'action.domestic': 'Domestic market',
  'track.income': 'income',
  'track.coal': 'coal',
  'track.knowledge': 'knowledge',
  'good.silk': 'silk',
  'good.paper': 'paper',
  'good.bento': 'bento',
  'good.lens': 'lens',
  'good.clock': 'clock',
  'good.bulb': 'light bulb',
  'goodCap.silk': 'Silk',
  'goodCap.paper': 'Paper',
  'goodCap.bento': 'Bento',
  'goodCap.lens': 'Lens',
  'goodCap.clock': 'Clock',
  'goodCap.bulb': 'Light bulb',
  'region.R1': 'West Japan',
  'region.R2': 'Central Japan',
  'region.R3': 'East Japan',
  'region.R4': 'Hokkaido',
  ...Object.fromEntries(CITY_DEFS.map((c) => [`city.${c.id}`, c.name])),
  'bonus.money': '+5,000 yen',
  'bonus.blueprints': '+2 blueprints',
  'bonus.coal': '+2 coal',
  'ach.contracts': 'contracts',
  'ach.money': 'money',
  'ach.ships': 'ships',
  'ach.trains': 'railways',
  'ach.influence': 'influence',
  'ach.mechanization': 'mechanization',
  'ach.factories': 'factories',
  'ach.coal': 'coal',
  'ach.knowledge': 'knowledge',
};

export function notation(move: string, arg: A, playerID: string, t?: NotationT): string {
  const f = formatter(NOTATION_EN, t);
  /** A word parameter in the UI language; an unknown value is shown as is (as before). */
  const w = (group: string, v: unknown): string => {
    const key = `${group}.${v}`;
    return key in NOTATION_EN ? f(key) : String(v);
  };
  /** A factory as the board names it: "Silk factory #4". */
  const factory = (id: unknown): string => {
    const def = FACTORIES[String(id)];
    return def ? f('factory', { good: w('goodCap', def.good), n: String(id).slice(-1) }) : String(id);
  };
  const who = `P${Number(playerID) + 1}`;
  const a = arg ?? {};
  switch (move) {
    case 'takeWorker':
      return f('takeWorker', {
        who,
        color: w('color', a.color),
        slot: Number(a.slot) + 1,
        action: w('action', a.action),
      });
    case 'consolidate':
      return f('consolidate', { who });
    case 'convertBlueprints':
      return f('convertBlueprints', { who, track: w('track', a.track) });
    case 'endMyTurn':
      return f('endMyTurn', { who });
    case 'buildFactory':
      return f('buildFactory', { who, factory: factory(a.factoryId) });
    case 'mechanizeOnce':
      return a.target === 'hold'
        ? f('mechanizeHold', { who })
        : f('mechanizeOnce', { who, factory: factory(a.target) });
    case 'freeMechanize':
      return a.target === 'hold'
        ? f('freeMechanizeHold', { who })
        : f('freeMechanize', { who, factory: factory(a.target) });
    case 'produceAt':
      return f('produceAt', { who, factory: factory(a.factoryId) });
    case 'raiseKnowledge':
      return f('raiseKnowledge', { who, steps: String(a.steps) });
    case 'raiseCoal':
      return f('raiseCoal', { who, steps: String(a.steps) });
    case 'buildTrain':
    case 'buildShip':
    case 'placeFreeTrain':
    case 'placeFreeShip':
      return f(move, { who, region: w('region', a.region) });
    case 'fulfillContract': {
      const goods = ((a.goods as string[] | undefined) ?? []).map((g) => w('good', g)).join(f('goodsSep'));
      return f('fulfillContract', { who, goods });
    }
    case 'placeInfluence': {
      const p = {
        who,
        value: String(a.value),
        city: w('city', a.cityId),
        slot: String(a.slot),
        spend: String(a.spend),
      };
      return a.remove !== undefined
        ? f('placeInfluenceRemove', { ...p, remove: String(a.remove) })
        : f('placeInfluence', p);
    }
    case 'finishAction':
      return f('finishAction', { who });
    case 'skipBonus':
      return f('skipBonus', { who });
    case 'takeReward':
      return f('takeReward', { who, column: String(a.column), bonus: w('bonus', a.bonus) });
    case 'placeReward':
      return f('placeReward', { who, space: w('ach', a.space) });
    default:
      return f('move', { who });
  }
}
