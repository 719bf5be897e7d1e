// [spec §6] Secrets: no opponent or spectator view ever holds another seat's hand, tickets, offer,
// Track Stack or any deck order; determinize re-samples exactly what a seat cannot see.
import type { Ctx } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { type Match, activeSeats, startMatch } from '../../../games/common/match';
import { seededRandom } from '../../../games/common/rng';
import { totalOf } from '../../../games/ticket-to-ride-card-game/constants';
import type { TTRState } from '../../../games/ticket-to-ride-card-game/types';
import { G_, mod, trainCardTotal } from './helpers';

const view = (G: TTRState, ctx: Ctx, playerID: string | null) =>
  mod.game.playerView!({ G, ctx, playerID } as never) as TTRState;

/** Step a seeded random game, calling `check` every `every` moves and at the end. */
function walk(n: number, seed: string, every: number, check: (m: Match) => void, setupData?: object) {
  const m = startMatch(mod, n, seed, setupData as never);
  const rand = seededRandom(seed);
  let moves = 0;
  while (!m.state.ctx.gameover && moves < 3000) {
    const seats = activeSeats(m.state.ctx);
    const p = seats[Math.floor(rand() * seats.length)];
    const legal = mod.legalMoves(G_(m), m.state.ctx, p);
    const pick = legal[Math.floor(rand() * legal.length)];
    expect(m.step({ playerID: p, move: pick.move, args: pick.args }).ok).toBe(true);
    if (++moves % every === 0) check(m);
  }
  check(m);
  return m;
}

const ticketIdsIn = (s: string) => new Set(s.match(/T\d\d/g) ?? []);

function assertNoLeak(G: TTRState, ctx: Ctx, viewer: string | null) {
  const v = view(G, ctx, viewer);
  const json = JSON.stringify(v);
  expect(v.secret).toBeUndefined();
  for (const key of ['"trainDeck"', '"ticketDeck"', '"trackStacks"', '"discard"', '"openStacks"'])
    expect(json).not.toContain(key);
  expect(Object.keys(v.private)).toEqual(viewer === null ? [] : [viewer]);
  expect(json.split('"hand"').length - 1).toBe(viewer === null ? 0 : 1); // only the viewer's own hand
  // The only ticket ids in the view are the viewer's own.
  const own = new Set<string>();
  if (viewer !== null) {
    const p = G.private[viewer];
    [...p.tickets, ...p.offer, ...p.completed.map((c) => c.id)].forEach((id) => own.add(id));
  }
  for (const id of ticketIdsIn(json)) expect(own.has(id), `${id} visible to ${viewer}`).toBe(true);
  // Counts stay visible.
  for (const pid of Object.keys(G.players)) {
    expect(v.players[pid].handCount).toBe(totalOf(G.private[pid].hand));
    expect(v.players[pid].ticketCount).toBe(G.private[pid].tickets.length);
    expect(v.players[pid].trackCount).toBe(totalOf(G.secret!.trackStacks[pid]));
  }
  expect(v.trainDeckCount).toBe(G.secret!.trainDeck.length);
  expect(v.ticketDeckCount).toBe(G.secret!.ticketDeck.length);
  expect(v.discardCount).toBe(G.secret!.discard.length);
}

describe('playerView [spec §6]', () => {
  it.each([2, 3, 4])('%i players: no opponent or spectator ever sees a secret (sampled through random games)', (n) => {
    let checks = 0;
    for (const seed of ['pv-a', 'pv-b', 'pv-c']) {
      walk(n, `${seed}-${n}`, 9, (m) => {
        if (m.state.ctx.gameover) return;
        for (const viewer of [...Object.keys(G_(m).players), null]) assertNoLeak(G_(m), m.state.ctx, viewer);
        checks++;
      });
    }
    expect(checks).toBeGreaterThan(20);
  });
  it('after game over everything is revealed (replays of finished games)', () => {
    const m = walk(3, 'pv-end', 1000, () => {});
    expect(m.state.ctx.gameover).toBeTruthy();
    expect(view(G_(m), m.state.ctx, null)).toBe(G_(m));
  });
  it('openTrackStacks variant: every Track Stack is public to everybody, nothing else is', () => {
    walk(
      3,
      'pv-open',
      11,
      (m) => {
        if (m.state.ctx.gameover) return;
        for (const viewer of ['0', '1', null]) {
          const v = view(G_(m), m.state.ctx, viewer);
          expect(v.openStacks).toEqual(G_(m).secret!.trackStacks);
          expect(v.secret).toBeUndefined();
          expect(Object.keys(v.private)).toEqual(viewer === null ? [] : [viewer]);
        }
      },
      { variants: { openTrackStacks: true } },
    );
  });
  it('the public log never names a card drawn from the deck or moved to a Track Stack', () => {
    const m = walk(2, 'pv-log', 1000, () => {});
    for (const e of G_(m).publicLog) {
      if (e.t === 'drawDeck') expect(Object.keys(e).sort()).toEqual(['p', 't']);
      if (e.t === 'transfer') expect(Object.keys(e).sort()).toEqual(['n', 'p', 't']);
    }
  });
});

describe('determinize [spec §7; GameModule.determinize]', () => {
  function sample(n: number, seed: string, stopAt: (m: Match) => boolean): Match {
    const m = startMatch(mod, n, seed);
    const rand = seededRandom(seed);
    while (!stopAt(m)) {
      const p = activeSeats(m.state.ctx)[0];
      const legal = mod.legalMoves(G_(m), m.state.ctx, p);
      const pick = legal[Math.floor(rand() * legal.length)];
      expect(m.step({ playerID: p, move: pick.move, args: pick.args }).ok).toBe(true);
    }
    return m;
  }
  const cases: [string, number, (m: Match) => boolean][] = [
    ['initial keep', 3, (m) => m.state.ctx.phase === 'initialTickets'],
    ['round 1', 3, (m) => m.state.ctx.turn > 14],
    ['4 players, round 2', 4, (m) => m.state.ctx.phase === 'round2' || !!m.state.ctx.gameover],
  ];
  it.each(cases)('%s: keeps what the seat sees, re-samples the rest with the right sizes', (_name, n, stop) => {
    const m = sample(n, `det-${n}`, stop);
    expect(m.state.ctx.gameover).toBeUndefined();
    const G = G_(m);
    const ctx = m.state.ctx;
    for (const seat of Object.keys(G.players)) {
      const fromView = mod.determinize(view(G, ctx, seat), ctx, seat, seededRandom(`d-${seat}`));
      const fromFull = mod.determinize(G, ctx, seat, seededRandom(`d-${seat}`));
      expect(fromFull).toEqual(fromView); // uses nothing the seat cannot see
      const D = fromView;
      expect(D.private[seat]).toEqual(G.private[seat]);
      expect(D.players).toEqual(G.players);
      expect(D.faceUp).toEqual(G.faceUp);
      expect(D.secret!.trainDeck.length).toBe(G.secret!.trainDeck.length);
      expect(D.secret!.ticketDeck.length).toBe(G.secret!.ticketDeck.length);
      expect(D.secret!.discard.length).toBe(G.secret!.discard.length);
      for (const pid of Object.keys(G.players)) {
        expect(totalOf(D.private[pid].hand)).toBe(totalOf(G.private[pid].hand));
        expect(D.private[pid].tickets.length).toBe(G.private[pid].tickets.length);
        expect(D.private[pid].offer.length).toBe(G.private[pid].offer.length);
        expect(totalOf(D.secret!.trackStacks[pid])).toBe(totalOf(G.secret!.trackStacks[pid]));
      }
      const allTickets = [
        ...D.secret!.ticketDeck,
        ...Object.values(D.private).flatMap((p) => [...p.tickets, ...p.offer, ...p.completed.map((c) => c.id)]),
      ];
      expect(new Set(allTickets).size).toBe(allTickets.length);
      if (G.round === 1) expect(trainCardTotal(D)).toBe(96);
      expect(mod.legalMoves(D, ctx, seat)).toEqual(mod.legalMoves(G, ctx, seat));
      // What the seat cannot see changes (over a few samples).
      const others = Object.keys(G.players).filter((p) => p !== seat);
      let changed = false;
      for (let k = 0; k < 5 && !changed; k++) {
        const E = mod.determinize(G, ctx, seat, seededRandom(`e-${k}`));
        changed =
          (JSON.stringify(E.secret!.trainDeck) !== JSON.stringify(G.secret!.trainDeck) ||
            others.some((o) => JSON.stringify(E.private[o].hand) !== JSON.stringify(G.private[o].hand))) &&
          others.some(
            (o) =>
              JSON.stringify(E.private[o].tickets) !== JSON.stringify(G.private[o].tickets) ||
              JSON.stringify(E.private[o].offer) !== JSON.stringify(G.private[o].offer),
          );
      }
      expect(changed).toBe(true);
    }
  });
  it('openTrackStacks variant: the public Track Stacks are kept, the rest re-sampled', () => {
    const m2 = startMatch(mod, 3, 'det-open2', { variants: { openTrackStacks: true } } as never);
    const rand = seededRandom('det-open2');
    while (m2.state.ctx.turn < 12) {
      const p = activeSeats(m2.state.ctx)[0];
      const legal = mod.legalMoves(G_(m2), m2.state.ctx, p);
      m2.step({ playerID: p, ...legal[Math.floor(rand() * legal.length)] });
    }
    const G = G_(m2);
    const D = mod.determinize(view(G, m2.state.ctx, '1'), m2.state.ctx, '1', seededRandom('x'));
    expect(D.secret!.trackStacks).toEqual(G.secret!.trackStacks);
    expect(D.openStacks).toBeUndefined();
    expect(trainCardTotal(D)).toBe(96);
  });
  it('spectators have no legal moves and are refused', () => {
    const m = startMatch(mod, 2, 'spec');
    expect(mod.legalMoves(G_(m), m.state.ctx, null as never)).toEqual([]);
    expect(
      mod.whyIllegal(view(G_(m), m.state.ctx, null), m.state.ctx, null as never, 'keepInitialTickets', { keep: [] }),
    ).toBe('not-a-player');
  });
});
