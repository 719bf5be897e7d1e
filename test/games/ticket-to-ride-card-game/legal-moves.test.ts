// legalMoves completeness: at sampled states a brute-force walk of the argument
// domain finds no accepted move that legalMoves omits, every listed move is accepted by the
// reducer, and refused domain entries are refused by the reducer too.
import { describe, expect, it } from 'vitest';
import { type Match, activeSeats, startMatch } from '../../../games/common/match';
import { seededRandom } from '../../../games/common/rng';
import { CARD_TYPES, COLORS } from '../../../games/ticket-to-ride-card-game/constants';
import { MOVE_NAMES, REASONS } from '../../../games/ticket-to-ride-card-game/rules/legal';
import { G_, mod } from './helpers';

type Arg = Record<string, unknown> | undefined;

/** The same move regardless of argument order (keep lists, three colours). */
function canon(move: string, arg: Arg): string {
  if (!arg) return move;
  const a: Record<string, unknown> = { ...arg };
  if (Array.isArray(a.keep)) a.keep = [...(a.keep as string[])].sort();
  if (Array.isArray(a.colors)) a.colors = [...(a.colors as string[])].sort();
  return `${move} ${JSON.stringify(a, Object.keys(a).sort())}`;
}

function domain(m: Match, seat: string): [string, Arg][] {
  const G = G_(m);
  const priv = G.private[seat];
  const out: [string, Arg][] = [];
  for (const mv of ['drawFromDeck', 'drawTickets', 'pass']) out.push([mv, undefined]);
  const offer = priv.offer;
  for (let mask = 0; mask < 1 << offer.length; mask++) {
    const keep = offer.filter((_, i) => mask & (1 << i));
    for (const mv of ['keepInitialTickets', 'keepDrawnTickets']) {
      out.push([mv, { keep }]);
      out.push([mv, { keep: [...keep].reverse() }]);
    }
  }
  for (const mv of ['keepInitialTickets', 'keepDrawnTickets']) {
    out.push([mv, { keep: ['T99'] }], [mv, { keep: offer.length ? [offer[0], offer[0]] : [] }], [mv, {}]);
  }
  for (let slot = -1; slot <= 6; slot++) out.push(['drawFaceUp', { slot }]);
  out.push(['drawFaceUp', { slot: '1' }]);
  for (const color of [...CARD_TYPES, 'pink'])
    for (let naturals = 0; naturals <= (priv.hand[color as 'red'] ?? 0) + 1; naturals++)
      for (let locos = 0; locos <= priv.hand.loco + 1; locos++) out.push(['playSet', { color, naturals, locos }]);
  for (const a of CARD_TYPES)
    for (const b of CARD_TYPES) for (const c of CARD_TYPES) out.push(['playThree', { colors: [a, b, c] }]);
  out.push(['playThree', { colors: COLORS.slice(0, 4) }]);
  return out;
}

function checkState(m: Match, rand: () => number) {
  const ctx = m.state.ctx;
  for (const seat of Object.keys(G_(m).players)) {
    const legal = mod.legalMoves(G_(m), ctx, seat);
    const keys = new Set(legal.map((l) => canon(l.move, l.args[0])));
    expect(keys.size).toBe(legal.length); // no duplicates
    if (!activeSeats(ctx).includes(seat)) {
      expect(legal).toEqual([]);
      continue;
    }
    const saved = m.state;
    let refusedChecks = 0;
    for (const [move, arg] of domain(m, seat)) {
      expect(MOVE_NAMES as readonly string[]).toContain(move);
      const why = mod.whyIllegal(G_(m), ctx, seat, move, arg);
      if (why !== null) expect(REASONS as readonly string[]).toContain(why);
      if (why === null) expect(keys.has(canon(move, arg)), `${move} ${JSON.stringify(arg)} missing`).toBe(true);
      else if (rand() < 0.02 && refusedChecks++ < 15) {
        expect(
          m.step({ playerID: seat, move, args: arg === undefined ? [] : [arg] }).ok,
          `${move} ${JSON.stringify(arg)}`,
        ).toBe(false);
        m.state = saved;
      }
    }
    for (const l of legal) {
      expect(m.step({ playerID: seat, move: l.move, args: l.args }).ok, JSON.stringify(l)).toBe(true);
      m.state = saved;
    }
  }
}

describe('legalMoves completeness', () => {
  it.each([2, 3, 4])(
    '%i players: brute force over the argument domain at sampled states',
    (n) => {
      let states = 0;
      for (let g = 0; g < 2; g++) {
        const seed = `lm-${n}-${g}`;
        const rand = seededRandom(seed);
        const m = startMatch(mod, n, seed);
        let k = 0;
        while (!m.state.ctx.gameover) {
          if (k++ % 10 === 0) {
            checkState(m, rand);
            states++;
          }
          const seats = activeSeats(m.state.ctx);
          const p = seats[Math.floor(rand() * seats.length)];
          const legal = mod.legalMoves(G_(m), m.state.ctx, p);
          const pick = legal[Math.floor(rand() * legal.length)];
          expect(m.step({ playerID: p, move: pick.move, args: pick.args }).ok).toBe(true);
        }
      }
      expect(states).toBeGreaterThan(15);
    },
    60_000,
  );
});
