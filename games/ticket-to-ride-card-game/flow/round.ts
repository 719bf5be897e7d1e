// [spec §4.4–§4.6] Turn hooks of the round phases and the transitions between rounds.
import { ROUND2_DEAL, emptyCounts } from '../constants';
import { finalize, scoreRound } from '../rules/scoring';
import { log, seats, stored, syncCounts } from '../rules/state';
import type { CardType, TTRState } from '../types';

/** [spec §4.4 Step 1] The top card of every column of the current seat goes to its Track Stack. */
export function stepOneTransfer(G: TTRState, currentPlayer: string): void {
  if (G.result) return;
  G.turn = { drawsTaken: 0 };
  const yard = G.players[currentPlayer].railYard;
  const stack = G.secret!.trackStacks[currentPlayer];
  let n = 0;
  for (const col of yard) {
    stack[col.cards.shift()!]++;
    n++;
  }
  G.players[currentPlayer].railYard = yard.filter((col) => col.cards.length > 0);
  if (n > 0) log(G, { t: 'transfer', p: currentPlayer, n }); // count only, never the types [spec §6]
  syncCounts(G);
}

/** False when stepOneTransfer would leave G as it is (reads G's top level with `stored`, so on
 *  boardgame.io's Immer draft nothing gets drafted). */
export function stepOneChanges(G: TTRState, currentPlayer: string): boolean {
  if (stored(G, 'result')) return false;
  if (stored<TTRState['turn']>(G, 'turn').drawsTaken !== 0) return true;
  return stored<TTRState['players']>(G, 'players')[currentPlayer].railYard.length > 0;
}

/** [spec §4.4 countFinalTurns] The trigger turn itself does not count. Idempotent at 0 (boardgame.io
 *  runs turn.onEnd a second time when the phase ends). */
export function countFinalTurns(G: TTRState): void {
  if (G.finalTurnsLeft === null) return;
  if (G.deckEmptiedThisTurn) G.deckEmptiedThisTurn = false;
  else if (G.finalTurnsLeft > 0) G.finalTurnsLeft -= 1;
}

/** [spec §4.5] Score round 1; for 2–3 seats the game ends, for 4 seats round 2 is prepared. */
export function endRound1(G: TTRState, playOrder: string[], shuffle: <T>(a: T[]) => T[]): void {
  if (G.result) return;
  scoreRound(G, 1);
  if (G.totalRounds === 1) {
    finalize(G);
    return;
  }
  const s = G.secret!;
  for (const pid of seats(G)) {
    const last = G.private[pid].scorings[G.private[pid].scorings.length - 1];
    for (const [k, n] of Object.entries(last.unused)) for (let i = 0; i < n; i++) s.discard.push(k as CardType);
    for (const col of G.players[pid].railYard) s.discard.push(...col.cards);
    G.players[pid].railYard = [];
    s.trackStacks[pid] = emptyCounts();
  }
  s.trainDeck = shuffle(s.discard); // face-up row stays [design D15]
  s.discard = [];
  log(G, { t: 'newDeck', n: s.trainDeck.length });
  const trigger = G.lastRoundTrigger === null ? -1 : playOrder.indexOf(G.lastRoundTrigger);
  G.startPos = (trigger + 1) % playOrder.length;
  // Deal 4 each, one at a time from startPos; a short deck leaves later seats short. [design D16]
  for (let k = 0; k < ROUND2_DEAL; k++)
    for (let i = 0; i < playOrder.length; i++) {
      const card = s.trainDeck.shift();
      if (card === undefined) break;
      G.private[playOrder[(G.startPos + i) % playOrder.length]].hand[card]++;
    }
  G.round = 2;
  G.finalTurnsLeft = null;
  G.deckEmptiedThisTurn = false;
  G.lastRoundTrigger = null;
  syncCounts(G);
}

/** [spec §4.5 step 7] An empty round-2 deck means exactly one turn per seat. [design D16] */
export function beginRound2(G: TTRState, numPlayers: number): void {
  if (G.secret!.trainDeck.length === 0 && G.finalTurnsLeft === null) G.finalTurnsLeft = numPlayers;
}

/** [spec §4.6] */
export function endRound2(G: TTRState): void {
  if (G.result) return;
  scoreRound(G, 2);
  finalize(G);
}
