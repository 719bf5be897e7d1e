// Records test/golden/russian-railroads/*.json: a seeded game played by a greedy-ish policy
// (prefers placements over passing) so the record covers a full realistic game.
// Run: npx tsx test/games/russian-railroads/record-golden.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { activeSeats, startMatch } from '../../../games/common/match';
import type { GoldenGame, MoveRecord } from '../../../games/common/match';
import { seededRandom } from '../../../games/common/rng';
import { russianRailroads as mod } from '../../../games/russian-railroads';

export function playGolden(numPlayers: number, seed: string): GoldenGame {
  const rand = seededRandom(seed);
  const m = startMatch(mod, numPlayers, seed);
  const moves: MoveRecord[] = [];
  while (!m.state.ctx.gameover && moves.length < 5000) {
    const seat = activeSeats(m.state.ctx)[0];
    let legal = mod.legalMoves(m.state.G, m.state.ctx, seat);
    const noPass = legal.filter((l) => l.move !== 'pass' && l.move !== 'skipAll' && l.move !== 'skipItem');
    if (noPass.length && rand() < 0.9) legal = noPass;
    const pick = legal[Math.floor(rand() * legal.length)];
    const rec: MoveRecord = { playerID: seat, move: pick.move, args: pick.args };
    if (!m.step(rec).ok) throw new Error(`refused ${JSON.stringify(rec)}`);
    moves.push(rec);
  }
  return {
    game: mod.id, rulesVersion: mod.rulesVersion, numPlayers, seed, moves,
    gameover: m.state.ctx.gameover, plies: moves.length,
  };
}

if (process.argv[1]?.endsWith('record-golden.ts')) {
  const dir = new URL('../../golden/russian-railroads/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  for (const [n, seed] of [[3, 'golden-3p']] as const) {
    const g = playGolden(n, seed);
    writeFileSync(new URL(`${seed}.json`, dir), JSON.stringify(g) + '\n');
    console.log(seed, g.plies, 'plies', JSON.stringify(g.gameover));
  }
}
