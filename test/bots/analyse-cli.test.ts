// `npm run analyse` (server/cli/analyse.ts): an exported replay or a server replay body in, the
// analysis as JSON out (the same as analyseReplay gives for the same level and seed); bad input
// gets a clear message and exit code 2.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getGame } from '../../games';
import { analyseReplay } from '../../games/common/analysis';
import { startMatch, type GoldenGame } from '../../games/common/match';
import { makeReplayFile } from '../../games/common/replay';
import { tempDir } from '../server/harness';

const mod = getGame('ticket-to-ride-card-game')!;
const dir = tempDir('rh-analyse-cli-');

/** The first `n` moves of the title's golden game as a replay payload. */
function payload(n: number) {
  const golden = JSON.parse(readFileSync('test/golden/ticket-to-ride-card-game/3p.json', 'utf8')) as GoldenGame;
  const match = startMatch(mod, golden.numPlayers, golden.seed, golden.setupData);
  const initialState = match.state;
  const log: any[] = [];
  for (const rec of golden.moves.slice(0, n))
    log.push(...((match.step(rec).state as { deltalog?: unknown[] }).deltalog ?? []));
  return { initialState, log, rulesVersion: mod.rulesVersion, metadata: { gameName: mod.id, players: {} } as any };
}

const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/analyse.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
    timeout: 240_000,
  });

describe('npm run analyse', () => {
  it('prints the analysis as JSON, for an exported file and for a server replay body alike', async () => {
    const p = payload(3);
    const exported = join(dir, 'exported.json');
    const body = join(dir, 'body.json');
    writeFileSync(exported, JSON.stringify(makeReplayFile(mod.id, 'cli', p)));
    writeFileSync(body, JSON.stringify(p));
    const a = run('--file', exported, '--json');
    expect(a.status, a.stderr).toBe(0);
    const out = JSON.parse(a.stdout);
    expect(out.game).toBe(mod.id);
    expect(out.plies).toBe(3);
    expect(out.seats).toEqual(['0', '1', '2']);
    expect(out.positions).toHaveLength(3);
    for (const pos of out.positions) {
      expect(Object.keys(pos)).toEqual(expect.arrayContaining(['ply', 'seat', 'played', 'best', 'loss', 'values']));
      expect(typeof pos.played.move).toBe('string');
      expect(pos.loss).toBeGreaterThanOrEqual(0);
      expect(Object.keys(pos.values)).toEqual(['0', '1', '2']);
    }
    for (const s of ['0', '1', '2'])
      expect(Object.keys(out.summary[s])).toEqual(expect.arrayContaining(['mistakes', 'blunders', 'avgLoss']));
    // the same as the library (and so the viewer) for the same level and seed
    expect(out).toEqual(
      JSON.parse(
        JSON.stringify(await analyseReplay(mod, p.initialState, p.log, { level: 'normal', seed: 'analysis' })),
      ),
    );
    const b = run('--file', body, '--json');
    expect(b.status, b.stderr).toBe(0);
    expect(JSON.parse(b.stdout)).toEqual(out);
  }, 300_000);

  it('refuses bad input with a reason and exit code 2', () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"hello": 1}');
    for (const [args, why] of [
      [['--file', bad], /not a Roundhouse replay/],
      [['--file', join(dir, 'missing.json')], /cannot read/],
      [['--file', bad, '--level', 'easy'], /--level must be normal or hard/],
      [[], /--file is required/],
      [['--file', bad, '--frobnicate'], /unknown argument --frobnicate/],
    ] as const) {
      const r = run(...args);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(why);
    }
  }, 60_000);
});
