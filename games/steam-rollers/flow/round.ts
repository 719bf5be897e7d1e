// Rounds of phase play: rolling, turn start, round end and game end [spec §4.5].
import { emptyCities } from '../rules/helpers';
import { computeFinal, winnersOf } from '../rules/scoring';
import { emptyTurn, orderFrom } from '../setup';
import type { Seat, SRState } from '../types';

export const ROUND_CAP = 40; // [design D20]

/** Roll a new draft: N+1 white dice and the track die. */
export function startRound(G: SRState, d6: () => number): void {
  G.roundOrder = orderFrom(G.playOrder, G.startSeat);
  G.turnIndexInRound = 0;
  G.dice = G.playOrder.concat('x').map((_, id) => ({ id, value: d6(), takenBy: null }));
  G.trackDie = d6();
  G.pendingSteal = null;
}

/** turn.onBegin: the player's tiles turn upright; the turn state resets [spec §4.5]. */
export function beginTurn(G: SRState, p: Seat): void {
  for (const t of G.actionTiles) if (t.owner === p) t.sideways = false;
  G.turn = emptyTurn();
}

/** turn.onEnd: advance in the round, or end the round (and maybe the game). */
export function endTurn(G: SRState, d6: () => number): void {
  if (G.gameOver) return;
  const N = G.playOrder.length;
  if (G.turnIndexInRound < N - 1) {
    G.turnIndexInRound++;
    return;
  }
  for (const p of G.playOrder) G.players[p].stolenDie = null;
  if (emptyCities(G) >= 3 || G.round >= ROUND_CAP) {
    finishGame(G);
    return;
  }
  G.startSeat = (G.startSeat + 1) % N; // [design D19]
  G.round++;
  startRound(G, d6);
}

export function finishGame(G: SRState): void {
  const scores = computeFinal(G);
  G.gameOver = { scores, winners: winnersOf(scores) };
}
