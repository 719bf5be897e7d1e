// Shared helpers for the bot tests: reach seeded positions, vary what a seat cannot see.
import type { PlayerID, State } from 'boardgame.io';
import type { GameModule } from '../../games/common/module';
import { activeSeats, startMatch } from '../../games/common/match';
import { seededRandom } from '../../games/common/rng';

/** Master states along one seeded random game (every `every` plies, up to `count` of them),
 *  each with the seat to act and at least two legal moves. */
export function positions(
  mod: GameModule,
  numPlayers: number,
  seed: string,
  count: number,
  every = 7,
): { state: State; seat: PlayerID }[] {
  const match = startMatch(mod, numPlayers, seed);
  const rand = seededRandom(seed + ':walk');
  const out: { state: State; seat: PlayerID }[] = [];
  for (let ply = 0; ply < 3000 && out.length < count && !match.state.ctx.gameover; ply++) {
    const seats = activeSeats(match.state.ctx);
    const seat = seats.find((s) => mod.legalMoves(match.state.G, match.state.ctx, s).length > 0)!;
    const legal = mod.legalMoves(match.state.G, match.state.ctx, seat);
    if (ply % every === every - 1 && legal.length >= 2) out.push({ state: match.state, seat });
    match.step({ playerID: seat, ...legal[Math.floor(rand() * legal.length)] });
  }
  return out;
}

/** The same master state with everything `seat` cannot see re-sampled (the game's own
 *  determinize, from the true state) and a different PRNG state. */
export function hiddenVariant(mod: GameModule, master: State, seat: PlayerID, salt: string): State {
  const G = mod.determinize(JSON.parse(JSON.stringify(master.G)), master.ctx, seat, seededRandom(`variant:${salt}`));
  return {
    ...master,
    G,
    plugins: {
      ...master.plugins,
      random: { data: { seed: `other-${salt}`, prngstate: { c: 1, s0: 0.25, s1: 0.5, s2: 0.75 } } },
    },
  } as State;
}
