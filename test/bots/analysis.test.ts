// Move analysis (games/common/analysis.ts, judgeDecision in games/common/bots): fair (a seat's
// decision is judged from its own view only), consistent with the bot (its own choice loses
// nothing), deterministic, telling (a random player loses more per decision than the search bot),
// and resumable from a cache.
import type { LogEntry, State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { chooseMove, judgeDecision, viewOf } from '../../games/common/bots';
import {
  analyseReplay,
  labelOf,
  onSigma,
  sigmaAt,
  THRESHOLDS,
  type AnalysedPosition,
} from '../../games/common/analysis';
import { activeSeats, startMatch } from '../../games/common/match';
import { makeToyModule, toyModule } from './fixtures/toy-rails';
import { hiddenVariant, positions } from './helpers';

const SMALL = { iterations: 60, determinizations: 2, playoutDepth: 2 };

/** A toy game: seat 0 the Normal bot, seat 1 random; its initial state and log. */
async function toyGame(seed: string): Promise<{ initialState: State; log: LogEntry[] }> {
  const match = startMatch(toyModule, 2, seed);
  const initialState = match.state;
  const log: LogEntry[] = [];
  for (let i = 0; i < 400 && !match.state.ctx.gameover; i++) {
    const seat = activeSeats(match.state.ctx)[0];
    const level = seat === '0' ? 'normal' : 'random';
    const m = await chooseMove(toyModule, viewOf(toyModule, match.state, seat), seat, {
      level,
      seed: `${seed}:${seat}`,
      budget: level === 'normal' ? SMALL : undefined,
    });
    const r = match.step({ playerID: seat, move: m.move, args: m.args as [] });
    expect(r.ok).toBe(true);
    log.push(...((r.state as { deltalog?: LogEntry[] }).deltalog ?? []));
  }
  expect(match.state.ctx.gameover).toBeDefined();
  return { initialState, log };
}

describe('judging one decision', () => {
  it('is fair: what the seat cannot see (opponents, deck order, PRNG) never changes the judgement', async () => {
    for (const { state, seat } of positions(toyModule, 3, 'judge-fair', 3, 5)) {
      const legal = toyModule.legalMoves(state.G, state.ctx, seat);
      const played = legal[legal.length - 1];
      const base = await judgeDecision(toyModule, viewOf(toyModule, state, seat), seat, played, {
        level: 'normal',
        seed: 3,
        budget: SMALL,
      });
      for (const salt of ['a', 'b']) {
        const v = hiddenVariant(toyModule, state, seat, salt);
        expect(
          await judgeDecision(toyModule, viewOf(toyModule, v, seat), seat, played, {
            level: 'normal',
            seed: 3,
            budget: SMALL,
          }),
        ).toEqual(base);
      }
    }
  });

  it("the bot's own choice is its preferred move and loses nothing; args in another key order are the same move", async () => {
    const mod = makeToyModule({ kernel: true });
    for (const { state, seat } of positions(mod, 2, 'judge-own', 3, 4)) {
      const view = viewOf(mod, state, seat);
      const own = await chooseMove(mod, view, seat, { level: 'normal', seed: 5, budget: SMALL });
      const j = await judgeDecision(mod, view, seat, own, { level: 'normal', seed: 5, budget: SMALL });
      expect(j.best).toEqual(own);
      expect(j.loss).toBe(0);
      const reordered = {
        move: own.move,
        args: own.args.map((a) => (a && typeof a === 'object' ? Object.fromEntries(Object.entries(a).reverse()) : a)),
      };
      expect((await judgeDecision(mod, view, seat, reordered, { level: 'normal', seed: 5, budget: SMALL })).loss).toBe(
        0,
      );
    }
  });
});

describe('analysing a finished game', () => {
  it('puts search rewards on the game-stage scale: leads count more as the game runs out', () => {
    expect(onSigma(0.8, 5, 5)).toBeCloseTo(0.8, 6);
    expect(onSigma(0.5, 5, 40)).toBeCloseTo(0.5, 6);
    // the same search reward means less on a wider σ, and order is kept
    expect(onSigma(0.9, 3, 30)).toBeLessThan(0.9);
    expect(onSigma(0.9, 3, 30)).toBeGreaterThan(onSigma(0.7, 3, 30));
    // σ: a quarter of the final spread at the start, shrinking to the floor of 3 at the end
    expect(sigmaAt(100, 0, 200)).toBe(25);
    expect(sigmaAt(100, 150, 200)).toBeCloseTo(12.5, 6);
    expect(sigmaAt(100, 200, 200)).toBe(3);
    expect(sigmaAt(0, 0, 200)).toBe(3);
  });

  it('labels losses by the thresholds', () => {
    expect([labelOf(0), labelOf(THRESHOLDS.inaccuracy), labelOf(THRESHOLDS.mistake), labelOf(0.5)]).toEqual([
      null,
      'inaccuracy',
      'mistake',
      'blunder',
    ]);
  });

  it('a random player loses more per decision than the Normal bot; standings are win chances; twice the same analysis', async () => {
    const { initialState, log } = await toyGame('an-1');
    const seen: number[] = [];
    const a = await analyseReplay(toyModule, initialState, log, {
      budget: SMALL,
      onPosition: (_p, done) => seen.push(done),
    });
    expect(a.error).toBeUndefined();
    expect(a.positions.length).toBeGreaterThan(10);
    expect(seen).toEqual(a.positions.map((_, i) => i + 1));
    expect(a.summary['1'].avgLoss).toBeGreaterThan(a.summary['0'].avgLoss);
    for (const p of a.positions) {
      expect(Object.values(p.values).reduce((x, y) => x + y, 0)).toBeCloseTo(1, 3);
      expect(p.loss).toBeGreaterThanOrEqual(0);
      if (p.played.move === p.best.move && JSON.stringify(p.played.args) === JSON.stringify(p.best.args))
        expect(p.loss).toBe(0);
    }
    // the final position is the real result
    const last = a.positions.at(-1)!;
    const winners =
      (a.positions.length &&
        Object.entries(last.values)
          .filter(([, v]) => v > 0)
          .map(([s]) => s)) ||
      [];
    expect(winners.length).toBeGreaterThan(0);
    const again = await analyseReplay(toyModule, initialState, log, { budget: SMALL });
    expect(again).toEqual(a);
  });

  it('stops when asked, and a second run reuses what the first one analysed', async () => {
    const { initialState, log } = await toyGame('an-2');
    const signal = { aborted: false };
    const first = await analyseReplay(toyModule, initialState, log, {
      budget: SMALL,
      signal,
      onPosition: (_p, done) => {
        if (done === 5) signal.aborted = true;
      },
    });
    expect(first.positions.length).toBe(5);
    // a cached entry is taken as it is (marked here so that its reuse shows)
    const known: AnalysedPosition[] = first.positions.map((p) => ({
      ...p,
      best: { ...p.best, notation: `cached ${p.ply}` },
    }));
    const full = await analyseReplay(toyModule, initialState, log, { budget: SMALL, known });
    expect(full.positions.slice(0, 5).map((p) => p.best.notation)).toEqual(
      first.positions.map((p) => `cached ${p.ply}`),
    );
    expect(full.positions.length).toBeGreaterThan(5);
  });
});
