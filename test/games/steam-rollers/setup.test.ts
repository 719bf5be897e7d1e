import { describe, expect, it } from 'vitest';
import { WALL_PATTERNS } from '../../../games/steam-rollers/data/walls';
import { CITY_COLOUR, setupState } from '../../../games/steam-rollers/setup';
import type { BagCube, Cube } from '../../../games/steam-rollers/types';
import { G_of, match, mod } from './helpers';

const seats = (n: number) => Array.from({ length: n }, (_, i) => String(i));
const count = (list: Cube[], c: Cube) => list.filter((x) => x === c).length;

/** A deck whose first cubes are `head`, the rest the remaining cubes in colour order. */
function deckWith(head: BagCube[]): BagCube[] {
  const left: Record<BagCube, number> = { red: 10, blue: 10, yellow: 10, green: 10, grey: 10 };
  head.forEach((c) => left[c]--);
  const rest = (Object.keys(left) as BagCube[]).flatMap((c) => Array<BagCube>(left[c]).fill(c));
  return [...head, ...rest];
}
const rnd = (deck: BagCube[], d6 = 1, die = 1) => ({
  D6: () => d6,
  Die: () => die,
  Shuffle: <T>(_: T[]) => deck.slice() as unknown as T[],
});

describe('setup [spec §3]', () => {
  for (const n of [2, 3, 4, 5]) {
    it(`${n} players: ${n + 2} cubes dealt per city, own colour returned, ${n + 1} white dice, round 1`, () => {
      const m = match(n, `setup-${n}`);
      const G = G_of(m);
      expect(m.state.ctx.phase).toBe('play');
      expect(G.round).toBe(1);
      expect(G.dice.length).toBe(n + 1);
      expect(G.dice.every((d) => d.value >= 1 && d.value <= 6 && d.takenBy === null)).toBe(true);
      expect(G.trackDie).toBeGreaterThanOrEqual(1);
      expect(G.trackDie).toBeLessThanOrEqual(6);
      let onBoard = 0;
      for (let c = 1; c <= 6; c++) {
        expect(G.supply[c].length).toBeLessThanOrEqual(n + 2);
        expect(count(G.supply[c], CITY_COLOUR[c])).toBe(0);
        onBoard += G.supply[c].length;
      }
      const bag = G.bag.red + G.bag.blue + G.bag.yellow + G.bag.green + G.bag.grey;
      expect(bag + onBoard).toBe(50);
      expect(G.bag.black).toBe(0);
      expect(G.actionTiles.map((t) => t.n)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(G.actionTiles[0].side).toBe('a');
      expect(G.actionTiles[5].side).toBe('a');
      expect(G.actionTiles.every((t) => t.owner === null && !t.sideways)).toBe(true);
      expect(G.roundOrder[0]).toBe(String(G.startSeat));
      expect(G.roundOrder.length).toBe(n);
      expect(m.state.ctx.currentPlayer).toBe(G.roundOrder[0]);
      expect(m.state.ctx.activePlayers).toEqual({ [G.roundOrder[0]]: 'pickDie' });
      for (const p of seats(n))
        expect(G.players[p]).toMatchObject({
          track: {},
          deliveries: [],
          engine: [false, false, false, false, false, false],
          stolenDie: null,
        });
      expect(G.walls).toEqual([]);
      expect(G.orderTiles).toEqual([]);
    });
  }

  it('[spec §3 setup vector] N=3: C1 dealt [Y,R,Y,grey,B] keeps [R,grey,B]; C3 dealt [grey,grey,R,G,G] keeps [R,G,G]; black option adds one black only where cubes were returned', () => {
    const head: BagCube[] = [
      'yellow',
      'red',
      'yellow',
      'grey',
      'blue', // C1
      'blue',
      'blue',
      'blue',
      'blue',
      'blue', // C2 (no red)
      'grey',
      'grey',
      'red',
      'green',
      'green', // C3
    ];
    const plain = setupState(seats(3), rnd(deckWith(head)));
    expect(plain.supply[1]).toEqual(['red', 'grey', 'blue']);
    expect(plain.supply[2]).toEqual(['blue', 'blue', 'blue', 'blue', 'blue']);
    expect(plain.supply[3]).toEqual(['red', 'green', 'green']);
    const black = setupState(seats(3), rnd(deckWith(head)), { variants: { blackCubes: true } });
    expect(black.supply[1]).toEqual(['red', 'grey', 'blue', 'black']);
    expect(count(black.supply[1], 'black')).toBe(1);
    expect(black.supply[2]).toEqual(['blue', 'blue', 'blue', 'blue', 'blue']); // dealt no red: no black
    expect(black.supply[3]).toEqual(['red', 'green', 'green', 'black']);
    // returned cubes go back to the bag after all dealing: 2 yellow + 2 grey back
    const dealt = 6 * 5;
    const onBoard = [1, 2, 3, 4, 5, 6].reduce((s, c) => s + plain.supply[c].length, 0);
    expect(plain.bag.red + plain.bag.blue + plain.bag.yellow + plain.bag.green + plain.bag.grey).toBe(
      50 - dealt + (dealt - onBoard),
    );
  });

  it('[spec §3.2] walls: a die roll k picks Mk / Hk', () => {
    const m = setupState(seats(2), rnd(deckWith([]), 1), { variants: { walls: 'medium' } });
    expect(m.wallPattern).toBe('M1');
    expect(m.walls).toEqual(WALL_PATTERNS.M1);
    const h = setupState(seats(2), rnd(deckWith([]), 4), { variants: { walls: 'hard' } });
    expect(h.wallPattern).toBe('H4');
    expect(h.walls.length).toBe(12);
  });

  it('[spec §3.5-7] tile sides from Die(2), order tiles with the option, start seat from Die(N)', () => {
    const G = setupState(seats(4), rnd(deckWith([]), 1, 2), { variants: { orderTiles: true } });
    expect(G.actionTiles.map((t) => t.side)).toEqual(['a', 'b', 'b', 'b', 'b', 'a']);
    expect(G.orderTiles.map((o) => [o.n, o.side, o.points])).toEqual([
      [1, 'b', 5],
      [2, 'b', 5],
      [3, 'b', 5],
      [4, 'b', 5],
      [5, 'b', 7],
      [6, 'b', 7],
    ]);
    expect(G.startSeat).toBe(1);
    expect(G.roundOrder).toEqual(['1', '2', '3', '0']);
  });

  it('validateSetupData accepts the four options and refuses anything else', () => {
    const v = mod.game.validateSetupData!;
    expect(
      v({ variants: { blackCubes: true, startingPowers: false, walls: 'hard', orderTiles: true } }, 3),
    ).toBeUndefined();
    expect(v(undefined, 2)).toBeUndefined();
    expect(v({ variants: { walls: 'extreme' } }, 3)).toBeTypeOf('string');
    expect(v({ variants: { blackCubes: 'yes' } }, 3)).toBeTypeOf('string');
    expect(v({ variants: { solo: true } }, 3)).toBeTypeOf('string');
    expect(v({}, 1)).toBeTypeOf('string');
    expect(mod.variants.map((x) => x.id)).toEqual(['blackCubes', 'startingPowers', 'walls', 'orderTiles']);
  });
});
