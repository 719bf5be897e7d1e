// The move log speaks the board's language: every move of every game, formatted in
// English and Japanese through the boards' `notation.*` texts as the move log and the replay
// move list do, names things in words, never by code ("S_IND", "OWN_4", "(0,3)", "SILK4").
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance, type i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import { randomPlayout, type GoldenGame, type MoveRecord } from '../../games/common/match';
import type { GameModule, NotationT } from '../../games/common/module';
import { seededRandom } from '../../games/common/rng';
import { notationT } from '../../client/play/notation-t';
import { withoutSeatLabel } from '../../client/replay/MoveList';
import { en as nipEn } from '../../client/boards/nippon/i18n.en';
import { ja as nipJa } from '../../client/boards/nippon/i18n.ja';
import { en as rotwEn } from '../../client/boards/railways-of-the-world/i18n.en';
import { ja as rotwJa } from '../../client/boards/railways-of-the-world/i18n.ja';
import { en as rrEn } from '../../client/boards/russian-railroads/i18n.en';
import { ja as rrJa } from '../../client/boards/russian-railroads/i18n.ja';
import { en as srEn } from '../../client/boards/steam-rollers/i18n.en';
import { ja as srJa } from '../../client/boards/steam-rollers/i18n.ja';
import { en as ttrEn } from '../../client/boards/ticket-to-ride-card-game/i18n.en';
import { ja as ttrJa } from '../../client/boards/ticket-to-ride-card-game/i18n.ja';

const RESOURCES: Record<string, { en: Record<string, unknown>; ja: Record<string, unknown> }> = {
  nippon: { en: nipEn, ja: nipJa },
  'railways-of-the-world': { en: rotwEn, ja: rotwJa },
  'russian-railroads': { en: rrEn, ja: rrJa },
  'steam-rollers': { en: srEn, ja: srJa },
  'ticket-to-ride-card-game': { en: ttrEn, ja: ttrJa },
};

/** What a reader must never see in a log line. */
const CODES: [string, RegExp][] = [
  ['all-caps id with underscores', /\b[A-Z][A-Z0-9]*_[A-Z0-9_]*\b/],
  ['bare (r,c) coordinates', /\(\s*-?\d+\s*,\s*-?\d+\s*\)/],
  ['id with a number (SILK4, C1a, TB1, R2)', /(?<![A-Za-z])[A-Z]{1,6}\d+[a-z]?(?![A-Za-z])/],
  ['camelCase identifier', /\b[a-z]+[A-Z][A-Za-z]*\b/],
  ['template or value leak', /\{\{|undefined|NaN|\[object|null/],
];

function translator(id: string, lng: 'en' | 'ja'): { t: NotationT; i18n: I18n } {
  const i18n = createInstance();
  void i18n.init({
    resources: { en: { [id]: RESOURCES[id].en }, ja: { [id]: RESOURCES[id].ja } },
    lng,
    fallbackLng: 'en',
    ns: [id],
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  } as never);
  return { t: notationT(id, i18n)!, i18n };
}

/** Every move of the golden games and of one seeded random game per player count. */
function movesOf(mod: GameModule): MoveRecord[] {
  const dir = join(__dirname, '..', 'golden', mod.id);
  const golden = readdirSync(dir).flatMap((f) => (JSON.parse(readFileSync(join(dir, f), 'utf8')) as GoldenGame).moves);
  const random = [mod.minPlayers, mod.maxPlayers].flatMap(
    (n) =>
      randomPlayout(mod, { numPlayers: n, seed: `notation-${n}`, rand: seededRandom(2400 + n), maxMoves: 1500 }).moves,
  );
  return [...golden, ...random];
}

/** The text the log shows: the notation without the seat label (the log prints the name). */
function line(mod: GameModule, m: MoveRecord, t?: NotationT): string {
  return withoutSeatLabel(
    mod.notation(m.move, m.args[0] as Record<string, unknown> | undefined, m.playerID, t),
    m.playerID,
  );
}

describe.each(GAMES.map((m) => [m.id, m] as const))('%s move log', (id, mod) => {
  const en = translator(id, 'en');
  const ja = translator(id, 'ja');
  const moves = movesOf(mod);

  it('has every English notation key in Japanese', async () => {
    const { NOTATION_EN } = (await import(`../../games/${id}/notation.ts`)) as { NOTATION_EN: Record<string, string> };
    const jaKeys = Object.keys(RESOURCES[id].ja.notation as Record<string, string>);
    // (English's `_one` forms are its own: Japanese has one text for every count)
    expect(Object.keys(NOTATION_EN).filter((k) => !jaKeys.includes(k.replace(/_one$/, '')))).toEqual([]);
  });

  it('names every move in words, in English and Japanese', () => {
    expect(moves.length).toBeGreaterThan(100);
    const bad = new Set<string>();
    for (const m of moves) {
      const texts = { plain: line(mod, m), en: line(mod, m, en.t), ja: line(mod, m, ja.t) };
      for (const [lang, text] of Object.entries(texts)) {
        for (const [what, re] of CODES)
          if (re.test(text)) bad.add(`${lang} ${what}: ${m.move} ${JSON.stringify(m.args[0] ?? {})} → ${text}`);
        if (lang === 'ja' && /[A-Za-z]{3,}/.test(text)) bad.add(`ja English words: ${m.move} → ${text}`);
      }
      expect(texts.plain).toBe(texts.en);
    }
    expect([...bad].slice(0, 30)).toEqual([]);
  });
});

describe('a few exact log lines', () => {
  const fmt = (id: string, lng: 'en' | 'ja', move: string, arg: Record<string, unknown>, seat = '0') => {
    const mod = GAMES.find((g) => g.id === id)!;
    return withoutSeatLabel(mod.notation(move, arg, seat, translator(id, lng).t), seat);
  };
  it('Russian Railroads', () => {
    expect(fmt('russian-railroads', 'en', 'chooseStartBonus', { card: 'S_IND' })).toBe(
      'takes the start bonus Industry +1',
    );
    expect(fmt('russian-railroads', 'en', 'place', { space: 'OWN_4', rubles: 0, temp: 0, black: 0 })).toBe(
      'places a worker on Engineer #4 (own)',
    );
    expect(fmt('russian-railroads', 'en', 'place', { space: 'TANY', rubles: 0, temp: 0, black: 0 })).toBe(
      'places on Any colour +2, paying with 1 worker, 1 ruble',
    );
    expect(fmt('russian-railroads', 'ja', 'chooseStartBonus', { card: 'S_IND' })).toBe(
      'スタートボーナス「工業+1」を選択',
    );
    expect(fmt('russian-railroads', 'ja', 'place', { space: 'OWN_4', rubles: 0, temp: 0, black: 0 })).toBe(
      '「技術者4番(自分)」にワーカーを置く',
    );
  });
  it('the other four games', () => {
    expect(fmt('steam-rollers', 'en', 'selectTrackHex', { hex: '3,4' })).toBe(
      'chose hex 6 of row 5 (region 4) for track',
    );
    expect(fmt('steam-rollers', 'ja', 'selectTrackHex', { hex: '3,4' })).toBe(
      '線路を書き込む5段目の6番目のヘクス(エリア4)を選びました',
    );
    expect(fmt('steam-rollers', 'en', 'deliver', { path: ['C1', 'T3', 'C3'], color: 'grey' })).toBe(
      'delivered a grey cube: city 1 → town 3 → city 3 (distance 2)',
    );
    expect(fmt('nippon', 'en', 'buildFactory', { factoryId: 'SILK4' })).toBe('invests in Silk factory #4');
    expect(fmt('nippon', 'ja', 'buildFactory', { factoryId: 'SILK4' })).toBe('絹糸工場4番に投資');
    expect(fmt('nippon', 'en', 'placeInfluence', { cityId: 'C1a', slot: 2, spend: 2, value: 2 })).toBe(
      'places influence 2 in Nagasaki, slot 2 (2 goods)',
    );
    expect(fmt('railways-of-the-world', 'en', 'beginBuild', { origin: { kind: 'city', cityId: 'PIT', dir: 5 } })).toBe(
      'starts building from Pittsburgh SE',
    );
    expect(fmt('railways-of-the-world', 'ja', 'beginBuild', { origin: { kind: 'city', cityId: 'PIT', dir: 5 } })).toBe(
      'ピッツバーグの南東側から敷設を開始',
    );
    expect(fmt('railways-of-the-world', 'en', 'beginBuild', { origin: { kind: 'link', linkId: 'L2' } })).toBe(
      'starts building from the end of an unfinished link',
    );
    expect(fmt('ticket-to-ride-card-game', 'en', 'playSet', { naturals: 2, color: 'black', locos: 2 })).toBe(
      'plays 2 black + 2 locomotives',
    );
    expect(fmt('ticket-to-ride-card-game', 'ja', 'playSet', { naturals: 2, color: 'black', locos: 2 })).toBe(
      '黒2枚＋機関車2枚を置く',
    );
  });
});
