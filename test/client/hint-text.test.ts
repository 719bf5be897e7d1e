// A hint names its seat's own secret choice: the hint line is shown only to the seat it
// is for, so "chooses a Railroad Baron" becomes the Baron it would keep, "keeps 2 tickets" the
// tickets, "takes an end-bonus card" the card; the public notation (move log, replays) still hides
// them, and a seat's words come from its own view only.
import { createInstance, type i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { getGame } from '../../games';
import { startMatch } from '../../games/common/match';
import { describeAction } from '../../games/common/replay';
import { viewOf } from '../../games/common/bots/state';
import { BARON_BY_ID } from '../../games/railways-of-the-world/data/cards';
import { TICKETS_BY_ID } from '../../games/ticket-to-ride-card-game/data/tickets';
import { hintLabel, hintMoveText } from '../../client/play/hint-text';
import { analysisI18n } from '../../client/replay/analysis/i18n';
import rotwEntry from '../../client/boards/railways-of-the-world';
import rrEntry from '../../client/boards/russian-railroads';
import ttrEntry from '../../client/boards/ticket-to-ride-card-game';
import nipponEntry from '../../client/boards/nippon';
import type { BoardEntry } from '../../client/boards/types';

function i18nFor(id: string, entry: BoardEntry, lng: 'en' | 'ja'): I18n {
  const i18n = createInstance();
  void i18n.init({
    resources: {
      en: { [id]: entry.i18n.en, analysis: analysisI18n.en },
      ja: { [id]: entry.i18n.ja, analysis: analysisI18n.ja },
    },
    lng,
    fallbackLng: 'en',
    ns: [id, 'analysis'],
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  } as never);
  return i18n;
}

const publicText = (id: string, move: string, args: unknown[], seat: string) =>
  describeAction(getGame(id)!, { type: 'MAKE_MOVE', payload: { type: move, args, playerID: seat } } as never);

describe('the hint line names the seat’s own secret choice', () => {
  it('Railways of the World: the Railroad Baron the seat would keep, from its own view', () => {
    const mod = getGame('railways-of-the-world')!;
    const master = startMatch(mod, 3, 'hint-text').state;
    const view = viewOf(mod, master, '1');
    const options = (view.G as any).players['1'].baronOptions as string[];
    expect(options).toHaveLength(2);
    for (const index of [0, 1]) {
      const baron = BARON_BY_ID[options[index]];
      const choice = { move: 'chooseBaron', args: [{ index }] };
      const en = hintMoveText(mod, rotwEntry, view.G, '1', choice, i18nFor(mod.id, rotwEntry, 'en'));
      expect(en).toMatch(/^chooses the Railroad Baron “.+ — \d+ points”$/);
      expect(en).toContain(`${baron.points} points`);
      const ja = hintMoveText(mod, rotwEntry, view.G, '1', choice, i18nFor(mod.id, rotwEntry, 'ja'));
      expect(ja).toMatch(/^鉄道王カード「.+」を選択$/);
      expect(ja).toContain(`${baron.points}点`);
      // the move log and replays keep the public notation
      expect(publicText(mod.id, 'chooseBaron', [{ index }], '1')).toBe('P2 chooses a Railroad Baron');
    }
    // the two options read differently (the words name the card, not the index)
    const texts = [0, 1].map((index) =>
      hintMoveText(
        mod,
        rotwEntry,
        view.G,
        '1',
        { move: 'chooseBaron', args: [{ index }] },
        i18nFor(mod.id, rotwEntry, 'en'),
      ),
    );
    if (options[0] !== options[1]) expect(texts[0]).not.toBe(texts[1]);
    // another seat's view holds no options of seat 1: nothing to name, the public words stay
    const other = viewOf(mod, master, '0');
    expect((other.G as any).players['1'].baronOptions).toEqual([]);
    expect(
      hintMoveText(
        mod,
        rotwEntry,
        other.G,
        '1',
        { move: 'chooseBaron', args: [{ index: 0 }] },
        i18nFor(mod.id, rotwEntry, 'en'),
      ),
    ).toBe('chooses a Railroad Baron');
    // the whole line as the play view shows it
    expect(hintLabel(texts[0], 0.042, i18nFor(mod.id, rotwEntry, 'en'))).toBe(
      `Hint: ${texts[0]} (+4.2 points of win chance over your other moves)`,
    );
    // moves the search rates equal read as such, not as "+0.0 points"
    expect(hintLabel(texts[0], 0.0004, i18nFor(mod.id, rotwEntry, 'en'))).toBe(
      `Hint: ${texts[0]} (your other moves rate about the same)`,
    );
    expect(hintLabel(texts[0], 0, i18nFor(mod.id, rotwEntry, 'ja'))).toBe(`ヒント: ${texts[0]}(他の手とほぼ同じ評価)`);
    expect(hintLabel(texts[0], 0.0006, i18nFor(mod.id, rotwEntry, 'en'))).toBe(
      `Hint: ${texts[0]} (+0.1 points of win chance over your other moves)`,
    );
  });

  it('Ticket to Ride: the Card Game: the Destination Tickets the seat would keep', () => {
    const mod = getGame('ticket-to-ride-card-game')!;
    const master = startMatch(mod, 2, 'hint-text').state;
    const view = viewOf(mod, master, '0');
    const legal = mod
      .legalMoves(view.G, view.ctx, '0')
      .find((m) => m.move === 'keepInitialTickets' && ((m.args[0] as any).keep as string[]).length === 2)!;
    expect(legal).toBeDefined();
    const keep = (legal.args[0] as { keep: string[] }).keep;
    const en = hintMoveText(mod, ttrEntry, view.G, '0', legal, i18nFor(mod.id, ttrEntry, 'en'));
    expect(en.startsWith('keeps the tickets ')).toBe(true);
    for (const id of keep) expect(en).toContain(`(${TICKETS_BY_ID[id].points} points)`);
    expect(en.split(' – ')).toHaveLength(3);
    expect(
      hintMoveText(
        mod,
        ttrEntry,
        view.G,
        '0',
        { move: 'keepDrawnTickets', args: [{ keep: [keep[0]] }] },
        i18nFor(mod.id, ttrEntry, 'en'),
      ),
    ).toMatch(/^keeps the ticket .+ – .+ \(\d+ points\)$/);
    expect(hintMoveText(mod, ttrEntry, view.G, '0', legal, i18nFor(mod.id, ttrEntry, 'ja'))).toMatch(
      /^目的地カード「.+（\d+点）」「.+（\d+点）」をキープ$/,
    );
    expect(publicText(mod.id, legal.move, legal.args, '0')).toBe('P1 keeps 2 tickets');
  });

  it('Russian Railroads: the end-bonus card the seat would take', () => {
    const mod = getGame('russian-railroads')!;
    const choice = { move: 'pickEndBonus', args: [{ card: 'E3' }] };
    expect(hintMoveText(mod, rrEntry, {}, '0', choice, i18nFor(mod.id, rrEntry, 'en'))).toBe(
      'takes the end-bonus card E3: +4 VP per factory (max 20)',
    );
    expect(hintMoveText(mod, rrEntry, {}, '0', choice, i18nFor(mod.id, rrEntry, 'ja'))).toBe(
      'エンドボーナスカード「E3: 工場1つにつき+4(最大20)」を取る',
    );
    expect(publicText(mod.id, 'pickEndBonus', choice.args, '0')).toBe('P1 takes an end-bonus card');
  });

  it('a move with nothing secret reads as the move log does', () => {
    const mod = getGame('nippon')!;
    const state = startMatch(mod, 2, 'hint-text').state;
    const view = viewOf(mod, state, '0');
    const m = mod.legalMoves(view.G, view.ctx, '0')[0];
    const i18n = i18nFor(mod.id, nipponEntry, 'en');
    expect(hintMoveText(mod, nipponEntry, view.G, '0', m, i18n)).toBe(
      publicText(mod.id, m.move, m.args, '0').replace(/^P1 /, ''),
    );
  });
});
