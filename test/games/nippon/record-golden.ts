// Records a seeded full game of uniformly random moves as test/golden/nippon/<name>.json.
// Run: npx tsx test/games/nippon/record-golden.ts [--out DIR]
import { randomPlayout } from '../../../games/common/match';
import { seededRandom } from '../../../games/common/rng';
import { nippon } from '../../../games/nippon';
import { goldenGame, recordGoldens } from '../../golden/record';

recordGoldens(import.meta.url, nippon, [{ name: 'random-3p', numPlayers: 3, seed: 'golden-nippon-3p' }], (spec) => {
  const r = randomPlayout(nippon, {
    numPlayers: spec.numPlayers,
    seed: spec.seed,
    rand: seededRandom(spec.seed),
    maxMoves: 3000,
  });
  if (!r.state.ctx.gameover || r.refused.length) throw new Error('golden game did not end cleanly');
  return goldenGame(nippon, spec, r.moves, r.state.ctx.gameover);
});
