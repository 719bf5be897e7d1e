// Records the golden games: npx tsx test/games/steam-rollers/record-golden.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { activeSeats, startMatch, type GoldenGame, type MoveRecord } from '../../../games/common/match';
import type { SetupData } from '../../../games/common/module';
import { seededRandom } from '../../../games/common/rng';
import { mod } from './helpers';
import { choose } from './policy';

export function playGolden(numPlayers: number, seed: string, setupData: SetupData): GoldenGame {
  const m = startMatch(mod, numPlayers, seed, setupData);
  const rand = seededRandom(seed);
  const moves: MoveRecord[] = [];
  while (!m.state.ctx.gameover && moves.length < 5000) {
    const seats = activeSeats(m.state.ctx);
    const p = seats[0];
    const pick = choose(m.state.G, m.state.ctx, p, rand);
    const rec: MoveRecord = { playerID: p, move: pick.move, args: pick.args };
    if (!m.step(rec).ok) throw new Error(`refused ${JSON.stringify(rec)}`);
    moves.push(rec);
  }
  return { game: mod.id, rulesVersion: mod.rulesVersion, numPlayers, seed, setupData, moves, gameover: m.state.ctx.gameover, plies: moves.length };
}

export const GOLDEN_SPECS: { name: string; numPlayers: number; seed: string; setupData: SetupData }[] = [
  { name: 'base-3p', numPlayers: 3, seed: 'golden-base-3p', setupData: { variants: {} } },
  { name: 'all-options-4p', numPlayers: 4, seed: 'golden-all-4p', setupData: { variants: { blackCubes: true, startingPowers: true, walls: 'medium', orderTiles: true } } },
];

if (process.argv[1]?.endsWith('record-golden.ts')) {
  const dir = new URL('../../golden/steam-rollers/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  for (const s of GOLDEN_SPECS) {
    const g = playGolden(s.numPlayers, s.seed, s.setupData);
    writeFileSync(new URL(`${s.name}.json`, dir), JSON.stringify(g, null, 1) + '\n');
    console.log(s.name, g.plies, 'plies', JSON.stringify(g.gameover));
  }
}
