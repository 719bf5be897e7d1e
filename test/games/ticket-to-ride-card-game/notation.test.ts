// Move notation: English unchanged without a translator, Japanese templates complete and fully
// interpolated on real moves.
import { describe, expect, it } from 'vitest';
import { en } from '../../../client/boards/ticket-to-ride-card-game/i18n.en';
import { ja } from '../../../client/boards/ticket-to-ride-card-game/i18n.ja';
import { randomPlayout } from '../../../games/common/match';
import type { NotationT } from '../../../games/common/module';
import { interpolate } from '../../../games/common/notation';
import { seededRandom } from '../../../games/common/rng';
import { CARD_TYPES } from '../../../games/ticket-to-ride-card-game/constants';
import { NOTATION_EN } from '../../../games/ticket-to-ride-card-game/notation';
import { mod } from './helpers';

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const tJa: NotationT = (k, p) => interpolate(ja.notation[k], p);

describe('notation', () => {
  it('without t is the English of before', () => {
    const cases: [string, Record<string, unknown> | undefined, string, string][] = [
      ['drawFromDeck', undefined, '0', 'P1 draws from the deck'],
      ['drawFaceUp', { slot: 0 }, '3', 'P4 takes face-up card 1'],
      ['playSet', { color: 'black', naturals: 3 }, '1', 'P2 plays 3 black'],
      ['playSet', { color: 'yellow', naturals: 2, locos: 0 }, '1', 'P2 plays 2 yellow'],
      ['playSet', { color: 'purple', naturals: 1, locos: 2 }, '0', 'P1 plays 1 purple + 2 locomotives'],
      ['playThree', { colors: ['orange', 'white', 'black'] }, '1', 'P2 plays orange, white, black'],
      ['playThree', undefined, '1', 'P2 plays three colours'],
      ['keepInitialTickets', { keep: ['T01'] }, '2', 'P3 keeps 1 ticket'],
      ['keepDrawnTickets', { keep: [] }, '0', 'P1 keeps 0 tickets'],
      ['drawTickets', undefined, '1', 'P2 draws tickets'],
      ['somethingElse', undefined, '0', 'P1 somethingElse'],
    ];
    for (const [move, arg, p, text] of cases) expect(mod.notation(move, arg, p)).toBe(text);
  });

  it('English resources use the table; Japanese has every key with the same placeholders', () => {
    expect(en.notation).toBe(NOTATION_EN);
    expect(Object.keys(ja.notation).sort()).toEqual(Object.keys(NOTATION_EN).sort());
    for (const [k, v] of Object.entries(NOTATION_EN)) {
      expect(typeof ja.notation[k], k).toBe('string');
      expect(placeholders(ja.notation[k]), k).toEqual(placeholders(v));
      if (v.startsWith('{{who}} ')) expect(ja.notation[k].startsWith('{{who}} '), k).toBe(true);
    }
    for (const c of CARD_TYPES) expect(NOTATION_EN[`color.${c}`], c).toBeDefined();
  });

  it('Japanese notation of real moves is fully interpolated and keeps the seat label', () => {
    for (const n of [2, 3, 4]) {
      const r = randomPlayout(mod, { numPlayers: n, seed: `nt-${n}`, rand: seededRandom(`nt-${n}`) });
      expect(r.moves.length).toBeGreaterThan(20);
      const seen = new Set<string>();
      for (const m of r.moves) {
        const arg = m.args[0] as Record<string, unknown> | undefined;
        const text = mod.notation(m.move, arg, m.playerID, tJa);
        seen.add(m.move);
        expect(text, `${m.move} ${JSON.stringify(arg)}`).not.toContain('{{');
        expect(text.startsWith(`P${Number(m.playerID) + 1} `)).toBe(true);
        expect(text).not.toMatch(/\b(plays|draws|keeps|takes|red|orange|yellow|green|blue|purple|white|black)\b/);
      }
      expect(seen.has('playSet') || seen.has('playThree')).toBe(true);
    }
    expect(mod.notation('playSet', { color: 'red', naturals: 2, locos: 1 }, '0', tJa)).toBe(
      'P1 赤2枚＋機関車1枚を置く',
    );
    expect(mod.notation('playThree', { colors: ['red', 'green', 'blue'] }, '2', tJa)).toBe('P3 赤・緑・青を置く');
  });
});
