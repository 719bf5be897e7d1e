// Short readable move log [brief rule 8]: English templates here, the same keys under
// `notation` in the board's i18n resources (games/common/notation.ts). Ids (spaces, tokens,
// cards) stay as they are; words (colours, railways, effects, start bonuses) have their own keys.
import type { NotationT } from '../common/module';
import { formatter } from '../common/notation';

type A = Record<string, unknown> | undefined;

/** English templates of the move log (`{{who}}` = seat label `P<n>`). */
export const NOTATION_EN: Record<string, string> = {
  chooseStartBonus: '{{who}} takes start bonus {{card}}',
  chooseStartBonusRoute: '{{who}} takes start bonus {{card}} ({{route}})',
  place: '{{who}} places on {{space}}',
  placeUsing: '{{who}} places on {{space}} using {{pay}}',
  payRubles: '{{n}} ruble(s)',
  payTemp: '{{n}} temp',
  payBlack: 'black worker',
  paySep: ', ',
  pass: '{{who}} passes',
  reuseKeep: '{{who}} keeps the turn-order worker',
  reuseMove: '{{who}} moves the turn-order worker to {{space}}',
  trackStep: '{{who}} {{color}} +1 on {{route}}',
  industryStep: '{{who}} industry marker {{n}} +1',
  takeLoco: '{{who}} takes a locomotive',
  takeFactoryPool: '{{who}} takes factory {{n}} from the pool',
  takeFactoryPile: '{{who}} takes a factory from the pile',
  placeLoco: '{{who}} puts the locomotive on {{route}}',
  placeLocoReplace: '{{who}} puts the locomotive on {{route}} (replacing one)',
  relocate: '{{who}} moves the old locomotive to {{route}}',
  relocateFactory: '{{who}} turns the old locomotive into a factory',
  placeFactory: '{{who}} builds the factory',
  placeFactoryReplace: '{{who}} builds the factory over slot {{n}}',
  chooseToken: '{{who}} takes advantage token {{token}}',
  chooseCard: '{{who}} takes advantage card {{card}}',
  c1Repeat: '{{who}} repeats {{effect}}',
  chooseReuse: '{{who}} reuses {{space}}',
  endBonusPoints: '{{who}} takes 10 VP instead of an end-bonus card',
  endBonusLook: '{{who}} looks at the end-bonus cards',
  pickEndBonus: '{{who}} takes an end-bonus card',
  skipItem: '{{who}} skips an optional effect',
  skipAll: '{{who}} finishes the action',
  unknown: '{{who}} {{move}}',
  'color.black': 'black',
  'color.grey': 'grey',
  'color.brown': 'brown',
  'color.natural': 'natural',
  'color.white': 'white',
  'route.TS': 'TS',
  'route.SP': 'SP',
  'route.KV': 'KV',
  'c1.doubler': 'doubler',
  'c1.industry': 'industry',
  'c1.black': 'black',
  'startBonus.S_BLACK': 'S_BLACK',
  'startBonus.S_IND': 'S_IND',
  'startBonus.S_X2': 'S_X2',
  'startBonus.S_RUB': 'S_RUB',
};

type F = NotationT;
type P = { who: string };

/** A word parameter through its own key; an unknown value stays as it is. */
const word = (f: F, group: string, v: unknown): string => {
  const key = `${group}.${String(v)}`;
  return key in NOTATION_EN ? f(key) : String(v);
};

const NAMES: Record<string, (f: F, a: Record<string, unknown>, p: P) => string> = {
  chooseStartBonus: (f, a, p) => {
    const card = word(f, 'startBonus', a.card);
    return a.route ? f('chooseStartBonusRoute', { ...p, card, route: word(f, 'route', a.route) }) : f('chooseStartBonus', { ...p, card });
  },
  place: (f, a, p) => {
    const pay = [
      a.rubles ? f('payRubles', { n: String(a.rubles) }) : '',
      a.temp ? f('payTemp', { n: String(a.temp) }) : '',
      a.black ? f('payBlack') : '',
    ].filter(Boolean).join(f('paySep'));
    const space = String(a.space);
    return pay ? f('placeUsing', { ...p, space, pay }) : f('place', { ...p, space });
  },
  pass: (f, _a, p) => f('pass', p),
  reuseTurnOrderWorker: (f, a, p) => (a.skip ? f('reuseKeep', p) : f('reuseMove', { ...p, space: String(a.space) })),
  trackStep: (f, a, p) => f('trackStep', { ...p, color: word(f, 'color', a.color), route: word(f, 'route', a.route) }),
  industryStep: (f, a, p) => f('industryStep', { ...p, n: Number(a.marker) + 1 }),
  takeTile: (f, a, p) =>
    a.kind === 'loco' ? f('takeLoco', p) : a.from === 'pool' ? f('takeFactoryPool', { ...p, n: String(a.number) }) : f('takeFactoryPile', p),
  placeLoco: (f, a, p) => f(a.replace !== undefined ? 'placeLocoReplace' : 'placeLoco', { ...p, route: word(f, 'route', a.route) }),
  relocate: (f, a, p) => (a.toFactory ? f('relocateFactory', p) : f('relocate', { ...p, route: word(f, 'route', a.route) })),
  placeFactory: (f, a, p) =>
    a.replaceSlot !== undefined ? f('placeFactoryReplace', { ...p, n: Number(a.replaceSlot) + 1 }) : f('placeFactory', p),
  chooseToken: (f, a, p) => f('chooseToken', { ...p, token: String(a.token) }),
  chooseCard: (f, a, p) => f('chooseCard', { ...p, card: String(a.card) }),
  c1Repeat: (f, a, p) => f('c1Repeat', { ...p, effect: word(f, 'c1', a.effect) }),
  chooseReuse: (f, a, p) => f('chooseReuse', { ...p, space: String(a.space) }),
  chooseEndBonus: (f, a, p) => f(a.choice === 'points' ? 'endBonusPoints' : 'endBonusLook', p),
  pickEndBonus: (f, _a, p) => f('pickEndBonus', p),
  skipItem: (f, _a, p) => f('skipItem', p),
  skipAll: (f, _a, p) => f('skipAll', p),
};

export function notation(move: string, arg: A, playerID: string, t?: NotationT): string {
  const f = formatter(NOTATION_EN, t);
  const p = { who: `P${Number(playerID) + 1}` };
  const g = NAMES[move];
  return g ? g(f, arg ?? {}, p) : f('unknown', { ...p, move });
}
