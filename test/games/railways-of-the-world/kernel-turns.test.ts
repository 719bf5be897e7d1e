// Greedy turn completion on the kernel (games/common/bots/greedy.ts completedTurn): the candidates
// are compared on the kernel and only the chosen move goes through the reducer; the result is a
// legal, completed turn (action) of the seat.
import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { actingSeats, botReducer, determinizedRoot, getKernel, viewOf } from '../../../games/common/bots';
import { refused } from '../../../games/common/bots/state';
import { completedTurn } from '../../../games/common/bots/greedy';
import type { RotwState } from '../../../games/railways-of-the-world/types';
import { positions } from '../../bots/helpers';
import { mod } from './helpers';

describe('turn completion on the Railways of the World kernel', () => {
  it('completes the action of the seat with legal moves, as the reducer-only completion does, with far fewer reducer calls', () => {
    const kernel = getKernel(mod)!;
    expect(kernel).toBeDefined();
    const calls = { reducer: 0, kernel: 0 };
    let refusals = 0;
    let same = 0;
    let n = 0;
    let builds = 0;
    // mid-game positions in the actions phase (game turns 2+), 2 and 3 players
    const picked = [...positions(mod, 2, 'kt2', 40, 5), ...positions(mod, 3, 'kt3', 40, 5)].filter(
      ({ state }) => state.ctx.phase === 'actions' && (state.G as RotwState).turn >= 2,
    );
    for (const { state, seat } of picked.slice(0, 16)) {
      const root = determinizedRoot(mod, viewOf(mod, state, seat), seat, 'kt');
      const base = botReducer(mod);
      const counting = (k: 'reducer' | 'kernel') => (s: State, a: any) => {
        calls[k]++;
        const next = base(s, a);
        if (k === 'kernel' && refused(s, next)) refusals++; // the kernel chose a move the game refuses
        return next;
      };
      const plain = completedTurn(mod, counting('reducer'), root, seat, 8);
      const fast = completedTurn(mod, counting('kernel'), root, seat, 8, kernel);
      // a whole action: the seat no longer acts (or acts again only on a Railroad Executive)
      const G = fast.G as RotwState;
      const alone =
        fast.ctx.gameover === undefined && actingSeats(fast.ctx).length === 1 && actingSeats(fast.ctx)[0] === seat;
      expect(fast._stateID).toBeGreaterThan(root._stateID);
      if (alone) expect(G.build === null && G.pending === null).toBe(true);
      if ((root.G as RotwState).build) builds++;
      if (JSON.stringify(plain.G) === JSON.stringify(fast.G)) same++;
      n++;
    }
    expect(n).toBe(16);
    expect(refusals).toBe(0);
    expect(builds).toBeGreaterThan(0);
    expect(same).toBeGreaterThanOrEqual(13);
    expect(calls.kernel * 4).toBeLessThan(calls.reducer);
  });
});
