// Bot heuristic [GameModule.evaluate]: the final score projected from the current state, comparable
// across seats. Used by every bot level: by the greedy bot, as the MCTS cut-off value and as its
// progressive bias. It plans with money: a link's deliveries are counted with the income they
// bring through the remaining Income phases, $1 spent now costs what it does at the end (bonds and
// their interest), and an unfinished link is worth something only while its owner can still finish
// it this game turn (it is removed at Income [spec §4.6]).
import type { Ctx } from 'boardgame.io';
import { CITIES } from './data/map';
import { CUBE_COLORS, incomeFor } from './data/tables';
import { DIRS } from './hex';
import { baronPoints } from './rules/final';
import type { LegalMove } from '../common/module';
import type { RotwState } from './types';
import { weightedSum } from '../common/weighted';
import { LEARNED_WEIGHTS } from './eval-weights';

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

// The delivery search below runs on integers: cities are indices into CITIES, cube colours
// indices into CUBE_COLORS, a path's value v (own links, or half of them one link beyond the
// engine) is kept doubled as k = 2v, an integer, and a pool of open deliveries as a histogram of
// k. Every value, sum and comparison is the one of the plain version (pool sorted best first,
// summed in that order), so the results are bit for bit the same, only cheaper.

const N = CITIES.length;
const NC = CUBE_COLORS.length;
/** A colour that takes no cube (gray, or a city state missing). */
const NO_CUBE = NC;
const CITY_INDEX = new Map<string, number>(CITIES.map((c, i) => [c.id, i]));
const CITY_Q = Int32Array.from(CITIES, (c) => c.q);
const CITY_R = Int32Array.from(CITIES, (c) => c.r);
if (CUBE_COLORS.join() !== 'red,yellow,blue,purple,black')
  throw new Error('railways heuristic: colorCode / loadCity assume the CUBE_COLORS order');

function cityIndex(id: string): number {
  const i = CITY_INDEX.get(id);
  if (i === undefined) throw new Error(`railways heuristic: unknown city ${id}`);
  return i;
}

// One seat's view of the complete links, rebuilt by loadNet at each call (module scratch: the
// heuristic is not re-entrant, and nothing here outlives a call). A city's colour and cubes are
// read when first needed (`seen` holds the call's stamp once they are).
const color = new Int32Array(N);
const cubes = new Int32Array(N * NC);
const seen = new Int32Array(N);
let stamp = 0;
let cities: RotwState['cities'] = {};
const deg = new Int32Array(N);
const ownDeg = new Int32Array(N);
const off = new Int32Array(N + 1);
const fill = new Int32Array(N);
let to = new Int32Array(128);
let own = new Uint8Array(128);
let eA = new Int32Array(64);
let eB = new Int32Array(64);
let eO = new Uint8Array(64);
/** present[c]: some city of colour c has a complete link (a delivery can only end there). */
const present = new Uint8Array(NC + 1);
let engine = 1;
/** p's complete links */
let ownLinks = 0;
/** ids of p's unfinished links with tiles, in G.links order */
let unfinished: string[] = [];

function colorCode(c: string): number {
  switch (c) {
    case 'red':
      return 0;
    case 'yellow':
      return 1;
    case 'blue':
      return 2;
    case 'purple':
      return 3;
    case 'black':
      return 4;
    default:
      return NO_CUBE;
  }
}

function loadCity(i: number): void {
  seen[i] = stamp;
  const c = cities[CITIES[i].id];
  const o = i * NC;
  if (!c) {
    color[i] = NO_CUBE;
    cubes[o] = cubes[o + 1] = cubes[o + 2] = cubes[o + 3] = cubes[o + 4] = 0;
    return;
  }
  color[i] = colorCode(c.color);
  const k = c.cubes; // CUBE_COLORS order
  cubes[o] = k.red;
  cubes[o + 1] = k.yellow;
  cubes[o + 2] = k.blue;
  cubes[o + 3] = k.purple;
  cubes[o + 4] = k.black;
}
const need = (i: number) => {
  if (seen[i] !== stamp) loadCity(i);
};

function loadNet(G: RotwState, p: string): void {
  stamp = (stamp + 1) | 0;
  cities = G.cities;
  let m = 0;
  ownLinks = 0;
  unfinished = [];
  for (const id in G.links) {
    const l = G.links[id];
    if (!l.complete) {
      if (l.owner === p && l.tiles.length > 0) unfinished.push(id);
      continue;
    }
    if (l.owner === p) ownLinks++;
    if (!l.cityB) continue;
    if (m === eA.length) {
      const grow = <T extends Int32Array | Uint8Array>(a: T, make: (n: number) => T): T => {
        const b = make(a.length * 2);
        b.set(a);
        return b;
      };
      eA = grow(eA, (n) => new Int32Array(n));
      eB = grow(eB, (n) => new Int32Array(n));
      eO = grow(eO, (n) => new Uint8Array(n));
    }
    eA[m] = cityIndex(l.cityA);
    eB[m] = cityIndex(l.cityB);
    eO[m] = l.owner === p ? 1 : 0;
    m++;
  }
  deg.fill(0);
  ownDeg.fill(0);
  for (let i = 0; i < m; i++) {
    deg[eA[i]]++;
    deg[eB[i]]++;
    if (eO[i]) {
      ownDeg[eA[i]]++;
      ownDeg[eB[i]]++;
    }
  }
  if (to.length < 2 * m) {
    to = new Int32Array(4 * m);
    own = new Uint8Array(4 * m);
  }
  off[0] = 0;
  for (let i = 0; i < N; i++) {
    off[i + 1] = off[i] + deg[i];
    fill[i] = off[i];
  }
  for (let i = 0; i < m; i++) {
    const a = eA[i],
      b = eB[i];
    to[fill[a]] = b;
    own[fill[a]++] = eO[i];
    to[fill[b]] = a;
    own[fill[b]++] = eO[i];
  }
  present.fill(0);
  for (let i = 0; i < N; i++)
    if (deg[i] > 0) {
      need(i);
      present[color[i]] = 1;
    }
  engine = G.players[p].engine;
}

// The search: a delivery of colour wColor, with a hypothetical own link wExA–wExB (−1: none).
let wColor = 0;
let wExA = -1;
let wExB = -1;
const onPath = new Uint8Array(N);

/** Best doubled value of a delivery continuing from `here` (`len` cities on the path so far, `o0` own links). */
function walk(here: number, len: number, o0: number): number {
  let best = 0;
  const stop = off[here + 1];
  const extra = here === wExA ? wExB : here === wExB ? wExA : -1;
  for (let j = off[here]; j <= stop; j++) {
    let other: number, eo: number;
    if (j < stop) {
      other = to[j];
      eo = own[j];
    } else if (extra >= 0) {
      other = extra;
      eo = 1;
    } else break;
    if (len === 1 && eo === 0) continue;
    if (onPath[other] === 1) continue;
    const o = o0 + eo;
    let k: number;
    if (color[other] === wColor) k = len > engine ? o : 2 * o;
    else if (len < engine + 1) {
      onPath[other] = 1;
      k = walk(other, len + 1, o);
      onPath[other] = 0;
    } else continue;
    if (k > best) best = k;
  }
  return best;
}

function bestFrom(start: number, c: number): number {
  wColor = c;
  onPath[start] = 1;
  const k = walk(start, 1, 0);
  onPath[start] = 0;
  return k;
}

/** Cubes of one city and colour that count as open deliveries (at most two). */
const copies = (n: number) => (n >= 2 ? 2 : n > 0 ? n : 0);

// The seat's open deliveries without a hypothetical link: per city and colour (doubled value),
// and as a histogram of doubled values.
const baseK = new Int32Array(N * NC);
let hist = new Int32Array(32);
let histTry = new Int32Array(32);
let maxK = 0;

function loadBase(): void {
  maxK = 2 * engine + 2;
  if (hist.length <= maxK) {
    hist = new Int32Array(2 * maxK + 2);
    histTry = new Int32Array(2 * maxK + 2);
  }
  hist.fill(0);
  baseK.fill(0);
  wExA = wExB = -1;
  for (let x = 0; x < N; x++) {
    if (ownDeg[x] === 0) continue;
    for (let c = 0; c < NC; c++) {
      const n = cubes[x * NC + c];
      if (n === 0 || !present[c]) continue;
      const k = bestFrom(x, c);
      baseK[x * NC + c] = k;
      if (k > 0) hist[k] += copies(n);
    }
  }
}

/** sum(schedule(pool)) of the plain version, on a histogram; `perTurn` gets the points of each game turn. */
function scheduled(h: Int32Array, phases: number, first: number, perTurn: number[] | null): number {
  let total = 0;
  let k = maxK,
    left = h[k];
  for (let i = 0; i < phases; i++) {
    let pts = 0;
    for (let s = i === 0 ? first : 3; s > 0; s--) {
      while (left === 0 && k > 1) left = h[--k];
      if (left === 0) break;
      pts += 0.7 * (k / 2);
      left--;
    }
    if (perTurn) perTurn.push(pts);
    total += pts;
  }
  return total;
}

/** Value for p of each cube it could deliver (one entry per cube, at most two per city and
 *  colour), best first: the own links on the best path. Paths one link longer than the engine
 *  allows count half (an upgrade away). `extra` adds a hypothetical own link. */
export function deliveryPotential(G: RotwState, p: string, extra?: [string, string]): number[] {
  loadNet(G, p);
  wExA = extra ? cityIndex(extra[0]) : -1;
  wExB = extra ? cityIndex(extra[1]) : -1;
  if (extra) {
    need(wExA);
    need(wExB);
  }
  const out: number[] = [];
  for (let x = 0; x < N; x++) {
    if (ownDeg[x] === 0 && x !== wExA && x !== wExB) continue;
    for (let c = 0; c < NC; c++) {
      const n = cubes[x * NC + c];
      if (n === 0) continue;
      const k = bestFrom(x, c);
      if (k > 0) for (let i = copies(n); i > 0; i--) out.push(k / 2);
    }
  }
  wExA = wExB = -1;
  return out.sort((a, b) => b - a);
}

const distA = new Int32Array(N);
const distB = new Int32Array(N);
const queue = new Int32Array(N);
const FAR = 1 << 20;

/** Links from `src` to each city over all complete links, up to `limit` (FAR beyond). */
function bfs(src: number, dist: Int32Array, limit: number): void {
  dist.fill(FAR);
  dist[src] = 0;
  let head = 0,
    tail = 0;
  queue[tail++] = src;
  while (head < tail) {
    const x = queue[head++];
    const d = dist[x] + 1;
    if (d > limit) continue;
    for (let j = off[x]; j < off[x + 1]; j++) {
      const y = to[j];
      if (dist[y] === FAR) {
        dist[y] = d;
        queue[tail++] = y;
      }
    }
  }
}

/** Gain in sum(schedule(pool)) from a hypothetical own link a–b (distA filled from a).
 *  Only the deliveries whose search can reach the new link (from a city within `engine` links
 *  of a or b) are searched again; the others are the base ones. When an end has no link yet, the
 *  new link leads nowhere but to it: only deliveries of its colour, or from it, can change. */
function gainOf(a: number, b: number, phases: number, first: number): number {
  need(b);
  if (deg[b] > 0) bfs(b, distB, engine);
  else {
    distB.fill(FAR);
    distB[b] = 0;
  }
  wExA = a;
  wExB = b;
  const presA = color[a],
    presB = color[b];
  let changed = false;
  for (let x = 0; x < N; x++) {
    if (ownDeg[x] === 0 && x !== a && x !== b) continue;
    if (distA[x] > engine && distB[x] > engine) continue;
    let only = -1;
    if (deg[b] === 0 && x !== b) only = color[b];
    else if (deg[a] === 0 && x !== a) only = color[a];
    if (only === NO_CUBE) continue;
    for (let c = only < 0 ? 0 : only; c < (only < 0 ? NC : only + 1); c++) {
      const n = cubes[x * NC + c];
      if (n === 0) continue;
      const kNew = present[c] || presA === c || presB === c ? bestFrom(x, c) : 0;
      const kOld = baseK[x * NC + c];
      if (kNew === kOld) continue;
      if (!changed) {
        histTry.set(hist);
        changed = true;
      }
      const cnt = copies(n);
      if (kOld > 0) histTry[kOld] -= cnt;
      if (kNew > 0) histTry[kNew] += cnt;
    }
  }
  wExA = wExB = -1;
  // An unchanged pool gains exactly 0, as in the plain version.
  if (!changed) return 0;
  // The points and the income they bring, through the remaining Income phases.
  tryTurn.length = 0;
  scheduled(histTry, phases, first, tryTurn);
  return finalOf(runMoney(money.points, money.cash, money.bonds, phases, tryTurn)) - money.final;
}

/** Weight of a losing open end's best gain (below 0): small, so that it only orders track that
 *  does not pay yet. With the value clipped at 0, every build begun at the opening rated the same
 *  (nothing pays before the first link), the bots' rating completed the first three in the move
 *  list and the greedy bot began a random one; ordered by the least loss, the greedy bot beat the
 *  same bot without it 14 games of 16 (test/bench/README.md, economy). */
const LOSS_ORDER = 0.01;

/** 0.8 × the best gain from finishing a track whose open end is (q, r), from city `a`, with
 *  `tiles` tiles left: at any other city within that distance, net of the tiles still to lay;
 *  when none gains, LOSS_ORDER × the least loss (no city within reach: every tile lost). */
function endValue(q: number, r: number, a: number, tiles: number, phases: number, first: number): number {
  need(a);
  bfs(a, distA, engine);
  let best = -Infinity;
  for (let i = 0; i < N; i++) {
    if (i === a) continue;
    const d = (Math.abs(q - CITY_Q[i]) + Math.abs(r - CITY_R[i]) + Math.abs(q + r - CITY_Q[i] - CITY_R[i])) / 2;
    if (d > tiles) continue;
    const gain = gainOf(a, i, phases, first) - d * tileCost(phases);
    if (gain > best) best = gain;
  }
  if (best === -Infinity) best = -tiles * tileCost(phases);
  return best > 0 ? 0.8 * best : LOSS_ORDER * best;
}

/** What p's track under construction promises: the best gain in open deliveries from finishing
 *  it at a city within reach of its open end this game turn (0 if none). Needs loadNet and
 *  loadBase for p. */
function constructionValue(G: RotwState, ctx: Ctx, p: string, phases: number, first: number): number {
  const b = G.build;
  // A build begun from a city has no link (and no owner on record) until its first tile.
  const building = b && !b.linkId && ctx.currentPlayer === p ? b : null;
  // An unfinished link is removed at Income [spec §4.6], so only the actions p still has this
  // game turn can finish it (4 tiles each, the first one only).
  const later = actionsLeft(G, ctx, p) > 0 ? 4 : 0;
  let total = 0;
  for (const id of unfinished) {
    const l = G.links[id];
    const last = l.tiles[l.tiles.length - 1];
    const tiles = b && b.linkId === id ? b.maxTiles - b.tilesPlaced + later : later;
    if (tiles <= 0) continue;
    total += endValue(
      last.q + DIRS[last.exit][0],
      last.r + DIRS[last.exit][1],
      cityIndex(l.cityA),
      tiles,
      phases,
      first,
    );
  }
  if (building && building.origin.kind === 'city') {
    const a = cityIndex(building.origin.cityId);
    const dir = building.origin.dir;
    total += endValue(CITY_Q[a] + DIRS[dir][0], CITY_R[a] + DIRS[dir][1], a, building.maxTiles, phases, first);
  }
  return total;
}

/** Whole actions p has not begun this game turn's action rounds (the current one counts while
 *  nothing of it is under way): 3 before the action rounds. */
export function actionsLeft(G: RotwState, ctx: Ctx, p: string): number {
  if (ctx.phase !== 'actions') return 3;
  const order = ctx.playOrder;
  const i = order.indexOf(p);
  const pos = ctx.playOrderPos;
  const after = 3 - G.actionRound;
  if (i < pos) return after;
  if (i > pos) return after + 1;
  const started = G.build !== null || G.pending !== null;
  return after + G.extraActions + (started ? 0 : 1);
}

const perTurn: number[] = [];
const tryTurn: number[] = [];
const finalOf = (e: { points: number; bonds: number; cash: number }) => e.points - e.bonds + e.cash / 10000;
/** Set by evaluate for the seat it values: its money now, its projected final without new track,
 *  and what a track tile still to be laid costs in final points (−1 until tileCost needs it). */
const money = { points: 0, cash: 0, bonds: 0, final: 0, tileCost: -1 };
const TILE_DOLLARS = 2500;
/** A complete own link beyond the deliveries it carries (later cubes, ties on links): 0.8 made
 *  any link look worth about the bond it cost, and the bots borrowed for track that carried
 *  nothing; with 0.3 the greedy bot took 10.4 bonds a game against 18.4 for the same bot on 0.8
 *  (8 games, test/bench/README.md, economy). */
const LINK_VALUE = 0.3;
const DOLLAR_STEP = 5000;

/** The income track read between its spaces (the projected points are fractional: a scheduled
 *  delivery counts 0.7 of its points), so a fraction of a point still brings its share of income. */
function smoothIncome(points: number): number {
  const f = Math.floor(points);
  return incomeFor(f) + (points - f) * (incomeFor(f + 1) - incomeFor(f));
}

/** Points, bonds and cash after the remaining Income phases (perTurn: the points scored in each
 *  game turn), bonds issued whenever cash runs short. */
function runMoney(
  points: number,
  cash: number,
  bonds: number,
  phases: number,
  perTurn: number[],
): { points: number; bonds: number; cash: number } {
  if (cash < 0) {
    const k = Math.ceil(-cash / 5000);
    bonds += k;
    cash += 5000 * k;
  }
  for (let i = 0; i < phases; i++) {
    points += perTurn[i];
    cash += smoothIncome(points) - 1000 * bonds;
    if (cash < 0) {
      const k = Math.ceil(-cash / 5000);
      bonds += k;
      cash += 5000 * k;
    }
  }
  return { points, bonds, cash };
}

/** What a track tile still to be laid costs the seat evaluate values, in final points: $1 spent
 *  now costs what it does at the end (bonds and their interest). Computed once per evaluate, and
 *  only when there is track under construction to charge (perTurn is that call's schedule). */
function tileCost(phases: number): number {
  if (money.tileCost < 0) {
    const poorer = runMoney(money.points, money.cash - DOLLAR_STEP, money.bonds, phases, perTurn);
    money.tileCost = (TILE_DOLLARS * Math.max(0, money.final - finalOf(poorer))) / DOLLAR_STEP;
  }
  return money.tileCost;
}

/** The heuristic's terms for seat p, the features the trainer fits (test/bench/train.ts):
 *  projected final score (planning with money), complete own links, track under construction,
 *  engine upgrades, own baron's points. `evaluate` is HAND_WEIGHTS · these; a finished game's
 *  terms are its score and zeros. */
export const FEATURE_NAMES = ['final', 'links', 'building', 'engine', 'baron'] as const;
export const HAND_WEIGHTS: readonly number[] = [1, LINK_VALUE, 1, 0.3, 0.5];

export function evaluationFeatures(G: RotwState, ctx: Ctx, p: string): number[] {
  if (G.gameOver) return [G.gameOver.scores[p] ?? 0, 0, 0, 0, 0];
  const pl = G.players[p];
  const phases = incomePhasesLeft(G);
  // Deliveries this game turn: one per action p has not begun (an action spent building is one
  // delivery fewer, so track is weighed against the deliveries it displaces).
  const first = Math.min(3, actionsLeft(G, ctx, p));
  loadNet(G, p);
  loadBase();
  perTurn.length = 0;
  scheduled(hist, phases, first, perTurn);
  // A standing high bid is as good as paid when the auction closes.
  const cash = pl.cash - (G.auction && G.auction.highBidder === p ? G.auction.highBid : 0);
  const final = finalOf(runMoney(pl.points, cash, pl.bonds, phases, perTurn));
  // A link's gain is counted with the income its deliveries bring; track still to be laid is
  // charged at tileCost.
  money.points = pl.points;
  money.cash = cash;
  money.bonds = pl.bonds;
  money.final = final;
  money.tileCost = -1;
  const building = constructionValue(G, ctx, p, phases, first);
  const baron = pl.baronId && pl.baronId !== 'hidden' ? baronPoints(G, p) : 0;
  return [final, ownLinks, building, pl.engine - 1, baron];
}

/** Σ weights · evaluationFeatures (a finished game: its score). */
export const weightedEvaluation = weightedSum(evaluationFeatures);

/** The evaluation on the weights `npm run train -- --game railways-of-the-world` learned
 *  (./eval-weights.ts); a bot level plays it as `evaluation: 'learned'`. */
export const evaluateLearned = weightedEvaluation(LEARNED_WEIGHTS);

export function evaluate(G: RotwState, ctx: Ctx, p: string): number {
  if (G.gameOver) return G.gameOver.scores[p] ?? 0;
  const [final, links, building, engine, baron] = evaluationFeatures(G, ctx, p);
  return final + LINK_VALUE * links + building + 0.3 * engine + baron * 0.5;
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

/** The moves the bots weigh (GameModule.botMoves):
 *  - no cancelBuild while a tile can be placed: cancelling returns to the action start, so a
 *    begun build would otherwise rate as well as the best other action, and bots would begin
 *    builds only to cancel them;
 *  - in an auction, no bid above the cash in hand: turn order builds nothing, and a search that
 *    sees the first action's worth (but nothing of turn order in the heuristic) bought it every
 *    game turn with bonds (Hard paid $37,000 in one 2-player game and lost). */
export function botMoves(G: RotwState, _ctx: Ctx, p: string, legal: LegalMove[]): LegalMove[] {
  if (legal.length < 2) return legal;
  if (G.auction) {
    const cash = G.players[p]?.cash ?? 0;
    const keep = legal.filter((m) => m.move !== 'bid' || (m.args[0] as { amount: number }).amount <= cash);
    return keep.length ? keep : legal;
  }
  if (!legal.some((m) => m.move === 'cancelBuild')) return legal;
  return legal.filter((m) => m.move !== 'cancelBuild');
}
