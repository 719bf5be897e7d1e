// Records test/golden/russian-railroads/*.json: a seeded game played by a greedy-ish policy
// (prefers placements over passing) so the record covers a full realistic game.
// Run: npx tsx test/games/russian-railroads/record-golden.ts [--out DIR]
import { russianRailroads as mod } from '../../../games/russian-railroads';
import { playGolden, recordGoldens, type GoldenPolicy } from '../../golden/record';

const placeFirst: GoldenPolicy = (state, seat, rand) => {
  let legal = mod.legalMoves(state.G, state.ctx, seat);
  const noPass = legal.filter((l) => l.move !== 'pass' && l.move !== 'skipAll' && l.move !== 'skipItem');
  if (noPass.length && rand() < 0.9) legal = noPass;
  return legal[Math.floor(rand() * legal.length)];
};

recordGoldens(import.meta.url, mod, [{ name: 'golden-3p', numPlayers: 3, seed: 'golden-3p' }], (spec) =>
  playGolden(mod, spec, placeFirst),
);
