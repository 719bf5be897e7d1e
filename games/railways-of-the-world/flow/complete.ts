// completeAction [spec §4.2].
import type { Ctx } from 'boardgame.io';
import type { RotwState } from '../types';

export interface FlowEvents {
  endTurn: () => void;
  endPhase: () => void;
}

export function completeAction(G: RotwState, ctx: Ctx, events: FlowEvents): void {
  G.build = null;
  G.pending = null;
  G.buildCancels = 0;
  if (G.extraActions > 0) {
    G.extraActions -= 1; // Railroad Executive: the same player acts again [design §10.22]
    return;
  }
  if (ctx.playOrderPos === ctx.numPlayers - 1) {
    if (G.actionRound === 3) events.endPhase();
    else {
      G.actionRound += 1;
      events.endTurn();
    }
  } else events.endTurn();
}
