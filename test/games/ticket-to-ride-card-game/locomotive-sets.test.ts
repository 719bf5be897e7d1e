// Sets of Locomotives only (rules version 2). Seed 001, "B 電車カードを自分のレールヤードに置く":
// a Rail Yard play is 『2枚以上の同じ色のカード』 (2 or more cards of the same colour), and
// 機関車カードはどの色としても扱えるワイルドカード (a Locomotive is a wild card that can stand for any
// colour); the only restriction the seed puts on Locomotives there is for the three-colour play
// (何かの色の代わりとして機関車カードを使う事はできません). So two or more Locomotives played as one
// named colour are a set of that colour. Spec D5 refused them [design]; the seed wins.
import { describe, expect, it } from 'vitest';
import { classify } from '../../../client/boards/ticket-to-ride-card-game/selection';
import { en } from '../../../client/boards/ticket-to-ride-card-game/i18n.en';
import { ja } from '../../../client/boards/ticket-to-ride-card-game/i18n.ja';
import type { NotationT } from '../../../games/common/module';
import { interpolate } from '../../../games/common/notation';
import { stepOneTransfer } from '../../../games/ticket-to-ride-card-game/flow/round';
import { REASONS } from '../../../games/ticket-to-ride-card-game/rules/legal';
import { G_, counts, edit, mod, play, roundMatch } from './helpers';

/** P1 to move with `hand1`; P0's yard holds red [loco, red] (2 cards). */
function r1(hand1: Record<string, number>) {
  const m = roundMatch(2, 1);
  edit(m, (G) => {
    G.players['0'].railYard = [{ color: 'red', cards: ['loco', 'red'] }];
    G.private['1'].hand = counts(hand1);
  });
  return m;
}

const setArgs = (legal: ReturnType<typeof mod.legalMoves>) =>
  legal.filter((l) => l.move === 'playSet').map((l) => l.args[0] as { color: string; naturals: number; locos: number });

describe('sets of Locomotives only [seed 001 B: 2枚以上の同じ色のカード; 機関車カードはどの色としても扱えるワイルドカード]', () => {
  it('seed 001: two Locomotives played as Blue are a legal set; the column is Blue, Locomotives only [source B]', () => {
    const m = r1({ loco: 2, green: 1 });
    expect(mod.whyIllegal(G_(m), m.state.ctx, '1', 'playSet', { color: 'blue', naturals: 0, locos: 2 })).toBeNull();
    expect(play(m, '1', 'playSet', { color: 'blue', naturals: 0, locos: 2 }).ok).toBe(true);
    const G = G_(m);
    expect(G.players['1'].railYard).toEqual([{ color: 'blue', cards: ['loco', 'loco'] }]);
    expect(G.private['1'].hand).toEqual(counts({ green: 1 }));
    expect(G.publicLog.filter((e) => e.t === 'playSet').at(-1)).toEqual({
      t: 'playSet',
      p: '1',
      color: 'blue',
      naturals: 0,
      locos: 2,
    });
    expect(m.state.ctx.currentPlayer).toBe('0');
  });

  it('seed 001: the legal-move generator lists a Locomotive-only set for every colour the seat may play [source B]', () => {
    const m = r1({ loco: 3 });
    const sets = setArgs(mod.legalMoves(G_(m), m.state.ctx, '1'));
    // Seven free colours: 2 or 3 Locomotives; red (P0 shows 2 cards): only 3 Locomotives rob it.
    for (const c of ['orange', 'yellow', 'green', 'blue', 'purple', 'white', 'black'])
      expect(sets.filter((s) => s.color === c)).toEqual([
        { color: c, naturals: 0, locos: 2 },
        { color: c, naturals: 0, locos: 3 },
      ]);
    expect(sets.filter((s) => s.color === 'red')).toEqual([{ color: 'red', naturals: 0, locos: 3 }]);
  });

  it('seed 001: Locomotives only can rob: 3 Locomotives as Red beat P0’s red column of 2 [source B, 電車強奪]', () => {
    const m = r1({ loco: 3 });
    const d0 = G_(m).discardCount;
    expect(play(m, '1', 'playSet', { color: 'red', naturals: 0, locos: 3 }).ok).toBe(true);
    const G = G_(m);
    expect(G.players['0'].railYard).toEqual([]);
    expect(G.discardCount).toBe(d0 + 2);
    expect(G.players['1'].railYard).toEqual([{ color: 'red', cards: ['loco', 'loco', 'loco'] }]);
    expect(G.publicLog.some((e) => e.t === 'robbery' && e.p === '1' && e.victim === '0' && e.count === 2)).toBe(true);
  });

  it('seed 001: the robbery still needs more cards: 2 Locomotives as Red do not beat 2 [source 電車強奪]', () => {
    const m = r1({ loco: 2 });
    expect(mod.whyIllegal(G_(m), m.state.ctx, '1', 'playSet', { color: 'red', naturals: 0, locos: 2 })).toBe(
      'robbery-too-small',
    );
    expect(play(m, '1', 'playSet', { color: 'red', naturals: 0, locos: 2 }).ok).toBe(false);
  });

  it('seed 001: one Locomotive alone is not a set (2枚以上) [source B]', () => {
    const m = r1({ loco: 1 });
    expect(mod.whyIllegal(G_(m), m.state.ctx, '1', 'playSet', { color: 'blue', naturals: 0, locos: 1 })).toBe(
      'set-too-small',
    );
    expect(setArgs(mod.legalMoves(G_(m), m.state.ctx, '1'))).toEqual([]);
  });

  it('seed 001: Locomotives still never stand in for a colour of the three-colour play [source B]', () => {
    const m = r1({ loco: 2, green: 1, blue: 1 });
    expect(mod.legalMoves(G_(m), m.state.ctx, '1').filter((l) => l.move === 'playThree')).toEqual([]);
  });

  it('seed 001: a Locomotive-only column keeps its colour until empty; Step 1 moves its top card [source B, ステップ1]', () => {
    const m = roundMatch(2, 0);
    edit(m, (G) => {
      G.players['0'].railYard = [{ color: 'purple', cards: ['loco', 'loco'] }];
      G.private['0'].hand = counts({ purple: 3 });
    });
    // Own column of that colour: no second purple set (既に…同じ色のカードを…追加して置くことはできません).
    expect(mod.whyIllegal(G_(m), m.state.ctx, '0', 'playSet', { color: 'purple', naturals: 3, locos: 0 })).toBe(
      'own-column-exists',
    );
    const G = JSON.parse(JSON.stringify(G_(m)));
    const before = G.secret.trackStacks['0'].loco;
    stepOneTransfer(G, '0');
    expect(G.players['0'].railYard).toEqual([{ color: 'purple', cards: ['loco'] }]);
    expect(G.secret.trackStacks['0'].loco).toBe(before + 1);
  });

  it('seed 001: with both decks empty, a seat holding only 2 Locomotives can still play them, so it may not pass [source B; design D13]', () => {
    const m = roundMatch(2, 0);
    edit(m, (G) => {
      G.secret!.discard.push(...G.secret!.trainDeck, ...G.faceUp.filter((c) => c !== null));
      G.secret!.trainDeck = [];
      G.secret!.ticketDeck = [];
      G.private['0'].hand = counts({ loco: 2 });
    });
    expect(mod.whyIllegal(G_(m), m.state.ctx, '0', 'pass')).toBe('pass-not-allowed');
    const legal = mod.legalMoves(G_(m), m.state.ctx, '0');
    expect(legal.some((l) => l.move === 'pass')).toBe(false);
    expect(setArgs(legal).length).toBeGreaterThan(0);
  });

  it('seed 001: the refusal "needs-natural" no longer exists [source B]', () => {
    expect(REASONS as readonly string[]).not.toContain('needs-natural');
    expect(Object.keys(en.reason)).not.toContain('needs-natural');
    expect(Object.keys(ja.reason)).not.toContain('needs-natural');
  });

  it('seed 001: the notation names the colour the Locomotives are played as [source B]', () => {
    const tJa: NotationT = (k, p) => interpolate(ja.notation[k], p);
    expect(mod.notation('playSet', { color: 'blue', naturals: 0, locos: 2 }, '1')).toBe(
      'P2 plays 2 locomotives as blue',
    );
    expect(mod.notation('playSet', { color: 'blue', naturals: 0, locos: 2 }, '1', tJa)).toBe(
      'P2 機関車2枚を青として置く',
    );
    expect(mod.notation('playSet', { color: 'red', naturals: 2, locos: 1 }, '0')).toBe('P1 plays 2 red + 1 locomotive');
  });

  it('seed 001: the board turns a selection of Locomotives only into a set of the colour the player names [source B]', () => {
    const sel = counts({ loco: 2 });
    expect(classify(sel)).toEqual({ move: null, hint: 'declare' });
    expect(classify(sel, 'yellow')).toEqual({ move: 'playSet', arg: { color: 'yellow', naturals: 0, locos: 2 } });
    // With a natural card the colour is the card's, whatever was named before.
    expect(classify(counts({ loco: 2, green: 1 }), 'yellow')).toEqual({
      move: 'playSet',
      arg: { color: 'green', naturals: 1, locos: 2 },
    });
  });
});
