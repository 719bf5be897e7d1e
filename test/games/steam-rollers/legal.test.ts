// legalMoves completeness (brute force over the argument domain), acceptance through the reducer,
// playerView and determinize, on states sampled from seeded games with a delivery-loving policy.
import type { State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import { describe, expect, it } from 'vitest';
import { activeSeats, makeMoveAction, startMatch } from '../../../games/common/match';
import { seededRandom } from '../../../games/common/rng';
import { HEX_KEYS } from '../../../games/steam-rollers/data/board';
import { linkGraph } from '../../../games/steam-rollers/rules/network';
import { CUBES, NODE_IDS, type SRState } from '../../../games/steam-rollers/types';
import { SHEET_A, mod } from './helpers';

type Cand = { move: string; arg?: Record<string, unknown> };
const PAIRS: number[][] = [];
for (let a = 0; a <= 6; a++) for (let b = 0; b <= 6; b++) PAIRS.push([a, b]);
const HEXES_PLUS = [...HEX_KEYS, '9,9'];

/** The argument domain of every move, independent of the generator. */
function domain(G: SRState, seat: string): Cand[] {
  const out: Cand[] = [];
  const none = [
    'useTwoDice',
    'stealDie',
    'declineSteal',
    'useTileReroll',
    'useTileFlip',
    'cancelTrackHex',
    'upgradeEngine',
    'takeActionTile',
    'passAction',
    'finishTurn',
  ];
  for (const move of none) out.push({ move });
  for (let d = -1; d <= 7; d++) out.push({ move: 'takeDie', arg: { dieId: d } });
  for (let v = 0; v <= 7; v++) out.push({ move: 'useTileSetDie', arg: { value: v } });
  for (const delta of [-2, -1, 0, 1, 2]) out.push({ move: 'useTileNudge', arg: { delta } });
  for (const hex of HEXES_PLUS) {
    out.push({ move: 'selectTrackHex', arg: { hex } });
    for (const edges of PAIRS) out.push({ move: 'drawTrack', arg: { hex, edges } });
  }
  for (let c = 1; c <= 6; c++) out.push({ move: 'placePersonalCube', arg: { city: c } });
  for (let o = 0; o <= 7; o++)
    for (const blackAs of [null, ...CUBES]) out.push({ move: 'fulfillOrder', arg: { order: o, blackAs } });
  for (const power of ['engine', 'actionTile', 'points', 'personalCube', 'bogus'])
    for (let k = 0; k <= 7; k++) out.push({ move: 'chooseStartingPower', arg: { power, box: k, tile: k } });
  if (G.startingPowers.some((s) => s.id === 'track' && s.takenBy === null) && G.players[seat].startingPower === null)
    for (const hex of HEXES_PLUS)
      for (const edges of PAIRS) out.push({ move: 'chooseStartingPower', arg: { power: 'track', hex, edges } });
  // deliveries: every walk over the link graph (simple up to 11 links, with repeats up to 3), plus unlinked pairs
  const g = linkGraph(G.players[seat].track);
  const paths: string[][] = [];
  const walk = (path: string[]) => {
    paths.push(path.slice());
    if (path.length > 12) return;
    for (const n of g[path[path.length - 1] as keyof typeof g] ?? []) {
      if (path.includes(n) && path.length > 3) continue;
      path.push(n);
      walk(path);
      path.pop();
    }
  };
  for (const s of NODE_IDS) walk([s]);
  for (const a of NODE_IDS) for (const b of NODE_IDS) paths.push([a, b]);
  for (const path of paths)
    for (const color of CUBES)
      for (let f = 0; f < 8; f++)
        out.push({
          move: 'deliver',
          arg: { path, color, personal: !!(f & 1), useDestinationDie: !!(f & 2), useUnlimited: !!(f & 4) },
        });
  return out;
}

/** Canonical form: sorted edges, false flags and null blackAs dropped. */
function canon(move: string, arg?: Record<string, unknown>): string {
  const a: Record<string, unknown> = { ...(arg ?? {}) };
  if (Array.isArray(a.edges)) a.edges = [...(a.edges as number[])].sort();
  for (const k of ['personal', 'useDestinationDie', 'useUnlimited']) if (a[k] === false) delete a[k];
  if (a.blackAs === null) delete a.blackAs;
  if (move === 'chooseStartingPower') {
    if (a.power !== 'engine') delete a.box;
    if (a.power !== 'actionTile') delete a.tile;
  }
  return JSON.stringify([
    move,
    Object.keys(a)
      .sort()
      .map((k) => [k, a[k]]),
  ]);
}

const WEIGHT: Record<string, number> = {
  deliver: 40,
  selectTrackHex: 4,
  drawTrack: 1,
  upgradeEngine: 3,
  takeActionTile: 2,
  cancelTrackHex: 0.05,
  passAction: 0.2,
};

/** Seeded games with a policy that prefers deliveries; returns sampled states. */
function sampleStates(n: number, seed: string, variants: Record<string, boolean | string>, every: number): State[] {
  const m = startMatch(mod, n, seed, { variants });
  const rand = seededRandom(seed);
  const out: State[] = [];
  for (let k = 0; !m.state.ctx.gameover && k < 2000; k++) {
    if (k % every === 0) out.push(m.state);
    const seats = activeSeats(m.state.ctx);
    const p = seats[Math.floor(rand() * seats.length)];
    const legal = mod.legalMoves(m.state.G, m.state.ctx, p);
    const total = legal.reduce((s, x) => s + (WEIGHT[x.move] ?? 1), 0);
    let r = rand() * total;
    const pick = legal.find((x) => (r -= WEIGHT[x.move] ?? 1) < 0) ?? legal[legal.length - 1];
    if (!m.step({ playerID: p, move: pick.move, args: pick.args }).ok) throw new Error(`refused ${pick.move}`);
  }
  out.push(m.state);
  return out;
}

/** Richer copies of states: every sheet gets Sheet A (§5.3) and 5 engine boxes; the current
 *  player holds tiles 3 and 4 (usable), so deliveries of every kind appear. */
function enrich(states: State[]): State[] {
  return states.map((s) => {
    const G = structuredClone(s.G) as SRState;
    for (const p of Object.keys(G.players)) {
      G.players[p].track = { ...SHEET_A };
      G.players[p].engine = [true, true, false, true, true, true];
    }
    if (G.round > 0)
      for (const n of [1, 3, 4, 5])
        Object.assign(G.actionTiles[n - 1], { owner: s.ctx.currentPlayer, acquiredRound: 0 });
    // tile 2b with the player after the current one (steal windows), unless that player already played
    const later = G.roundOrder[G.turnIndexInRound + 1];
    if (G.round > 0 && later) Object.assign(G.actionTiles[1], { side: 'b', owner: later, acquiredRound: 0 });
    if (G.round > 0 && !G.players[s.ctx.currentPlayer].personalCube)
      G.players[s.ctx.currentPlayer].personalCube = { color: 'blue', city: 3 };
    return { ...s, G };
  });
}

const CONFIGS: [number, Record<string, boolean | string>][] = [
  [2, {}],
  [3, { blackCubes: true, startingPowers: true, orderTiles: true }],
  [4, { walls: 'hard', blackCubes: true }],
  [5, { startingPowers: true, walls: 'medium', orderTiles: true }],
];

describe('legal-move generator', () => {
  for (const [n, variants] of CONFIGS) {
    it(`${n} players ${JSON.stringify(variants)}: brute force finds no accepted move missing; every listed move is accepted by the reducer`, () => {
      let checked = 0;
      let delivers = 0;
      const reducer = CreateGameReducer({ game: mod.game });
      const base = sampleStates(n, `legal-${n}`, variants, 13);
      const rich = enrich(base.filter((_, i) => i % 2 === 0));
      // one step further from the rich states (steal windows after takeDie, segment choice after selectTrackHex)
      const further = rich.flatMap((st) => {
        if (st.ctx.gameover) return [];
        const seat = activeSeats(st.ctx)[0];
        const m = mod.legalMoves(st.G, st.ctx, seat).find((x) => x.move === 'takeDie' || x.move === 'selectTrackHex');
        return m ? [reducer(st, makeMoveAction(m.move, m.args, seat) as never) as State] : [];
      });
      let windows = 0;
      for (const state of [...base, ...rich, ...further]) {
        if (Object.values(state.ctx.activePlayers ?? {}).includes('stealWindow')) windows++;
        const G = state.G as SRState;
        for (const seat of Object.keys(G.players)) {
          const legal = mod.legalMoves(G, state.ctx, seat);
          const listed = new Set(legal.map((x) => canon(x.move, x.args[0] as Record<string, unknown>)));
          expect(listed.size).toBe(legal.length); // no duplicates
          const accepted = new Set<string>();
          for (const c of domain(G, seat))
            if (mod.whyIllegal(G, state.ctx, seat, c.move, c.arg) === null) accepted.add(canon(c.move, c.arg));
          for (const a of accepted) expect(listed.has(a), `missing ${a}`).toBe(true);
          for (const l of listed)
            expect(accepted.has(l) || l.includes('chooseStartingPower'), `listed but not in domain: ${l}`).toBe(true);
          if (activeSeats(state.ctx).includes(seat) && !state.ctx.gameover) expect(legal.length).toBeGreaterThan(0);
          else expect(legal).toEqual([]);
          for (const x of legal) {
            const next = reducer(state, makeMoveAction(x.move, x.args, seat) as never) as State;
            expect(next._stateID, `${x.move} ${JSON.stringify(x.args)}`).toBe(state._stateID + 1);
            if (x.move === 'deliver') delivers++;
          }
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(20);
      expect(windows).toBeGreaterThan(0);
      expect(delivers).toBeGreaterThan(0);
    }, 180_000);
  }
});

describe('playerView and determinize [spec §6: no secrets]', () => {
  it('every seat and spectators see the whole state; determinize returns G unchanged', () => {
    for (const state of sampleStates(3, 'view', { startingPowers: true, orderTiles: true }, 25)) {
      const pv = mod.game.playerView;
      for (const viewer of ['0', '1', '2', null]) {
        const view = pv ? pv({ G: state.G, ctx: state.ctx, playerID: viewer }) : state.G;
        expect(view).toEqual(state.G);
      }
      for (const seat of ['0', '1', '2']) {
        const d = mod.determinize(state.G, state.ctx, seat, seededRandom(1));
        expect(d).toEqual(state.G);
      }
      // the state holds no PRNG data: future dice stay in boardgame.io's plugin state
      expect(JSON.stringify(state.G)).not.toContain('prngstate');
    }
  });
  it('scores, evaluate and notation work on sampled states', () => {
    for (const state of sampleStates(2, 'eval', {}, 40)) {
      const s = mod.scores(state.G, state.ctx);
      for (const seat of ['0', '1']) {
        expect(mod.evaluate(state.G, state.ctx, seat)).toBeGreaterThanOrEqual(s[seat]);
      }
    }
    expect(mod.notation('deliver', { path: ['C1', 'T1', 'C2'], color: 'grey' }, '1')).toBe(
      'P2 delivered a grey cube: city 1 → town 1 → city 2 (distance 2)',
    );
    expect(mod.notation('drawTrack', { hex: '3,4', edges: [0, 2] }, '0')).toBe(
      'P1 drew a gentle curve in hex 6 of row 5 (region 4)',
    );
    expect(mod.notation('takeDie', { dieId: 2 }, '0')).toBe('P1 took a die');
  });
});
