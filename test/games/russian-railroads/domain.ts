// The brute-force argument domain of every move (wider than the generator's candidates).
import { SPACE_IDS } from '../../../games/russian-railroads/data/spaces';
import { ADV_CARDS, COLORS, END_BONUS, ROUTES, START_BONUS, TOKENS } from '../../../games/russian-railroads/types';

type M = { move: string; arg?: Record<string, unknown> };

export function bruteDomain(): M[] {
  const out: M[] = [];
  const spaces = [...SPACE_IDS, ...Array.from({ length: 15 }, (_, i) => `OWN_${i + 1}`)];
  for (const card of START_BONUS)
    for (const route of [undefined, ...ROUTES])
      out.push({ move: 'chooseStartBonus', arg: route ? { card, route } : { card } });
  for (const space of spaces)
    for (let rubles = 0; rubles <= 3; rubles++)
      for (let temp = 0; temp <= 2; temp++)
        for (let black = 0; black <= 1; black++) out.push({ move: 'place', arg: { space, rubles, temp, black } });
  out.push({ move: 'pass' });
  for (const space of spaces) out.push({ move: 'reuseTurnOrderWorker', arg: { space } });
  out.push({ move: 'reuseTurnOrderWorker', arg: { skip: true } });
  for (const route of ROUTES) for (const color of COLORS) out.push({ move: 'trackStep', arg: { route, color } });
  for (const marker of [0, 1]) out.push({ move: 'industryStep', arg: { marker } });
  out.push({ move: 'takeTile', arg: { kind: 'loco' } }, { move: 'takeTile', arg: { kind: 'factory', from: 'pile' } });
  for (let number = 1; number <= 9; number++)
    out.push({ move: 'takeTile', arg: { kind: 'factory', from: 'pool', number } });
  for (const move of ['placeLoco', 'relocate']) {
    for (const route of ROUTES)
      for (const replace of [undefined, 0, 1])
        out.push({ move, arg: replace === undefined ? { route } : { route, replace } });
  }
  out.push({ move: 'relocate', arg: { toFactory: true } }, { move: 'placeFactory', arg: {} });
  for (let replaceSlot = 0; replaceSlot < 5; replaceSlot++) out.push({ move: 'placeFactory', arg: { replaceSlot } });
  for (const token of TOKENS) out.push({ move: 'chooseToken', arg: { token } });
  for (const card of ADV_CARDS) out.push({ move: 'chooseCard', arg: { card } });
  for (const effect of ['doubler', 'industry', 'black']) out.push({ move: 'c1Repeat', arg: { effect } });
  for (const space of spaces) out.push({ move: 'chooseReuse', arg: { space } });
  out.push({ move: 'chooseEndBonus', arg: { choice: 'points' } }, { move: 'chooseEndBonus', arg: { choice: 'look' } });
  for (const card of END_BONUS) out.push({ move: 'pickEndBonus', arg: { card } });
  for (let index = 0; index < 8; index++) out.push({ move: 'skipItem', arg: { index } });
  out.push({ move: 'skipAll', arg: {} });
  return out;
}
