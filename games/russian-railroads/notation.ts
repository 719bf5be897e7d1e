// Short readable move log [GameModule.notation]: English templates here, the same keys under
// `notation` in the board's i18n resources (games/common/notation.ts). Every id (space, token,
// card, start bonus, colour, railway) is a word with its own key, named as on the board.
import type { NotationT } from '../common/module';
import { formatter } from '../common/notation';
import { OWN_PREFIX, SPACE_BY_ID } from './data/spaces';

type A = Record<string, unknown> | undefined;

/** English templates of the move log (`{{who}}` = seat label `P<n>`). Spaces, tokens and cards
 *  are named as the board and the rules page name them; the codes stay in the log's tooltip. */
export const NOTATION_EN: Record<string, string> = {
  chooseStartBonus: '{{who}} takes the start bonus {{card}}',
  chooseStartBonusRoute: '{{who}} takes the start bonus {{card}} on the {{route}}',
  place: '{{who}} places a worker on {{space}}',
  placeMany: '{{who}} places {{n}} workers on {{space}}',
  placeUsing: '{{who}} places on {{space}}, paying with {{pay}}',
  payWorker: '1 worker',
  payWorkers: '{{n}} workers',
  payRuble: '1 ruble',
  payRubles: '{{n}} rubles',
  payTempOne: '1 temporary worker',
  payTemp: '{{n}} temporary workers',
  payBlack: 'the black worker',
  paySep: ', ',
  pass: '{{who}} passes',
  reuseKeep: '{{who}} leaves the turn-order worker where it is',
  reuseMove: '{{who}} moves the turn-order worker to {{space}}',
  trackStep: '{{who}} advances the {{color}} marker on the {{route}}',
  industryStep: '{{who}} advances industry marker {{n}}',
  takeLoco: '{{who}} takes a locomotive',
  takeFactoryPool: '{{who}} takes factory {{n}} from the pool',
  takeFactoryPile: '{{who}} takes a factory from the pile',
  placeLoco: '{{who}} puts the locomotive on the {{route}}',
  placeLocoReplace: '{{who}} puts the locomotive on the {{route}} (replacing one)',
  relocate: '{{who}} moves the old locomotive to the {{route}}',
  relocateFactory: '{{who}} turns the old locomotive into a factory',
  placeFactory: '{{who}} builds the factory',
  placeFactoryReplace: '{{who}} builds the factory over factory slot {{n}}',
  chooseToken: '{{who}} takes the advantage token "{{token}}"',
  chooseCard: '{{who}} takes the advantage card "{{card}}"',
  c1Repeat: '{{who}} repeats {{effect}}',
  chooseReuse: '{{who}} uses {{space}} again',
  endBonusPoints: '{{who}} takes 10 VP instead of an end-bonus card',
  endBonusLook: '{{who}} looks at the end-bonus cards',
  pickEndBonus: '{{who}} takes an end-bonus card',
  skipItem: '{{who}} skips an optional effect',
  skipAll: '{{who}} finishes the action',
  unknown: '{{who}} makes a move',
  'color.black': 'black',
  'color.grey': 'grey',
  'color.brown': 'brown',
  'color.natural': 'natural',
  'color.white': 'white',
  'route.TS': 'Trans-Siberian',
  'route.SP': 'St Petersburg railway',
  'route.KV': 'Kiev railway',
  'c1.doubler': 'the doubler',
  'c1.industry': 'the industry step',
  'c1.black': 'the black step',
  'startBonus.S_BLACK': 'Black +1',
  'startBonus.S_IND': 'Industry +1',
  'startBonus.S_X2': 'Doubler on the Trans-Siberian',
  'startBonus.S_RUB': '+1 ruble',
  'space.TB1': 'Black track +2',
  'space.TB2': 'Black track +3',
  'space.TG1': 'Grey track +2',
  'space.TG2': 'Grey track +3',
  'space.TN1': 'Brown track +1',
  'space.TN2': 'Brown track +2',
  'space.TA1': 'Natural track +1',
  'space.TA2': 'Natural track +2',
  'space.TW1': 'White track +1',
  'space.TW2': 'White track +2',
  'space.TANY': 'Any colour +2',
  'space.TMULTI': 'Black or grey +1',
  'space.L1': 'Locomotive or factory',
  'space.L2': 'Locomotive or factory',
  'space.L3': 'Locomotive and factory',
  'space.I1': 'Industry +1',
  'space.I2': 'Industry +2',
  'space.I3': 'Industry +1 and black +1',
  'space.X2': 'Doubler +1',
  'space.RUB': 'Rubles +2',
  'space.TEMP': 'Temporary workers +2',
  'space.ENG1': 'Engineer (first space)',
  'space.ENG2': 'Engineer (second space)',
  'space.HIRE': 'Hire an engineer',
  'space.TO1': 'Turn order 1',
  'space.TO2': 'Turn order 2',
  'space.LAST': 'Last round: industry +3',
  'space.own': 'Engineer #{{n}} (own)',
  'token.T1': '4 steps of any colours',
  'token.T2': 'Industry +5 steps',
  'token.T3': 'Second industry marker',
  'token.T4': '3 doublers',
  'token.T5': 'Revaluation',
  'token.T6': 'Kiev medal',
  'token.T7': 'Advantage card, then end bonus',
  'card.C1': 'Doubler, industry, black, repeat',
  'card.C2': 'Engineer #1 and 1 ruble',
  'card.C3': 'Build a factory, industry +2',
  'card.C4': 'The black worker',
  'card.C5': 'The special 9 locomotive',
};

/** What a placement pays, in words ("1 worker, 1 temporary worker, 1 ruble"): its own workers,
 *  temporary workers, the black worker, and rubles (those paid in place of workers and the
 *  space's mandatory fee). The log's placements and the board's payment choices both say it so. */
export function paymentWords(f: NotationT, a: Record<string, unknown>): string {
  const { own, temp, rubles } = placementPay(a);
  return [
    own ? f(own === 1 ? 'payWorker' : 'payWorkers', { n: own }) : '',
    temp ? f(temp === 1 ? 'payTempOne' : 'payTemp', { n: temp }) : '',
    a.black ? f('payBlack') : '',
    rubles ? f(rubles === 1 ? 'payRuble' : 'payRubles', { n: rubles }) : '',
  ]
    .filter(Boolean)
    .join(f('paySep'));
}

/** What a placement's arguments pay: the space's workers, how many of them the seat's own, the
 *  temporary workers, and the rubles (paid in place of workers, and the space's fee). */
function placementPay(a: Record<string, unknown>): {
  workers: number;
  own: number;
  temp: number;
  fee: number;
  rubles: number;
} {
  const def = SPACE_BY_ID[String(a.space)];
  const workers = def ? def.workers : 1;
  const fee = def ? def.fee : 0;
  const temp = Number(a.temp ?? 0);
  const own = Math.max(0, workers - Number(a.rubles ?? 0) - temp - (a.black ? 1 : 0));
  return { workers, own, temp, fee, rubles: Number(a.rubles ?? 0) + fee };
}

type F = NotationT;
type P = { who: string };

/** A word parameter through its own key; an unknown value stays as it is. */
const word = (f: F, group: string, v: unknown): string => {
  const key = `${group}.${String(v)}`;
  return key in NOTATION_EN ? f(key) : String(v);
};

/** A space in words: its own key, or "Engineer #n (own)" for an engineer of the player's. */
const spaceName = (f: F, v: unknown): string => {
  const id = String(v);
  if (id.startsWith(OWN_PREFIX)) return f('space.own', { n: id.slice(OWN_PREFIX.length) });
  return word(f, 'space', id);
};

const NAMES: Record<string, (f: F, a: Record<string, unknown>, p: P) => string> = {
  chooseStartBonus: (f, a, p) => {
    const card = word(f, 'startBonus', a.card);
    return a.route
      ? f('chooseStartBonusRoute', { ...p, card, route: word(f, 'route', a.route) })
      : f('chooseStartBonus', { ...p, card });
  },
  place: (f, a, p) => {
    const space = spaceName(f, a.space);
    const { workers, own, fee } = placementPay(a);
    if (own === workers && !fee)
      return workers === 1 ? f('place', { ...p, space }) : f('placeMany', { ...p, space, n: workers });
    return f('placeUsing', { ...p, space, pay: paymentWords(f, a) });
  },
  pass: (f, _a, p) => f('pass', p),
  reuseTurnOrderWorker: (f, a, p) =>
    a.skip ? f('reuseKeep', p) : f('reuseMove', { ...p, space: spaceName(f, a.space) }),
  trackStep: (f, a, p) => f('trackStep', { ...p, color: word(f, 'color', a.color), route: word(f, 'route', a.route) }),
  industryStep: (f, a, p) => f('industryStep', { ...p, n: Number(a.marker) + 1 }),
  takeTile: (f, a, p) =>
    a.kind === 'loco'
      ? f('takeLoco', p)
      : a.from === 'pool'
        ? f('takeFactoryPool', { ...p, n: String(a.number) })
        : f('takeFactoryPile', p),
  placeLoco: (f, a, p) =>
    f(a.replace !== undefined ? 'placeLocoReplace' : 'placeLoco', { ...p, route: word(f, 'route', a.route) }),
  relocate: (f, a, p) =>
    a.toFactory ? f('relocateFactory', p) : f('relocate', { ...p, route: word(f, 'route', a.route) }),
  placeFactory: (f, a, p) =>
    a.replaceSlot !== undefined
      ? f('placeFactoryReplace', { ...p, n: Number(a.replaceSlot) + 1 })
      : f('placeFactory', p),
  chooseToken: (f, a, p) => f('chooseToken', { ...p, token: word(f, 'token', a.token) }),
  chooseCard: (f, a, p) => f('chooseCard', { ...p, card: word(f, 'card', a.card) }),
  c1Repeat: (f, a, p) => f('c1Repeat', { ...p, effect: word(f, 'c1', a.effect) }),
  chooseReuse: (f, a, p) => f('chooseReuse', { ...p, space: spaceName(f, a.space) }),
  chooseEndBonus: (f, a, p) => f(a.choice === 'points' ? 'endBonusPoints' : 'endBonusLook', p),
  pickEndBonus: (f, _a, p) => f('pickEndBonus', p),
  skipItem: (f, _a, p) => f('skipItem', p),
  skipAll: (f, _a, p) => f('skipAll', p),
};

export function notation(move: string, arg: A, playerID: string, t?: NotationT): string {
  const f = formatter(NOTATION_EN, t);
  const p = { who: `P${Number(playerID) + 1}` };
  const g = NAMES[move];
  return g ? g(f, arg ?? {}, p) : f('unknown', p);
}
