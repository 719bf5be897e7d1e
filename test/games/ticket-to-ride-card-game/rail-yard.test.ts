// [spec §4.4 playSet/playThree, Step 1] Rail Yard plays, Train Robbery and the Track Stack transfer.
import { describe, expect, it } from 'vitest';
import { stepOneTransfer } from '../../../games/ticket-to-ride-card-game/flow/round';
import { whyIllegal } from '../../../games/ticket-to-ride-card-game/rules/legal';
import { G_, counts, edit, mod, play, roundMatch } from './helpers';

/** P1 to move; P0's yard holds red [loco, red]. */
function r1(hand1: Record<string, number>) {
  const m = roundMatch(2, 1);
  edit(m, (G) => {
    G.players['0'].railYard = [{ color: 'red', cards: ['loco', 'red'] }];
    G.private['1'].hand = counts(hand1);
  });
  return m;
}

describe('Rail Yard plays and Train Robbery [spec §5.5 R1–R8]', () => {
  it('[spec §5.5 R1] a bigger set robs: P0 loses red [loco, red] to the discard, P1 yard red ×3', () => {
    const m = r1({ red: 3 });
    const d0 = G_(m).discardCount;
    expect(play(m, '1', 'playSet', { color: 'red', naturals: 3, locos: 0 }).ok).toBe(true);
    const G = G_(m);
    expect(G.players['0'].railYard).toEqual([]);
    expect(G.discardCount).toBe(d0 + 2);
    expect(G.secret!.discard.slice(-2).sort()).toEqual(['loco', 'red']);
    expect(G.players['1'].railYard).toEqual([{ color: 'red', cards: ['red', 'red', 'red'] }]);
    expect(G.publicLog.some((e) => e.t === 'robbery' && e.victim === '0' && e.count === 2)).toBe(true);
    expect(m.state.ctx.currentPlayer).toBe('0');
  });
  it('[spec §5.5 R2] 2 is not more than 2: refused', () => {
    const m = r1({ red: 3 });
    expect(mod.whyIllegal(G_(m), m.state.ctx, '1', 'playSet', { color: 'red', naturals: 2, locos: 0 })).toBe(
      'robbery-too-small',
    );
    expect(play(m, '1', 'playSet', { color: 'red', naturals: 2, locos: 0 }).ok).toBe(false);
  });
  it('[spec §5.5 R3] red 1 + 2 Locomotives (3 > 2) robs; Locomotives on top', () => {
    const m = r1({ red: 1, loco: 2 });
    expect(play(m, '1', 'playSet', { color: 'red', naturals: 1, locos: 2 }).ok).toBe(true);
    expect(G_(m).players['1'].railYard).toEqual([{ color: 'red', cards: ['loco', 'loco', 'red'] }]);
    expect(G_(m).players['0'].railYard).toEqual([]);
  });
  it('seed 001: [spec §5.5 R4 reversed] Locomotives only are a set of the named colour and rob (3 > 2); spec D5 refused them [source B]', () => {
    const m = r1({ loco: 3 });
    expect(mod.whyIllegal(G_(m), m.state.ctx, '1', 'playSet', { color: 'red', naturals: 0, locos: 3 })).toBeNull();
    expect(play(m, '1', 'playSet', { color: 'red', naturals: 0, locos: 3 }).ok).toBe(true);
    expect(G_(m).players['1'].railYard).toEqual([{ color: 'red', cards: ['loco', 'loco', 'loco'] }]);
    expect(G_(m).players['0'].railYard).toEqual([]);
  });
  it('[spec §5.5 R5] three colours cannot include a colour held by another yard', () => {
    const m = r1({ red: 1, green: 1, blue: 1 });
    expect(mod.whyIllegal(G_(m), m.state.ctx, '1', 'playThree', { colors: ['red', 'green', 'blue'] })).toBe(
      'color-held-elsewhere',
    );
    expect(play(m, '1', 'playThree', { colors: ['red', 'green', 'blue'] }).ok).toBe(false);
  });
  it('[spec §5.5 R6] never a colour already in your own yard', () => {
    const m = roundMatch(2, 0);
    edit(m, (G) => {
      G.players['0'].railYard = [{ color: 'red', cards: ['loco', 'red'] }];
      G.private['0'].hand = counts({ red: 4 });
    });
    expect(mod.whyIllegal(G_(m), m.state.ctx, '0', 'playSet', { color: 'red', naturals: 4, locos: 0 })).toBe(
      'own-column-exists',
    );
    expect(play(m, '0', 'playSet', { color: 'red', naturals: 4, locos: 0 }).ok).toBe(false);
  });
  it('[spec §5.5 R7] a single card is not a set', () => {
    const m = r1({ blue: 1 });
    expect(mod.whyIllegal(G_(m), m.state.ctx, '1', 'playSet', { color: 'blue', naturals: 1, locos: 0 })).toBe(
      'set-too-small',
    );
  });
  it('[spec §5.5 R8] three colours must be distinct', () => {
    const m = r1({ red: 2, green: 1 });
    expect(mod.whyIllegal(G_(m), m.state.ctx, '1', 'playThree', { colors: ['red', 'red', 'green'] })).toBe(
      'colors-not-distinct',
    );
    expect(play(m, '1', 'playThree', { colors: ['red', 'red', 'green'] }).ok).toBe(false);
  });
  it('playThree creates three one-card columns and ends the turn', () => {
    const m = r1({ orange: 1, white: 1, black: 2 });
    expect(play(m, '1', 'playThree', { colors: ['orange', 'white', 'black'] }).ok).toBe(true);
    expect(G_(m).players['1'].railYard).toEqual([
      { color: 'orange', cards: ['orange'] },
      { color: 'white', cards: ['white'] },
      { color: 'black', cards: ['black'] },
    ]);
    expect(G_(m).private['1'].hand).toEqual(counts({ black: 1 }));
  });
  it('other playSet refusals: bad argument, not enough cards', () => {
    const m = r1({ green: 2, loco: 1 });
    const why = (a: unknown) => whyIllegal(G_(m), m.state.ctx, '1', 'playSet', a);
    expect(why({ color: 'pink', naturals: 2, locos: 0 })).toBe('bad-argument');
    expect(why({ color: 'loco', naturals: 2, locos: 0 })).toBe('bad-argument');
    expect(why({ color: 'green', naturals: 1.5, locos: 0 })).toBe('bad-argument');
    expect(why(undefined)).toBe('bad-argument');
    expect(why({ color: 'green', naturals: 3, locos: 0 })).toBe('not-enough-cards');
    expect(why({ color: 'green', naturals: 2, locos: 2 })).toBe('not-enough-cards');
    expect(why({ color: 'green', naturals: 2, locos: 1 })).toBeNull();
    expect(whyIllegal(G_(m), m.state.ctx, '1', 'playThree', { colors: ['green', 'blue', 'black'] })).toBe(
      'not-enough-cards',
    );
    expect(whyIllegal(G_(m), m.state.ctx, '1', 'playThree', { colors: ['green', 'loco', 'black'] })).toBe(
      'bad-argument',
    );
    expect(whyIllegal(G_(m), m.state.ctx, '1', 'playThree', { colors: ['green'] })).toBe('bad-argument');
  });
});

describe('Step 1: Rail Yard → Track Stack [spec §5.5 T1–T2]', () => {
  it('[spec §5.5 T1, T2] top cards move every turn; an emptied column frees its colour', () => {
    const m = roundMatch(2, 1);
    edit(m, (G) => {
      G.players['0'].railYard = [
        { color: 'red', cards: ['loco', 'red', 'red'] },
        { color: 'blue', cards: ['blue', 'blue'] },
      ];
      G.secret!.trackStacks['0'] = counts({});
    });
    // P1 ends its turn; P0's turn begins (T1).
    expect(play(m, '1', 'drawTickets').ok).toBe(true);
    expect(play(m, '1', 'keepDrawnTickets', { keep: [] }).ok).toBe(true);
    expect(m.state.ctx.currentPlayer).toBe('0');
    expect(G_(m).secret!.trackStacks['0']).toEqual(counts({ loco: 1, blue: 1 }));
    expect(G_(m).players['0'].railYard).toEqual([
      { color: 'red', cards: ['red', 'red'] },
      { color: 'blue', cards: ['blue'] },
    ]);
    expect(G_(m).players['0'].trackCount).toBe(2);
    expect(G_(m).publicLog.at(-1)).toEqual({ t: 'transfer', p: '0', n: 2 });
    // P0 and P1 pass their turns; P0's next turn begins (T2).
    expect(play(m, '0', 'drawTickets').ok).toBe(true);
    expect(play(m, '0', 'keepDrawnTickets', { keep: [] }).ok).toBe(true);
    expect(play(m, '1', 'drawTickets').ok).toBe(true);
    expect(play(m, '1', 'keepDrawnTickets', { keep: [] }).ok).toBe(true);
    expect(G_(m).secret!.trackStacks['0']).toEqual(counts({ loco: 1, blue: 2, red: 1 }));
    expect(G_(m).players['0'].railYard).toEqual([{ color: 'red', cards: ['red'] }]);
    edit(m, (G) => (G.private['0'].hand = counts({ blue: 2 })));
    expect(mod.whyIllegal(G_(m), m.state.ctx, '0', 'playSet', { color: 'blue', naturals: 2, locos: 0 })).toBeNull();
  });
  it('an empty Rail Yard transfers nothing', () => {
    const m = roundMatch(2, 0);
    const G = JSON.parse(JSON.stringify(G_(m)));
    const before = JSON.stringify(G.secret.trackStacks);
    stepOneTransfer(G, '0');
    expect(JSON.stringify(G.secret.trackStacks)).toBe(before);
  });
});
