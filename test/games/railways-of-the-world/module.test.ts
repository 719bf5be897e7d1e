// GameModule surface: scores, breakdown, evaluate, notation, enumerate [games/common/module.ts].
import { describe, expect, it } from 'vitest';
import { G, addLink, editG, mod, newMatch, toActions } from './helpers';

describe('module surface', () => {
  it('scores and breakdown are points − bonds during play; evaluate prefers more points and fewer bonds', () => {
    const m = newMatch(3, 'mod');
    toActions(m);
    editG(m, (g) => {
      Object.assign(g.players['0'], { points: 12, bonds: 2 });
      Object.assign(g.players['1'], { points: 12, bonds: 5 });
      addLink(g, '2', 'IND', 'CHI');
    });
    expect(mod.scores(G(m), m.state.ctx)).toEqual({ '0': 10, '1': 7, '2': 0 });
    const b = mod.scoreBreakdown(G(m), m.state.ctx);
    expect(b.categories).toEqual(['points', 'bonds', 'baron']);
    expect(b.rows['1']).toEqual({ points: 12, bonds: -5, baron: 0 });
    expect(b.totals['1']).toBe(7);
    expect(mod.evaluate(G(m), m.state.ctx, '0')).toBeGreaterThan(mod.evaluate(G(m), m.state.ctx, '1'));
  });

  it('ai.enumerate lists exactly legalMoves; notation is readable', () => {
    const m = newMatch(2, 'en');
    toActions(m);
    const en = mod.game.ai!.enumerate(G(m), m.state.ctx, '0');
    expect(en).toEqual(mod.legalMoves(G(m), m.state.ctx, '0'));
    expect(mod.notation('bid', { amount: 3000 }, '1')).toBe('P2 bids $3,000');
    expect(mod.notation('beginBuild', { origin: { kind: 'city', cityId: 'PIT', dir: 0 } }, '0')).toBe(
      'P1 starts building from Pittsburgh E',
    );
    expect(mod.notation('deliverGoods', { cityId: 'CIN', color: 'red', path: ['L1', 'L2'] }, '0')).toContain(
      'Cincinnati',
    );
  });

  it('gameover carries winner/winners/scores from the final result', () => {
    const m = newMatch(2, 'go', { maxGameTurns: 1 });
    toActions(m);
    for (let i = 0; i < 6; i++)
      expect(m.step({ playerID: m.state.ctx.currentPlayer, move: 'passAction', args: [] }).ok).toBe(true);
    const over = m.state.ctx.gameover;
    expect(over.winners.length).toBeGreaterThan(0);
    expect(Object.keys(over.scores)).toEqual(['0', '1']);
    if (over.winners.length === 1) expect(over.winner).toBe(over.winners[0]);
    else expect(over.draw).toBe(true);
    expect(mod.scores(G(m), m.state.ctx)).toEqual(over.scores);
  });
});
