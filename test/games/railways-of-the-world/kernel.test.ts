// The bot kernel agrees with the boardgame.io game on every move of seeded random games.
import { describe, expect, it } from 'vitest';
import { activeSeats, startMatch } from '../../../games/common/match';
import { seededRandom } from '../../../games/common/rng';
import { getKernel } from '../../../games/common/bots/kernel';
import type { LegalMove } from '../../../games/common/module';
import { rotwKernel as K, type Sim } from '../../../games/railways-of-the-world/kernel';
import type { RotwState } from '../../../games/railways-of-the-world/types';
import { CITY_BY_ID } from '../../../games/railways-of-the-world/data/map';
import { neighbour } from '../../../games/railways-of-the-world/hex';
import { editG, mod, t11Position, toActions } from './helpers';

const CUBE_MOVES = new Set(['urbanize', 'resolveCityGrowth', 'resolveNewIndustry']);

/** Does the move draw cubes from the bag (the only randomness after setup)? */
function drawsCubes(move: string, arg: Record<string, unknown> | undefined): boolean {
  if (CUBE_MOVES.has(move)) return true;
  // a red cube from Kansas City / Des Moines may reach Chicago over a Western Link [spec §4.5.5 7]
  return move === 'deliverGoods' && arg!.color === 'red' && (arg!.cityId === 'KCY' || arg!.cityId === 'DSM');
}

/** G without the cube colours: what a move that draws cubes must still agree on. */
function withoutColours(G: RotwState) {
  const g = JSON.parse(JSON.stringify(G)) as RotwState;
  const bag = Object.values(g.bag).reduce((a, b) => a + b, 0);
  const cities: Record<string, unknown> = {};
  for (const [id, c] of Object.entries(g.cities))
    cities[id] = { ...c, cubes: Object.values(c.cubes).reduce((a, b) => a + b, 0) };
  return { ...g, bag, cities };
}

/** A move for the random games: uniform, or (`directed`) steered toward what uniform play seldom
 *  reaches (completed links, deliveries and emptied cities, Western Links, redirects, the end
 *  trigger), choosing among the generator's own moves either way. */
function pickMove(s: Sim, seat: string, legal: LegalMove[], rand: () => number, directed: boolean): LegalMove {
  const any = (xs: LegalMove[]) => xs[Math.floor(rand() * xs.length)];
  if (!directed) return any(legal);
  if (s.G.build) {
    const complete = (G: Sim['G']) => Object.values(G.links).filter((l) => l.complete).length;
    const now = complete(s.G);
    const fin = legal.filter((m) => {
      if (m.move !== 'placeTrack' && m.move !== 'redirectTrack') return false;
      const c = K.clone(s);
      K.apply(c, seat, m, rand);
      return complete(c.G) > now;
    });
    if (fin.length && rand() < 0.9) return any(fin);
  }
  const pref = legal.filter(
    (m) =>
      m.move === 'deliverGoods' ||
      m.move === 'buildWesternLink' ||
      m.move === 'redirectTrack' ||
      (m.move === 'beginBuild' && (m.args[0] as { origin: { kind: string } }).origin.kind === 'link'),
  );
  if (pref.length && rand() < 0.75) return any(pref);
  if (rand() < 0.6) {
    const types = [...new Set(legal.map((m) => m.move))];
    const t = any(types.map((move) => ({ move, args: [] })) as LegalMove[]).move;
    return any(legal.filter((m) => m.move === t));
  }
  return any(legal);
}

/** Seed salt of the agreement games: rules version 3 (diamond cards in every action) moved the
 *  games, and the unsalted seeds no longer built a Western Link; these reach every rarer rule. */
const SALT = 'e';

/** What the agreement games reached, over every case (checked once they have all run). */
const reached = new Set<string>();

describe('bot kernel (fast playouts)', () => {
  it('is attached to the module', () => {
    expect(getKernel(mod)).toBe(K);
  });

  // Per case: a short uniformly random game, then two directed ones of full length (the end
  // triggered by the last Empty City Marker, or the game turn cap).
  const CASES: [number, Record<string, unknown>][] = [
    [2, { emptyMarkerReduction: '4' }],
    [2, { auctionStyle: 'worstIsFirst', emptyMarkerReduction: '4' }],
    [3, { auctionStyle: 'firstToPass', tenthAnniversary: false, emptyMarkerReduction: '2' }],
    [5, { auctionStyle: 'newPlayers', emptyMarkerReduction: '4' }],
  ];
  for (const [n, variants] of CASES) {
    it(`${n} players ${JSON.stringify(variants)}: same legal moves, flow and state as the reducer`, () => {
      let exact = 0;
      let drawn = 0;
      const seen = new Set<string>();
      for (let g = 0; g < 3; g++) {
        const directed = g > 0;
        const m = startMatch(mod, n, `kernel${SALT}-${n}-${g}`, {
          variants,
          ...(directed ? {} : { maxGameTurns: 3 }),
        } as never);
        const rand = seededRandom(`k${SALT}-${n}-${g}`);
        for (let k = 0; k < 5000 && !m.state.ctx.gameover; k++) {
          const prev = m.state;
          const seat = activeSeats(prev.ctx)[0];
          const sim = K.fromState(prev.G, prev.ctx);
          expect(K.toMove(sim)).toBe(seat);
          const legal = K.legalMoves(sim, seat);
          expect(legal).toEqual(mod.legalMoves(prev.G, prev.ctx, seat));
          expect(K.playoutMoves(sim, seat, legal)).toEqual(mod.playoutMoves!(prev.G, prev.ctx, seat, legal));
          expect(K.botMoves(sim, seat, legal)).toEqual(mod.botMoves!(prev.G, prev.ctx, seat, legal));
          const pick = pickMove(sim, seat, legal, rand, directed);
          seen.add(pick.move);
          expect(m.step({ playerID: seat, move: pick.move, args: pick.args }).ok).toBe(true);
          K.apply(sim, seat, pick, rand);
          const next = m.state;
          const G = next.G as RotwState;
          const P = prev.G as RotwState;
          if (G.extraActions > P.extraActions) reached.add('executive');
          if (Object.keys(G.links).length < Object.keys(P.links).length)
            reached.add(G.turn === P.turn ? 'join' : 'income-removes-links');
          if (Object.values(G.majorLines).filter(Boolean).length > Object.values(P.majorLines).filter(Boolean).length)
            reached.add('major-line');
          if (pick.move === 'buildWesternLink') reached.add('western-link');
          if (!drawsCubes(pick.move, pick.args[0] as Record<string, unknown> | undefined)) {
            expect(sim.G).toEqual(G);
            for (const p of K.seats(sim)) {
              expect(K.evaluate(sim, p)).toBe(mod.evaluate(G, next.ctx, p));
            }
            exact++;
          } else {
            expect(withoutColours(sim.G)).toEqual(withoutColours(G));
            drawn++;
          }
          if (!next.ctx.gameover) {
            expect(K.toMove(sim)).not.toBeNull();
            expect(sim.phase).toBe(next.ctx.phase);
            expect(sim.current).toBe(next.ctx.currentPlayer);
            expect(sim.pos).toBe(next.ctx.playOrderPos);
            expect(sim.playOrder).toEqual(next.ctx.playOrder);
            expect(sim.active).toEqual(next.ctx.activePlayers);
          } else {
            expect(K.toMove(sim)).toBeNull();
            expect(K.winners(sim)).toEqual(next.ctx.gameover.winners);
            if (directed) seen.add(G.endTriggerTurn !== null ? 'end-triggered' : 'turn-cap');
          }
        }
        expect(m.state.ctx.gameover).toBeDefined();
      }
      expect(exact).toBeGreaterThan(300);
      expect(drawn).toBeGreaterThan(5);
      for (const move of [
        'chooseBaron',
        'bid',
        'passBid',
        'beginBuild',
        'placeTrack',
        'finishBuild',
        'cancelBuild',
        'deliverGoods',
        'upgradeEngine',
        'takeOperationsCard',
        'urbanize',
        'passAction',
      ]) {
        expect(seen.has(move), move).toBe(true);
      }
    }, 60_000);
  }

  it("a build that joins two of its owner's incomplete links: the same as the reducer", () => {
    // Found on the kernel: P0 builds one tile out of a city and stops; P1 passes; P0 builds one
    // tile out of another city into the hex the first link's open end faces, joining them.
    const m = startMatch(mod, 2, 'kernel-join', { maxGameTurns: 2 } as never);
    toActions(m, '0');
    editG(m, (g) => {
      g.players['0'].cash = 100000;
      g.players['1'].cash = 100000;
    });
    const s0 = K.fromState(m.state.G, m.state.ctx);
    const rand = seededRandom('join');
    const after = (s: Sim, seat: string, mv: LegalMove) => {
      const c = K.clone(s);
      K.apply(c, seat, mv, rand);
      return c;
    };
    let script: [string, LegalMove][] | null = null;
    search: for (const b1 of K.legalMoves(s0, '0')) {
      if (b1.move !== 'beginBuild' || Object.keys(b1.args[0] as object).length !== 1) continue;
      const s1 = after(s0, '0', b1);
      for (const t1 of K.legalMoves(s1, '0')) {
        if (t1.move !== 'placeTrack') continue;
        const s2 = after(s1, '0', t1);
        if (!s2.G.build) continue; // reached a city
        const l1 = s2.G.links[s2.G.build.linkId!];
        const last = l1.tiles[0];
        const [hq, hr] = neighbour(last.q, last.r, last.exit);
        const f = after(s2, '0', { move: 'finishBuild', args: [] });
        const s3 = after(f, '1', { move: 'passAction', args: [] });
        for (const b2 of K.legalMoves(s3, '0')) {
          const o = (b2.args[0] as { origin?: { kind: string; cityId: string; dir: number } } | undefined)?.origin;
          if (
            b2.move !== 'beginBuild' ||
            o?.kind !== 'city' ||
            Object.keys(b2.args[0] as object).length !== 1 ||
            o.cityId === l1.cityA
          )
            continue;
          const c = CITY_BY_ID[o.cityId];
          const [q, r] = neighbour(c.q, c.r, o.dir);
          if (q !== hq || r !== hr) continue;
          const s4 = after(s3, '0', b2);
          for (const t2 of K.legalMoves(s4, '0')) {
            if (t2.move !== 'placeTrack') continue;
            const s5 = after(s4, '0', t2);
            if (!s5.G.links[l1.id]) {
              script = [
                ['0', b1],
                ['0', t1],
                ['0', { move: 'finishBuild', args: [] }],
                ['1', { move: 'passAction', args: [] }],
                ['0', b2],
                ['0', t2],
              ];
              break search;
            }
          }
        }
      }
    }
    expect(script).not.toBeNull();
    for (const [seat, mv] of script!) {
      const sim = K.fromState(m.state.G, m.state.ctx);
      expect(K.legalMoves(sim, seat)).toEqual(mod.legalMoves(m.state.G, m.state.ctx, seat));
      expect(m.step({ playerID: seat, move: mv.move, args: mv.args }).ok).toBe(true);
      K.apply(sim, seat, mv, rand);
      expect(sim.G).toEqual(m.state.G);
      expect([sim.phase, sim.current, sim.pos]).toEqual([
        m.state.ctx.phase,
        m.state.ctx.currentPlayer,
        m.state.ctx.playOrderPos,
      ]);
    }
    const joined = Object.values((m.state.G as RotwState).links).filter((l) => l.owner === '0');
    expect(joined.length).toBe(1);
    expect(joined[0].complete).toBe(true);
    expect(joined[0].tiles.length).toBe(2);
  });

  it('a red cube to Chicago over a Western Link (cubes drawn for Chicago): the same as the reducer, clones unaffected', () => {
    // the position of [spec §5 T11]
    const m = startMatch(mod, 4, 't11', {} as never);
    toActions(m, '0');
    const ids: string[] = [];
    editG(m, (g) => {
      ids.push(...t11Position(g));
      g.cities.CHI.emptyMarker = true;
      g.emptyMarkersPlaced = 1;
    });
    const mv: LegalMove = { move: 'deliverGoods', args: [{ cityId: 'KCY', color: 'red', path: ids }] };
    const s = K.fromState(m.state.G, m.state.ctx);
    expect(K.legalMoves(s, '0')).toContainEqual(mv);
    const snap = JSON.stringify(s);
    const c = K.clone(s);
    K.apply(c, '0', mv, seededRandom('chi'));
    expect(JSON.stringify(s)).toBe(snap);
    expect(m.step({ playerID: '0', move: mv.move, args: mv.args }).ok).toBe(true);
    expect(withoutColours(c.G)).toEqual(withoutColours(m.state.G as RotwState));
    expect(Object.values(c.G.cities.CHI.cubes).reduce((a, b) => a + b, 0)).toBe(2);
    expect([c.G.cities.CHI.emptyMarker, c.G.cities.KCY.emptyMarker, c.G.emptyMarkersPlaced]).toEqual([false, true, 1]);
  });

  it('the agreement games reached the rarer rules', () => {
    for (const what of ['executive', 'income-removes-links', 'major-line', 'western-link'])
      expect(reached.has(what), what).toBe(true);
  });

  it('plays whole games on its own to a game over (full length, default game turn cap)', () => {
    for (const [n, variants] of [
      [2, {}],
      [4, { auctionStyle: 'firstToPass', tenthAnniversary: false }],
    ] as const) {
      const m = startMatch(mod, n, `kernel-solo-${n}`, { variants } as never);
      const s = K.fromState(m.state.G, m.state.ctx);
      const rand = seededRandom(`solo-${n}`);
      let k = 0;
      while (K.toMove(s) !== null && k < 20000) {
        const seat = K.toMove(s)!;
        const legal = K.legalMoves(s, seat);
        expect(legal.length).toBeGreaterThan(0);
        K.apply(s, seat, legal[Math.floor(rand() * legal.length)], rand);
        k++;
      }
      expect(K.winners(s)).not.toBeNull();
      expect(K.winners(s)).toEqual(s.G.gameOver!.winners);
      expect(K.legalMoves(s, '0')).toEqual([]);
    }
  });

  it('fromState does not alias G and clone is independent', () => {
    const m = startMatch(mod, 3, 'kernel-clone', { maxGameTurns: 3 } as never);
    const rand = seededRandom('clone');
    // walk into the actions phase with some track on the board
    for (let k = 0; k < 120 && !m.state.ctx.gameover; k++) {
      const seat = activeSeats(m.state.ctx)[0];
      const legal = mod.legalMoves(m.state.G, m.state.ctx, seat);
      const pick = legal.find((x) => x.move === 'placeTrack') ?? legal[Math.floor(rand() * legal.length)];
      m.step({ playerID: seat, move: pick.move, args: pick.args });
    }
    const before = JSON.stringify(m.state.G);
    const a = K.fromState(m.state.G, m.state.ctx);
    const snap = JSON.stringify(a);
    const b = K.clone(a);
    expect(b).toEqual(a);
    for (let k = 0; k < 400 && K.toMove(b) !== null; k++) {
      const seat = K.toMove(b)!;
      const legal = K.legalMoves(b, seat);
      K.apply(b, seat, legal[Math.floor(rand() * legal.length)], rand);
    }
    expect(JSON.stringify(a)).toBe(snap);
    expect(JSON.stringify(m.state.G)).toBe(before);
    expect(JSON.stringify(b)).not.toBe(snap);
  });

  it("clones share nothing a move changes: candidates on clones leave the parent, the parent's move leaves a clone, unchanged", () => {
    let plies = 0;
    let candidates = 0;
    for (const [n, variants] of [
      [2, { emptyMarkerReduction: '4' }],
      [3, { auctionStyle: 'firstToPass' }],
    ] as const) {
      const m = startMatch(mod, n, `kernel-share-${n}`, { variants } as never);
      const s = K.fromState(m.state.G, m.state.ctx);
      const rand = seededRandom(`share-${n}`);
      while (K.toMove(s) !== null && plies < 3000) {
        const seat = K.toMove(s)!;
        const legal = K.legalMoves(s, seat);
        const snap = JSON.stringify(s);
        // every track move (they rewrite shared links and hex paths), and a sample of the rest
        for (const mv of legal) {
          if (mv.move !== 'placeTrack' && mv.move !== 'redirectTrack' && rand() > 12 / legal.length) continue;
          const c = K.clone(s);
          K.apply(c, seat, mv, rand);
          candidates++;
        }
        expect(JSON.stringify(s)).toBe(snap);
        const early = K.clone(s);
        K.apply(s, seat, pickMove(s, seat, legal, rand, true), rand);
        expect(JSON.stringify(early)).toBe(snap);
        plies++;
      }
      expect(K.winners(s)).not.toBeNull();
    }
    expect(candidates).toBeGreaterThan(2000);
  });
});
