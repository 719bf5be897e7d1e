// The lookahead level (SearchBudget.lookahead, games/common/bots/lookahead.ts): the rating's best
// moves valued after the opponent's greedy reply. A two-move trap where the one-ply rating walks
// into the reply it cannot see, and Railways of the World's levels that use it.
import type { Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import {
  budgetFor,
  chooseMove,
  chooseMoveDetailed,
  decisionSeed,
  greedyValues,
  hintMove,
  judgeDecision,
  seatView,
  type SearchBudget,
} from '../../games/common/bots';
import { withBotMoves, withEvaluation } from '../../games/common/bots/kernel';
import type { BotKernel } from '../../games/common/bots/kernel';
import type { GameModule, LegalMove } from '../../games/common/module';
import { startMatch } from '../../games/common/match';
import { positions } from './helpers';

interface TrapG {
  score: Record<string, number>;
  /** Set by `grab`: the next player may take the bonus. */
  bonusOpen: boolean;
  turns: number;
}

/** Each turn one move: `safe` scores 2, `grab` scores 3 but opens a bonus of 10 that only the
 *  next player can take. One ply deep `grab` is the better move; one reply deeper it loses 7. */
const trapGame: Game<TrapG> = {
  name: 'trap',
  setup: () => ({ score: { '0': 0, '1': 0 }, bonusOpen: false, turns: 0 }),
  moves: {
    safe: ({ G, playerID }) => {
      G.score[playerID] += 2;
      G.bonusOpen = false;
      G.turns++;
    },
    grab: ({ G, playerID }) => {
      G.score[playerID] += 3;
      G.bonusOpen = true;
      G.turns++;
    },
    bonus: ({ G, playerID }) => {
      if (!G.bonusOpen) return INVALID_MOVE;
      G.score[playerID] += 10;
      G.bonusOpen = false;
      G.turns++;
    },
  },
  turn: { minMoves: 1, maxMoves: 1 },
  endIf: ({ G }) => {
    if (G.turns < 8) return undefined;
    const [a, b] = [G.score['0'], G.score['1']];
    return a === b ? { draw: true } : { winner: a > b ? '0' : '1' };
  },
};

const legalMoves = (G: TrapG): LegalMove[] => [
  { move: 'safe', args: [] },
  { move: 'grab', args: [] },
  ...(G.bonusOpen ? [{ move: 'bonus', args: [] as [] }] : []),
];

const trap = {
  id: 'trap',
  title: 'Trap',
  minPlayers: 2,
  maxPlayers: 2,
  playTime: [1, 1],
  rulesVersion: 1,
  playerColors: ['#000', '#fff'],
  variants: [],
  game: trapGame,
  legalMoves: (G: TrapG) => legalMoves(G),
  whyIllegal: () => null,
  scores: (G: TrapG) => G.score,
  scoreBreakdown: (G: TrapG) => ({ categories: ['score'], rows: {}, totals: G.score }),
  evaluate: (G: TrapG, _ctx: unknown, p: string) => G.score[p],
  determinize: (G: TrapG) => G,
  notation: (move: string) => move,
} as unknown as GameModule<TrapG>;

/** The trap on a kernel (./kernel.ts): the lookahead then plays out on plain functions. */
interface TrapSim {
  G: TrapG;
  current: string;
}
const trapKernel: BotKernel<TrapSim> = {
  fromState: (G: TrapG, ctx) => ({ G: JSON.parse(JSON.stringify(G)), current: ctx.currentPlayer }),
  clone: (s) => ({ G: JSON.parse(JSON.stringify(s.G)), current: s.current }),
  toMove: (s) => (s.G.turns >= 8 ? null : s.current),
  seats: () => ['0', '1'],
  legalMoves: (s) => legalMoves(s.G),
  apply: (s, seat, m) => {
    const add = m.move === 'safe' ? 2 : m.move === 'grab' ? 3 : 10;
    s.G.score[seat] += add;
    s.G.bonusOpen = m.move === 'grab';
    s.G.turns++;
    s.current = seat === '0' ? '1' : '0';
  },
  evaluate: (s, seat) => s.G.score[seat],
  winners: (s) => {
    if (s.G.turns < 8) return null;
    const [a, b] = [s.G.score['0'], s.G.score['1']];
    return a === b ? ['0', '1'] : [a > b ? '0' : '1'];
  },
};
let kernelMoves = 0;
const countingKernel: BotKernel<TrapSim> = {
  ...trapKernel,
  apply: (s, seat, m, rand) => {
    kernelMoves++;
    trapKernel.apply(s, seat, m, rand);
  },
};
const trapOnKernel = { ...trap, bots: { kernel: countingKernel, levels: {} } } as GameModule<TrapG>;

const RATING: Partial<SearchBudget> = { rootWidth: 1, determinizations: 1 };
const LOOKAHEAD: Partial<SearchBudget> = { ...RATING, lookahead: 2 };

describe('lookahead: the rating one reply deeper', () => {
  const start = startMatch(trap, 2, 'trap').state;
  /** The first move `safe` judged by the lookahead with `lookaheadRounds` replies. */
  const judgeSafe = (mod: GameModule<TrapG>, lookaheadRounds: number) =>
    judgeDecision(
      mod,
      start,
      '0',
      { move: 'safe', args: [] },
      {
        level: 'normal',
        seed: 1,
        budget: { ...LOOKAHEAD, lookaheadRounds },
      },
    );

  it('the rating alone grabs; one reply deeper it plays safe, and says why in its values', async () => {
    expect(await chooseMove(trap, start, '0', { level: 'normal', seed: 1, budget: RATING })).toEqual({
      move: 'grab',
      args: [],
    });
    const { choice, stats } = await chooseMoveDetailed(trap, start, '0', {
      level: 'normal',
      seed: 1,
      budget: LOOKAHEAD,
    });
    expect(choice).toEqual({ move: 'safe', args: [] });
    expect(stats.capped).toBe(false);
    // a level's lookahead is read whatever its rootWidth (a tree's width, which it has no use for)
    for (const rootWidth of [0, 8]) {
      const d = await chooseMoveDetailed(trap, start, '0', {
        level: 'normal',
        seed: 1,
        budget: { ...LOOKAHEAD, rootWidth },
      });
      expect(d.choice, `rootWidth ${rootWidth}`).toEqual({ move: 'safe', args: [] });
      expect(d.stats.iterations, `rootWidth ${rootWidth}: no tree`).toBe(0);
    }
    // analysis: grab is judged worse than safe; a hint names safe with a positive margin
    const j = await judgeDecision(
      trap,
      start,
      '0',
      { move: 'grab', args: [] },
      { level: 'normal', seed: 1, budget: LOOKAHEAD },
    );
    expect(j.best).toEqual({ move: 'safe', args: [] });
    expect(j.loss).toBeGreaterThan(0.1);
    const hint = await hintMove(trap, start, '0', { level: 'normal', seed: 1, budget: LOOKAHEAD });
    expect(hint.choice).toEqual({ move: 'safe', args: [] });
    expect(hint.gain).toBeGreaterThan(0.1);
  });

  it('with two rounds it plays on through its own greedy turn and the second reply', async () => {
    // safe, then the opponent grabs (3), the seat takes the bonus (10), the opponent grabs again:
    // a lead of +6 after two rounds where one round sees −1
    const one = await judgeSafe(trap, 1);
    const two = await judgeSafe(trap, 2);
    expect(one.best).toEqual({ move: 'safe', args: [] });
    expect(two.best).toEqual({ move: 'safe', args: [] });
    expect(one.bestValue!).toBeLessThan(0.5);
    expect(two.bestValue!).toBeGreaterThan(0.5);
  });

  it('on a kernel the play-out runs there, with the same verdicts', async () => {
    kernelMoves = 0;
    const rating = await chooseMove(trapOnKernel, start, '0', { level: 'normal', seed: 1, budget: RATING });
    expect(rating).toEqual({ move: 'grab', args: [] });
    expect(kernelMoves).toBe(0);
    const choice = await chooseMove(trapOnKernel, start, '0', { level: 'normal', seed: 1, budget: LOOKAHEAD });
    expect(choice).toEqual({ move: 'safe', args: [] });
    expect(kernelMoves).toBeGreaterThan(0);
    expect((await judgeSafe(trapOnKernel, 1)).bestValue!).toBeLessThan(0.5);
    expect((await judgeSafe(trapOnKernel, 2)).bestValue!).toBeGreaterThan(0.5);
  });

  it('takes the bonus the opponent left open (the reply it foresaw)', async () => {
    const m = startMatch(trap, 2, 'trap');
    expect(m.step({ playerID: '0', move: 'grab', args: [] }).ok).toBe(true);
    const choice = await chooseMove(trap, m.state, '1', { level: 'normal', seed: 1, budget: LOOKAHEAD });
    expect(choice).toEqual({ move: 'bonus', args: [] });
  });

  it('under its time cap it still values the rating’s best two moves', async () => {
    let t = 0;
    const now = () => (t += 1000); // every reading is a second later: the cap is always spent
    const m = startMatch(trap, 2, 'trap');
    expect(m.step({ playerID: '0', move: 'grab', args: [] }).ok).toBe(true);
    const budget = { ...LOOKAHEAD, lookahead: 3, timeCapMs: 500 };
    const capped = await chooseMoveDetailed(trap, m.state, '1', { level: 'normal', seed: 1, budget, now });
    expect(capped.choice).toEqual({ move: 'bonus', args: [] });
    expect(capped.stats.capped).toBe(true);
    // a judged move is valued whatever the cap
    const j = await judgeDecision(
      trap,
      m.state,
      '1',
      { move: 'safe', args: [] },
      { level: 'normal', seed: 1, budget, now },
    );
    expect(j.best).toEqual({ move: 'bonus', args: [] });
    expect(j.playedValue).not.toBeNull();
    expect(j.loss).toBeGreaterThan(0.1);
    const free = await chooseMoveDetailed(trap, m.state, '1', { level: 'normal', seed: 1, budget });
    expect(free.stats.capped).toBe(false);
  });

  it('cancels between candidates', async () => {
    const signal = { aborted: false };
    const run = chooseMove(trap, start, '0', {
      level: 'normal',
      seed: 1,
      budget: LOOKAHEAD,
      signal,
      yieldFn: async () => {
        signal.aborted = true;
      },
    });
    await expect(run).rejects.toThrow(/cancelled/);
  });
});

describe('lookahead on Railways of the World (its Normal and Hard)', () => {
  const rotw = GAMES.find((g) => g.id === 'railways-of-the-world')!;

  it('each level plays one of its rating’s best moves, the same for the same seed; analysis and hints get values', async () => {
    let judged = 0;
    for (const { state, seat } of positions(rotw, 2, 'lookahead', 3, 7)) {
      for (const [level, width] of [
        ['normal', 3],
        ['hard', 20],
      ] as const) {
        const b = budgetFor(rotw, level) as SearchBudget;
        expect([b.lookahead, b.lookaheadRounds]).toEqual(level === 'normal' ? [3, 2] : [20, 2]);
        const a = await chooseMove(rotw, state, seat, { level, seed: 's' });
        expect(await chooseMove(rotw, state, seat, { level, seed: 's' })).toEqual(a);
        expect(rotw.whyIllegal(state.G, state.ctx, seat, a.move, a.args[0] as Record<string, unknown>)).toBeNull();
        // among the rating's best `width` (the rating: the greedy bot on the same evaluation)
        const mod = withEvaluation(withBotMoves(rotw), 'learned');
        const legal = mod.legalMoves(state.G, state.ctx, seat);
        const gv = greedyValues(mod, seatView(state), seat, legal, decisionSeed('s', seatView(state), seat), 2, 4, 10);
        const rank = [...gv].sort((x, y) => y - x);
        const mine = gv[legal.findIndex((m) => JSON.stringify(m) === JSON.stringify({ move: a.move, args: a.args }))];
        if (legal.length <= 40) expect(mine).toBeGreaterThanOrEqual(rank[Math.min(width, rank.length) - 1]);
        const hint = await hintMove(rotw, state, seat, { level, seed: 's' });
        expect(hint.choice).toEqual(a);
        const j = await judgeDecision(rotw, state, seat, a, { level, seed: 's' });
        expect(j.best).toEqual(a);
        expect(j.loss).toBe(0);
        judged++;
      }
    }
    expect(judged).toBeGreaterThan(0);
  }, 180_000);
});
