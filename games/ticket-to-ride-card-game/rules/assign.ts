// [spec §5.1] Exact ticket fulfilment: branch and bound with memoisation (the spec's reference
// algorithm). Objective: max value, then count, then lexicographically smallest ticket numbers.
import { COLORS } from '../constants';
import { TICKETS_BY_ID, ticketNumber } from '../data/tickets';
import type { CardType, Color, Counts } from '../types';

const bit = (id: string) => 2 ** (46 - ticketNumber(id)); // T01 -> 2^45 … T46 -> 2^0 (no bitwise ops)
const pts = (id: string) => TICKETS_BY_ID[id].points;

/** Per ticket, computed once: requirement per colour (COLORS order) and its total. Read only. */
interface Need {
  req: readonly number[];
  size: number;
}
const NEEDS = new Map<string, Need>();
function needOf(id: string): Need {
  let n = NEEDS.get(id);
  if (!n) {
    const req = COLORS.map((c) => TICKETS_BY_ID[id].req[c] ?? 0);
    n = { req, size: req.reduce((a, b) => a + b, 0) };
    NEEDS.set(id, n);
  }
  return n;
}
const reqOf = (id: string) => needOf(id).req;

interface Key {
  v: number;
  n: number;
  m: number;
}
const better = (v: number, n: number, m: number, k: Key) => (v !== k.v ? v > k.v : n !== k.n ? n > k.n : m > k.m);

/** Feasibility lemma: a set of tickets fits a stack iff Σ_c max(0, D_c − n_c) ≤ L. */
export function isFeasible(stack: Counts, ids: readonly string[]): boolean {
  let deficit = 0;
  for (const c of COLORS) {
    let d = 0;
    for (const id of ids) d += TICKETS_BY_ID[id].req[c] ?? 0;
    deficit += Math.max(0, d - stack[c]);
  }
  return deficit <= stack.loco;
}

/** Solved instances (the function is pure): the bot's evaluation asks the same stack and hand
 *  again and again across a search. Bounded; cleared whole when full. */
const SOLVED = new Map<string, { ids: readonly string[]; value: number }>();
const SOLVED_MAX = 50_000;

export function bestTicketSet(stack: Counts, held: readonly string[]): { ids: string[]; value: number } {
  let key = `${stack.loco}`;
  for (const c of COLORS) key += `,${stack[c]}`;
  key += `|${held.join(',')}`;
  let hit = SOLVED.get(key);
  if (!hit) {
    if (SOLVED.size >= SOLVED_MAX) SOLVED.clear();
    hit = solve(stack, held);
    SOLVED.set(key, hit);
  }
  return { ids: [...hit.ids], value: hit.value };
}

function solve(stack: Counts, held: readonly string[]): { ids: string[]; value: number } {
  const L = stack.loco;
  const have = COLORS.map((c) => stack[c]);
  const alone = (r: readonly number[]) => r.reduce((s, k, c) => s + Math.max(0, k - have[c]), 0) <= L;

  const cand = held.filter((id) => alone(reqOf(id)));
  const size = (id: string) => needOf(id).size;
  cand.sort((x, y) => pts(y) / size(y) - pts(x) / size(x) || ticketNumber(x) - ticketNumber(y));
  const K = cand.length;
  const R = cand.map(reqOf);
  const V = cand.map(pts);
  const S = cand.map(size);
  const M = cand.map(bit);
  if (K === 0) return { ids: [], value: 0 };
  // Every candidate fits at once: all of them is the best set (points are positive, so it has the
  // most value, the most tickets, and is the only set with both).
  if (isFeasible(stack, cand))
    return { ids: [...cand].sort((x, y) => ticketNumber(x) - ticketNumber(y)), value: V.reduce((a, b) => a + b, 0) };

  const lam = rootMultipliers(R, V, have, L);
  const lamMax = Math.max(...lam);
  const lamCost = R.map((r) => r.reduce((s, k, c) => s + k * lam[c], 0));

  const D = new Array<number>(8).fill(0);
  const fits = (j: number) => {
    let d = 0;
    for (let c = 0; c < 8; c++) d += Math.max(0, D[c] + R[j][c] - have[c]);
    return d <= L;
  };
  const best: Key = { v: 0, n: 0, m: 0 };
  const memo = new Map<number, Key>();
  // Scratch for the bound, shared by every call: each call is done with it before it recurses.
  const add = new Array<number>(K).fill(0);
  const need = new Array<number>(8).fill(0);

  function dfs(i: number, v: number, n: number, m: number): void {
    if (better(v, n, m, best)) {
      best.v = v;
      best.n = n;
      best.m = m;
    }
    if (i === K) return;
    let key = i;
    for (let c = 0; c < 8; c++) key = key * 32 + D[c];
    const seen = memo.get(key);
    if (seen && !better(v, n, m, seen)) return;
    memo.set(key, { v, n, m });

    let adds = 0;
    need.fill(0);
    let sumV = 0;
    let sumM = 0;
    let lag = lamMax * L;
    for (let c = 0; c < 8; c++) lag += lam[c] * (have[c] - D[c]);
    for (let j = i; j < K; j++)
      if (fits(j)) {
        add[adds++] = j;
        sumV += V[j];
        sumM += M[j];
        for (let c = 0; c < 8; c++) need[c] += R[j][c];
        lag += Math.max(0, V[j] - lamCost[j]);
      }
    if (adds === 0) return;
    let cap = L;
    for (let c = 0; c < 8; c++) cap -= Math.max(0, D[c] - have[c]);
    for (let c = 0; c < 8; c++) cap += Math.min(Math.max(0, have[c] - D[c]), need[c]);
    let frac = 0;
    let room = cap;
    for (let a = 0; a < adds; a++) {
      const j = add[a];
      if (room <= 0) break;
      const t = Math.min(1, room / S[j]);
      frac += t * V[j];
      room -= t * S[j];
    }
    const ubV = Math.min(sumV, Math.floor(frac + 1e-6), Math.floor(lag + 1e-6));
    const ubN = Math.min(adds, cap);
    if (!better(v + ubV, n + ubN, m + sumM, best)) return;

    if (fits(i)) {
      for (let c = 0; c < 8; c++) D[c] += R[i][c];
      dfs(i + 1, v + V[i], n + 1, m + M[i]);
      for (let c = 0; c < 8; c++) D[c] -= R[i][c];
    }
    dfs(i + 1, v, n, m);
  }
  dfs(0, 0, 0, 0);
  const ids = held
    .filter((id) => Math.floor(best.m / bit(id)) % 2 === 1)
    .sort((x, y) => ticketNumber(x) - ticketNumber(y));
  return { ids, value: best.v };
}

// Deterministic projected subgradient descent on the Lagrangian dual (any lam ≥ 0 is a valid bound).
// Written with plain loops and two reused buffers (it runs at every scoring and every heuristic
// evaluation); every floating-point operation is the same, in the same order, as the map/reduce form.
function rootMultipliers(R: readonly (readonly number[])[], V: number[], have: number[], L: number): number[] {
  let lam = new Array<number>(8).fill(4.4);
  let next = new Array<number>(8).fill(0);
  const bestLam = lam.slice();
  const grad = new Array<number>(8).fill(0);
  let bestG = Infinity;
  for (let it = 0; it < 300; it++) {
    let mx = lam[0];
    let arg = 0;
    for (let c = 1; c < 8; c++)
      if (lam[c] > mx) {
        mx = lam[c];
        arg = c;
      }
    let g = L * mx;
    for (let c = 0; c < 8; c++) grad[c] = have[c];
    grad[arg] += L;
    for (let c = 0; c < 8; c++) g += lam[c] * have[c];
    for (let j = 0; j < R.length; j++) {
      const r = R[j];
      let dot = 0;
      for (let c = 0; c < 8; c++) dot = dot + r[c] * lam[c];
      const reduced = V[j] - dot;
      if (reduced > 0) {
        g += reduced;
        for (let c = 0; c < 8; c++) grad[c] -= r[c];
      }
    }
    if (g < bestG) {
      bestG = g;
      for (let c = 0; c < 8; c++) bestLam[c] = lam[c];
    }
    const norm = Math.hypot(grad[0], grad[1], grad[2], grad[3], grad[4], grad[5], grad[6], grad[7]) || 1;
    const step = 1.5 / Math.sqrt(it + 1);
    for (let c = 0; c < 8; c++) next[c] = Math.max(0, lam[c] - (step * grad[c]) / norm);
    [lam, next] = [next, lam];
  }
  return bestLam;
}

/** [spec §5.1 "Card allocation", design D18] Natural cards first, Locomotives only for deficits. */
export function allocate(
  stack: Counts,
  completed: readonly string[],
): { allocation: Record<string, CardType[]>; unused: Counts } {
  const left: Counts = { ...stack };
  const allocation: Record<string, CardType[]> = {};
  const sorted = [...completed].sort((x, y) => ticketNumber(x) - ticketNumber(y));
  for (const id of sorted) {
    const cards: CardType[] = [];
    for (const c of COLORS as readonly Color[]) {
      for (let k = 0; k < (TICKETS_BY_ID[id].req[c] ?? 0); k++) {
        if (left[c] > 0) {
          left[c]--;
          cards.push(c);
        } else {
          if (left.loco <= 0) throw new Error(`allocation failed for ${id}`);
          left.loco--;
          cards.push('loco');
        }
      }
    }
    allocation[id] = cards;
  }
  return { allocation, unused: left };
}
