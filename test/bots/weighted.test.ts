// Russian Railroads', Ticket to Ride's and Nippon's evaluations as weighted sums of features
// (GameModule.weighted), the trainer's view of them, and the learned weights they play as 'learned'.
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import { getKernel, withEvaluation } from '../../games/common/bots/kernel';
import * as rrAi from '../../games/russian-railroads/ai';
import * as rrWeights from '../../games/russian-railroads/eval-weights';
import * as ttrEval from '../../games/ticket-to-ride-card-game/rules/evaluate';
import * as ttrWeights from '../../games/ticket-to-ride-card-game/eval-weights';
import * as nipponEval from '../../games/nippon/evaluate';
import * as nipponWeights from '../../games/nippon/eval-weights';
import { dot, trainable } from '../bench/train';
import { positions } from './helpers';

const CASES = [
  {
    id: 'russian-railroads',
    names: rrAi.FEATURE_NAMES,
    features: (G: any, seat: string) => rrAi.evaluationFeatures(G, seat),
    // the evaluation the hand-written weights reproduce
    reference: 'evaluate',
    value: (G: any, seat: string) => rrAi.evaluate(G, seat),
    learned: (G: any, seat: string) => rrAi.evaluateLearned(G, seat),
    weights: rrWeights,
  },
  {
    id: 'ticket-to-ride-card-game',
    names: ttrEval.PROJECTED_FEATURES,
    features: (G: any, seat: string) => ttrEval.projectedFeatures(G, seat),
    reference: 'projected',
    value: (G: any, seat: string) => ttrEval.evaluateProjected(G, seat),
    learned: (G: any, seat: string) => ttrEval.evaluateLearned(G, seat),
    weights: ttrWeights,
  },
  {
    id: 'nippon',
    names: nipponEval.FEATURE_NAMES,
    features: (G: any, seat: string) => nipponEval.evaluationFeatures(G, seat),
    reference: 'evaluate',
    value: (G: any, seat: string) => nipponEval.evaluateSeat(G, seat),
    learned: (G: any, seat: string) => nipponEval.evaluateLearned(G, seat),
    weights: nipponWeights,
  },
];

describe.each(CASES)('weighted evaluation: $id', (c) => {
  const mod = GAMES.find((m) => m.id === c.id)!;
  const states = positions(mod, 2, `weighted:${c.id}`, 5, 9);

  it('the hand-written weights reproduce its heuristic exactly, on the reducer and on the kernel', () => {
    expect(states.length).toBe(5);
    const name = `w:${mod.weighted!.hand.join(',')}`;
    const m = withEvaluation(mod, name);
    // 'hand' names the same weights
    const h = withEvaluation(mod, 'hand');
    const k = getKernel(m);
    const k0 = getKernel(mod);
    // Nippon has no kernel (its search runs on the reducer)
    expect(!!k0).toBe(c.id !== 'nippon');
    const ref = (G: any, ctx: any, seat: string) =>
      c.reference === 'evaluate' ? mod.evaluate(G, ctx, seat) : mod.evaluations![c.reference](G, ctx, seat);
    let nonzero = 0;
    for (const { state } of states)
      for (const seat of ['0', '1']) {
        const f = c.features(state.G, seat);
        expect(f).toHaveLength(c.names.length);
        expect(dot(mod.weighted!.hand, f)).toBe(c.value(state.G, seat));
        expect(m.evaluate(state.G, state.ctx, seat)).toBe(ref(state.G, state.ctx, seat));
        expect(h.evaluate(state.G, state.ctx, seat)).toBe(ref(state.G, state.ctx, seat));
        if (k && k0) {
          const s = k0.fromState(state.G, state.ctx);
          expect(getKernel(h)!.evaluate(s, seat)).toBe(k.evaluate(s, seat));
          expect(k.evaluate(s, seat)).toBe(k0.evaluations?.[c.reference]?.(s, seat) ?? k0.evaluate(s, seat));
        }
        if (f.slice(1).some((x) => x !== 0)) nonzero++;
      }
    // the features beyond the first are not all zero in play
    expect(nonzero).toBeGreaterThan(0);
    // another weight vector changes the value: the first feature alone
    const firstOnly = withEvaluation(mod, `w:1${',0'.repeat(c.names.length - 1)}`);
    const { state } = states[states.length - 1];
    expect(firstOnly.evaluate(state.G, state.ctx, '0')).toBe(c.features(state.G, '0')[0]);
    expect(() => withEvaluation(mod, 'w:1,2')).toThrow(new RegExp(`needs ${c.names.length} numbers`));
  });

  it("the learned weights are one finite weight per feature, played as 'learned' on the reducer and the kernel", () => {
    expect(c.weights.LEARNED_WEIGHTS).toHaveLength(c.names.length);
    expect(c.weights.LEARNED_WEIGHTS.every(Number.isFinite)).toBe(true);
    const { state } = states[2];
    expect(c.learned(state.G, '0')).toBe(dot(c.weights.LEARNED_WEIGHTS, c.features(state.G, '0')));
    expect(mod.evaluations!.learned(state.G, state.ctx, '0')).toBe(c.learned(state.G, '0'));
    const k = getKernel(mod);
    if (k) expect(k.evaluations!.learned(k.fromState(state.G, state.ctx), '0')).toBe(c.learned(state.G, '0'));
  });

  it('the trainer knows it: names and hand-written weights from the module, features from the state', () => {
    const t = trainable(c.id);
    expect(t.names).toEqual(c.names);
    expect(t.hand).toEqual(mod.weighted!.hand);
    const { state } = states[1];
    const k = getKernel(mod);
    const { G, ctx } = t.stateOf(k ? k.fromState(state.G, state.ctx) : state);
    expect(t.features(G, ctx, '1')).toEqual(c.features(state.G, '1'));
  });
});

describe("the evaluation named 'hand'", () => {
  it('needs hand-written weights: a game whose evaluation is not a weighted sum refuses it', () => {
    const sr = GAMES.find((m) => m.id === 'steam-rollers')!;
    expect(sr.weighted).toBeUndefined();
    expect(() => withEvaluation(sr, 'hand')).toThrow(/no hand-written weights/);
  });
});
