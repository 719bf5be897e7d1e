// Invariants every registered game must keep, whatever its rules: random playouts through
// boardgame.io's reducer end with a gameover scoring every seat; every enumerated move is
// accepted; an active seat always has a move; G stays plain JSON; ai.enumerate = legalMoves.
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import { activeSeats, randomPlayout, startMatch } from '../../games/common/match';
import { seededRandom } from '../../games/common/rng';

describe.each(GAMES.map((m) => [m.id, m] as const))('%s', (_id, mod) => {
  it('is registered consistently (id = game.name, colours for every seat, ai.enumerate)', () => {
    expect(mod.game.name).toBe(mod.id);
    expect(mod.playerColors.length).toBeGreaterThanOrEqual(mod.maxPlayers);
    expect(typeof mod.game.ai?.enumerate).toBe('function');
    expect(mod.minPlayers).toBeLessThanOrEqual(mod.maxPlayers);
    expect(mod.game.events).toBeUndefined();
  });

  for (let n = mod.minPlayers; n <= mod.maxPlayers; n++) {
    it(`${n} players: seeded random games end with scores for every seat`, () => {
      for (let g = 0; g < 3; g++) {
        const res = randomPlayout(mod, {
          numPlayers: n,
          seed: `inv-${n}-${g}`,
          rand: seededRandom(`inv-${mod.id}-${n}-${g}`),
          maxMoves: 20000,
        });
        expect(res.refused, 'an enumerated move was refused').toEqual([]);
        expect(res.stuck, 'an active seat had no legal move').toBe(false);
        const over = res.state.ctx.gameover;
        expect(over, 'the game did not end').toBeDefined();
        expect(Object.keys(over.scores).sort()).toEqual(res.state.ctx.playOrder.slice().sort());
        expect(over.winners.length).toBeGreaterThan(0);
        if (over.winners.length === 1) expect(over.winner).toBe(over.winners[0]);
        expect(JSON.parse(JSON.stringify(res.state.G))).toEqual(res.state.G);
      }
    });
  }

  it.each([mod.minPlayers, mod.maxPlayers])(
    'ai.enumerate lists exactly the legal moves, for every active seat, along a %i-player game',
    (n) => {
      const match = startMatch(mod, n, 'enum-check');
      const rand = seededRandom(`enum-${mod.id}`);
      for (let k = 0; k < 600 && !match.state.ctx.gameover; k++) {
        const { G, ctx } = match.state;
        for (const seat of activeSeats(ctx)) {
          const legal = mod.legalMoves(G, ctx, seat);
          expect(legal.length).toBeGreaterThan(0);
          const enumerated = mod.game.ai!.enumerate(G, ctx, seat) as { move: string; args?: unknown[] }[];
          expect(enumerated.map((e) => JSON.stringify([e.move, e.args ?? []]))).toEqual(
            legal.map((l) => JSON.stringify([l.move, l.args])),
          );
          for (const l of legal.slice(0, 3)) expect(mod.whyIllegal(G, ctx, seat, l.move, l.args[0])).toBeNull();
          // The board highlights and checks moves on the seat's own view: it must see the same moves.
          const view = JSON.parse(
            JSON.stringify(mod.game.playerView ? mod.game.playerView({ G, ctx, playerID: seat } as any) : G),
          );
          expect(mod.legalMoves(view, ctx, seat), `seat ${seat}'s own view lists other moves at step ${k}`).toEqual(
            legal,
          );
        }
        const seats = activeSeats(ctx);
        const seat = seats[Math.floor(rand() * seats.length)];
        const legal = mod.legalMoves(G, ctx, seat);
        expect(match.step({ playerID: seat, ...legal[Math.floor(rand() * legal.length)] }).ok).toBe(true);
      }
    },
  );
});
