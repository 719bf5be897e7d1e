// The bot machinery on the toy fixture and on every registered game: legal, terminating,
// reproducible, and stronger than random where it should be. (Timings are measured by
// `npm run bench` / `npm run arena`, never asserted here.)
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import {
  actingSeats,
  chooseMove,
  chooseMoveDetailed,
  decisionSeed,
  greedyValues,
  isBotCancelled,
  leadOf,
  viewOf,
  RoundhouseMCTSBot,
  determinizedRoot,
  budgetFor,
  type SearchBudget,
} from '../../games/common/bots';
import { MCTSBot } from 'boardgame.io/ai';
import { botReducer, getKernel, withEvaluation } from '../../games/common/bots';
import { completedTurn } from '../../games/common/bots/greedy';
import { startMatch } from '../../games/common/match';
import { type GameRecord, playGame, rotatedJobs, scoreMargin, summarize } from '../bench/harness';
import { arenaJson, parseArenaArgs } from '../bench/arena';
import { makeToyModule, toyModule } from './fixtures/toy-rails';
import { positions } from './helpers';

const byId = (id: string) => GAMES.find((m) => m.id === id)!;

const TINY: Partial<SearchBudget> = { iterations: 24, determinizations: 1, playoutDepth: 1, rootWidth: 3 };

describe('toy fixture', () => {
  it('the arena refuses --set with a field no search budget has', () => {
    const args = ['--game', 'toy-rails', '--players', '2', '--bots', 'normal,greedy', '--games', '2', '--seed', 's'];
    expect(parseArenaArgs([...args, '--set', 'hard.iterations=50']).levelBudgets).toEqual({
      hard: { iterations: 50, perMove: Infinity, minIterations: 0 },
    });
    expect(() => parseArenaArgs([...args, '--set', 'hard.turnStep=8'])).toThrow(/no hard budget field turnStep/);
    expect(parseArenaArgs([...args, '--set', 'easy.evaluation=projected']).levelBudgets).toEqual({
      easy: { evaluation: 'projected' },
    });
    expect(() => parseArenaArgs([...args, '--set', 'greedy.iterations=50'])).toThrow(
      /no greedy budget field iterations/,
    );
  });

  it('the arena gives a greedy level its --set budget (an unknown heuristic is refused in the game)', async () => {
    const [p] = rotatedJobs({
      gameId: 'toy-rails',
      numPlayers: 2,
      bots: ['easy', 'random'],
      games: 1,
      seed: 'set-easy',
      levelBudgets: { easy: { evaluation: 'no-such' } },
    });
    const r = await playGame(p.job);
    expect(r.error).toMatch(/no evaluation no-such/);
  });

  it('greedy beats random (seat rotation, 2 players)', async () => {
    const planned = rotatedJobs({
      gameId: 'toy-rails',
      numPlayers: 2,
      bots: ['greedy', 'random'],
      games: 12,
      seed: 'g-vs-r',
    });
    const records = [];
    for (const p of planned) records.push(await playGame(p.job));
    expect(records.every((r) => !r.error && !r.unfinished)).toBe(true);
    const [greedy] = summarize(['greedy', 'random'], planned, records);
    expect(greedy.wins).toBeGreaterThanOrEqual(9);
  });

  it("the arena's score margin follows each bot across the seat rotation", () => {
    const rec = (scores: Record<string, number>) => ({ scores }) as unknown as GameRecord;
    const jobs = [{ participants: [0, 1] }, { participants: [1, 0] }];
    // game 0: the first bot in seat 0 scores 10 to 4 (+6); game 1: it sits in seat 1, 5 to 3 (+2)
    const m = scoreMargin(['hard', 'hardx2'], jobs, [rec({ 0: 10, 1: 4 }), rec({ 0: 3, 1: 5 })])!;
    expect(m.mean).toBe(4);
    expect(m.half).toBeCloseTo((1.96 * Math.sqrt(8)) / Math.sqrt(2), 9);
    expect(m).toMatchObject({ first: 'hard', second: 'hardx2', games: 2 });
    expect(scoreMargin(['hard', 'hard'], jobs, [rec({ 0: 1, 1: 0 }), rec({ 0: 1, 1: 0 })])).toBeNull();
    expect(scoreMargin(['a', 'b', 'c'], jobs, [])).toBeNull();
  });

  it('the arena tallies final player fields per bot and prints them with --json', async () => {
    const a = parseArenaArgs([
      '--game',
      'toy-rails',
      '--players',
      '2',
      '--bots',
      'greedy,random',
      '--games',
      '2',
      '--seed',
      'tally',
      '--tally',
      'score',
    ]);
    const planned = rotatedJobs({
      gameId: 'toy-rails',
      numPlayers: 2,
      bots: ['greedy', 'random'],
      games: 2,
      seed: 'tally',
    });
    const records: Awaited<ReturnType<typeof playGame>>[] = [];
    for (const p of planned) records.push(await playGame(p.job));
    const want = (bot: number) => {
      let sum = 0;
      planned.forEach((p, g) => (sum += records[g].finals![String(p.participants.indexOf(bot))].score));
      return sum / planned.length;
    };
    const json = arenaJson(a, summarize(['greedy', 'random'], planned, records, a.tally), [], 'h');
    expect(json.results.map((r) => r.tallies)).toEqual([{ score: want(0) }, { score: want(1) }]);
    expect(want(0)).not.toBe(want(1));
    expect(
      arenaJson({ ...a, tally: [] }, summarize(['greedy', 'random'], planned, records), [], 'h').results[0],
    ).not.toHaveProperty('tallies');
  });

  it('same seeds give the same action log; another seed gives another', async () => {
    const job = {
      gameId: 'toy-rails',
      numPlayers: 3,
      seats: ['normal', 'greedy', 'random'] as const,
      seed: 'repro',
      budget: { iterations: 60, determinizations: 2 },
    };
    const a = await playGame({ ...job, seats: [...job.seats] });
    const b = await playGame({ ...job, seats: [...job.seats] });
    const c = await playGame({ ...job, seats: [...job.seats], seed: 'repro-2' });
    expect(a.error).toBeUndefined();
    expect(a.moves).toEqual(b.moves);
    expect(a.moves).not.toEqual(c.moves);
  });

  it('kernel playouts (optional hook) give legal, reproducible decisions', async () => {
    const job = {
      gameId: 'toy-rails-kernel',
      numPlayers: 2,
      seats: ['normal', 'random'] as ('normal' | 'random')[],
      seed: 'kern',
      budget: {
        iterations: 80,
        determinizations: 2,
        playoutDepth: 6,
        kernelDepth: 6,
        rollout: 'epsilon-greedy' as const,
      },
    };
    const a = await playGame(job);
    const b = await playGame(job);
    expect(a.error).toBeUndefined();
    expect(a.unfinished).toBe(false);
    expect(a.moves).toEqual(b.moves);
  });

  it("kernel playouts pick only from the kernel's playoutMoves when it has them", async () => {
    const base = makeToyModule({ kernel: true });
    const k = getKernel(base)!;
    const seen = { policy: 0, outside: 0 };
    const kernel = {
      ...k,
      playoutMoves: (s: unknown, seat: string, legal: any[]) => {
        seen.policy++;
        return legal.slice(0, 1);
      },
      apply: (s: any, seat: string, m: any, rand: () => number) => {
        const first = k.legalMoves(s, seat)[0];
        if (JSON.stringify(first) !== JSON.stringify(m)) seen.outside++;
        k.apply(s, seat, m, rand);
      },
    };
    const match = startMatch(base, 2, 'policy');
    const root = determinizedRoot(base, viewOf(base, match.state, '0'), '0', 'p');
    const budget = {
      ...(budgetFor(makeToyModule(), 'normal') as SearchBudget),
      iterations: 40,
      kernelDepth: 6,
      rollout: 'random' as const,
    };
    const bot = new RoundhouseMCTSBot({ mod: base, seed: 'p', budget, scale: 3, kernel });
    await bot.play(root, '0');
    expect(seen.policy).toBeGreaterThan(10);
    expect(seen.outside).toBe(0);
  });

  it("bots weigh only the module's botMoves: in the rating, the tree, turn completions and kernel playouts", async () => {
    const base = makeToyModule({ kernel: true });
    const k = getKernel(base)!;
    const noClaim = (legal: any[]) => (legal.length > 1 ? legal.filter((m) => m.move !== 'claim') : legal);
    let kernelClaims = 0;
    const mod = {
      ...base,
      botMoves: (_G: unknown, _ctx: unknown, _p: string, legal: any[]) => noClaim(legal),
      bots: {
        levels: {},
        kernel: {
          ...k,
          botMoves: (_s: unknown, _seat: string, legal: any[]) => noClaim(legal),
          apply: (s: any, seat: string, m: any, rand: () => number) => {
            if (m.move === 'claim') kernelClaims++;
            k.apply(s, seat, m, rand);
          },
        },
      },
    } as typeof base;
    const match = startMatch(mod, 2, 'bot-moves');
    let claimable = 0;
    for (let ply = 0; ply < 30 && match.state.ctx.gameover === undefined; ply++) {
      const seat = match.state.ctx.currentPlayer;
      if (base.legalMoves(match.state.G, match.state.ctx, seat).some((m) => m.move === 'claim')) claimable++;
      const level = ply % 2 ? 'greedy' : 'normal';
      const budget =
        level === 'normal'
          ? { iterations: 60, determinizations: 1, rootWidth: 0, playoutDepth: 6, kernelDepth: 6 }
          : undefined;
      const m = await chooseMove(mod, viewOf(mod, match.state, seat), seat, { level, seed: 'bm', budget });
      expect(m.move).not.toBe('claim');
      expect(match.step({ playerID: seat, move: m.move, args: m.args as never }).ok).toBe(true);
    }
    expect(claimable).toBeGreaterThan(3);
    expect(kernelClaims).toBe(0);
  });

  it('the search bot is a boardgame.io MCTSBot and its stock play() works', async () => {
    const match = startMatch(toyModule, 2, 'stock');
    const root = determinizedRoot(toyModule, viewOf(toyModule, match.state, '0'), '0', 's');
    const bot = new RoundhouseMCTSBot({
      mod: toyModule,
      seed: 's',
      budget: { ...(budgetFor(makeToyModule(), 'normal') as SearchBudget), iterations: 30 },
      scale: 3,
    });
    expect(bot).toBeInstanceOf(MCTSBot);
    const { action } = await bot.play(root, '0');
    expect(toyModule.legalMoves(match.state.G, match.state.ctx, '0').map((m) => m.move)).toContain(action.payload.type);
  });

  it('the search only considers the best rootWidth moves by greedy value (rootWidth 1 = the greedy move)', async () => {
    const match = startMatch(toyModule, 2, 'root-width');
    let checked = 0;
    for (let ply = 0; ply < 12 && match.state.ctx.gameover === undefined; ply++) {
      const seat = match.state.ctx.currentPlayer;
      const view = viewOf(toyModule, match.state, seat);
      const legal = toyModule.legalMoves(view.G, view.ctx, seat);
      const gv = greedyValues(toyModule, view, seat, legal, decisionSeed('rw', view, seat), 2);
      const order = legal.map((_, i) => i).sort((a, b) => gv[b] - gv[a] || a - b);
      const key = (m: { move: string; args: unknown[] }) => JSON.stringify([m.move, m.args]);
      const unique = gv[order[0]] > (order.length > 1 ? gv[order[1]] : -Infinity) + 1e-9;
      const one = await chooseMove(toyModule, view, seat, {
        level: 'normal',
        seed: 'rw',
        budget: { rootWidth: 1, iterations: 40 },
      });
      const two = await chooseMove(toyModule, view, seat, {
        level: 'normal',
        seed: 'rw',
        budget: { rootWidth: 2, iterations: 40 },
      });
      if (legal.length > 2 && unique) {
        expect(key(one)).toBe(key(legal[order[0]]));
        checked++;
      }
      const top2 = new Set(order.slice(0, 2).map((i) => key(legal[i])));
      if (legal.length > 2 && gv[order[1]] > gv[order[2]] + 1e-9) expect(top2.has(key(two))).toBe(true);
      expect(match.step({ playerID: seat, move: one.move, args: one.args as never }).ok).toBe(true);
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('the normal bot takes an immediately winning claim (heuristic cut-off credits the mover)', async () => {
    // Seat 0 holds 4 red cards: claiming red-4 (9 points) is clearly best.
    const match = startMatch(toyModule, 2, 'claim');
    const G = JSON.parse(JSON.stringify(match.state.G));
    const reds = ['red-0', 'red-1', 'red-2', 'red-3'];
    G.deck = G.deck.filter((c: string) => !reds.includes(c));
    G.market = G.market
      .filter((c: string) => !reds.includes(c))
      .concat(G.deck.splice(0, 3 - G.market.filter((c: string) => !reds.includes(c)).length));
    G.players['1'].hand = G.players['1'].hand.filter((c: string) => !reds.includes(c));
    G.players['0'].hand = reds;
    const state = { ...match.state, G };
    const { choice } = await chooseMoveDetailed(toyModule, viewOf(toyModule, state, '0'), '0', {
      level: 'normal',
      seed: 1,
      budget: { iterations: 200 },
    });
    expect(choice).toEqual({ move: 'claim', args: [{ route: 'red-4' }] });
    expect(leadOf(toyModule, state, '0')).toBeGreaterThan(0);
  });
});

describe('turn-level tree (turnSteps)', () => {
  // Russian Railroads splits a turn into small moves (place a worker, then each track step...).
  const rr = GAMES.find((m) => m.id === 'russian-railroads')!;
  const soleActor = (state: { ctx: any }) => {
    const acting = actingSeats(state.ctx);
    return state.ctx.gameover === undefined && acting.length === 1 ? acting[0] : null;
  };
  it('with turnSteps the tree edges are whole turns: no child is left to the same seat mid-turn; without, some are', async () => {
    let sameSeatWithout = 0;
    let checked = 0;
    for (const { state, seat } of positions(rr, 2, 'turns', 6, 9)) {
      const view = viewOf(rr, state, seat);
      const root = determinizedRoot(rr, view, seat, 'ts');
      const budget = { ...(budgetFor(rr, 'normal') as SearchBudget), rootWidth: 0, determinizations: 1 };
      const withTurns = await new RoundhouseMCTSBot({
        mod: rr,
        seed: 'ts',
        budget: { ...budget, turnSteps: 12 },
        scale: 5,
      }).search(root, seat, { iterations: 40 });
      const without = await new RoundhouseMCTSBot({
        mod: rr,
        seed: 'ts',
        budget: { ...budget, turnSteps: 0 },
        scale: 5,
      }).search(root, seat, { iterations: 40 });
      const walk = (n: { children: any[]; state: any; parentAction?: any }, f: (n: any) => void) => {
        for (const c of n.children) {
          f(c);
          walk(c, f);
        }
      };
      walk(withTurns, (c) => {
        // A whole turn: the mover no longer acts alone (or 12 steps ran out, never in this game).
        expect(soleActor(c.state)).not.toBe(c.parentAction.payload.playerID);
        checked++;
      });
      walk(without, (c) => {
        if (soleActor(c.state) === c.parentAction.payload.playerID) sameSeatWithout++;
      });
    }
    expect(checked).toBeGreaterThan(50);
    expect(sameSeatWithout).toBeGreaterThan(0);
  });
});

describe('turn completion on a kernel', () => {
  // Steam Rollers and Ticket to Ride provide a kernel: the greedy completion of a turn compares
  // candidates on it and sends only the chosen move through the reducer.
  it.each(['steam-rollers', 'ticket-to-ride-card-game'])(
    '%s: the same completed turns as through the reducer, with far fewer reducer calls',
    (id) => {
      const mod = GAMES.find((m) => m.id === id)!;
      const kernel = getKernel(mod)!;
      expect(kernel).toBeDefined();
      const calls = { reducer: 0, kernel: 0 };
      let same = 0;
      let n = 0;
      for (const { state, seat } of positions(mod, 2, 'kc', 24, 3)) {
        const root = determinizedRoot(mod, viewOf(mod, state, seat), seat, 'kc');
        const base = botReducer(mod);
        const counting = (k: 'reducer' | 'kernel') => (s: any, a: any) => {
          calls[k]++;
          return base(s, a);
        };
        const plain = completedTurn(mod, counting('reducer'), root, seat, 8);
        const fast = completedTurn(mod, counting('kernel'), root, seat, 8, kernel);
        // Either way a whole turn: the seat no longer acts alone.
        expect(
          actingSeats(fast.ctx).length === 1 && fast.ctx.gameover === undefined ? actingSeats(fast.ctx)[0] : null,
        ).not.toBe(seat);
        if (JSON.stringify(plain.G) === JSON.stringify(fast.G)) same++;
        n++;
      }
      expect(n).toBe(24);
      expect(same).toBeGreaterThanOrEqual(22);
      expect(calls.kernel * 4).toBeLessThan(calls.reducer);
    },
  );
});

describe("a level may select one of the game's heuristics (budget.evaluation)", () => {
  const ttr = GAMES.find((m) => m.id === 'ticket-to-ride-card-game')!;
  it("the derived module swaps evaluate and the kernel's, once per name; unknown names are refused", () => {
    expect(withEvaluation(ttr, '')).toBe(ttr);
    const proj = withEvaluation(ttr, 'projected');
    expect(withEvaluation(ttr, 'projected')).toBe(proj);
    expect(proj.evaluate).toBe(ttr.evaluations!.projected);
    const k = getKernel(proj)!;
    expect(k.evaluate).toBe(getKernel(ttr)!.evaluations!.projected);
    expect(() => withEvaluation(ttr, 'nope')).toThrow(/no evaluation nope/);
    expect(() => withEvaluation(toyModule, 'projected')).toThrow(/no evaluation/);
  });
  it("the level's budget reaches the bot: hard on Ticket to Ride plays the clock-aware heuristic", () => {
    expect((budgetFor(byId('ticket-to-ride-card-game'), 'hard') as SearchBudget).evaluation).toBe('projected');
    expect((budgetFor(byId('ticket-to-ride-card-game'), 'normal') as SearchBudget).evaluation).toBe('');
    // Ticket to Ride's Easy: the greedy bot on the clock-aware heuristic (greedy, the yardstick, on the spec one)
    expect(budgetFor(byId('ticket-to-ride-card-game'), 'easy')).toMatchObject({
      kind: 'greedy',
      evaluation: 'projected',
    });
    expect(budgetFor(byId('ticket-to-ride-card-game'), 'greedy')).toMatchObject({ kind: 'greedy', evaluation: '' });
    expect((budgetFor(byId('steam-rollers'), 'hard') as SearchBudget).evaluation).toBe('');
    // Railways of the World: Normal and Hard on the learned weights, Easy on the hand-written ones
    expect((budgetFor(byId('railways-of-the-world'), 'hard') as SearchBudget).evaluation).toBe('learned');
    expect((budgetFor(byId('railways-of-the-world'), 'normal') as SearchBudget).evaluation).toBe('learned');
    expect(budgetFor(byId('railways-of-the-world'), 'easy').kind).toBe('greedy');
    expect((budgetFor(byId('railways-of-the-world'), 'easy') as { evaluation: string }).evaluation).toBe('');
    expect((budgetFor(byId('railways-of-the-world'), 'hard') as SearchBudget).turnSteps).toBe(8);
    expect((budgetFor(byId('railways-of-the-world'), 'normal') as SearchBudget).turnSteps).toBe(8);
    // Every level's heuristic name exists in its game (and its kernel).
    for (const m of GAMES)
      for (const lv of ['easy', 'normal', 'hard'] as const) {
        const b = budgetFor(m, lv, undefined, m.maxPlayers);
        expect(() => withEvaluation(m, (b as SearchBudget).evaluation)).not.toThrow();
      }
  });
  it('a player-count tuning applies from its player count up, under an explicit override', async () => {
    const dets = (n: number, o?: Partial<SearchBudget>) =>
      (budgetFor(byId('russian-railroads'), 'normal', o, n) as SearchBudget).determinizations;
    expect([dets(2), dets(3), dets(4), dets(3, { determinizations: 2 })]).toEqual([4, 8, 8, 2]);
    expect((budgetFor(byId('russian-railroads'), 'hard', undefined, 3) as SearchBudget).determinizations).toBe(8);
    const normalEval = (id: string, n: number) =>
      (budgetFor(byId(id), 'normal', undefined, n) as SearchBudget).evaluation;
    expect([2, 3, 4].map((n) => normalEval('ticket-to-ride-card-game', n))).toEqual(['', 'projected', 'projected']);
    // chooseMove reads the player count from the state it is given.
    const rr = GAMES.find((m) => m.id === 'russian-railroads')!;
    for (const [n, k] of [
      [2, 4],
      [3, 8],
    ]) {
      const { state, seat } = positions(rr, n, 'count', 1, 6)[0];
      const { stats } = await chooseMoveDetailed(rr, viewOf(rr, state, seat), seat, {
        level: 'normal',
        seed: 1,
        budget: { iterations: 16, minIterations: 16, rootWidth: 0 },
      });
      expect(stats.legal).toBeGreaterThan(1);
      expect(stats.determinizations).toBe(k);
    }
  });
  it('chooseMove goes through the selected heuristic (a name the game lacks is refused there)', async () => {
    const { state, seat } = positions(ttr, 2, 'ev2', 1, 9)[0];
    const view = viewOf(ttr, state, seat);
    await expect(
      chooseMove(ttr, view, seat, { level: 'easy', seed: 1, budget: { evaluation: 'nope' } }),
    ).rejects.toThrow(/no evaluation nope/);
    const m = await chooseMove(ttr, view, seat, { level: 'easy', seed: 1, budget: { evaluation: 'projected' } });
    expect(ttr.whyIllegal(view.G, view.ctx, seat, m.move, m.args[0] as never)).toBeNull();
  });
});

describe('pacing of the one-ply pass', () => {
  // A wide decision: Railways of the World at the start of an action (200+ legal moves).
  const rotw = GAMES.find((m) => m.id === 'railways-of-the-world')!;
  const wideDecision = () => {
    for (const { state, seat } of positions(rotw, 2, 'wide', 12, 5)) {
      const view = viewOf(rotw, state, seat);
      if (rotw.legalMoves(view.G, view.ctx, seat).length > 100) return { view, seat };
    }
    throw new Error('no wide decision found');
  };

  it('easy and normal pause through yieldFn during the greedy pass, with the same answer as without', async () => {
    const { view, seat } = wideDecision();
    for (const level of ['easy', 'normal'] as const) {
      let pauses = 0;
      const budget = level === 'normal' ? { iterations: 20, determinizations: 1 } : undefined;
      const paced = await chooseMove(rotw, view, seat, { level, seed: 5, budget, yieldFn: async () => void pauses++ });
      const plain = await chooseMove(rotw, view, seat, { level, seed: 5, budget });
      expect(pauses).toBeGreaterThan(3);
      expect(paced).toEqual(plain);
    }
  });

  it('a cancel during the greedy pass rejects with BotCancelledError', async () => {
    const { view, seat } = wideDecision();
    const signal = { aborted: false };
    const p = chooseMove(rotw, view, seat, {
      level: 'easy',
      seed: 5,
      signal,
      yieldFn: async () => void (signal.aborted = true),
    });
    await expect(p).rejects.toSatisfy(isBotCancelled);
  });
});

describe.each(GAMES.map((m) => [m.id, m] as const))('%s', (id, mod) => {
  // Against random opponents Railways of the World never empties enough cities: it ends at its
  // game-turn cap (20 game turns, 190 search decisions, half of this file's time). The same end
  // through the same cap comes after 5 game turns (setupData.maxGameTurns, its test knob).
  const setupData = id === 'railways-of-the-world' ? { maxGameTurns: 5 } : undefined;
  it('a seeded game with a search bot and random opponents ends, every bot move accepted', async () => {
    const r = await playGame({
      gameId: id,
      numPlayers: mod.minPlayers,
      seats: ['normal', ...Array(mod.minPlayers - 1).fill('random')],
      seed: `ends-${id}`,
      budget: TINY,
      setupData,
    });
    expect(r.error).toBeUndefined();
    expect(r.refused).toBe(0);
    expect(r.unfinished).toBe(false);
    expect(r.plies).toBeGreaterThan(20);
  }, 180_000);

  it('greedy and normal answer with a legal move at positions along a game', async () => {
    for (const { state, seat } of positions(mod, Math.min(3, mod.maxPlayers), `legal-${id}`, 2, 17)) {
      const legal = mod.legalMoves(state.G, state.ctx, seat).map((m) => JSON.stringify([m.move, m.args]));
      for (const level of ['random', 'greedy', 'normal'] as const) {
        const { choice } = await chooseMoveDetailed(mod, viewOf(mod, state, seat), seat, {
          level,
          seed: 3,
          budget: level === 'normal' ? TINY : undefined,
        });
        expect(legal).toContain(JSON.stringify([choice.move, choice.args]));
      }
    }
  });
});
