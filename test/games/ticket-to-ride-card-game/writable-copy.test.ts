// The moves and Step 1 run the rules on a writable copy of G (rules/state.ts writableCopy) that
// shares the other seats' records with the previous state. A move must never change the previous
// state, whether it is Immer's frozen G or plain JSON loaded from storage, and both must lead to
// the same next G.
import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { activeSeats, startMatch } from '../../../games/common/match';
import { seededRandom } from '../../../games/common/rng';
import { writableCopy } from '../../../games/ticket-to-ride-card-game/rules/state';
import { G_, mod } from './helpers';

const json = (x: unknown) => JSON.stringify(x);

describe('writable copies', () => {
  it('writableCopy is the same G, with fresh containers for the seat it is made for', () => {
    const m = startMatch(mod, 3, 'wc-copy');
    const G = G_(m);
    const W = writableCopy(G, '1');
    expect(json(W)).toBe(json(G));
    expect(W.private['1'].hand).not.toBe(G.private['1'].hand);
    expect(W.players['1'].railYard).not.toBe(G.players['1'].railYard);
    expect(W.secret!.trainDeck).not.toBe(G.secret!.trainDeck);
    expect(W.publicLog).not.toBe(G.publicLog);
    expect(W.private['0']).toBe(G.private['0']);
    expect(json(writableCopy(G))).toBe(json(G));
  });

  for (const n of [2, 3, 4])
    it(`${n} players: moves leave the previous state as it was, frozen or loaded from JSON`, () => {
      for (let g = 0; g < 6; g++) {
        const seed = `wc-${n}-${g}`;
        const frozen = startMatch(mod, n, seed);
        const plain = startMatch(mod, n, seed);
        const rand = seededRandom(seed);
        for (let ply = 0; ply < 2000 && !frozen.state.ctx.gameover; ply++) {
          const seats = activeSeats(frozen.state.ctx);
          const playerID = seats[Math.floor(rand() * seats.length)];
          const legal = mod.legalMoves(frozen.state.G, frozen.state.ctx, playerID);
          const pick = legal[Math.floor(rand() * legal.length)];
          const rec = { playerID, move: pick.move, args: pick.args };
          plain.state = JSON.parse(json(plain.state)) as State;
          const before = { frozen: frozen.state.G, plain: plain.state.G };
          const snapshot = json(before.frozen);
          expect(frozen.step(rec).ok).toBe(true);
          expect(plain.step(rec).ok).toBe(true);
          expect(json(before.frozen)).toBe(snapshot);
          expect(json(before.plain)).toBe(snapshot);
          expect(json(plain.state.G)).toBe(json(frozen.state.G));
        }
        expect(frozen.state.ctx.gameover, seed).toBeTruthy();
      }
    }, 60_000);
});
