// The bot heuristic (games/railways-of-the-world/heuristic.ts): a projected final score. These
// properties are what keeps the bots out of the bond spiral and makes them build and deliver.
import { describe, expect, it } from 'vitest';
import {
  botMoves,
  deliveryPotential,
  incomePhasesLeft,
  playoutMoves,
} from '../../../games/railways-of-the-world/heuristic';
import { botReducer, chooseMove, greedyValues, viewOf, withBotMoves } from '../../../games/common/bots';
import { G, addLink, chooseBarons, clearCubes, cur, editG, mod, newMatch, step, toActions } from './helpers';

const ev = (m: ReturnType<typeof newMatch>, p: string) => mod.evaluate(G(m), m.state.ctx, p);

function deliveryMatch() {
  const m = newMatch(2, 'heur');
  toActions(m);
  const ids: Record<string, string> = {};
  editG(m, (g) => {
    clearCubes(g);
    g.cities.CIN.cubes.red = 1;
    g.opsDisplay = []; // no goal card bonus: the delivery's own 2 points only
    g.players[cur(m)].engine = 2;
    ids.a = addLink(g, cur(m), 'CIN', 'IND');
    ids.b = addLink(g, cur(m), 'IND', 'CHI');
  });
  return { m, ids };
}

describe('Railways of the World bot heuristic', () => {
  it('counts an open delivery as potential, and making it still raises the value', () => {
    const { m, ids } = deliveryMatch();
    const p = cur(m);
    expect(G(m).cities.CHI.color).toBe('red');
    expect(deliveryPotential(G(m), p)).toEqual([2]);
    const before = ev(m, p);
    expect(step(m, 'deliverGoods', { cityId: 'CIN', color: 'red', path: [ids.a, ids.b] })).toBe(true);
    expect(G(m).players[p].points).toBe(2);
    expect(ev(m, p)).toBeGreaterThan(before);
  });

  it('an action spent is one delivery fewer this game turn: passing with cubes waiting lowers the value', () => {
    const { m } = deliveryMatch();
    const p = cur(m);
    editG(m, (g) => {
      g.cities.CIN.cubes.red = 2;
      g.cities.IND.cubes.red = 2;
    });
    expect(deliveryPotential(G(m), p)).toEqual([2, 2, 1, 1]);
    const before = ev(m, p);
    expect(step(m, 'passAction')).toBe(true);
    // Still the same action round (the other seat acts next): only p's actions left changed.
    expect(cur(m)).not.toBe(p);
    expect(G(m).actionRound).toBe(1);
    expect(ev(m, p)).toBeLessThan(before);
  });

  it('a complete link that carries nothing is worth well under the point a bond costs', () => {
    const m = newMatch(2, 'heur-idle-link');
    toActions(m);
    const p = cur(m);
    editG(m, (g) => {
      clearCubes(g);
      g.players[p].baronId = null; // no Railroad Baron goal a link could meet
    });
    const before = ev(m, p);
    editG(m, (g) => {
      addLink(g, p, 'IND', 'CHI');
    });
    expect(deliveryPotential(G(m), p)).toEqual([]);
    const gain = ev(m, p) - before;
    expect(gain).toBeGreaterThan(0);
    expect(gain).toBeLessThan(0.5);
  });

  it('builds that do not pay yet are told apart by their least loss, by a hair, never above 0', () => {
    const m = newMatch(2, 'heur-open');
    toActions(m);
    const p = cur(m);
    const reduce = botReducer(mod);
    const values = mod
      .legalMoves(G(m), m.state.ctx, p)
      .filter((x) => x.move === 'beginBuild')
      .map((x) => {
        const next = reduce(m.state, {
          type: 'MAKE_MOVE',
          payload: { type: x.move, args: x.args, playerID: p },
        } as never);
        return mod.evaluate(next.G, next.ctx, p);
      });
    expect(values.length).toBeGreaterThan(100);
    // at the opening no single link pays for its track: before, every build rated the same
    expect(Math.max(...values)).toBeLessThanOrEqual(0);
    expect(new Set(values.map((v) => v.toFixed(6))).size).toBeGreaterThan(10);
    expect(Math.max(...values) - Math.min(...values)).toBeLessThan(0.5);
  });

  it('the greedy bot opens with the build whose completed link rates best of all the builds', async () => {
    const bots = withBotMoves(mod);
    for (const seed of ['heur-open', 'heur-open-2']) {
      const m = newMatch(2, seed);
      toActions(m);
      const p = cur(m);
      const view = viewOf(mod, m.state, p);
      const legal = bots.legalMoves(view.G, view.ctx, p);
      // every candidate completed (the rating itself completes only the best few by estimate)
      const all = greedyValues(bots, view, p, legal, 'all', 1, 4, legal.length);
      const choice = await chooseMove(mod, view, p, { level: 'greedy', seed: `open-${seed}` });
      const i = legal.findIndex(
        (x) => x.move === choice.move && JSON.stringify(x.args) === JSON.stringify(choice.args),
      );
      expect(choice.move, seed).toBe('beginBuild');
      expect(all[i], seed).toBeCloseTo(Math.max(...all), 6);
      expect(all[i], seed).toBeGreaterThan(0); // the best first link pays once completed
    }
  });

  it('a path one link beyond the engine counts half (an upgrade away)', () => {
    const { m } = deliveryMatch();
    editG(m, (g) => {
      g.players[cur(m)].engine = 1;
    });
    expect(deliveryPotential(G(m), cur(m))).toEqual([1]);
  });

  it('a bond costs more than its point while game turns remain; cash is worth less than it costs', () => {
    const m = newMatch(2, 'heur-bonds');
    toActions(m);
    const p = cur(m);
    const base = ev(m, p);
    editG(m, (g) => {
      g.players[p].bonds = 1;
      g.players[p].cash = 5000;
    });
    expect(incomePhasesLeft(G(m))).toBeGreaterThan(3);
    expect(ev(m, p)).toBeLessThan(base - 1);
  });

  it('bots weigh no cancelBuild while a tile can be placed, so a begun build is carried on', async () => {
    const m = newMatch(2, 'heur-cancel');
    toActions(m);
    const p = cur(m);
    const start = mod.legalMoves(G(m), m.state.ctx, p);
    expect(botMoves(G(m), m.state.ctx, p, start)).toEqual(start);
    const build = start.find((x) => x.move === 'beginBuild')!;
    expect(step(m, 'beginBuild', build.args[0] as Record<string, unknown>)).toBe(true);
    const legal = mod.legalMoves(G(m), m.state.ctx, p);
    expect(legal.map((x) => x.move)).toContain('cancelBuild');
    const weighed = botMoves(G(m), m.state.ctx, p, legal);
    expect(weighed.map((x) => x.move)).not.toContain('cancelBuild');
    expect(weighed).toEqual(legal.filter((x) => x.move === 'placeTrack' || x.move === 'redirectTrack'));
    expect(botMoves(G(m), m.state.ctx, p, [{ move: 'cancelBuild', args: [] }])).toEqual([
      { move: 'cancelBuild', args: [] },
    ]);
    for (const level of ['easy', 'normal'] as const) {
      const choice = await chooseMove(mod, viewOf(mod, m.state, p), p, {
        level,
        seed: `cancel-${level}`,
        budget: level === 'normal' ? { iterations: 60, determinizations: 1 } : undefined,
      });
      expect(choice.move).not.toBe('cancelBuild');
    }
  });

  it('bots bid only with the cash in hand: no bond is ever issued for turn order', () => {
    const m = newMatch(2, 'heur-bid-cash');
    chooseBarons(m);
    if (!G(m).auction) return expect.fail('expected the first auction');
    const p = cur(m);
    const amounts = (cash: number) => {
      editG(m, (g) => {
        g.players[p].cash = cash;
      });
      const legal = mod.legalMoves(G(m), m.state.ctx, p);
      expect(legal.filter((x) => x.move === 'bid').length).toBeGreaterThan(10); // people may borrow
      const weighed = botMoves(G(m), m.state.ctx, p, legal);
      expect(weighed.some((x) => x.move === 'passBid')).toBe(true);
      return weighed.filter((x) => x.move === 'bid').map((x) => (x.args[0] as { amount: number }).amount);
    };
    expect(amounts(0)).toEqual([]);
    const some = amounts(3000);
    expect(some.length).toBeGreaterThan(0);
    expect(Math.max(...some)).toBe(3000);
  });

  it('a standing high bid is valued as paid, and playouts bid only the minimum or pass', () => {
    const m = newMatch(2, 'heur-bid');
    chooseBarons(m);
    const s = m.state;
    if (!G(m).auction) return expect.fail('expected the first auction');
    const p = cur(m);
    const legal = mod.legalMoves(G(m), s.ctx, p);
    expect(legal.filter((x) => x.move === 'bid').length).toBeGreaterThan(10);
    const roll = playoutMoves(G(m), s.ctx, p, legal);
    expect(roll.map((x) => x.move).sort()).toEqual(['bid', 'passBid']);
    expect((roll.find((x) => x.move === 'bid')!.args[0] as { amount: number }).amount).toBe(1000);
    const before = ev(m, p);
    expect(step(m, 'bid', { amount: 20000 })).toBe(true);
    expect(ev(m, p)).toBeLessThan(before - 3);
  });
});
