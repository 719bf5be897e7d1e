// Move notation: unchanged English without a translator, complete Japanese templates, and
// Japanese text for real moves of a seeded random game.
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '../../../games/common/match';
import { interpolate } from '../../../games/common/notation';
import { seededRandom } from '../../../games/common/rng';
import { NOTATION_EN } from '../../../games/railways-of-the-world/notation';
import { en } from '../../../client/boards/railways-of-the-world/i18n.en';
import { ja } from '../../../client/boards/railways-of-the-world/i18n.ja';
import { mod } from './helpers';

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const jaT = (k: string, p?: Record<string, string | number>) =>
  interpolate((ja.notation as Record<string, string>)[k], p);

describe('notation', () => {
  it('without a translator the English text names things as the board does', () => {
    const n = mod.notation;
    expect(n('chooseBaron', { index: 1 }, '0')).toBe('P1 chooses a Railroad Baron');
    expect(n('bid', { amount: 12000 }, '3')).toBe('P4 bids $12,000');
    expect(n('passBid', undefined, '1')).toBe('P2 passes the auction');
    expect(n('passAction', undefined, '0')).toBe('P1 passes');
    expect(n('beginBuild', { origin: { kind: 'city', cityId: 'MKE', dir: 2 } }, '0')).toBe(
      'P1 starts building from Milwaukee NW',
    );
    expect(
      n(
        'beginBuild',
        { origin: { kind: 'link', linkId: 'L7' }, landGrantCardId: 'OP24', diamonds: ['OP19', 'OP21'] },
        '2',
      ),
    ).toBe(
      'P3 starts building from the end of an unfinished link with Government Land Grant, Perfect Engineering, Mountain Engineers',
    );
    expect(n('placeTrack', { exit: 5 }, '0')).toBe('P1 lays track SE');
    expect(n('redirectTrack', { exit: 3 }, '1')).toBe('P2 redirects track W');
    expect(n('finishBuild', undefined, '0')).toBe('P1 finishes building');
    expect(n('cancelBuild', undefined, '0')).toBe('P1 cancels building');
    expect(n('urbanize', { cityId: 'ATL', color: 'black' }, '0')).toBe('P1 urbanizes Atlanta as black');
    expect(n('deliverGoods', { cityId: 'CIN', color: 'red', path: ['L1', 'L2'] }, '0')).toBe(
      'P1 delivers a red cube from Cincinnati over 2 links',
    );
    expect(n('deliverGoods', { cityId: 'CIN', color: 'red', path: ['L1'], useExpress: true }, '0')).toBe(
      'P1 delivers a red cube from Cincinnati over 1 link (Express Freight)',
    );
    expect(n('upgradeEngine', {}, '0')).toBe('P1 upgrades the locomotive');
    expect(n('upgradeEngine', { subsidyCardId: 'OP27' }, '1')).toBe('P2 upgrades the locomotive with a subsidy');
    expect(n('takeOperationsCard', { cardId: 'OP05' }, '0')).toBe('P1 takes the card "Service Bounty: Montreal"');
    expect(n('resolveCityGrowth', { cityId: 'DSM' }, '0')).toBe('P1 adds 2 cubes to Des Moines');
    expect(n('resolveNewIndustry', { cityId: 'ATL', color: 'blue' }, '0')).toBe(
      'P1 opens a blue New Industry in Atlanta',
    );
    expect(n('buildWesternLink', { cityId: 'KCY' }, '0')).toBe('P1 builds the Western Link at Kansas City');
    expect(n('foo', {}, '0')).toBe('P1 makes a move');
  });

  it('every English template has a Japanese one with the same placeholders', () => {
    expect(en.notation).toBe(NOTATION_EN);
    const jn = ja.notation as Record<string, string>;
    // (English's `_one` forms are its own: Japanese has one text for every count)
    for (const [k0, tpl] of Object.entries(NOTATION_EN)) {
      const k = k0.replace(/_one$/, '');
      expect(jn[k], k).toBeTruthy();
      expect(placeholders(jn[k]), k).toEqual(placeholders(tpl));
      if (tpl.startsWith('{{who}} ')) expect(jn[k].startsWith('{{who}} '), k).toBe(true);
    }
    expect(Object.keys(jn).sort()).toEqual(
      Object.keys(NOTATION_EN)
        .filter((k) => !k.endsWith('_one'))
        .sort(),
    );
    expect(
      mod.notation(
        'beginBuild',
        { origin: { kind: 'city', cityId: 'PIT', dir: 0 }, diamonds: ['OP19', 'OP23'] },
        '0',
        jaT,
      ),
    ).toBe('P1 「完璧な工事」「急行貨物」を使ってピッツバーグの東側から敷設を開始');
    expect(mod.notation('takeOperationsCard', { cardId: 'OP14' }, '2', jaT)).toBe('P3 「ホテル：シカゴ」を獲得');
    expect(mod.notation('bid', { amount: 12000 }, '1', jaT)).toBe('P2 12,000ドルを入札');
  });

  it('real moves of seeded random games read in Japanese with no placeholder left', () => {
    const seen = new Set<string>();
    for (const seed of ['nt-ja-2', 'nt-ja-3']) {
      const numPlayers = Number(seed.slice(-1));
      const r = randomPlayout(mod, { numPlayers, seed, rand: seededRandom(seed), maxMoves: 700 });
      for (const m of r.moves) {
        const arg = m.args[0] as Record<string, unknown> | undefined;
        const text = mod.notation(m.move, arg, m.playerID, jaT);
        expect(text, m.move).not.toContain('{{');
        expect(text.startsWith(`P${Number(m.playerID) + 1} `), text).toBe(true);
        expect(text, m.move).not.toMatch(/\b(?:city|card|color|dir)\.|undefined/);
        expect(text).not.toBe(mod.notation(m.move, arg, m.playerID));
        seen.add(m.move);
      }
    }
    expect(seen.size).toBeGreaterThan(8);
  });
});
