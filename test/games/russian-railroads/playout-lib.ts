// Shared random-playout checks (one test file per player count so they run in parallel).
import { expect } from 'vitest';
import { randomPlayout } from '../../../games/common/match';
import { seededRandom } from '../../../games/common/rng';
import { russianRailroads } from '../../../games/russian-railroads';

export function playMany(numPlayers: number, games: number): void {
  for (let s = 0; s < games; s++) {
    const seed = `rr-${numPlayers}-${s}`;
    const r = randomPlayout(russianRailroads, { numPlayers, seed, rand: seededRandom(seed), maxMoves: 2500 });
    const where = `${seed} after ${r.moves.length} moves`;
    expect(r.refused, where).toEqual([]);
    expect(r.stuck, where).toBe(false);
    const over = r.state.ctx.gameover;
    expect(over, where).toBeTruthy();
    expect(Object.keys(over.scores).sort(), where).toEqual(Object.keys(r.state.G.players).sort());
    for (const v of Object.values(over.scores)) expect(Number.isFinite(v)).toBe(true);
    expect(JSON.parse(JSON.stringify(r.state.G))).toEqual(r.state.G);
    expect(r.state.G.round).toBe(r.state.G.rounds);
  }
}
