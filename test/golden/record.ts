// What every golden-game recorder (test/games/<id>/record-golden.ts) shares: playing a seeded
// game through games/common/match.ts, the GoldenGame record, and the command line that writes
// test/golden/<id>/<name>.json. Each recorder keeps only its move policy, seeds and setup.
// Run one: npx tsx test/games/<id>/record-golden.ts [--out DIR]
// (--out writes the files to DIR instead, e.g. to compare them with the committed ones.)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PlayerID, State } from 'boardgame.io';
import { activeSeats, startMatch, type GoldenGame, type MoveRecord } from '../../games/common/match';
import type { GameModule, LegalMove, SetupData } from '../../games/common/module';
import { seededRandom } from '../../games/common/rng';

/** One golden game: written as <name>.json. */
export interface GoldenSpec {
  name: string;
  numPlayers: number;
  seed: string;
  setupData?: SetupData;
}

/** A recorder's move policy: the move `seat` plays in `state`, drawing randomness from `rand`. */
export type GoldenPolicy = (state: State, seat: PlayerID, rand: () => number) => LegalMove;

/** How a game's files are laid out: JSON indentation and whether a newline ends the file. */
export interface GoldenFormat {
  indent?: number;
  finalNewline?: boolean;
}

/** The record of a game `mod` played from `spec` (setupData is left out when the spec has none). */
export function goldenGame(mod: GameModule, spec: GoldenSpec, moves: MoveRecord[], gameover: unknown): GoldenGame {
  const { numPlayers, seed, setupData } = spec;
  return {
    game: mod.id,
    rulesVersion: mod.rulesVersion,
    numPlayers,
    seed,
    setupData,
    moves,
    gameover,
    plies: moves.length,
  };
}

/** Play `spec` to the end: the first active seat always moves, as `choose` picks with a PRNG seeded by the seed. */
export function playGolden(mod: GameModule, spec: GoldenSpec, choose: GoldenPolicy, maxMoves = 5000): GoldenGame {
  const m = startMatch(mod, spec.numPlayers, spec.seed, spec.setupData);
  const rand = seededRandom(spec.seed);
  const moves: MoveRecord[] = [];
  while (!m.state.ctx.gameover && moves.length < maxMoves) {
    const seat = activeSeats(m.state.ctx)[0];
    const pick = choose(m.state, seat, rand);
    const rec: MoveRecord = { playerID: seat, move: pick.move, args: pick.args };
    if (!m.step(rec).ok) throw new Error(`refused ${JSON.stringify(rec)}`);
    moves.push(rec);
  }
  return goldenGame(mod, spec, moves, m.state.ctx.gameover);
}

/** True when the module at `moduleUrl` (its import.meta.url) is the script node was started with. */
export function isMainModule(moduleUrl: string): boolean {
  return !!process.argv[1] && resolve(process.argv[1]) === fileURLToPath(moduleUrl);
}

function outDir(gameId: string, args: string[]): string {
  const usage = 'usage: npx tsx test/games/<id>/record-golden.ts [--out DIR]';
  if (args.length === 0) return fileURLToPath(new URL(`./${gameId}/`, import.meta.url));
  if (args.length === 2 && args[0] === '--out') return resolve(args[1]);
  throw new Error(usage);
}

/**
 * The recorder's command line: when `moduleUrl` is the script being run, play every spec with
 * `play` and write test/golden/<mod.id>/<name>.json (or <DIR>/<name>.json with --out DIR).
 */
export function recordGoldens(
  moduleUrl: string,
  mod: GameModule,
  specs: GoldenSpec[],
  play: (spec: GoldenSpec) => GoldenGame,
  format: GoldenFormat = {},
): void {
  if (!isMainModule(moduleUrl)) return;
  const dir = outDir(mod.id, process.argv.slice(2));
  mkdirSync(dir, { recursive: true });
  for (const spec of specs) {
    const golden = play(spec);
    const file = join(dir, `${spec.name}.json`);
    writeFileSync(file, JSON.stringify(golden, null, format.indent) + (format.finalNewline === false ? '' : '\n'));
    console.log(`${file}: ${golden.plies} plies`, JSON.stringify(golden.gameover));
  }
}
