// Each move's refusals with their reason codes [spec §4.3a, §4.4, §4.6].
import { describe, expect, it } from 'vitest';
import { whyIllegal } from '../../../games/russian-railroads/rules/legal';
import { act, flow, makeState, pay, why } from './helpers';

describe('place refusals [spec §4.4 place]', () => {
  it('unknown, occupied, closed and engineer spaces', () => {
    const G = makeState(4);
    expect(why(G, 'place', pay('NOPE'))).toBe('unknown-space');
    expect(why(G, 'place', pay('LAST'))).toBe('space-closed');
    act(G, 'place', pay('RUB'));
    G.turnDone = false;
    expect(whyIllegal(G, flow('1'), '0', 'place', pay('TB2'))).toBe('not-your-turn');
    expect(why(G, 'place', pay('RUB'))).toBe('space-occupied');
    expect(why(G, 'place', pay('OWN_3'))).toBe('not-your-engineer');
    G.strip[5] = null;
    expect(why(G, 'place', pay('ENG1'))).toBe('no-engineer');
    G.strip[6] = null;
    expect(why(G, 'place', pay('HIRE'))).toBe('no-engineer');
  });

  it('payment: workers, temp workers, black worker, rubles, mandatory ruble', () => {
    const G = makeState(4);
    const p = G.players['0'];
    expect(why(G, 'place', pay('TB2', { rubles: 3 }))).toBe('bad-payment');
    expect(why(G, 'place', { space: 'TB2', rubles: 0, temp: 0 })).toBe('bad-payment');
    expect(why(G, 'place', pay('TB2', { temp: 1 }))).toBe('not-enough-temp-workers');
    expect(why(G, 'place', pay('TB2', { black: 1 }))).toBe('no-black-worker');
    expect(why(G, 'place', pay('TB2', { rubles: 2 }))).toBe('not-enough-rubles');
    p.ownAvailable = 1;
    expect(why(G, 'place', pay('TB2'))).toBe('not-enough-workers');
    expect(why(G, 'place', pay('TB2', { rubles: 1 }))).toBeNull();
    p.rubles = 0;
    expect(why(G, 'place', pay('TANY'))).toBe('not-enough-rubles'); // the mandatory ruble
    expect(why(G, 'place', pay('HIRE'))).toBe('not-enough-rubles');
  });

  it('turn-order spaces: one claim each; a ruble may claim one while workers remain (seed 000 手番順の変更 補足)', () => {
    const G = makeState(4);
    G.turnOrder = ['1', '0', '2', '3'];
    expect(why(G, 'place', pay('TO1', { rubles: 1 }))).toBeNull();
    act(G, 'place', pay('TO1'));
    G.turnDone = false;
    expect(why(G, 'place', pay('TO2'))).toBe('already-claimed');
    expect(why(G, 'place', pay('TO2', { rubles: 1 }))).toBe('already-claimed');
  });

  it('passed players and pending resolution', () => {
    const G = makeState(4);
    act(G, 'place', pay('TB2'));
    expect(why(G, 'place', pay('RUB'))).toBe('resolve-first');
    expect(why(G, 'pass')).toBe('resolve-first');
    const H = makeState(4);
    act(H, 'pass');
    expect(why(H, 'pass')).toBe('already-passed');
    expect(why(H, 'place', pay('RUB'))).toBe('already-passed');
    expect(why(H, 'place', pay('RUB'), '0', 'roundEnd')).toBe('wrong-phase');
    expect(why(H, 'fly')).toBe('unknown-move');
  });
});

describe('resolution refusals [spec §4.4 stage resolve]', () => {
  it('trackStep / industryStep', () => {
    const G = makeState(4);
    expect(why(G, 'trackStep', { route: 'TS', color: 'black' })).toBe('nothing-to-resolve');
    act(G, 'place', pay('I3'));
    expect(why(G, 'trackStep', { route: 'TS', color: 'grey' })).toBe('no-step-of-this-colour');
    expect(why(G, 'trackStep', { route: 'XX', color: 'black' })).toBe('bad-argument');
    expect(why(G, 'industryStep', { marker: 1 })).toBe('bad-argument');
    G.players['0'].pos.KV.black = 9;
    expect(why(G, 'trackStep', { route: 'KV', color: 'black' })).toBe('step-blocked');
    act(G, 'industryStep', { marker: 0 });
    expect(why(G, 'industryStep', { marker: 0 })).toBe('no-industry-step');
    expect(why(G, 'skipAll', {})).toBe('item-mandatory');
    expect(why(G, 'skipItem', { index: 0 })).toBe('item-mandatory');
    expect(why(G, 'skipItem', { index: 5 })).toBe('no-such-item');
  });

  it('takeTile / placeLoco / placeFactory', () => {
    const G = makeState(4);
    act(G, 'place', pay('L1'));
    expect(why(G, 'trackStep', { route: 'TS', color: 'black' })).toBe('resolve-blocking-first');
    expect(why(G, 'takeTile', { kind: 'factory', from: 'pool', number: 3 })).toBe('not-in-pool');
    expect(why(G, 'takeTile', { kind: 'tile' })).toBe('bad-argument');
    act(G, 'takeTile', { kind: 'loco' });
    expect(why(G, 'placeLoco', { route: 'SP', replace: 0 })).toBe('bad-loco-target');
    expect(why(G, 'placeLoco', { route: 'TS', replace: 0 })).toBe('bad-loco-target'); // TS has a free slot
    act(G, 'placeLoco', { route: 'TS' });
    const H = makeState(4);
    H.players['0'].factories = [2, 2, 3, 4, 5];
    act(H, 'place', pay('L1'));
    act(H, 'takeTile', { kind: 'factory', from: 'pile' });
    expect(why(H, 'placeFactory', {})).toBe('choose-slot');
    act(H, 'placeFactory', { replaceSlot: 4 });
    expect(H.factoryPool).toEqual([5]);
  });

  it('tokens, cards, end bonus', () => {
    const G = makeState(4);
    const p = G.players['0'];
    p.tokensUsed = ['T5'];
    G.pending = [{ kind: 'chooseToken', spot: 'SP4', mandatory: true, group: 1 }];
    expect(why(G, 'chooseToken', { token: 'T5' })).toBe('token-used');
    expect(why(G, 'chooseToken', { token: 'T9' })).toBe('bad-argument');
    act(G, 'chooseToken', { token: 'T7' });
    expect(G.pending.map((x) => x.kind)).toEqual(['chooseCard', 'endBonus']);
    expect(why(G, 'chooseEndBonus', { choice: 'points' })).toBe('resolve-blocking-first');
    G.advCards = G.advCards.filter((c) => c !== 'C4');
    expect(why(G, 'chooseCard', { card: 'C4' })).toBe('card-gone');
    act(G, 'chooseCard', { card: 'C2' });
    expect(p.engineers).toEqual([1]);
    expect(why(G, 'pickEndBonus', { card: 'E1' })).toBe('not-looking');
    act(G, 'chooseEndBonus', { choice: 'look' });
    expect(why(G, 'skipAll', {})).toBe('pick-a-card');
    const card = G.endBonusPile[0];
    expect(why(G, 'pickEndBonus', { card: 'E99' })).toBe('card-not-in-pile');
    act(G, 'pickEndBonus', { card });
    expect(p.endBonus).toEqual([card]);
    expect(G.pending).toEqual([]);
  });

  it('start bonus and round-end reuse', () => {
    const G = makeState(4);
    expect(why(G, 'chooseStartBonus', { card: 'S_BLACK' }, '0', 'startBonus')).toBe('choose-route');
    expect(why(G, 'chooseStartBonus', { card: 'S_RUB' }, '0', 'actions')).toBe('wrong-phase');
    G.startBonusLeft = ['S_IND'];
    expect(why(G, 'chooseStartBonus', { card: 'S_RUB' }, '0', 'startBonus')).toBe('card-gone');
    expect(why(G, 'reuseTurnOrderWorker', { skip: true }, '0', 'roundEnd')).toBe('reuse-not-eligible');
  });
});
