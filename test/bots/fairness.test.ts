// Fair bots: the decision depends only on the seat's view and the bot seed. Changing what the
// seat cannot see (opponents' hands, deck order, the PRNG state) never changes the chosen move.
import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { GAMES } from '../../games';
import { chooseMove, viewOf, type BotSpec } from '../../games/common/bots';
import type { GameModule } from '../../games/common/module';
import { startMatch } from '../../games/common/match';
import { HIDDEN, makeToyModule, toyModule, type ToyG } from './fixtures/toy-rails';
import { hiddenVariant, positions } from './helpers';

const SMALL = { iterations: 48, determinizations: 2, playoutDepth: 2 };
const choose = (mod: GameModule, state: State, seat: string, level: BotSpec, seed = 7) =>
  chooseMove(mod, state, seat, { level, seed, budget: level === 'normal' ? SMALL : undefined });

describe('toy fixture', () => {
  it('the hidden zones really differ between variants, and the seat view does not', () => {
    const { state, seat } = positions(toyModule, 3, 'fair-toy', 1, 5)[0];
    const other = String((Number(seat) + 1) % 3);
    const v = hiddenVariant(toyModule, state, seat, 'a');
    expect((v.G as ToyG).players[other].hand).not.toEqual((state.G as ToyG).players[other].hand);
    expect((v.G as ToyG).deck).not.toEqual((state.G as ToyG).deck);
    expect(viewOf(toyModule, v, seat)).toEqual(viewOf(toyModule, state, seat));
    expect((viewOf(toyModule, state, seat).G as ToyG).players[other].hand.every((c) => c === HIDDEN)).toBe(true);
  });

  for (const level of ['greedy', 'normal'] as const) {
    it(`${level}: same move whatever the opponents hold, the deck order or the PRNG state`, async () => {
      for (const { state, seat } of positions(toyModule, 3, `fair-${level}`, 4, 4)) {
        const base = await choose(toyModule, viewOf(toyModule, state, seat), seat, level);
        for (const salt of ['a', 'b', 'c']) {
          const variant = hiddenVariant(toyModule, state, seat, salt);
          expect(await choose(toyModule, viewOf(toyModule, variant, seat), seat, level)).toEqual(base);
        }
      }
    });
  }

  it('even when handed the unfiltered master state, hidden contents do not steer the bot', async () => {
    // The toy's determinize reads only what the seat may see, so a leaked master state gives
    // the same decision as the proper view (the real PRNG state is always ignored).
    const mod = makeToyModule({ kernel: true });
    for (const { state, seat } of positions(mod, 2, 'fair-master', 3, 5)) {
      const base = await choose(mod, viewOf(mod, state, seat), seat, 'normal');
      expect(await choose(mod, state, seat, 'normal')).toEqual(base);
      expect(await choose(mod, hiddenVariant(mod, state, seat, 'x'), seat, 'normal')).toEqual(base);
    }
  });

  it('the bot seed matters (the tie-breaks and samples are really seeded)', async () => {
    const picks = new Set<string>();
    const { state, seat } = positions(toyModule, 2, 'seeded', 1, 3)[0];
    for (let seed = 0; seed < 12; seed++)
      picks.add(
        JSON.stringify(await chooseMove(toyModule, viewOf(toyModule, state, seat), seat, { level: 'random', seed })),
      );
    expect(picks.size).toBeGreaterThan(1);
  });
});

describe.each(GAMES.map((m) => [m.id, m] as const))('%s', (_id, mod) => {
  const n = Math.min(3, mod.maxPlayers);

  it('determinize keeps the seat view (the variants used below are consistent)', () => {
    for (const { state, seat } of positions(mod, n, `fair-view-${mod.id}`, 3, 11)) {
      const variant = hiddenVariant(mod, state, seat, 'v');
      expect(viewOf(mod, variant, seat).G).toEqual(viewOf(mod, state, seat).G);
    }
  });

  it('greedy and normal pick the same move whatever the seat cannot see', async () => {
    const start = startMatch(mod, n, 'x').state;
    expect(start).toBeDefined();
    for (const { state, seat } of positions(mod, n, `fair-${mod.id}`, 2, 13)) {
      for (const level of ['greedy', 'normal'] as const) {
        const base = await choose(mod, viewOf(mod, state, seat), seat, level);
        for (const salt of ['a', 'b']) {
          const variant = hiddenVariant(mod, state, seat, salt);
          expect(
            await choose(mod, viewOf(mod, variant, seat), seat, level),
            `${level} at turn ${state.ctx.turn}`,
          ).toEqual(base);
        }
      }
    }
  });
});
