// [spec §3, §4.2–§4.6, §5.5 E1–E5, S-setup] Setup, the simultaneous initial keep, turn order and
// the round structure.
import { describe, expect, it } from 'vitest';
import { startMatch } from '../../../games/common/match';
import { totalOf } from '../../../games/ticket-to-ride-card-game/constants';
import type { TTRState } from '../../../games/ticket-to-ride-card-game/types';
import { G_, cards, counts, edit, idleTurn, mod, play, roundMatch, trainCardTotal } from './helpers';

describe('setup [spec §3]', () => {
  it.each([
    [2, 75, 34],
    [3, 67, 28],
    [4, 59, 22],
  ])(
    '[spec §5.5 S-setup] %i players: deck %i, 8-card hands with a Locomotive, 5 face up, ticket deck %i',
    (n, deck, tickets) => {
      for (const seed of ['a', 'b', 'c']) {
        const m = startMatch(mod, n, seed);
        const G = G_(m);
        expect(G.trainDeckCount).toBe(deck);
        expect(G.secret!.trainDeck.length).toBe(deck);
        expect(G.faceUp.filter((c) => c !== null)).toHaveLength(5);
        expect(G.ticketDeckCount).toBe(tickets);
        for (const pid of Object.keys(G.players)) {
          expect(totalOf(G.private[pid].hand)).toBe(8);
          expect(G.private[pid].hand.loco).toBeGreaterThanOrEqual(1);
          expect(G.private[pid].offer).toHaveLength(6);
          expect(G.players[pid].handCount).toBe(8);
        }
        expect(trainCardTotal(G)).toBe(96);
        expect(G.totalRounds).toBe(n === 4 ? 2 : 1);
        expect(m.state.ctx.phase).toBe('initialTickets');
        expect(Object.keys(m.state.ctx.activePlayers!).sort()).toEqual(Object.keys(G.players));
        expect(new Set([...G.secret!.ticketDeck, ...Object.values(G.private).flatMap((p) => p.offer)]).size).toBe(46);
      }
    },
  );
  it('startPlayer from setupData, else a seat chosen at random [design D14]', () => {
    expect(G_(startMatch(mod, 3, 'x', { startPlayer: 2 } as never)).startPos).toBe(2);
    const seen = new Set<number>();
    for (let i = 0; i < 30; i++) seen.add(G_(startMatch(mod, 3, `r${i}`)).startPos);
    expect([...seen].sort()).toEqual([0, 1, 2]);
    expect(mod.game.validateSetupData!({ startPlayer: 3 } as never, 3)).toBe('bad-start-player');
    expect(mod.game.validateSetupData!({ variants: { openTrackStacks: 'yes' } } as never, 3)).toBe('bad-variant');
    expect(mod.game.validateSetupData!({ variants: { openTrackStacks: true } }, 3)).toBeUndefined();
  });
});

describe('initial tickets, simultaneous [spec §4.3]', () => {
  it('every seat keeps at least one, in any order of decision; the returns are reshuffled in', () => {
    const m = startMatch(mod, 3, 'keep', { startPlayer: 1 } as never);
    const offer = (p: string) => G_(m).private[p].offer;
    const o2 = [...offer('2')];
    expect(mod.whyIllegal(G_(m), m.state.ctx, '2', 'keepInitialTickets', { keep: [] })).toBe('keep-at-least-one');
    expect(mod.whyIllegal(G_(m), m.state.ctx, '2', 'keepInitialTickets', { keep: ['T99'] })).toBe('ticket-not-offered');
    expect(mod.whyIllegal(G_(m), m.state.ctx, '2', 'keepInitialTickets', { keep: [o2[0], o2[0]] })).toBe(
      'duplicate-ticket',
    );
    expect(mod.whyIllegal(G_(m), m.state.ctx, '2', 'keepInitialTickets', {})).toBe('bad-argument');
    expect(mod.whyIllegal(G_(m), m.state.ctx, '2', 'drawFromDeck')).toBe('wrong-stage');
    expect(play(m, '2', 'keepInitialTickets', { keep: [o2[3], o2[1]] }).ok).toBe(true);
    expect(G_(m).private['2'].tickets).toEqual([o2[1], o2[3]]); // offer order
    expect(mod.whyIllegal(G_(m), m.state.ctx, '2', 'keepInitialTickets', { keep: [o2[0]] })).toBe('already-decided');
    expect(play(m, '2', 'keepInitialTickets', { keep: [o2[0]] }).ok).toBe(false);
    expect(play(m, '0', 'keepInitialTickets', { keep: offer('0') }).ok).toBe(true);
    expect(m.state.ctx.phase).toBe('initialTickets');
    expect(play(m, '1', 'keepInitialTickets', { keep: offer('1').slice(0, 1) }).ok).toBe(true);
    expect(m.state.ctx.phase).toBe('round1');
    expect(m.state.ctx.currentPlayer).toBe('1');
    expect(G_(m).ticketDeckCount).toBe(46 - 2 - 6 - 1);
    expect(
      G_(m)
        .publicLog.filter((e) => e.t === 'initialKeep')
        .map((e) => (e as { kept: number }).kept),
    ).toEqual([2, 6, 1]);
  });
  it('keepInitialTickets is redacted and accepts stale state ids; every move is server-only without undo', () => {
    const stage = (mod.game.phases!.initialTickets.turn!.stages as any).chooseInitialTickets.moves.keepInitialTickets;
    expect(stage).toMatchObject({ redact: true, ignoreStaleStateID: true, client: false, undoable: false });
    const round = mod.game.phases!.round1;
    for (const mv of Object.values(round.moves as Record<string, any>))
      expect(mv).toMatchObject({ client: false, undoable: false });
    expect((round.turn!.stages as any).keepDrawnTickets.moves.keepDrawnTickets).toMatchObject({
      redact: true,
      client: false,
    });
  });
});

describe('tickets during the round [spec §4.4 drawTickets/keepDrawnTickets]', () => {
  it('draw 4, keep any number (even none); the rest go to the bottom in offer order', () => {
    const m = roundMatch(2, 0);
    const before = [...G_(m).secret!.ticketDeck];
    expect(play(m, '0', 'drawTickets').ok).toBe(true);
    expect(m.state.ctx.activePlayers).toEqual({ '0': 'keepDrawnTickets' });
    const offer = [...G_(m).private['0'].offer];
    expect(offer).toEqual(before.slice(0, 4));
    expect(mod.whyIllegal(G_(m), m.state.ctx, '0', 'keepDrawnTickets', { keep: ['T99'] })).toBe('ticket-not-offered');
    expect(mod.whyIllegal(G_(m), m.state.ctx, '0', 'drawFromDeck')).toBe('wrong-stage');
    const held = G_(m).private['0'].tickets.length;
    expect(play(m, '0', 'keepDrawnTickets', { keep: [offer[2]] }).ok).toBe(true);
    expect(G_(m).private['0'].tickets.length).toBe(held + 1);
    expect(G_(m).secret!.ticketDeck.slice(-3)).toEqual([offer[0], offer[1], offer[3]]);
    expect(m.state.ctx.currentPlayer).toBe('1');
  });
  it('fewer than 4 left: draw what remains; none left: refused [design D11]', () => {
    const m = roundMatch(2, 0);
    edit(m, (G) => (G.secret!.ticketDeck = ['T01', 'T02']));
    expect(play(m, '0', 'drawTickets').ok).toBe(true);
    expect(G_(m).private['0'].offer).toEqual(['T01', 'T02']);
    expect(play(m, '0', 'keepDrawnTickets', { keep: ['T01', 'T02'] }).ok).toBe(true);
    expect(mod.whyIllegal(G_(m), m.state.ctx, '1', 'drawTickets')).toBe('ticket-deck-empty');
  });
});

describe('round flow [spec §5.5 E1–E5]', () => {
  it('[spec §5.5 E1] 3 players, deck runs out in P1’s turn: P2, P0, P1 play, then the game ends', () => {
    const m = roundMatch(3, 0);
    edit(m, (G) => (G.secret!.trainDeck = G.secret!.trainDeck.slice(0, 3)));
    expect(play(m, '0', 'drawFromDeck').ok).toBe(true);
    expect(play(m, '0', 'drawFromDeck').ok).toBe(true);
    expect(play(m, '1', 'drawFromDeck').ok).toBe(true); // last card
    expect(G_(m).finalTurnsLeft).toBe(3);
    const order: string[] = [];
    while (!m.state.ctx.gameover) order.push(idleTurn(m));
    expect(order).toEqual(['2', '0', '1']);
    expect(m.state.ctx.gameover.winners.length).toBeGreaterThan(0);
    expect(G_(m).scoring).toHaveLength(1);
  });
  it('[spec §5.5 E2] 4 players, deck runs out in P2’s turn: P3, P0, P1, P2, interim scoring, round 2 from P3 with 4 new cards each', () => {
    const m = roundMatch(4, 2);
    edit(m, (G) => {
      G.secret!.trainDeck = ['red'];
      G.secret!.discard = cards({ blue: 10, green: 10 });
    });
    expect(play(m, '2', 'drawFromDeck').ok).toBe(true);
    const hands = Object.fromEntries(Object.keys(G_(m).players).map((p) => [p, G_(m).players[p].handCount]));
    const order: string[] = [];
    while (m.state.ctx.phase === 'round1') order.push(idleTurn(m));
    expect(order).toEqual(['3', '0', '1', '2']);
    const G = G_(m);
    expect(m.state.ctx.phase).toBe('round2');
    expect(G.round).toBe(2);
    expect(G.scoring).toHaveLength(1);
    expect(m.state.ctx.currentPlayer).toBe('3');
    expect(G.startPos).toBe(3);
    for (const p of Object.keys(G.players)) expect(G.players[p].handCount).toBe(hands[p] + 4);
    expect(G.trainDeckCount).toBe(20 - 16);
    expect(G.finalTurnsLeft).toBeNull();
    expect(m.state.ctx.gameover).toBeUndefined();
    expect(G.result).toBeNull();
  });
  it('[spec §5.5 E3] 4 players, a 10-card round-2 deck: P3, P0 get 3, P1, P2 get 2; one turn each, then final scoring', () => {
    const m = roundMatch(4, 2);
    edit(m, (G) => {
      G.secret!.trainDeck = ['red'];
      G.secret!.discard = cards({ white: 10 });
    });
    expect(play(m, '2', 'drawFromDeck').ok).toBe(true);
    const hands = Object.fromEntries(Object.keys(G_(m).players).map((p) => [p, G_(m).players[p].handCount]));
    while (m.state.ctx.phase === 'round1') idleTurn(m);
    const G = G_(m);
    expect([0, 1, 2, 3].map((p) => G.players[p].handCount - hands[p])).toEqual([3, 2, 2, 3]);
    expect(G.trainDeckCount).toBe(0);
    expect(G.finalTurnsLeft).toBe(4);
    const order: string[] = [];
    while (!m.state.ctx.gameover) order.push(idleTurn(m));
    expect(order).toEqual(['3', '0', '1', '2']);
    expect(G_(m).scoring.map((s) => s.round)).toEqual([1, 2]);
  });
  it('[spec §5.5 E4] final round, only red 1 in hand, ticket deck empty: pass is the only legal move', () => {
    const m = roundMatch(2, 0);
    edit(m, (G) => {
      G.secret!.trainDeck = [];
      G.secret!.ticketDeck = [];
      G.finalTurnsLeft = 2;
      G.private['0'].hand = counts({ red: 1 });
    });
    expect(mod.legalMoves(G_(m), m.state.ctx, '0')).toEqual([{ move: 'pass', args: [] }]);
    expect(play(m, '0', 'pass').ok).toBe(true);
    expect(m.state.ctx.currentPlayer).toBe('1');
    expect(G_(m).finalTurnsLeft).toBe(1);
  });
  it('[spec §5.5 E5] final round with red, green, blue free: pass is refused (playThree is legal)', () => {
    const m = roundMatch(2, 0);
    edit(m, (G) => {
      G.secret!.trainDeck = [];
      G.secret!.ticketDeck = [];
      G.finalTurnsLeft = 2;
      G.private['0'].hand = counts({ red: 1, green: 1, blue: 1 });
      for (const p of ['0', '1']) G.players[p].railYard = [];
    });
    expect(mod.whyIllegal(G_(m), m.state.ctx, '0', 'pass')).toBe('pass-not-allowed');
    expect(play(m, '0', 'pass').ok).toBe(false);
    expect(mod.legalMoves(G_(m), m.state.ctx, '0')).toEqual([
      { move: 'playThree', args: [{ colors: ['red', 'green', 'blue'] }] },
    ]);
  });
  it('pass is refused while the deck still has cards', () => {
    const m = roundMatch(2, 0);
    expect(mod.whyIllegal(G_(m), m.state.ctx, '0', 'pass')).toBe('pass-not-allowed');
  });
  it('turns go clockwise from the start player', () => {
    const m = roundMatch(4, 1);
    const order: string[] = [];
    for (let i = 0; i < 6; i++) order.push(idleTurn(m));
    expect(order).toEqual(['1', '2', '3', '0', '1', '2']);
  });
  it('after game over every move is refused with game-over', () => {
    const m = roundMatch(2, 0);
    edit(m, (G) => (G.secret!.trainDeck = ['red']));
    expect(play(m, '0', 'drawFromDeck').ok).toBe(true);
    while (!m.state.ctx.gameover) idleTurn(m);
    const G = m.state.G as TTRState;
    expect(mod.whyIllegal(G, m.state.ctx, m.state.ctx.currentPlayer, 'drawTickets')).toBe('game-over');
    expect(mod.legalMoves(G, m.state.ctx, '0')).toEqual([]);
  });
});
