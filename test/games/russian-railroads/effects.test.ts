// Multi-step actions in stage resolve: black-worker bonus, L3, cards, tokens, hiring [spec §2.6, §2.7, §4.4, §4.5].
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../games/russian-railroads/rules/legal';
import { industryPoints } from '../../../games/russian-railroads/rules/scoring';
import { act, flow, makeState, pay, why } from './helpers';

const moves = (G: ReturnType<typeof makeState>) =>
  legalMoves(G, flow(), '0').map((m) => `${m.move}${JSON.stringify(m.args[0] ?? {})}`);

describe('black worker [spec §2.7 C4, §4.5]', () => {
  it('TB2 paid with the black worker allows a 4th, optional black step after a black step', () => {
    const G = makeState(4);
    const p = G.players['0'];
    p.hasBlackWorker = p.blackAvailable = true;
    act(G, 'place', pay('TB2', { black: 1 }));
    expect(p.ownAvailable).toBe(4);
    for (let i = 0; i < 3; i++) act(G, 'trackStep', { route: 'SP', color: 'black' });
    expect(G.pending).toEqual([expect.objectContaining({ kind: 'steps', bonus: true, armed: true, mandatory: false })]);
    act(G, 'trackStep', { route: 'SP', color: 'black' });
    expect(p.pos.SP.black).toBe(5);
    expect(G.pending).toEqual([]);
  });

  it('the bonus lapses when the action made no black step', () => {
    const G = makeState(4);
    const p = G.players['0'];
    p.hasBlackWorker = p.blackAvailable = true;
    p.pos.TS.black = 5;
    p.unlocked.grey = true;
    p.done.TS2 = true;
    act(G, 'place', pay('TANY', { black: 1 }));
    act(G, 'trackStep', { route: 'TS', color: 'grey' });
    expect(why(G, 'trackStep', { route: 'KV', color: 'black' })).toBeNull(); // still from TANY
    act(G, 'trackStep', { route: 'TS', color: 'grey' });
    expect(G.pending).toEqual([]);
  });
});

describe('locomotives and factories [spec §4.5]', () => {
  it('L3: a locomotive and a factory in either order; the displaced tile may be taken back as the factory', () => {
    const G = makeState(4);
    const p = G.players['0'];
    p.locos = { TS: [1, 2], SP: 2, KV: 2 };
    G.locoPiles = [0, 0, 1, 0, 0, 0, 0, 0, 0];
    expect(why(G, 'place', pay('L3'))).toBe('not-executable'); // one tile left and an empty pool
    G.locoPiles = [0, 0, 1, 1, 0, 0, 0, 0, 0];
    act(G, 'place', pay('L3'));
    act(G, 'takeTile', { kind: 'loco' });
    act(G, 'placeLoco', { route: 'TS', replace: 0 });
    act(G, 'relocate', { toFactory: true });
    expect(G.factoryPool).toEqual([1]);
    expect(moves(G)).toContain('takeTile{"kind":"factory","from":"pool","number":1}');
    expect(why(G, 'takeTile', { kind: 'loco' })).toBe('tile-kind-not-allowed');
    act(G, 'takeTile', { kind: 'factory', from: 'pool', number: 1 });
    act(G, 'placeFactory', {});
    expect(p.factories[0]).toBe(1);
    expect(p.locos.TS).toEqual([3, 2]);
    expect(G.pending).toEqual([]);
  });

  it('HIRE takes the engineer in H for 1 ruble; its private space is usable the same round', () => {
    const G = makeState(4);
    const p = G.players['0'];
    const n = G.strip[6]!;
    act(G, 'place', pay('HIRE'));
    expect(p.engineers).toEqual([n]);
    expect(p.rubles).toBe(0);
    expect(G.strip[6]).toBeNull();
    G.turnDone = false;
    expect(why(G, 'place', pay(`OWN_${n}`))).toBeNull();
  });

  it('X2 is illegal with 8 doublers or an empty supply', () => {
    const G = makeState(4);
    G.players['0'].doublers = 8;
    expect(why(G, 'place', pay('X2'))).toBe('not-executable');
    G.players['0'].doublers = 0;
    G.doublerSupply = 0;
    expect(why(G, 'place', pay('X2'))).toBe('not-executable');
  });
});

describe('advantage tokens and cards [spec §2.6, §2.7]', () => {
  it('T3 adds a second industry marker; markers never share a space; both score', () => {
    const G = makeState(4);
    const p = G.players['0'];
    p.industry = [1];
    G.pending = [{ kind: 'chooseToken', spot: 'IND', mandatory: true, group: 1 }];
    act(G, 'chooseToken', { token: 'T3' });
    expect(p.industry).toEqual([1, 0]);
    act(G, 'place', pay('I2'));
    expect(why(G, 'industryStep', { marker: 1 })).toBe('industry-blocked'); // position 1 is taken
    act(G, 'industryStep', { marker: 0 });
    act(G, 'industryStep', { marker: 1 });
    expect(p.industry).toEqual([2, 1]);
    expect(industryPoints(p)).toBe(3);
  });

  it('T7 → C5: the special 9 replaces a locomotive, then the end-bonus choice comes last', () => {
    const G = makeState(4);
    const p = G.players['0'];
    p.locos = { TS: [1, 4], SP: 3, KV: 2 };
    G.pending = [{ kind: 'chooseToken', spot: 'SP4', mandatory: true, group: 1 }];
    act(G, 'chooseToken', { token: 'T7' });
    act(G, 'chooseCard', { card: 'C5' });
    act(G, 'placeLoco', { route: 'SP', replace: 0 });
    expect(p.special9On).toBe('SP');
    act(G, 'relocate', { route: 'KV', replace: 0 });
    act(G, 'relocate', { route: 'TS', replace: 0 });
    act(G, 'relocate', { toFactory: true });
    expect(p.locos).toEqual({ TS: [2, 4], SP: 9, KV: 3 });
    expect(G.factoryPool).toEqual([1]);
    expect(G.advCards).not.toContain('C5');
    act(G, 'chooseEndBonus', { choice: 'points' });
    expect(p.vp.endBonus).toBe(10);
    expect(G.pending).toEqual([]);
  });

  it('seed 000 C1 (上記のアクションを実行した後…1つを選んでもう一度): doubler, industry and black first, then one of them again', () => {
    const G = makeState(4);
    const p = G.players['0'];
    G.pending = [{ kind: 'chooseCard', mandatory: false, group: 1 }];
    act(G, 'chooseCard', { card: 'C1' });
    expect(p.doublers).toBe(1);
    // the repeat is not asked yet: the three parts come first
    expect(why(G, 'c1Repeat', { effect: 'black' })).toBe('nothing-to-resolve');
    expect(why(G, 'skipAll', {})).toBe('item-mandatory');
    act(G, 'industryStep', { marker: 0 });
    expect(why(G, 'c1Repeat', { effect: 'black' })).toBe('nothing-to-resolve');
    act(G, 'trackStep', { route: 'TS', color: 'black' });
    expect(why(G, 'trackStep', { route: 'TS', color: 'black' })).toBe('resolve-blocking-first');
    act(G, 'c1Repeat', { effect: 'black' });
    act(G, 'trackStep', { route: 'TS', color: 'black' });
    expect([p.industry[0], p.pos.TS.black, p.unlocked.grey]).toEqual([1, 3, true]);
    expect(G.pending).toEqual([]);
  });

  it('seed 000 C1: a factory reached on the way counts before the repeat is chosen', () => {
    const G = makeState(4);
    const p = G.players['0'];
    p.doublers = 6; // room for 2: C1's own doubler and one more
    p.industry = [4];
    p.factories = [4, null, null, null, null]; // factory 4 (two doublers) on the next industry space
    G.pending = [{ kind: 'chooseCard', mandatory: false, group: 1 }];
    act(G, 'chooseCard', { card: 'C1' });
    expect(p.doublers).toBe(7);
    act(G, 'industryStep', { marker: 0 });
    expect([p.industry[0], p.doublers]).toEqual([5, 8]); // the factory filled the last slot
    act(G, 'trackStep', { route: 'TS', color: 'black' });
    // chosen after the parts: the doubler can no longer be repeated
    expect(why(G, 'c1Repeat', { effect: 'doubler' })).toBe('not-executable');
    expect(why(G, 'c1Repeat', { effect: 'industry' })).toBeNull();
    act(G, 'c1Repeat', { effect: 'industry' });
    act(G, 'industryStep', { marker: 0 });
    expect(p.industry[0]).toBe(6);
    expect(G.pending).toEqual([]);
  });

  it('C3 builds a factory, then industry 2 can cross the new factory', () => {
    const G = makeState(4);
    const p = G.players['0'];
    p.industry = [4];
    expect(G.advCards).toContain('C3');
    G.pending = [{ kind: 'chooseCard', mandatory: false, group: 1 }];
    act(G, 'chooseCard', { card: 'C3' });
    act(G, 'takeTile', { kind: 'factory', from: 'pile' });
    act(G, 'placeFactory', {});
    act(G, 'industryStep', { marker: 0 }); // onto factory 2: its take-tile ability is queued
    expect(G.pending.map((x) => x.kind)).toEqual(['industry', 'takeTile']);
    act(G, 'skipItem', { index: 1 });
    act(G, 'industryStep', { marker: 0 });
    expect(p.industry).toEqual([6]);
    expect(G.pending).toEqual([]);
  });
});
