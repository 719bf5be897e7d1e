// The board renders (server-side, English texts) for players, spectators and at game over, from
// each viewer's playerView, and shows a viewer's own tickets but never another seat's.
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import entry from '../../../client/boards/ticket-to-ride-card-game';
import { cityKey } from '../../../client/boards/ticket-to-ride-card-game/ui';
import { randomPlayout, startMatch } from '../../../games/common/match';
import { seededRandom } from '../../../games/common/rng';
import { TICKETS_BY_ID } from '../../../games/ticket-to-ride-card-game/data/tickets';
import type { TTRState } from '../../../games/ticket-to-ride-card-game/types';
import { G_, mod } from './helpers';

const NS = 'ticket-to-ride-card-game';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { [NS]: entry.i18n.en } },
    ns: [NS],
    defaultNS: NS,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  } as never);
});

function render(G: TTRState, ctx: any, playerID: string | null) {
  const view = mod.game.playerView!({ G, ctx, playerID } as never);
  const props = {
    G: view,
    ctx,
    playerID,
    moves: {},
    isActive: playerID !== null,
    readOnly: playerID === null,
    playerNames: { '0': 'Ann', '1': 'Bob', '2': 'Cy' },
  };
  return renderToStaticMarkup(createElement(entry.Board as any, props));
}

const cityLine = (id: string) => {
  const d = TICKETS_BY_ID[id];
  return `${(entry.i18n.en as any).city[cityKey(d.a)]} – ${(entry.i18n.en as any).city[cityKey(d.b)]}`;
};

describe('board', () => {
  it('initial offer: the viewer sees its own offer, not the others’', () => {
    const m = startMatch(mod, 3, 'board-1');
    const G = G_(m);
    const html = render(G, m.state.ctx, '0');
    expect(html).toContain('Choose the tickets to keep');
    for (const id of G.private['0'].offer) expect(html).toContain(cityLine(id));
    const spectator = render(G, m.state.ctx, null);
    expect(spectator).toContain('You are watching');
    expect(spectator).not.toContain('Choose the tickets to keep');
  });
  it('renders the end screen with every Track Stack revealed and the winner', () => {
    const r = randomPlayout(mod, { numPlayers: 3, seed: 'board-end', rand: seededRandom('board-end') });
    const html = render(r.state.G, r.state.ctx, null);
    expect(html).toContain('Final scoring');
    expect(html).toContain('Track Stack of round 1');
    for (const w of r.state.ctx.gameover.winners) expect(html).toContain(['Ann', 'Bob', 'Cy'][Number(w)]);
  });
  it('renders a 4-player game mid-round-2 with the interim scoring', () => {
    const m = startMatch(mod, 4, 'board-4');
    const rand = seededRandom('board-4');
    while (m.state.ctx.phase !== 'round2' && !m.state.ctx.gameover) {
      const p = m.state.ctx.activePlayers ? Object.keys(m.state.ctx.activePlayers)[0] : m.state.ctx.currentPlayer;
      const legal = mod.legalMoves(G_(m), m.state.ctx, p);
      m.step({ playerID: p, ...legal[Math.floor(rand() * legal.length)] });
    }
    expect(m.state.ctx.phase).toBe('round2');
    const html = render(G_(m), m.state.ctx, m.state.ctx.currentPlayer);
    expect(html).toContain('Round 1 scoring');
    expect(html).toContain('Round 2 of 2');
  });
  it('says “1 card” and “1 ticket”, not “1 cards”, in counts and in the recent moves', () => {
    const m = startMatch(mod, 3, 'board-one');
    const G = structuredClone(G_(m));
    Object.assign(G.players['1'], { handCount: 1, ticketCount: 1 });
    Object.assign(G.players['2'], { handCount: 2, ticketCount: 3 });
    G.publicLog = [
      { t: 'transfer', p: '1', n: 1 },
      { t: 'keepTickets', p: '2', kept: 1 },
      { t: 'playSet', p: '1', color: 'red', naturals: 2, locos: 1 },
    ];
    const html = render(G, m.state.ctx, '0');
    expect(html).toContain('1 card<');
    expect(html).toContain('1 ticket<');
    expect(html).toContain('2 cards<');
    expect(html).toContain('3 tickets<');
    expect(html).toContain('Bob moved 1 card to the Track Stack');
    expect(html).toContain('Cy kept 1 ticket<');
    expect(html).toMatch(/Bob played 2 \S+ \+ 1 Locomotive</);
    G.publicLog = [{ t: 'newDeck', n: 1 }];
    expect(render(G, m.state.ctx, '0')).toContain('New deck of 1 card shuffled from the discards');
    expect(html).not.toMatch(/\b1 (cards|tickets|Locomotives)\b/);
  });
  it('Japanese, which has no plural forms, keeps its one text for every count', async () => {
    const ja = i18next.createInstance();
    await ja.init({
      lng: 'ja',
      resources: { ja: { [NS]: entry.i18n.ja } },
      ns: [NS],
      defaultNS: NS,
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    } as never);
    const texts = entry.i18n.ja as any;
    for (const n of [1, 2]) {
      expect(ja.t('handCount', { count: n })).toBe(texts.handCount.replace('{{count}}', String(n)));
      expect(ja.t('log.transfer', { name: 'A', count: n })).toBe(
        texts.log.transfer.replace('{{name}}', 'A').replace('{{count}}', String(n)),
      );
    }
  });
});
