// Setup per player count, flow and turn order, stages [spec §3, §4].
import { describe, expect, it } from 'vitest';
import { CITIES } from '../../../games/railways-of-the-world/data/map';
import { MAP_ROWS } from '../../../games/railways-of-the-world/data/map';
import { cityAt, terrainAt } from '../../../games/railways-of-the-world/hex';
import { G, chooseBarons, cur, editG, mod, newMatch, step, toActions } from './helpers';

const cubesOnMap = (g: ReturnType<typeof G>) =>
  Object.values(g.cities).reduce((s, c) => s + Object.values(c.cubes).reduce((a, b) => a + b, 0), 0);

describe('map data [spec §2.8]', () => {
  it('has 26 rows of 26 chars and the documented terrain counts', () => {
    expect(MAP_ROWS).toHaveLength(26);
    const all = MAP_ROWS.join('');
    expect(MAP_ROWS.every((r) => r.length === 26)).toBe(true);
    const count = (ch: string) => all.split('').filter((c) => c === ch).length;
    expect([count('.'), count('~'), count('^'), count('#'), count('C'), count('g')]).toEqual([306, 71, 48, 207, 36, 8]);
  });
  it('places every city on a C (coloured) or g (grey) character', () => {
    for (const c of CITIES) {
      const ch = MAP_ROWS[c.r][c.q + Math.floor(c.r / 2)];
      expect(ch, c.id).toBe(c.color === 'gray' ? 'g' : 'C');
      expect(terrainAt(c.q, c.r)).toBe('city');
      expect(cityAt(c.q, c.r)).toBe(c.id);
    }
    expect(CITIES).toHaveLength(44);
  });
});

describe('setup [spec §3]', () => {
  for (const n of [2, 3, 4, 5, 6]) {
    it(`${n} players: cubes, markers, display, barons, players`, () => {
      const m = newMatch(n, 'setup' + n);
      const g = G(m);
      expect(cubesOnMap(g)).toBe(n <= 3 ? 54 : 90);
      expect(Object.values(g.bag).reduce((a, b) => a + b, 0) + cubesOnMap(g)).toBe(125);
      expect(g.emptyMarkerLimit).toBe({ 2: 10, 3: 12, 4: 14, 5: 16, 6: 18 }[n]);
      expect(g.opsDisplay.slice(0, 3)).toEqual(['OP01', 'OP02', 'OP03']);
      expect(g.opsDisplay).toHaveLength(3 + 4 + 2 * n);
      expect((g.opsRemoved as string[]).length).toBe(2);
      expect(g.opsDisplay.length + (g.opsDeck as string[]).length + 2).toBe(37);
      expect((g.baronDeck as string[]).length).toBe(12 - 2 * n);
      const barons = new Set([
        ...(g.baronDeck as string[]),
        ...Object.values(g.players).flatMap((p) => p.baronOptions),
      ]);
      expect(barons.size).toBe(12);
      for (const p of Object.values(g.players)) {
        expect(p).toMatchObject({
          cash: 0,
          bonds: 0,
          points: 0,
          engine: 1,
          locomotivesLeft: 24,
          baronId: null,
          deliveries: 0,
        });
        expect(p.baronOptions).toHaveLength(2);
      }
      expect(g.seating).toHaveLength(n);
      expect(g.seating).toContain(g.startPlayer);
      expect(m.state.ctx.phase).toBe('chooseBaron');
      expect(g.turn).toBe(1);
    });
  }
  it('without the 10th-anniversary rule the bounties go into the deck', () => {
    const g = G(newMatch(3, 's', { variants: { tenthAnniversary: false } }));
    expect(g.opsRemoved).toEqual([]);
    expect(g.opsDisplay).toHaveLength(3 + 6);
    expect((g.opsDeck as string[]).length).toBe(37 - 9);
  });
  it('empty marker reduction shortens the game (minimum 6)', () => {
    expect(G(newMatch(2, 's', { variants: { emptyMarkerReduction: '4' } })).emptyMarkerLimit).toBe(6);
    expect(G(newMatch(6, 's', { variants: { emptyMarkerReduction: '2' } })).emptyMarkerLimit).toBe(16);
  });
  it('validateSetupData refuses unknown or bad options', () => {
    const v = mod.game.validateSetupData!;
    expect(v({ variants: { auctionStyle: 'firstToPass' } } as never, 3)).toBeUndefined();
    expect(v({ variants: { auctionStyle: 'dutch' } } as never, 3)).toBeDefined();
    expect(v({ variants: { foo: true } } as never, 3)).toBeDefined();
    expect(v(undefined as never, 7)).toBeDefined();
  });
});

describe('flow [spec §4.3–4.6]', () => {
  it('barons are chosen simultaneously in a stage; the other card goes to the baron deck', () => {
    const m = newMatch(3, 'b');
    expect(Object.keys(m.state.ctx.activePlayers ?? {})).toEqual(['0', '1', '2']);
    const opts = G(m).players['2'].baronOptions.slice();
    expect(step(m, 'chooseBaron', { index: 1 }, '2')).toBe(true);
    expect(G(m).players['2'].baronId).toBe(opts[1]);
    expect(G(m).baronDeck as string[]).toContain(opts[0]);
    expect(mod.whyIllegal(G(m), m.state.ctx, '2', 'chooseBaron', { index: 0 })).toBe('not-your-turn');
    expect(mod.whyIllegal(G(m), m.state.ctx, '0', 'chooseBaron', { index: 2 })).toBe('bad-index');
    expect(mod.whyIllegal(G(m), m.state.ctx, '0', 'bid', { amount: 1000 })).toBe('wrong-phase');
    step(m, 'chooseBaron', { index: 0 }, '0');
    step(m, 'chooseBaron', { index: 0 }, '1');
    expect(m.state.ctx.phase).toBe('auction');
    expect(cur(m)).toBe(G(m).startPlayer);
  });

  it('auction refusals: too low, not a multiple, passed players are skipped (no cap above: rules version 3)', () => {
    const m = newMatch(3, 'a');
    editG(m, (g) => {
      g.startPlayer = '0';
    });
    chooseBarons(m);
    const ctx = () => m.state.ctx;
    expect(mod.whyIllegal(G(m), ctx(), '0', 'bid', { amount: 0 })).toBe('bid-too-low');
    expect(mod.whyIllegal(G(m), ctx(), '0', 'bid', { amount: 1500 })).toBe('bad-amount');
    expect(mod.whyIllegal(G(m), ctx(), '0', 'bid', { amount: 31000 })).toBeNull();
    expect(mod.whyIllegal(G(m), ctx(), '1', 'bid', { amount: 1000 })).toBe('not-your-turn');
    step(m, 'bid', { amount: 2000 }, '0');
    expect(mod.whyIllegal(G(m), ctx(), '1', 'bid', { amount: 2000 })).toBe('bid-too-low');
    step(m, 'passBid', undefined, '1');
    step(m, 'bid', { amount: 3000 }, '2');
    expect(cur(m)).toBe('0'); // P1 passed: skipped
    step(m, 'bid', { amount: 4000 }, '0');
    expect(cur(m)).toBe('2');
    step(m, 'passBid', undefined, '2');
    expect(m.state.ctx.phase).toBe('actions');
    expect(G(m).turnOrder).toEqual(['0', '1', '2']);
  });

  it('three action rounds in turn order, then income, incomplete links removed, a card drawn, next auction', () => {
    const m = newMatch(3, 'r');
    toActions(m);
    editG(m, (g) => {
      g.players['1'].points = 5;
      g.players['0'].cash = 20000;
    });
    const order: string[] = [];
    // P0 starts an incomplete link in round 1
    order.push(cur(m));
    step(m, 'beginBuild', { origin: { kind: 'city', cityId: 'KCY', dir: 1 } });
    step(m, 'placeTrack', { exit: 1 });
    step(m, 'finishBuild');
    expect(Object.keys(G(m).links)).toHaveLength(1);
    expect(G(m).players['0'].locomotivesLeft).toBe(23);
    const display = G(m).opsDisplay.length;
    for (let i = 0; i < 8; i++) {
      expect(G(m).actionRound).toBe(Math.floor((i + 1) / 3) + 1);
      order.push(cur(m));
      step(m, 'passAction');
    }
    expect(order).toEqual(['0', '1', '2', '0', '1', '2', '0', '1', '2']);
    expect(m.state.ctx.phase).toBe('auction');
    const g = G(m);
    expect(g.turn).toBe(2);
    expect(g.links).toEqual({});
    expect(g.hexTracks).toEqual({});
    expect(g.players['0'].locomotivesLeft).toBe(24);
    expect(g.players['1'].cash).toBe(5000);
    expect(g.opsDisplay.length).toBe(display + 1);
  });

  it('Railroad Executive gives the same player two more actions', () => {
    const m = newMatch(3, 'x');
    toActions(m);
    editG(m, (g) => {
      g.opsDisplay.push('OP35');
      g.opsDeck = (g.opsDeck as string[]).filter((c) => c !== 'OP35');
    });
    expect(step(m, 'takeOperationsCard', { cardId: 'OP35' })).toBe(true);
    expect(cur(m)).toBe('0');
    step(m, 'passAction');
    expect(cur(m)).toBe('0');
    step(m, 'passAction');
    expect(cur(m)).toBe('1');
  });

  it('City Growth and New Industry wait for a target (pending stage)', () => {
    const m = newMatch(3, 'cg');
    toActions(m);
    editG(m, (g) => {
      g.opsDisplay.push('OP29', 'OP32');
    });
    step(m, 'takeOperationsCard', { cardId: 'OP29' });
    expect(G(m).pending).toEqual({ type: 'cityGrowth', cardId: 'OP29' });
    expect(mod.whyIllegal(G(m), m.state.ctx, '0', 'passAction')).toBe('action-in-progress');
    expect(mod.whyIllegal(G(m), m.state.ctx, '0', 'resolveNewIndustry', { cityId: 'SPI', color: 'blue' })).toBe(
      'no-pending',
    );
    const before = Object.values(G(m).cities.BOS.cubes).reduce((a, b) => a + b, 0);
    expect(step(m, 'resolveCityGrowth', { cityId: 'BOS' })).toBe(true);
    expect(Object.values(G(m).cities.BOS.cubes).reduce((a, b) => a + b, 0)).toBe(before + 2);
    expect(G(m).opsDiscard).toContain('OP29');
    step(m, 'takeOperationsCard', { cardId: 'OP32' }); // P1
    expect(mod.whyIllegal(G(m), m.state.ctx, '1', 'resolveNewIndustry', { cityId: 'BOS', color: 'blue' })).toBe(
      'not-gray',
    );
    expect(step(m, 'resolveNewIndustry', { cityId: 'SPI', color: 'blue' })).toBe(true);
    expect(G(m).cities.SPI).toMatchObject({ color: 'blue', urbanized: true });
    expect(G(m).players['1'].cash).toBe(0);
    expect(G(m).players['1'].bonds).toBe(0);
  });

  it('alternative auction styles: newPlayers pays later seats on game turn 1; worstIsFirst orders by points', () => {
    const m = newMatch(3, 'np', { variants: { auctionStyle: 'newPlayers' } });
    editG(m, (g) => {
      g.startPlayer = '1';
    });
    chooseBarons(m);
    expect(m.state.ctx.phase).toBe('actions');
    expect(G(m).turnOrder).toEqual(['1', '2', '0']);
    expect([G(m).players['1'].cash, G(m).players['2'].cash, G(m).players['0'].cash]).toEqual([0, 1000, 2000]);
    const w = newMatch(3, 'wf', { variants: { auctionStyle: 'worstIsFirst' } });
    toActions(w);
    editG(w, (g) => {
      g.players['0'].points = 9;
      g.players['1'].points = 3;
      g.players['2'].points = 3;
    });
    for (let i = 0; i < 9; i++) step(w, 'passAction');
    expect(w.state.ctx.phase).toBe('actions');
    expect(G(w).turn).toBe(2);
    expect(G(w).turnOrder).toEqual(['1', '2', '0']);
  });
});
