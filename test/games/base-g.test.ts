// games/common/base-g.ts: the plain copies the rules and the bots' kernels work on.
import { describe, expect, it } from 'vitest';
import { freezeNew, jsonCopy, plainCopy } from '../../games/common/base-g';
import { randomPlayout } from '../../games/common/match';
import { seededRandom } from '../../games/common/rng';
import { GAMES } from '../../games';

describe('jsonCopy', () => {
  it('is the JSON round trip: undefined keys left out, undefined in arrays null, nothing shared', () => {
    const x = { a: 1, b: undefined, c: [1, undefined, { d: 'e', f: undefined }], g: null, h: { i: [[2]] } };
    const c = jsonCopy(x);
    expect(c).toStrictEqual(JSON.parse(JSON.stringify(x)));
    expect(Object.keys(c)).toEqual(['a', 'c', 'g', 'h']);
    expect(c.c).not.toBe(x.c);
    expect(c.h.i[0]).not.toBe(x.h.i[0]);
  });
  it("equals the round trip on every title's G mid-game, frozen or not, and copies it unfrozen", () => {
    for (const mod of GAMES) {
      const { state } = randomPlayout(mod, {
        numPlayers: 2,
        seed: `copy-${mod.id}`,
        rand: seededRandom(mod.id),
        maxMoves: 80,
      });
      const G = freezeNew(plainCopy(state.G));
      const c = jsonCopy(G);
      expect(JSON.stringify(c), mod.id).toBe(JSON.stringify(G));
      expect(c, mod.id).toStrictEqual(JSON.parse(JSON.stringify(G)));
      expect(Object.isFrozen(c), mod.id).toBe(false);
    }
  });
});
