// A perfect-memory player's Track Stacks [spec §7: "A bot may remember its own Track Stack"].
// Nobody sees a Track Stack, but every card on it came from a public Rail Yard: replaying the
// public log (sets and singles played, the per-turn transfers of each column's top card,
// robberies, the round-1 scoring) gives every Track Stack of the current round exactly. The bots'
// determinization uses it instead of drawing Track Stacks at random from the unseen cards.
import { emptyCounts } from '../constants';
import type { Column, Counts, PublicEvent } from '../types';
import { setColumn } from './kernel';

/** The Track Stack of every seat in `seats` for the current round, rebuilt from the public log. */
export function rememberedStacks(log: readonly PublicEvent[], seats: readonly string[]): Record<string, Counts> {
  const yards: Record<string, Column[]> = {};
  const stacks: Record<string, Counts> = {};
  const reset = () => {
    for (const p of seats) {
      yards[p] = [];
      stacks[p] = emptyCounts();
    }
  };
  reset();
  for (const e of log) {
    switch (e.t) {
      case 'playSet':
        yards[e.p].push(setColumn(e.color, e.naturals, e.locos));
        break;
      case 'playThree':
        for (const c of e.colors) yards[e.p].push({ color: c, cards: [c] });
        break;
      case 'robbery':
        yards[e.victim] = yards[e.victim].filter((col) => col.color !== e.color);
        break;
      case 'transfer':
        for (const col of yards[e.p]) stacks[e.p][col.cards.shift()!]++;
        yards[e.p] = yards[e.p].filter((col) => col.cards.length > 0);
        break;
      case 'roundScored':
        reset(); // [spec §4.5] Rail Yards and Track Stacks are cleared for round 2
        break;
    }
  }
  return stacks;
}
