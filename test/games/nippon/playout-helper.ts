// Seeded random playouts through boardgame.io's reducer.
import { expect } from 'vitest';
import { nippon } from '../../../games/nippon';
import { randomPlayout } from '../../../games/common/match';
import { seededRandom } from '../../../games/common/rng';

export function runPlayouts(numPlayers: number, games: number) {
  let plies = 0;
  for (let i = 0; i < games; i++) {
    const r = randomPlayout(nippon, {
      numPlayers,
      seed: `po-${numPlayers}-${i}`,
      rand: seededRandom(`${numPlayers}:${i}`),
      maxMoves: 3000,
    });
    expect(r.refused, `game ${i}`).toEqual([]);
    expect(r.stuck).toBe(false);
    const go = r.state.ctx.gameover;
    expect(go, `game ${i} ended`).toBeTruthy();
    expect(Object.keys(go.scores).sort()).toEqual(Array.from({ length: numPlayers }, (_, k) => String(k)));
    expect(go.winners).toEqual([go.winner]);
    expect(JSON.parse(JSON.stringify(r.state.G))).toEqual(r.state.G);
    expect(r.state.G.scoringsDone).toBe(3);
    plies += r.moves.length;
  }
  return plies / games;
}
