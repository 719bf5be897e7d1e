// The GameModule surface: fields, i18n completeness (en + ja), notation, score table, evaluate.
import { describe, expect, it } from 'vitest';
import { en } from '../../../client/boards/ticket-to-ride-card-game/i18n.en';
import { ja } from '../../../client/boards/ticket-to-ride-card-game/i18n.ja';
import { cityKey } from '../../../client/boards/ticket-to-ride-card-game/ui';
import { GAME_BY_ID } from '../../../games';
import { randomPlayout } from '../../../games/common/match';
import { seededRandom } from '../../../games/common/rng';
import { CARD_TYPES } from '../../../games/ticket-to-ride-card-game/constants';
import { TICKETS } from '../../../games/ticket-to-ride-card-game/data/tickets';
import { REASONS } from '../../../games/ticket-to-ride-card-game/rules/legal';
import { G_, counts, edit, mod, roundMatch } from './helpers';

const get = (o: unknown, path: string): unknown =>
  path.split('.').reduce<any>((x, k) => (x == null ? undefined : x[k]), o);

describe('GameModule', () => {
  it('is registered with every field', () => {
    expect(GAME_BY_ID['ticket-to-ride-card-game']).toBe(mod);
    expect(mod.game.name).toBe(mod.id);
    expect([mod.minPlayers, mod.maxPlayers]).toEqual([2, 4]);
    expect(mod.playerColors.length).toBeGreaterThanOrEqual(4);
    expect(mod.variants.map((v) => v.id)).toEqual(['openTrackStacks']);
    expect(mod.rulesVersion).toBe(2); // 2: sets of Locomotives only are legal [seed 001]
  });
  it.each([
    ['en', en],
    ['ja', ja],
  ] as const)('%s texts cover reasons, score categories, variants, cards and cities', (_lang, res) => {
    expect(typeof res.title).toBe('string');
    expect(typeof res.description).toBe('string');
    for (const r of REASONS) expect(typeof get(res, `reason.${r}`), r).toBe('string');
    for (const c of ['round1', 'round2', 'penalty', 'bonus']) expect(typeof get(res, `score.${c}`)).toBe('string');
    for (const v of mod.variants) expect(typeof get(res, `variants.${v.id}`)).toBe('string');
    for (const k of CARD_TYPES) expect(typeof get(res, `card.${k}`)).toBe('string');
    for (const t of TICKETS)
      for (const c of [t.a, t.b]) expect(typeof get(res, `city.${cityKey(c)}`), c).toBe('string');
    expect(Object.keys(res.reason).sort()).toEqual([...REASONS].sort());
  });
  it('Japanese texts are Japanese and use the seed’s terms', () => {
    const all = JSON.stringify(ja);
    for (const term of [
      '電車カード',
      '機関車',
      '目的地カード',
      'レールヤード',
      'トラックスタック',
      '電車強奪',
      '山札',
      '捨て札',
    ])
      expect(all).toContain(term);
  });
  it('notation is short English and never names hidden tickets', () => {
    expect(mod.notation('drawFromDeck', undefined, '0')).toBe('P1 draws from the deck');
    expect(mod.notation('drawFaceUp', { slot: 2 }, '1')).toBe('P2 takes face-up card 3');
    expect(mod.notation('playSet', { color: 'red', naturals: 2, locos: 1 }, '0')).toBe('P1 plays 2 red + 1 locomotive');
    expect(mod.notation('playThree', { colors: ['red', 'green', 'blue'] }, '2')).toBe('P3 plays red, green, blue');
    expect(mod.notation('keepDrawnTickets', { keep: ['T01', 'T02'] }, '0')).toBe('P1 keeps 2 tickets');
    expect(mod.notation('keepInitialTickets', undefined, '0')).toBe('P1 keeps tickets'); // redacted log entry
    expect(mod.notation('pass', undefined, '3')).toBe('P4 passes');
  });
  it('scoreBreakdown totals equal gameover scores; scores() shows interim points only', () => {
    for (const n of [2, 4]) {
      const r = randomPlayout(mod, { numPlayers: n, seed: `sb-${n}`, rand: seededRandom(`sb-${n}`) });
      const b = mod.scoreBreakdown(r.state.G, r.state.ctx);
      expect(b.totals).toEqual(r.state.ctx.gameover.scores);
      for (const p of Object.keys(b.rows))
        expect(Object.values(b.rows[p]).reduce((a, x) => a + x, 0)).toBe(b.totals[p]);
      expect(b.categories).toEqual(n === 4 ? ['round1', 'round2', 'penalty', 'bonus'] : ['round1', 'penalty', 'bonus']);
      expect(mod.scores(r.state.G, r.state.ctx)).toEqual(r.state.ctx.gameover.scores);
    }
    const m = roundMatch(2);
    expect(mod.scores(G_(m), m.state.ctx)).toEqual({ '0': 0, '1': 0 });
  });
  it('evaluate rewards completable tickets and is the final score after game over', () => {
    const m = roundMatch(2);
    edit(m, (G) => {
      G.private['0'].tickets = ['T44'];
      G.private['1'].tickets = ['T44'.replace('44', '43')];
      G.secret!.trackStacks['0'] = counts({ blue: 2, white: 2 });
      G.secret!.trackStacks['1'] = counts({});
      G.private['0'].hand = counts({});
      G.private['1'].hand = counts({});
      G.players['0'].railYard = [];
      G.players['1'].railYard = [];
    });
    const e0 = mod.evaluate(G_(m), m.state.ctx, '0');
    const e1 = mod.evaluate(G_(m), m.state.ctx, '1');
    expect(e0).toBeGreaterThan(e1);
    expect(e0).toBeGreaterThanOrEqual(20);
    expect(e1).toBeLessThan(0);
    const r = randomPlayout(mod, { numPlayers: 3, seed: 'ev', rand: seededRandom('ev') });
    for (const p of ['0', '1', '2'])
      expect(mod.evaluate(r.state.G, r.state.ctx, p)).toBe(r.state.ctx.gameover.scores[p]);
  });
});
