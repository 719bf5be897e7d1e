import { describe, expect, it } from 'vitest';
import { en } from '../../../client/boards/steam-rollers/i18n.en';
import { ja } from '../../../client/boards/steam-rollers/i18n.ja';
import { randomPlayout } from '../../../games/common/match';
import type { NotationT } from '../../../games/common/module';
import { interpolate } from '../../../games/common/notation';
import { seededRandom } from '../../../games/common/rng';
import { NOTATION_EN } from '../../../games/steam-rollers/notation';
import { mod } from './helpers';

const jaNotation = ja.notation as Record<string, string>;
const tJa: NotationT = (k, p) => interpolate(jaNotation[k], p);
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('steam-rollers notation', () => {
  it('English text without t names things as the board does', () => {
    const n = (m: string, a?: Record<string, unknown>, p = '0') => mod.notation(m, a, p);
    expect(n('chooseStartingPower', { power: 'engine', box: 3 })).toBe('P1 chose the engine power (box 3)');
    expect(n('chooseStartingPower', { power: 'actionTile', tile: 5 })).toBe('P1 chose the action-tile power (tile 5)');
    expect(n('chooseStartingPower', { power: 'track', hex: '2,3', edges: [1, 4] })).toBe(
      'P1 chose the track power: a straight track in hex 4 of row 4 (region 4)',
    );
    expect(n('chooseStartingPower', { power: 'points' }, '2')).toBe('P3 chose the points power');
    expect(n('chooseStartingPower', { power: 'personalCube' })).toBe('P1 chose the personal delivery power');
    expect(n('placePersonalCube', { city: 4 })).toBe('P1 placed the personal cube on city 4');
    expect(n('takeDie', { dieId: 0 }, '1')).toBe('P2 took a die');
    expect(n('useTwoDice')).toBe('P1 used tile 2a (two dice)');
    expect(n('stealDie')).toBe('P1 stole the die with tile 2b');
    expect(n('declineSteal')).toBe('P1 let the die go');
    expect(n('useTileSetDie', { value: 6 })).toBe('P1 set the die to 6 with tile 1');
    expect(n('useTileNudge', { delta: 1 })).toBe('P1 nudged the die +1 with tile 5a');
    expect(n('useTileNudge', { delta: -1 })).toBe('P1 nudged the die −1 with tile 5a');
    expect(n('useTileReroll')).toBe('P1 rerolled the die with tile 5b');
    expect(n('useTileFlip')).toBe('P1 flipped the die with tile 5b');
    expect(n('selectTrackHex', { hex: '1,1' })).toBe('P1 chose hex 2 of row 2 (region 1) for track');
    expect(n('drawTrack', { hex: '1,1', edges: [0, 1] })).toBe('P1 drew a sharp curve in hex 2 of row 2 (region 1)');
    expect(n('cancelTrackHex')).toBe('P1 cancelled the hex choice');
    expect(n('upgradeEngine')).toBe('P1 upgraded the engine');
    expect(n('deliver', { path: ['C1', 'T1', 'C2'], color: 'grey' }, '1')).toBe(
      'P2 delivered a grey cube: city 1 → town 1 → city 2 (distance 2)',
    );
    expect(
      n('deliver', { path: ['C3', 'C4'], color: 'red', personal: true, useDestinationDie: true, useUnlimited: true }),
    ).toBe('P1 delivered the personal red cube: city 3 → city 4 (distance 1, tile 3a, tile 4a)');
    expect(n('takeActionTile')).toBe('P1 took the action tile of the die');
    expect(n('passAction')).toBe('P1 passed');
    expect(n('fulfillOrder', { order: 2, blackAs: null })).toBe('P1 fulfilled order tile 2');
    expect(n('fulfillOrder', { order: 3, blackAs: 'blue' })).toBe('P1 fulfilled order tile 3 (black as blue)');
    expect(n('finishTurn')).toBe('P1 ended the turn');
    expect(n('mystery')).toBe('P1 made a move');
  });

  it('the English resources carry the table; every key has a Japanese text with the same placeholders', () => {
    expect(en.notation).toBe(NOTATION_EN);
    for (const [k, v] of Object.entries(NOTATION_EN)) {
      expect(jaNotation, k).toHaveProperty([k]);
      expect(placeholders(jaNotation[k]), k).toEqual(placeholders(v));
      if (v.startsWith('{{who}}')) expect(jaNotation[k].startsWith('{{who}} '), k).toBe(true);
    }
    expect(Object.keys(jaNotation).sort()).toEqual(Object.keys(NOTATION_EN).sort());
  });

  it('moves of seeded random games read in Japanese with every placeholder filled', () => {
    const seen = new Set<string>();
    for (const [i, numPlayers] of [3, 4].entries()) {
      const r = randomPlayout(mod, {
        numPlayers,
        seed: `notation-${i}`,
        rand: seededRandom(`notation-${i}`),
        setupData: { variants: { blackCubes: true, startingPowers: true, walls: 'medium', orderTiles: true } },
        maxMoves: 600,
      });
      expect(r.moves.length).toBeGreaterThan(50);
      for (const m of r.moves) {
        const arg = m.args[0] as Record<string, unknown> | undefined;
        const text = mod.notation(m.move, arg, m.playerID, tJa);
        expect(text, `${m.move} ${JSON.stringify(arg)}`).not.toContain('{{');
        expect(text.startsWith(`P${Number(m.playerID) + 1} `)).toBe(true);
        expect(text).not.toBe(mod.notation(m.move, arg, m.playerID));
        seen.add(m.move);
      }
    }
    for (const m of ['chooseStartingPower', 'takeDie', 'drawTrack', 'upgradeEngine']) expect(seen).toContain(m);
    // Uniform-random play seldom delivers: the wordiest texts by hand.
    expect(
      mod.notation(
        'deliver',
        { path: ['C3', 'T3', 'C4'], color: 'yellow', personal: true, useDestinationDie: true, useUnlimited: true },
        '0',
        tJa,
      ),
    ).toBe('P1 自分だけの黄キューブを配達しました:都市3→町3→都市4(距離2、タイル③a、タイル④a)');
    expect(mod.notation('fulfillOrder', { order: 1, blackAs: 'green' }, '1', tJa)).toBe(
      'P2 注文タイル1を達成しました(黒を緑として)',
    );
    expect(mod.notation('drawTrack', { hex: '2,2', edges: [0, 2] }, '0', tJa)).toBe(
      'P1 町3に120度の線路を書き込みました',
    );
  });
});
