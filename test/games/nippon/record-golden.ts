// Records a seeded full game as test/golden/nippon/<name>.json (run: npx tsx test/games/nippon/record-golden.ts).
import { writeFileSync } from 'node:fs';
import { nippon } from '../../../games/nippon';
import { randomPlayout, type GoldenGame } from '../../../games/common/match';
import { seededRandom } from '../../../games/common/rng';

const numPlayers = 3;
const seed = 'golden-nippon-3p';
const r = randomPlayout(nippon, { numPlayers, seed, rand: seededRandom(seed), maxMoves: 3000 });
if (!r.state.ctx.gameover || r.refused.length) throw new Error('golden game did not end cleanly');
const golden: GoldenGame = {
  game: 'nippon', rulesVersion: nippon.rulesVersion, numPlayers, seed,
  moves: r.moves, gameover: r.state.ctx.gameover, plies: r.moves.length,
};
const path = new URL('../../golden/nippon/random-3p.json', import.meta.url);
writeFileSync(path, JSON.stringify(golden, null, 0) + '\n');
console.log(`wrote ${path.pathname}: ${golden.plies} plies`, JSON.stringify(golden.gameover));
