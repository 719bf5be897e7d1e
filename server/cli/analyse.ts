// npm run analyse -- --file <replay.json> [--level normal|hard] [--seed S] [--json]
// Analyses a finished game (games/common/analysis.ts): an exported replay file, or the body of
// GET /replays/:gameId/:matchID. Prints a table per decision and a summary per seat, or with
// --json: { game, plies, seats, positions: [{ ply, seat, played, best, loss, label, values }],
// summary: { <seat>: { decisions, inaccuracies, mistakes, blunders, avgLoss } } }.
// Progress goes to stderr. Same results as the replay viewer's Analyse for the same level and seed.
import { readFileSync } from 'node:fs';
import { GAMES, getGame } from '../../games';
import { analyseReplay, type AnalysisLevel } from '../../games/common/analysis';
import { parseReplayFile } from '../../games/common/replay';

function usage(msg: string): never {
  process.stderr.write(
    `${msg}\nusage: npm run analyse -- --file <replay.json> [--level normal|hard] [--seed S] [--json]\n`,
  );
  process.exit(2);
}

function parseArgs(argv: string[]): { file: string; level: AnalysisLevel; seed: string; json: boolean } {
  let file = '';
  let level: AnalysisLevel = 'normal';
  let seed = 'analysis';
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--file') file = argv[++i] ?? '';
    else if (a === '--level') {
      const l = argv[++i];
      if (l !== 'normal' && l !== 'hard') usage(`--level must be normal or hard, not ${l ?? '(nothing)'}`);
      level = l;
    } else if (a === '--seed') seed = argv[++i] ?? usage('--seed needs a value');
    else if (a === '--json') json = true;
    else usage(`unknown argument ${a}`);
  }
  if (!file) usage('--file is required');
  return { file, level, seed, json };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  let text: string;
  try {
    text = readFileSync(args.file, 'utf8');
  } catch (e) {
    usage(`cannot read ${args.file}: ${(e as Error).message}`);
  }
  const parsed = parseReplayFile(
    text,
    GAMES.map((g) => g.id),
  );
  if (!parsed.ok) usage(`${args.file}: ${parsed.error}`);
  const mod = getGame(parsed.replay.gameId)!;
  const r = parsed.replay;
  const t0 = performance.now();
  const analysis = await analyseReplay(mod, r.initialState, r.log, {
    level: args.level,
    seed: args.seed,
    playedOn: r.playedOn,
    onPosition: (_p, done, total) => {
      if (done % 10 === 0 || done === total) process.stderr.write(`\ranalysed ${done}/${total} decisions`);
    },
  });
  process.stderr.write(`\n${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
  if (analysis.error) process.stderr.write(`note: the replay stops early: ${analysis.error}\n`);
  if (args.json) {
    process.stdout.write(`${JSON.stringify(analysis, null, 1)}\n`);
    return;
  }
  const pct = (x: number) => `${(x * 100).toFixed(1)}`;
  process.stdout.write(
    `${mod.title}: ${analysis.plies} plies, analysed at ${analysis.level} (seed ${analysis.seed})\n`,
  );
  for (const p of analysis.positions) {
    if (!p.label) continue;
    process.stdout.write(
      `ply ${p.ply}  P${Number(p.seat) + 1}  ${p.label.padEnd(10)} −${pct(p.loss)}%  played ${p.played.notation}; better ${p.best.notation}\n`,
    );
  }
  for (const [seat, s] of Object.entries(analysis.summary)) {
    process.stdout.write(
      `P${Number(seat) + 1}: ${s.decisions} decisions, ${s.inaccuracies} inaccuracies, ${s.mistakes} mistakes, ${s.blunders} blunders, average loss ${pct(s.avgLoss)}%\n`,
    );
  }
}

main().catch((e) => {
  process.stderr.write(`${(e as Error).stack ?? e}\n`);
  process.exit(1);
});
