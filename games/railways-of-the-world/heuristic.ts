// Bot heuristic [brief rule 8]: the final score projected from the current state, comparable
// across seats. Used by the greedy bot, as the MCTS cut-off value and as its progressive bias.
import type { Ctx } from 'boardgame.io';
import { CITY_BY_ID } from './data/map';
import { CUBE_COLORS, incomeFor } from './data/tables';
import { neighbour } from './hex';
import { baronPoints } from './rules/final';
import type { LegalMove } from '../common/module';
import type { RotwState } from './types';

/** Income phases still to come, the current game turn's included: exact once the end is
 *  triggered, otherwise projected from the pace of Empty City Markers (prior: ~1.4 per game turn). */
export function incomePhasesLeft(G: RotwState): number {
  let last: number;
  if (G.endTriggerTurn !== null) last = G.endTriggerTurn + 1;
  else {
    const pace = (G.emptyMarkersPlaced + 2.8) / (G.turn + 1);
    last = G.turn + Math.ceil((G.emptyMarkerLimit - G.emptyMarkersPlaced) / pace) + 1;
  }
  return Math.max(1, Math.min(G.turnCap, last) - G.turn + 1);
}

type Edges = Record<string, { other: string; own: boolean }[]>;

function completeEdges(G: RotwState, p: string): Edges {
  const inc: Edges = {};
  for (const id in G.links) {
    const l = G.links[id];
    if (!l.complete || !l.cityB) continue;
    (inc[l.cityA] ??= []).push({ other: l.cityB, own: l.owner === p });
    (inc[l.cityB] ??= []).push({ other: l.cityA, own: l.owner === p });
  }
  return inc;
}

/** Best value of a delivery of `color` continuing from `here` (`path` holds the cities visited). */
function walk(G: RotwState, inc: Edges, color: string, here: string, path: string[], own: number, engine: number): number {
  let best = 0;
  const len = path.length; // links so far + 1
  for (const e of inc[here] ?? []) {
    if (len === 1 && !e.own) continue;
    if (path.includes(e.other)) continue;
    const o = own + (e.own ? 1 : 0);
    if (G.cities[e.other].color === color) {
      const v = len > engine ? o / 2 : o;
      if (v > best) best = v;
    } else if (len < engine + 1) {
      path.push(e.other);
      const v = walk(G, inc, color, e.other, path, o, engine);
      path.pop();
      if (v > best) best = v;
    }
  }
  return best;
}

/** Value for p of each cube it could deliver (one entry per cube, at most two per city and
 *  colour), best first: the own links on the best path. Paths one link longer than the engine
 *  allows count half (an upgrade away). `extra` adds a hypothetical own link. */
export function deliveryPotential(G: RotwState, p: string, extra?: [string, string], edges?: Edges): number[] {
  let inc = edges ?? completeEdges(G, p);
  if (extra) {
    inc = { ...inc };
    inc[extra[0]] = [...(inc[extra[0]] ?? []), { other: extra[1], own: true }];
    inc[extra[1]] = [...(inc[extra[1]] ?? []), { other: extra[0], own: true }];
  }
  const engine = G.players[p].engine;
  const out: number[] = [];
  for (const start in inc) {
    if (!inc[start].some((e) => e.own)) continue;
    const cubes = G.cities[start].cubes;
    for (const color of CUBE_COLORS) {
      if (cubes[color] === 0) continue;
      const best = walk(G, inc, color, start, [start], 0, engine);
      if (best > 0) for (let i = Math.min(2, cubes[color]); i > 0; i--) out.push(best);
    }
  }
  return out.sort((a, b) => b - a);
}

/** Points expected from a pool of open deliveries: each once, best first, `first` of them in
 *  the current game turn and three per later game turn, at 70% of their value. Returns the
 *  points per game turn. */
function schedule(pot: number[], phases: number, first: number): number[] {
  const out: number[] = [];
  let next = 0;
  for (let i = 0; i < phases; i++) {
    let pts = 0;
    for (let k = i === 0 ? first : 3; k > 0 && next < pot.length; k--) pts += 0.7 * pot[next++];
    out.push(pts);
  }
  return out;
}

const hexDistance = (q1: number, r1: number, q2: number, r2: number) => (Math.abs(q1 - q2) + Math.abs(r1 - r2) + Math.abs(q1 + r1 - q2 - r2)) / 2;

/** What p's track under construction promises: the best gain in open deliveries from finishing
 *  it at a city within reach of its open end this game turn (0 if none). */
function constructionValue(G: RotwState, ctx: Ctx, p: string, base: number, phases: number, first: number): number {
  const ends: { q: number; r: number; cityA: string; tiles: number }[] = [];
  const b = G.build;
  // A build begun from a city has no link (and no owner on record) until its first tile.
  const building = b && !b.linkId && ctx.currentPlayer === p ? b : null;
  for (const id in G.links) {
    const l = G.links[id];
    if (l.owner !== p || l.complete || l.tiles.length === 0) continue;
    const last = l.tiles[l.tiles.length - 1];
    const [q, r] = neighbour(last.q, last.r, last.exit);
    const left = b && b.linkId === id ? b.maxTiles - b.tilesPlaced : 4;
    ends.push({ q, r, cityA: l.cityA, tiles: left });
  }
  if (building && building.origin.kind === 'city') {
    const c = CITY_BY_ID[building.origin.cityId];
    const [q, r] = neighbour(c.q, c.r, building.origin.dir);
    ends.push({ q, r, cityA: building.origin.cityId, tiles: building.maxTiles });
  }
  if (!ends.length) return 0;
  const edges = completeEdges(G, p);
  let total = 0;
  for (const end of ends) {
    let best = 0;
    for (const id in CITY_BY_ID) {
      if (id === end.cityA) continue;
      const c = CITY_BY_ID[id];
      const d = hexDistance(end.q, end.r, c.q, c.r);
      if (d > end.tiles) continue;
      const gain = sum(schedule(deliveryPotential(G, p, [end.cityA, id], edges), phases, first)) - base;
      if (gain > best) best = gain;
    }
    total += 0.8 * best;
  }
  return total;
}

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

export function evaluate(G: RotwState, ctx: Ctx, p: string): number {
  if (G.gameOver) return G.gameOver.scores[p] ?? 0;
  const pl = G.players[p];
  const phases = incomePhasesLeft(G);
  const first = G.auction || G.actionRound === 0 ? 3 : Math.max(1, 4 - G.actionRound);
  const perTurn = schedule(deliveryPotential(G, p), phases, first);
  let points = pl.points, cash = pl.cash, bonds = pl.bonds;
  // A standing high bid is as good as paid when the auction closes.
  if (G.auction && G.auction.highBidder === p) cash -= G.auction.highBid;
  const issue = () => {
    if (cash >= 0) return;
    const k = Math.ceil(-cash / 5000);
    bonds += k;
    cash += 5000 * k;
  };
  issue();
  for (let i = 0; i < phases; i++) {
    points += perTurn[i];
    cash += incomeFor(Math.floor(points)) - 1000 * bonds;
    issue();
  }
  let links = 0;
  for (const id in G.links) if (G.links[id].owner === p && G.links[id].complete) links++;
  const building = constructionValue(G, ctx, p, sum(perTurn), phases, first);
  const ownBaron = pl.baronId && pl.baronId !== 'hidden' ? baronPoints(G, p) * 0.5 : 0;
  return points - bonds + cash / 10000 + 0.8 * links + building + 0.3 * (pl.engine - 1) + ownBaron;
}

/** Rollout policy for the bots' playouts (GameModule.playoutMoves): in an auction only a pass
 *  or the minimum bid, so cut-off playouts do not end on random bids of up to $30,000. */
export function playoutMoves(G: RotwState, _ctx: Ctx, _p: string, legal: LegalMove[]): LegalMove[] {
  if (!G.auction) return legal;
  const keep = legal.filter((m) => m.move === 'passBid');
  let min: LegalMove | undefined;
  for (const m of legal) {
    if (m.move !== 'bid') continue;
    if (!min || (m.args[0] as { amount: number }).amount < (min.args[0] as { amount: number }).amount) min = m;
  }
  if (min) keep.push(min);
  return keep.length ? keep : legal;
}
