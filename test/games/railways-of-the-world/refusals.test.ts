// Each move's refusals (reason codes) and a few effects [spec §4.5].
import { describe, expect, it } from 'vitest';
import type { RotwState } from '../../../games/railways-of-the-world/types';
import { G, addLink, clearCubes, editG, mod, newMatch, step, toActions } from './helpers';

function setup(fn?: (g: RotwState) => void) {
  const m = newMatch(3, 'ref');
  toActions(m);
  editG(m, (g) => {
    g.players['0'].cash = 100000;
    fn?.(g);
  });
  const why = (move: string, arg?: Record<string, unknown>, p = '0') => mod.whyIllegal(G(m), m.state.ctx, p, move, arg);
  return { m, why };
}

describe('build refusals [spec §4.5.2]', () => {
  it('beginBuild: unbuildable side, occupied edge, no locomotive, not own link, cards', () => {
    const { m, why } = setup((g) => {
      g.links.LX = {
        id: 'LX',
        owner: '1',
        cityA: 'KCY',
        cityB: null,
        tiles: [{ q: -4, r: 9, entry: 4, exit: 1 }],
        complete: false,
      };
      g.hexTracks['-4,9'] = [{ linkId: 'LX', a: 4, b: 1 }];
    });
    expect(why('beginBuild', { origin: { kind: 'city', cityId: 'CLE', dir: 3 } })).toBe('hex-unbuildable');
    expect(why('beginBuild', { origin: { kind: 'city', cityId: 'XXX', dir: 3 } })).toBe('unknown-city');
    expect(why('beginBuild', { origin: { kind: 'city', cityId: 'KCY', dir: 1 } })).toBe('edge-occupied');
    expect(why('beginBuild', { origin: { kind: 'link', linkId: 'LX' } })).toBe('not-your-link');
    expect(why('beginBuild', { origin: { kind: 'city', cityId: 'KCY', dir: 0 }, landGrantCardId: 'OP24' })).toBe(
      'no-such-card',
    );
    expect(why('beginBuild', { origin: { kind: 'city', cityId: 'KCY', dir: 0 }, diamonds: ['OP19'] })).toBe(
      'diamond-unavailable',
    );
    expect(why('beginBuild', { origin: { kind: 'city', cityId: 'KCY', dir: 0 } })).toBeNull();
    expect(why('placeTrack', { exit: 0 })).toBe('no-build');
    editG(m, (g) => {
      g.players['0'].locomotivesLeft = 0;
    });
    expect(why('beginBuild', { origin: { kind: 'city', cityId: 'KCY', dir: 0 } })).toBe('no-locomotives');
    expect(why('beginBuild', { origin: { kind: 'city', cityId: 'KCY', dir: 0 } }, '1')).toBe('not-your-turn');
  });

  it('placeTrack: sharp turns, loops, duplicate links, crossings, occupied edges', () => {
    const { m, why } = setup((g) => {
      addLink(g, '0', 'IND', 'CHI');
      g.links.LO = {
        id: 'LO',
        owner: '0',
        cityA: 'IND',
        cityB: null,
        tiles: [{ q: 6, r: 8, entry: 0, exit: 3 }],
        complete: false,
      };
      g.hexTracks['6,8'] = [{ linkId: 'LO', a: 0, b: 3 }];
    });
    step(m, 'beginBuild', { origin: { kind: 'link', linkId: 'LO' } });
    expect(why('placeTrack', { exit: 4 })).toBe('loop'); // (5,8) → IND, its own start
    expect(why('placeTrack', { exit: 1 })).toBe('bad-exit'); // sharp turn
    expect(why('placeTrack', { exit: 9 })).toBe('bad-exit');
    expect(why('cancelBuild')).toBeNull();
    expect(why('finishBuild')).toBe('no-tile-placed');
    expect(why('passAction')).toBe('action-in-progress');
    step(m, 'cancelBuild');
    // IND → (4,8) → CHI again: duplicate of the owned IND–CHI link
    step(m, 'beginBuild', { origin: { kind: 'city', cityId: 'IND', dir: 2 } });
    expect(why('placeTrack', { exit: 2 })).toBeNull();
    step(m, 'placeTrack', { exit: 2 });
    expect(why('placeTrack', { exit: 2 })).toBe('duplicate-link');
    expect(why('cancelBuild')).toBe('build-started');
    expect(why('finishBuild')).toBeNull();
  });

  it('a second path in a hex must cross the first; a third is refused', () => {
    const { m, why } = setup((g) => {
      g.links.LP = {
        id: 'LP',
        owner: '1',
        cityA: 'CHI',
        cityB: null,
        tiles: [{ q: 4, r: 8, entry: 0, exit: 3 }],
        complete: false,
      };
      g.hexTracks['4,8'] = [{ linkId: 'LP', a: 0, b: 3 }];
    });
    step(m, 'beginBuild', { origin: { kind: 'city', cityId: 'IND', dir: 2 } });
    expect(why('placeTrack', { exit: 3 })).toBe('must-cross');
    expect(why('placeTrack', { exit: 2 })).toBeNull();
    step(m, 'placeTrack', { exit: 2 });
    expect(G(m).hexTracks['4,8']).toHaveLength(2);
    editG(m, (g) => {
      g.build = {
        linkId: null,
        origin: { kind: 'city', cityId: 'IND', dir: 2 },
        tilesPlaced: 0,
        maxTiles: 4,
        redirected: false,
        landGrantCardId: null,
        diamonds: [],
      };
    });
    expect(why('placeTrack', { exit: 2 })).toBe('hex-full');
  });

  it('pointing into another player’s track edge is refused; joining own halves completes a link', () => {
    const { m, why } = setup((g) => {
      // P1's open end at (4,7) faces (4,8) through edge 5; P0 builds IND → (4,8) and may not exit NW into it
      g.links.LQ = {
        id: 'LQ',
        owner: '1',
        cityA: 'CHI',
        cityB: null,
        tiles: [{ q: 4, r: 7, entry: 2, exit: 5 }],
        complete: false,
      };
      g.hexTracks['4,7'] = [{ linkId: 'LQ', a: 2, b: 5 }];
    });
    step(m, 'beginBuild', { origin: { kind: 'city', cityId: 'IND', dir: 2 } });
    expect(why('placeTrack', { exit: 2 })).toBe('edge-occupied');
    step(m, 'cancelBuild');
    editG(m, (g) => {
      g.links.LQ.owner = '0';
    });
    const loco = G(m).players['0'].locomotivesLeft;
    step(m, 'beginBuild', { origin: { kind: 'city', cityId: 'IND', dir: 2 } });
    expect(why('placeTrack', { exit: 2 })).toBeNull();
    step(m, 'placeTrack', { exit: 2 });
    const links = Object.values(G(m).links);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ cityA: 'IND', cityB: 'CHI', complete: true });
    expect(links[0].tiles).toEqual([
      { q: 4, r: 8, entry: 5, exit: 2 },
      { q: 4, r: 7, entry: 5, exit: 2 },
    ]);
    expect(G(m).players['0'].locomotivesLeft).toBe(loco); // 2 → 1 marker for the joined link
  });
});

describe('no endless build/cancel loops [design, README]', () => {
  it('one cancel per action; origins without a legal first step are refused', () => {
    const { m, why } = setup((g) => {
      // KCY's E neighbour (−4,10) already holds two paths: no tile can be laid from KCY E
      g.hexTracks['-4,10'] = [
        { linkId: 'LZ1', a: 3, b: 0 },
        { linkId: 'LZ2', a: 2, b: 5 },
      ];
    });
    expect(why('beginBuild', { origin: { kind: 'city', cityId: 'KCY', dir: 0 } })).toBe('hex-full');
    editG(m, (g) => {
      g.hexTracks['-4,10'] = [{ linkId: 'LZ1', a: 2, b: 5 }];
      g.hexTracks['-3,10'] = [{ linkId: 'LZ3', a: 3, b: 0 }];
      g.hexTracks['-3,9'] = [{ linkId: 'LZ5', a: 4, b: 1 }];
    });
    // entering (−4,10) from W: SE would share the NW–SE path's edge, E and NE point into occupied edges
    expect(why('beginBuild', { origin: { kind: 'city', cityId: 'KCY', dir: 0 } })).toBe('no-legal-tile');
    expect(
      mod
        .legalMoves(G(m), m.state.ctx, '0')
        .some(
          (x) =>
            x.move === 'beginBuild' &&
            JSON.stringify((x.args[0] as { origin: unknown }).origin) ===
              JSON.stringify({ kind: 'city', cityId: 'KCY', dir: 0 }),
        ),
    ).toBe(false);
    expect(step(m, 'beginBuild', { origin: { kind: 'city', cityId: 'PIT', dir: 0 } })).toBe(true);
    expect(step(m, 'cancelBuild')).toBe(true);
    expect(step(m, 'beginBuild', { origin: { kind: 'city', cityId: 'PIT', dir: 0 } })).toBe(true);
    expect(why('cancelBuild')).toBe('cancel-limit');
    expect(step(m, 'placeTrack', { exit: 0 })).toBe(true); // completes PIT–HAR: the action is over
    expect(G(m).buildCancels).toBe(0);
  });
});

describe('other action refusals [spec §4.5.4–4.5.8]', () => {
  it('urbanize', () => {
    const { m, why } = setup();
    expect(why('urbanize', { cityId: 'BOS', color: 'blue' })).toBe('not-gray');
    expect(why('urbanize', { cityId: 'SPI', color: 'red' })).toBe('bad-color');
    editG(m, (g) => {
      g.newCityTiles.blue = 0;
    });
    expect(why('urbanize', { cityId: 'SPI', color: 'blue' })).toBe('no-city-tile');
    expect(why('urbanize', { cityId: 'SPI', color: 'black' })).toBeNull();
  });

  it('upgradeEngine with and without a subsidy; level 8 is the maximum', () => {
    const { m, why } = setup((g) => {
      g.players['0'].hand.push('OP27');
      g.players['0'].cash = 0;
    });
    expect(why('upgradeEngine', { subsidyCardId: 'OP28' })).toBe('no-such-card');
    expect(step(m, 'upgradeEngine', { subsidyCardId: 'OP27' })).toBe(true);
    expect(G(m).players['0']).toMatchObject({ engine: 2, cash: 0, bonds: 0, hand: [] });
    editG(m, (g) => {
      g.players['1'].engine = 8;
    });
    expect(why('upgradeEngine', undefined, '1')).toBe('engine-max');
    editG(m, (g) => {
      g.players['1'].engine = 3;
      g.players['1'].cash = 0;
      g.opsDisplay = g.opsDisplay.filter((c) => c !== 'OP03');
    });
    step(m, 'upgradeEngine', undefined, '1');
    expect(G(m).players['1']).toMatchObject({ engine: 4, bonds: 2, cash: 0 });
  });

  it('takeOperationsCard: goal cards and cards not on display are refused; hand and tableau cards are kept', () => {
    const { m, why } = setup((g) => {
      g.opsDisplay.push('OP24', 'OP13', 'OP37');
    });
    expect(why('takeOperationsCard', { cardId: 'OP01' })).toBe('goal-card');
    expect(why('takeOperationsCard', { cardId: 'ZZZ' })).toBe('card-not-in-display');
    step(m, 'takeOperationsCard', { cardId: 'OP24' });
    step(m, 'takeOperationsCard', { cardId: 'OP13' }, '1');
    step(m, 'takeOperationsCard', { cardId: 'OP37' }, '2');
    expect(G(m).players['0'].hand).toEqual(['OP24']);
    expect(G(m).players['1'].tableau).toEqual(['OP13']);
    expect(G(m).players['2'].cash).toBe(10000);
  });

  it('New Industry cannot be taken without a grey city', () => {
    const { m, why } = setup((g) => {
      g.opsDisplay.push('OP32');
      for (const c of Object.values(g.cities)) if (c.color === 'gray') c.color = 'blue';
    });
    expect(why('takeOperationsCard', { cardId: 'OP32' })).toBe('no-gray-city');
    void m;
  });

  it('buildWesternLink needs an own complete link to KCY/DSM, once per city', () => {
    const { m, why } = setup();
    expect(why('buildWesternLink', { cityId: 'CHI' })).toBe('not-western-city');
    expect(why('buildWesternLink', { cityId: 'KCY' })).toBe('no-link-to-city');
    editG(m, (g) => {
      addLink(g, '0', 'STL', 'KCY');
      g.cities.KCY.cubes.red = 0;
      g.bag.red = 3;
      g.opsDisplay = [...g.opsDisplay.filter((c) => c !== 'OP10'), 'OP10'];
    });
    expect(step(m, 'buildWesternLink', { cityId: 'KCY' })).toBe(true);
    const g = G(m);
    expect(g.westernLinks.KCY).toBe('0');
    expect(g.cities.KCY.cubes.red).toBe(3);
    expect(g.bag.red).toBe(0);
    expect(g.players['0'].points).toBe(3); // OP10 Western Expansion
    expect(g.players['0'].locomotivesLeft).toBe(23);
    expect(why('buildWesternLink', { cityId: 'KCY' }, '1')).toBe('western-link-built');
  });

  it('deliverGoods refusals', () => {
    let ab = '',
      bc = '',
      inc = '';
    const { m, why } = setup((g) => {
      clearCubes(g);
      g.cities.STL.cubes.red = 1;
      g.players['0'].engine = 3;
      ab = addLink(g, '0', 'STL', 'SPI');
      bc = addLink(g, '1', 'SPI', 'STL');
      inc = addLink(g, '0', 'STL', 'LOU');
      g.links[inc].complete = false;
      g.links[inc].cityB = null;
    });
    const d = (path: string[], extra: Record<string, unknown> = {}) =>
      why('deliverGoods', { cityId: 'STL', color: 'red', path, ...extra });
    expect(why('deliverGoods', { cityId: 'STL', color: 'blue', path: [ab] })).toBe('no-cube');
    expect(d([])).toBe('bad-path');
    expect(d([inc])).toBe('link-incomplete');
    expect(d([bc, ab])).toBe('first-link-not-yours');
    expect(d([ab, bc])).toBe('city-repeated');
    expect(d([ab])).toBe('wrong-destination'); // SPI is grey
    expect(d([ab], { useExpress: true })).toBe('express-unavailable');
    editG(m, (g) => {
      g.players['0'].tableau.push('OP23');
    });
    expect(d([ab], { useExpress: true })).toBe('express-not-needed');
    void ab;
  });

  it('passAction ends the action; other players cannot move', () => {
    const { m, why } = setup();
    expect(why('passAction', undefined, '1')).toBe('not-your-turn');
    expect(step(m, 'passAction')).toBe(true);
    expect(m.state.ctx.currentPlayer).toBe('1');
  });
});
