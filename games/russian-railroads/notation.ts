// Short readable English for the move log [brief rule 8].
type A = Record<string, unknown> | undefined;

const NAMES: Record<string, (a: Record<string, unknown>) => string> = {
  chooseStartBonus: (a) => `takes start bonus ${a.card}${a.route ? ` (${a.route})` : ''}`,
  place: (a) => {
    const pay = [a.rubles ? `${a.rubles} ruble(s)` : '', a.temp ? `${a.temp} temp` : '', a.black ? 'black worker' : '']
      .filter(Boolean).join(', ');
    return `places on ${a.space}${pay ? ` using ${pay}` : ''}`;
  },
  pass: () => 'passes',
  reuseTurnOrderWorker: (a) => (a.skip ? 'keeps the turn-order worker' : `moves the turn-order worker to ${a.space}`),
  trackStep: (a) => `${a.color} +1 on ${a.route}`,
  industryStep: (a) => `industry marker ${Number(a.marker) + 1} +1`,
  takeTile: (a) => (a.kind === 'loco' ? 'takes a locomotive' : a.from === 'pool' ? `takes factory ${a.number} from the pool` : 'takes a factory from the pile'),
  placeLoco: (a) => `puts the locomotive on ${a.route}${a.replace !== undefined ? ' (replacing one)' : ''}`,
  relocate: (a) => (a.toFactory ? 'turns the old locomotive into a factory' : `moves the old locomotive to ${a.route}`),
  placeFactory: (a) => (a.replaceSlot !== undefined ? `builds the factory over slot ${Number(a.replaceSlot) + 1}` : 'builds the factory'),
  chooseToken: (a) => `takes advantage token ${a.token}`,
  chooseCard: (a) => `takes advantage card ${a.card}`,
  c1Repeat: (a) => `repeats ${a.effect}`,
  chooseReuse: (a) => `reuses ${a.space}`,
  chooseEndBonus: (a) => (a.choice === 'points' ? 'takes 10 VP instead of an end-bonus card' : 'looks at the end-bonus cards'),
  pickEndBonus: () => 'takes an end-bonus card',
  skipItem: () => 'skips an optional effect',
  skipAll: () => 'finishes the action',
};

export function notation(move: string, arg: A, playerID: string): string {
  const f = NAMES[move];
  return `P${Number(playerID) + 1} ${f ? f(arg ?? {}) : move}`;
}
