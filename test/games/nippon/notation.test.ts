// Move notation: English unchanged without `t`, Japanese templates complete, real moves fully formatted.
import { describe, expect, it } from 'vitest';
import { nippon } from '../../../games/nippon';
import { NOTATION_EN, notation } from '../../../games/nippon/notation';
import { interpolate } from '../../../games/common/notation';
import { randomPlayout } from '../../../games/common/match';
import { seededRandom } from '../../../games/common/rng';
import { en } from '../../../client/boards/nippon/i18n.en';
import { ja } from '../../../client/boards/nippon/i18n.ja';

const JA = ja.notation as Record<string, string>;
const tJa = (k: string, p?: Record<string, string | number>) => interpolate(JA[k], p);
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('nippon notation', () => {
  it('reads in words without t', () => {
    const cases: [string, Record<string, unknown> | undefined, string, string][] = [
      [
        'takeWorker',
        { color: 'yellow', slot: 2, action: 'coalMine' },
        '0',
        'P1 takes the yellow worker from slot 3: Coal mine',
      ],
      ['takeWorker', { color: 'purple', slot: 0, action: 'fly' }, '0', 'P1 takes the purple worker from slot 1: fly'],
      ['consolidate', undefined, '1', 'P2 consolidates'],
      ['convertBlueprints', { track: 'income' }, '2', 'P3 turns 3 blueprints into income +1'],
      ['endMyTurn', undefined, '3', 'P4 ends the turn'],
      ['buildFactory', { factoryId: 'SILK1' }, '0', 'P1 invests in Silk factory #1'],
      ['mechanizeOnce', { target: 'LENS2' }, '0', 'P1 mechanizes Lens factory #2'],
      ['mechanizeOnce', { target: 'hold' }, '1', 'P2 keeps the machine for later'],
      ['freeMechanize', { target: 'BULB3' }, '0', 'P1 mechanizes Light bulb factory #3 for free'],
      ['freeMechanize', { target: 'hold' }, '0', 'P1 keeps the free machine for later'],
      ['produceAt', { factoryId: 'PAPER1' }, '0', 'P1 produces at Paper factory #1'],
      ['raiseKnowledge', { steps: 2 }, '0', 'P1 raises knowledge by 2'],
      ['raiseCoal', { steps: 1 }, '0', 'P1 raises coal by 1'],
      ['buildTrain', { region: 'R2' }, '0', 'P1 builds a train in Central Japan'],
      ['buildShip', { region: 'R4' }, '0', 'P1 builds a ship in Hokkaido'],
      ['placeFreeTrain', { region: 'R1' }, '0', 'P1 places a free train in West Japan'],
      ['placeFreeShip', { region: 'R3' }, '0', 'P1 places a free ship in East Japan'],
      [
        'fulfillContract',
        { contractId: 'K5', goods: ['silk', 'lens', 'bulb'] },
        '0',
        'P1 fulfils a contract with silk + lens + light bulb',
      ],
      ['fulfillContract', { contractId: 'K1' }, '0', 'P1 fulfils a contract with '],
      [
        'placeInfluence',
        { cityId: 'C3a', slot: 1, spend: 2, value: 3 },
        '1',
        'P2 places influence 3 in Tokyo, slot 1 (2 goods)',
      ],
      [
        'placeInfluence',
        { cityId: 'C1a', slot: 2, spend: 3, value: 4, remove: 1 },
        '0',
        'P1 places influence 4 in Nagasaki, slot 2 (3 goods), removing slot 1',
      ],
      ['finishAction', undefined, '0', 'P1 finishes the action'],
      ['skipBonus', undefined, '0', 'P1 skips the bonus'],
      ['takeReward', { column: 3, bonus: 'money' }, '0', 'P1 takes the ×3 reward (+5,000 yen)'],
      ['placeReward', { space: 'contracts' }, '1', 'P2 places the multiplier on contracts'],
      ['weirdMove', undefined, '2', 'P3 makes a move'],
    ];
    for (const [move, arg, pid, text] of cases) expect(notation(move, arg, pid), move).toBe(text);
  });

  it('English resources are the templates; Japanese has every key with the same placeholders', () => {
    expect(en.notation).toBe(NOTATION_EN);
    expect(Object.keys(JA).sort()).toEqual(Object.keys(NOTATION_EN).sort());
    for (const [k, tpl] of Object.entries(NOTATION_EN)) {
      expect(JA[k], k).toBeTruthy();
      expect(placeholders(JA[k]), k).toEqual(placeholders(tpl));
      if (tpl.startsWith('{{who}}')) expect(JA[k].startsWith('{{who}} '), k).toBe(true);
    }
  });

  it('formats real moves of seeded games in Japanese (seat label kept, nothing left unreplaced)', () => {
    let n = 0;
    for (const numPlayers of [2, 3, 4]) {
      const r = randomPlayout(nippon, {
        numPlayers,
        seed: `nt-${numPlayers}`,
        rand: seededRandom(`nt:${numPlayers}`),
        maxMoves: 3000,
      });
      expect(r.moves.length).toBeGreaterThan(50);
      for (const m of r.moves) {
        const arg = m.args[0] as Record<string, unknown> | undefined;
        const text = nippon.notation(m.move, arg, m.playerID, tJa);
        expect(text, m.move).not.toContain('{{');
        expect(text, m.move).not.toContain('undefined');
        expect(text.startsWith(`P${Number(m.playerID) + 1} `), text).toBe(true);
        expect(text, m.move).not.toMatch(/\b(worker|takes|mechanizes|places|builds|coalMine|silk|yellow)\b/);
        expect(text).not.toBe(nippon.notation(m.move, arg, m.playerID));
        n++;
      }
    }
    expect(n).toBeGreaterThan(300);
  });
});
