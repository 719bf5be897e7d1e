// Shared helpers for the Ticket to Ride card game tests: scenario matches on the real reducer.
import type { State } from 'boardgame.io';
import { type Match, startMatch } from '../../../games/common/match';
import { ticketToRideCardGame as mod } from '../../../games/ticket-to-ride-card-game';
import { CARD_TYPES, emptyCounts, totalOf } from '../../../games/ticket-to-ride-card-game/constants';
import { syncCounts } from '../../../games/ticket-to-ride-card-game/rules/state';
import type { CardType, Counts, TTRState } from '../../../games/ticket-to-ride-card-game/types';

export { mod };

/** A match past the initial keep (every seat keeps all 6), in round 1 with `startPlayer` to move. */
export function roundMatch(
  numPlayers: number,
  startPlayer = 0,
  seed = 'scenario',
  variants?: Record<string, boolean>,
): Match {
  const m = startMatch(mod, numPlayers, seed, { startPlayer, variants } as never);
  for (let p = 0; p < numPlayers; p++) {
    const pid = String(p);
    const offer = (m.state.G as TTRState).private[pid].offer;
    const r = m.step({ playerID: pid, move: 'keepInitialTickets', args: [{ keep: [...offer] }] });
    if (!r.ok) throw new Error('initial keep refused');
  }
  return m;
}

export const G_ = (m: Match) => m.state.G as TTRState;

/** Edit G of a match in place (deep copy, then counters re-synced). */
export function edit(m: Match, f: (G: TTRState) => void): void {
  const G: TTRState = JSON.parse(JSON.stringify(m.state.G));
  f(G);
  syncCounts(G);
  m.state = { ...m.state, G } as State;
}

export function counts(partial: Partial<Counts>): Counts {
  return { ...emptyCounts(), ...partial };
}

export function cards(partial: Partial<Counts>): CardType[] {
  const out: CardType[] = [];
  for (const k of CARD_TYPES) for (let i = 0; i < (partial[k] ?? 0); i++) out.push(k);
  return out;
}

export function play(m: Match, playerID: string, move: string, arg?: Record<string, unknown>) {
  return m.step({ playerID, move, args: arg === undefined ? [] : [arg] });
}

/** A turn that touches no Rail Yard: draw tickets and keep none, else pass, else draw from the deck. */
export function idleTurn(m: Match): string {
  const p = m.state.ctx.currentPlayer;
  if (G_(m).ticketDeckCount > 0) {
    if (!play(m, p, 'drawTickets').ok) throw new Error('drawTickets refused');
    if (!play(m, p, 'keepDrawnTickets', { keep: [] }).ok) throw new Error('keep refused');
  } else if (!play(m, p, 'pass').ok) throw new Error('pass refused');
  return p;
}

/** Every train card in the full state (for conservation checks). */
export function trainCardTotal(G: TTRState): number {
  const s = G.secret!;
  let n = s.trainDeck.length + s.discard.length + G.faceUp.filter((c) => c !== null).length;
  for (const pid of Object.keys(G.players)) {
    n += totalOf(G.private[pid].hand) + totalOf(s.trackStacks[pid]);
    for (const col of G.players[pid].railYard) n += col.cards.length;
    for (const sc of G.private[pid].scorings)
      if (G.totalRounds === 2 && sc.round === 1) n += totalOf(sc.stack) - totalOf(sc.unused);
  }
  return n;
}
