// legalMoves completeness: a brute-force walk of the argument domain finds no accepted move
// that legalMoves omits, and every listed move is accepted. The one exception by
// design: bids above BID_LIST_MAX are accepted and not listed (the legal set has no upper end).
import type { Ctx } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { activeSeats, startMatch } from '../../../games/common/match';
import { OPS_CARDS } from '../../../games/railways-of-the-world/data/cards';
import { BID_LIST_MAX } from '../../../games/railways-of-the-world/data/tables';
import { CITIES } from '../../../games/railways-of-the-world/data/map';
import type { RotwState } from '../../../games/railways-of-the-world/types';
import { addLink, editG, mod, newMatch, toActions } from './helpers';
import { sampleStates } from './sample';

process.env.NODE_ENV = 'production';

const COLORS = ['red', 'yellow', 'blue', 'purple', 'black', 'gray'];

function subsets<T>(xs: T[]): T[][] {
  return xs.reduce<T[][]>((acc, x) => acc.concat(acc.map((s) => [...s, x])), [[]]);
}

/** Every path of complete links (no repeated link) up to `max` links from `start`. */
function walks(G: RotwState, start: string, max: number): string[][] {
  const out: string[][] = [];
  const links = Object.values(G.links).filter((l) => l.complete);
  const rec = (here: string, path: string[]) => {
    if (path.length) out.push(path.slice());
    if (path.length >= max) return;
    for (const l of links) {
      if (path.includes(l.id)) continue;
      const next = l.cityA === here ? l.cityB : l.cityB === here ? l.cityA : null;
      if (next) rec(next, [...path, l.id]);
    }
  };
  rec(start, []);
  return out;
}

function domain(G: RotwState, p: string): { move: string; arg?: Record<string, unknown> }[] {
  const d: { move: string; arg?: Record<string, unknown> }[] = [];
  for (const index of [-1, 0, 1, 2]) d.push({ move: 'chooseBaron', arg: { index } });
  for (let a = 0; a <= 32000; a += 500) d.push({ move: 'bid', arg: { amount: a } });
  d.push({ move: 'bid', arg: { amount: 100000 } }, { move: 'bid', arg: { amount: 2 ** 53 } });
  d.push({ move: 'passBid' }, { move: 'passAction' }, { move: 'finishBuild' }, { move: 'cancelBuild' });
  for (let e = -1; e <= 6; e++)
    d.push({ move: 'placeTrack', arg: { exit: e } }, { move: 'redirectTrack', arg: { exit: e } });
  const pl = G.players[p];
  const held = [...pl.hand, ...pl.tableau];
  const cardSets = subsets(held.filter((c) => ['OP19', 'OP20', 'OP21', 'OP22'].includes(c)));
  const diamondArgs = [undefined, ...cardSets.flatMap((s) => (s.length > 1 ? [s, s.slice().reverse()] : [s]))];
  const grants = [undefined, ...held];
  const origins: Record<string, unknown>[] = [];
  for (const c of CITIES) for (let dir = 0; dir < 6; dir++) origins.push({ kind: 'city', cityId: c.id, dir });
  for (const id in G.links) origins.push({ kind: 'link', linkId: id });
  for (const origin of origins)
    for (const diamonds of diamondArgs)
      for (const landGrantCardId of grants) {
        const arg: Record<string, unknown> = { origin };
        if (diamonds) arg.diamonds = diamonds;
        if (landGrantCardId) arg.landGrantCardId = landGrantCardId;
        d.push({ move: 'beginBuild', arg });
      }
  for (const c of CITIES) {
    d.push({ move: 'resolveCityGrowth', arg: { cityId: c.id } });
    for (const color of COLORS) {
      d.push(
        { move: 'urbanize', arg: { cityId: c.id, color } },
        { move: 'resolveNewIndustry', arg: { cityId: c.id, color } },
      );
      for (const path of walks(G, c.id, pl.engine + 1)) {
        d.push({ move: 'deliverGoods', arg: { cityId: c.id, color, path } });
        d.push({ move: 'deliverGoods', arg: { cityId: c.id, color, path, useExpress: true } });
      }
    }
  }
  d.push({ move: 'upgradeEngine' });
  for (const c of OPS_CARDS) {
    d.push(
      { move: 'upgradeEngine', arg: { subsidyCardId: c.id } },
      { move: 'takeOperationsCard', arg: { cardId: c.id } },
    );
  }
  for (const cityId of ['KCY', 'DSM', 'CHI']) d.push({ move: 'buildWesternLink', arg: { cityId } });
  return d;
}

const key = (move: string, arg?: Record<string, unknown>) => `${move} ${JSON.stringify(arg ?? null)}`;
/** Same meaning, same key: `diamonds: []` is the same as no diamonds. */
const canon = (arg?: Record<string, unknown>) => {
  if (!arg) return undefined;
  const a = { ...arg };
  if (Array.isArray(a.diamonds) && a.diamonds.length === 0) delete a.diamonds;
  return JSON.parse(JSON.stringify(a, Object.keys(flatKeys(a)).sort()));
};
function flatKeys(o: unknown, acc: Record<string, true> = {}): Record<string, true> {
  if (o && typeof o === 'object')
    for (const [k, v] of Object.entries(o)) {
      acc[k] = true;
      flatKeys(v, acc);
    }
  return acc;
}

function checkState(G: RotwState, ctx: Ctx, p: string) {
  const listed = new Set(
    mod.legalMoves(G, ctx, p).map((m) => key(m.move, canon(m.args[0] as Record<string, unknown>))),
  );
  for (const l of mod.legalMoves(G, ctx, p))
    expect(mod.whyIllegal(G, ctx, p, l.move, l.args[0]), key(l.move, l.args[0])).toBeNull();
  for (const c of domain(G, p)) {
    if (mod.whyIllegal(G, ctx, p, c.move, c.arg) !== null) continue;
    // Bids above BID_LIST_MAX are legal but never listed (rules version 3: no cap; README "Bids").
    const unlisted = c.move === 'bid' && (c.arg!.amount as number) > BID_LIST_MAX;
    expect(listed.has(key(c.move, canon(c.arg))), key(c.move, c.arg)).toBe(!unlisted);
  }
}

describe('legalMoves completeness', () => {
  it('at sampled states of random games (every phase and build stage)', () => {
    let checked = 0;
    for (const n of [2, 4, 6]) {
      for (const s of sampleStates(n, `cmp${n}`, 7)) {
        if (s.ctx.gameover) continue;
        for (const p of activeSeats(s.ctx)) {
          checkState(s.G as RotwState, s.ctx, p);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(30);
  }, 120_000);

  it('at a rich position with cards, many links and cubes', () => {
    const m = newMatch(3, 'rich');
    toActions(m);
    editG(m, (g) => {
      const p = g.players['0'];
      p.engine = 3;
      p.hand.push('OP24', 'OP25', 'OP27');
      p.tableau.push('OP19', 'OP20', 'OP21', 'OP23');
      for (const [a, b, o] of [
        ['CHI', 'IND', '0'],
        ['IND', 'CIN', '1'],
        ['CIN', 'LOU', '0'],
        ['LOU', 'STL', '2'],
        ['STL', 'KCY', '0'],
        ['IND', 'LOU', '1'],
        ['CHI', 'MKE', '0'],
        ['CIN', 'CMH', '0'],
        ['CMH', 'PIT', '2'],
      ])
        addLink(g, o, a, b);
      g.cities.CHI.cubes = { red: 1, yellow: 2, blue: 1, purple: 1, black: 1 };
      g.cities.IND.cubes = { red: 1, yellow: 0, blue: 0, purple: 2, black: 1 };
    });
    const G = m.state.G as RotwState;
    checkState(G, m.state.ctx, '0');
    expect(mod.legalMoves(G, m.state.ctx, '0').filter((x) => x.move === 'deliverGoods').length).toBeGreaterThan(5);
    expect(
      mod
        .legalMoves(G, m.state.ctx, '0')
        .some((x) => x.move === 'deliverGoods' && (x.args[0] as { useExpress?: boolean }).useExpress),
    ).toBe(true);
    void startMatch;
  }, 120_000);
});
