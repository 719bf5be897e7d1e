// [spec §4.4 drawFromDeck/drawFaceUp, §5.5 D1–D6] Drawing train cards.
import { describe, expect, it } from 'vitest';
import { G_, counts, edit, mod, play, roundMatch } from './helpers';

describe('drawing train cards [spec §5.5 D1–D6]', () => {
  it('[spec §5.5 D1] a face-up Locomotive as first draw: hand +loco, slot refilled, turn ends', () => {
    const m = roundMatch(2, 0);
    edit(m, (G) => {
      G.faceUp[2] = 'loco';
      G.secret!.trainDeck.unshift('purple');
      G.private['0'].hand = counts({});
    });
    expect(play(m, '0', 'drawFaceUp', { slot: 2 }).ok).toBe(true);
    expect(G_(m).private['0'].hand).toEqual(counts({ loco: 1 }));
    expect(G_(m).faceUp[2]).toBe('purple');
    expect(m.state.ctx.currentPlayer).toBe('1');
    expect(G_(m).publicLog.at(-1)).toEqual({ t: 'drawFaceUp', p: '0', card: 'loco' });
  });
  it('[spec §5.5 D2] a Locomotive from the deck counts as one card: second draw follows', () => {
    const m = roundMatch(2, 0);
    edit(m, (G) => {
      G.secret!.trainDeck.unshift('loco');
      G.private['0'].hand = counts({});
    });
    expect(play(m, '0', 'drawFromDeck').ok).toBe(true);
    expect(G_(m).private['0'].hand).toEqual(counts({ loco: 1 }));
    expect(m.state.ctx.activePlayers).toEqual({ '0': 'secondDraw' });
    expect(G_(m).turn.drawsTaken).toBe(1);
    expect(play(m, '0', 'drawFromDeck').ok).toBe(true);
    expect(G_(m).players['0'].handCount).toBe(2);
    expect(m.state.ctx.currentPlayer).toBe('1');
  });
  it('[spec §5.5 D3] no face-up Locomotive as second draw', () => {
    const m = roundMatch(2, 0);
    edit(m, (G) => (G.faceUp[0] = 'loco'));
    expect(play(m, '0', 'drawFromDeck').ok).toBe(true);
    expect(mod.whyIllegal(G_(m), m.state.ctx, '0', 'drawFaceUp', { slot: 0 })).toBe('loco-second-draw');
    expect(play(m, '0', 'drawFaceUp', { slot: 0 }).ok).toBe(false);
    expect(mod.whyIllegal(G_(m), m.state.ctx, '0', 'playSet', { color: 'red', naturals: 2, locos: 0 })).toBe(
      'wrong-stage',
    );
    expect(mod.whyIllegal(G_(m), m.state.ctx, '0', 'drawTickets')).toBe('wrong-stage');
  });
  it('[spec §5.5 D4] a refill that takes the last card triggers the final round; no second card', () => {
    const m = roundMatch(3, 0);
    edit(m, (G) => {
      G.faceUp[1] = 'green';
      G.secret!.trainDeck = ['orange'];
      G.private['0'].hand = counts({});
    });
    expect(play(m, '0', 'drawFaceUp', { slot: 1 }).ok).toBe(true);
    const G = G_(m);
    expect(G.private['0'].hand).toEqual(counts({ green: 1 }));
    expect(G.faceUp[1]).toBe('orange');
    expect(G.trainDeckCount).toBe(0);
    expect(G.finalTurnsLeft).toBe(3);
    expect(G.lastRoundTrigger).toBe('0');
    expect(m.state.ctx.currentPlayer).toBe('1');
  });
  it('[spec §5.5 D5] with the deck empty no train card can be drawn [design D9]', () => {
    const m = roundMatch(2, 0);
    edit(m, (G) => {
      G.secret!.trainDeck = [];
      G.finalTurnsLeft = 2;
    });
    expect(mod.whyIllegal(G_(m), m.state.ctx, '0', 'drawFromDeck')).toBe('deck-empty');
    for (let k = 0; k < 5; k++)
      expect(mod.whyIllegal(G_(m), m.state.ctx, '0', 'drawFaceUp', { slot: k })).toBe('deck-empty');
    expect(play(m, '0', 'drawFromDeck').ok).toBe(false);
    expect(play(m, '0', 'drawFaceUp', { slot: 0 }).ok).toBe(false);
  });
  it('[spec §5.5 D6] all face-up cards Locomotives in secondDraw: only drawFromDeck is legal', () => {
    const m = roundMatch(2, 0);
    edit(m, (G) => (G.faceUp = ['loco', 'loco', 'loco', 'loco', 'loco']));
    expect(play(m, '0', 'drawFromDeck').ok).toBe(true);
    expect(mod.legalMoves(G_(m), m.state.ctx, '0')).toEqual([{ move: 'drawFromDeck', args: [] }]);
  });
  it('the deck running out on the first draw ends the turn without a second card [design D8]', () => {
    const m = roundMatch(2, 0);
    edit(m, (G) => (G.secret!.trainDeck = ['red']));
    expect(play(m, '0', 'drawFromDeck').ok).toBe(true);
    expect(m.state.ctx.currentPlayer).toBe('1');
    expect(G_(m).finalTurnsLeft).toBe(2);
  });
  it('drawFaceUp refusals: bad slot, empty slot; other seat: not your turn', () => {
    const m = roundMatch(2, 0);
    edit(m, (G) => (G.faceUp[4] = null));
    const why = (a: unknown, p = '0') => mod.whyIllegal(G_(m), m.state.ctx, p, 'drawFaceUp', a as never);
    expect(why({ slot: 5 })).toBe('bad-slot');
    expect(why({ slot: -1 })).toBe('bad-slot');
    expect(why({})).toBe('bad-slot');
    expect(why({ slot: 4 })).toBe('slot-empty');
    expect(why({ slot: 0 }, '1')).toBe('not-your-turn');
    expect(play(m, '1', 'drawFromDeck').ok).toBe(false);
  });
});
