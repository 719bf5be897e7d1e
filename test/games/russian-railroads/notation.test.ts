// Move notation: English unchanged without a translator; Japanese templates complete and used.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../../../client/boards/russian-railroads/i18n.en';
import { ja } from '../../../client/boards/russian-railroads/i18n.ja';
import { notationT } from '../../../client/play/notation-t';
import { randomPlayout } from '../../../games/common/match';
import type { NotationT } from '../../../games/common/module';
import { interpolate } from '../../../games/common/notation';
import { seededRandom } from '../../../games/common/rng';
import { russianRailroads } from '../../../games/russian-railroads';
import { NOTATION_EN, paymentWords } from '../../../games/russian-railroads/notation';
import { FACTORIES } from '../../../games/russian-railroads/data/board';
import { effectText } from '../../../client/boards/russian-railroads/ui';

const n = russianRailroads.notation;
const jaNotation = ja.notation as Record<string, string>;
const tJa: NotationT = (k, p) => interpolate(jaNotation[k], p);
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('notation', () => {
  it('English without t names things as the board does', () => {
    const cases: [string, Record<string, unknown> | undefined, string, string][] = [
      [
        'chooseStartBonus',
        { card: 'S_BLACK', route: 'TS' },
        '0',
        'P1 takes the start bonus Black +1 on the Trans-Siberian',
      ],
      ['chooseStartBonus', { card: 'S_IND' }, '1', 'P2 takes the start bonus Industry +1'],
      ['place', { space: 'I1', rubles: 0, temp: 0, black: 0 }, '1', 'P2 places a worker on Industry +1'],
      [
        'place',
        { space: 'L2', rubles: 2, temp: 0, black: 0 },
        '0',
        'P1 places on Locomotive or factory, paying with 2 rubles',
      ],
      [
        'place',
        { space: 'TB2', rubles: 1, temp: 1, black: 1 },
        '3',
        'P4 places on Black track +3, paying with 1 temporary worker, the black worker, 1 ruble',
      ],
      ['pass', undefined, '2', 'P3 passes'],
      ['reuseTurnOrderWorker', { space: 'TMULTI' }, '1', 'P2 moves the turn-order worker to Black or grey +1'],
      ['reuseTurnOrderWorker', { skip: true }, '1', 'P2 leaves the turn-order worker where it is'],
      [
        'trackStep',
        { route: 'SP', color: 'natural' },
        '0',
        'P1 advances the natural marker on the St Petersburg railway',
      ],
      ['industryStep', { marker: 1 }, '0', 'P1 advances industry marker 2'],
      ['takeTile', { kind: 'loco' }, '1', 'P2 takes a locomotive'],
      ['takeTile', { kind: 'factory', from: 'pile' }, '0', 'P1 takes a factory from the pile'],
      ['takeTile', { kind: 'factory', from: 'pool', number: 5 }, '0', 'P1 takes factory 5 from the pool'],
      ['placeLoco', { route: 'KV' }, '1', 'P2 puts the locomotive on the Kiev railway'],
      ['placeLoco', { route: 'TS', replace: 0 }, '1', 'P2 puts the locomotive on the Trans-Siberian (replacing one)'],
      ['relocate', { route: 'TS', replace: 1 }, '0', 'P1 moves the old locomotive to the Trans-Siberian'],
      ['relocate', { toFactory: true }, '0', 'P1 turns the old locomotive into a factory'],
      ['placeFactory', {}, '2', 'P3 builds the factory'],
      ['placeFactory', { replaceSlot: 4 }, '2', 'P3 builds the factory over factory slot 5'],
      ['chooseToken', { token: 'T4' }, '1', 'P2 takes the advantage token "3 doublers"'],
      ['chooseCard', { card: 'C5' }, '0', 'P1 takes the advantage card "The special 9 locomotive"'],
      ['c1Repeat', { effect: 'doubler' }, '3', 'P4 repeats the doubler'],
      ['chooseReuse', { space: 'RUB' }, '3', 'P4 uses Rubles +2 again'],
      ['chooseEndBonus', { choice: 'points' }, '0', 'P1 takes 10 VP instead of an end-bonus card'],
      ['chooseEndBonus', { choice: 'look' }, '0', 'P1 looks at the end-bonus cards'],
      ['pickEndBonus', { card: 'E3' }, '0', 'P1 takes an end-bonus card'],
      ['skipItem', { index: 0 }, '0', 'P1 skips an optional effect'],
      ['skipAll', {}, '1', 'P2 finishes the action'],
      ['mystery', undefined, '0', 'P1 makes a move'],
    ];
    for (const [move, arg, pid, text] of cases) expect(n(move, arg, pid)).toBe(text);
  });

  it('every English key has Japanese text with the same placeholders', () => {
    expect(en.notation).toBe(NOTATION_EN);
    expect(Object.keys(jaNotation).sort()).toEqual(Object.keys(NOTATION_EN).sort());
    for (const [k, v] of Object.entries(NOTATION_EN)) {
      expect(jaNotation[k], k).toBeTruthy();
      expect(placeholders(jaNotation[k]), k).toEqual(placeholders(v));
      if (v.startsWith('{{who}} ')) expect(jaNotation[k].startsWith('{{who}} '), k).toBe(true);
    }
  });

  it('Japanese notation of a random game has no unreplaced placeholder and keeps the seat label', () => {
    for (const numPlayers of [2, 4]) {
      const seed = `rr-notation-${numPlayers}`;
      const r = randomPlayout(russianRailroads, { numPlayers, seed, rand: seededRandom(seed), maxMoves: 2500 });
      expect(r.moves.length).toBeGreaterThan(50);
      const kinds = new Set<string>();
      for (const m of r.moves) {
        const text = n(m.move, m.args[0], m.playerID, tJa);
        expect(text, m.move).not.toContain('{{');
        expect(text.startsWith(`P${Number(m.playerID) + 1} `), text).toBe(true);
        expect(text, m.move).toMatch(/[ぁ-んァ-ヶ一-龯]/);
        kinds.add(m.move);
      }
      expect(kinds.size).toBeGreaterThan(8);
    }
    expect(n('trackStep', { route: 'TS', color: 'grey' }, '0', tJa)).toBe(
      'P1 シベリア横断鉄道の灰色の線路コマを進める',
    );
    expect(n('place', { space: 'TB2', rubles: 1, temp: 1, black: 0 }, '1', tJa)).toBe(
      'P2 「黒の線路+3」を使用(臨時ワーカー1個、1ルーブルで支払い)',
    );
  });

  it('resolves the dotted keys through i18next as the app does', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      showSupportNotice: false,
      lng: 'ja',
      fallbackLng: 'en',
      resources: { en: { 'russian-railroads': en }, ja: { 'russian-railroads': ja } },
    });
    const t = notationT('russian-railroads', i18n);
    expect(t).toBeDefined();
    expect(n('c1Repeat', { effect: 'black' }, '0', t)).toBe('P1 黒の線路コマ1マスをもう一度実行');
    expect(n('chooseStartBonus', { card: 'S_BLACK', route: 'KV' }, '2', t)).toBe(
      'P3 スタートボーナス「黒+1」を選択(キエフ鉄道)',
    );
    await i18n.changeLanguage('en');
    expect(n('chooseStartBonus', { card: 'S_BLACK', route: 'KV' }, '2', t)).toBe(
      'P3 takes the start bonus Black +1 on the Kiev railway',
    );
  });

  it("the board's payment choices say what a placement pays as the log does, counted", () => {
    const tEn: NotationT = (k, p) => interpolate(NOTATION_EN[k], p);
    // Locomotive and factory: 3 workers
    expect(paymentWords(tEn, { space: 'L3', rubles: 0, temp: 0, black: 0 })).toBe('3 workers');
    expect(paymentWords(tEn, { space: 'L3', rubles: 1, temp: 1, black: 0 })).toBe(
      '1 worker, 1 temporary worker, 1 ruble',
    );
    expect(paymentWords(tEn, { space: 'L3', rubles: 0, temp: 2, black: 1 })).toBe(
      '2 temporary workers, the black worker',
    );
    // Any colour +2: 1 worker and the mandatory ruble
    expect(paymentWords(tEn, { space: 'TANY', rubles: 0, temp: 0, black: 0 })).toBe('1 worker, 1 ruble');
    expect(paymentWords(tEn, { space: 'TANY', rubles: 1, temp: 0, black: 0 })).toBe('2 rubles');
    expect(paymentWords(tJa, { space: 'L3', rubles: 1, temp: 1, black: 0 })).toBe(
      'ワーカー1個、臨時ワーカー1個、1ルーブル',
    );
  });

  it('an effect of one ruble says "ruble" (factory 6)', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      showSupportNotice: false,
      lng: 'en',
      resources: { en: { 'russian-railroads': en }, ja: { 'russian-railroads': ja } },
      defaultNS: 'russian-railroads',
    });
    const t = i18n.getFixedT('en', 'russian-railroads');
    expect(effectText(FACTORIES[6], t)).toBe('+1 ruble');
    expect(effectText({ rubles: 2 }, t)).toBe('+2 rubles');
    expect(effectText(FACTORIES[6], i18n.getFixedT('ja', 'russian-railroads'))).toBe('+1ルーブル');
  });
});
