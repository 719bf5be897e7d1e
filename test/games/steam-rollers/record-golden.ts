// Records the golden games (test/golden/steam-rollers/<name>.json), played by ./policy.
// Run: npx tsx test/games/steam-rollers/record-golden.ts [--out DIR]
import { playGolden, recordGoldens, type GoldenSpec } from '../../golden/record';
import { mod } from './helpers';
import { choose } from './policy';

export const GOLDEN_SPECS: GoldenSpec[] = [
  { name: 'base-3p', numPlayers: 3, seed: 'golden-base-3p', setupData: { variants: {} } },
  {
    name: 'all-options-4p',
    numPlayers: 4,
    seed: 'golden-all-4p',
    setupData: { variants: { blackCubes: true, startingPowers: true, walls: 'medium', orderTiles: true } },
  },
];

recordGoldens(
  import.meta.url,
  mod,
  GOLDEN_SPECS,
  (spec) => playGolden(mod, spec, (state, seat, rand) => choose(state.G, state.ctx, seat, rand)),
  { indent: 1 },
);
