// [spec §5.1] Exact ticket fulfilment: branch and bound with memoisation (the spec's reference
// algorithm). Objective: max value, then count, then lexicographically smallest ticket numbers.
import { COLORS } from '../constants';
import { TICKETS_BY_ID, ticketNumber } from '../data/tickets';
import type { CardType, Color, Counts } from '../types';

const bit = (id: string) => 2 ** (46 - ticketNumber(id)); // T01 -> 2^45 … T46 -> 2^0 (no bitwise ops)
const pts = (id: string) => TICKETS_BY_ID[id].points;
const reqOf = (id: string) => COLORS.map((c) => TICKETS_BY_ID[id].req[c] ?? 0);

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

export function bestTicketSet(stack: Counts, held: readonly string[]): { ids: string[]; value: number } {
  const L = stack.loco;
  const have = COLORS.map((c) => stack[c]);
  const alone = (r: number[]) => r.reduce((s, k, c) => s + Math.max(0, k - have[c]), 0) <= L;

  const cand = held.filter((id) => alone(reqOf(id)));
  const size = (id: string) => reqOf(id).reduce((a, b) => a + b, 0);
  cand.sort((x, y) => pts(y) / size(y) - pts(x) / size(x) || ticketNumber(x) - ticketNumber(y));
  const K = cand.length;
  const R = cand.map(reqOf);
  const V = cand.map(pts);
  const S = cand.map(size);
  const M = cand.map(bit);
  if (K === 0) return { ids: [], value: 0 };

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

    const add: number[] = [];
    const need = new Array<number>(8).fill(0);
    let sumV = 0;
    let sumM = 0;
    let lag = lamMax * L;
    for (let c = 0; c < 8; c++) lag += lam[c] * (have[c] - D[c]);
    for (let j = i; j < K; j++)
      if (fits(j)) {
        add.push(j);
        sumV += V[j];
        sumM += M[j];
        for (let c = 0; c < 8; c++) need[c] += R[j][c];
        lag += Math.max(0, V[j] - lamCost[j]);
      }
    if (add.length === 0) return;
    let cap = L;
    for (let c = 0; c < 8; c++) cap -= Math.max(0, D[c] - have[c]);
    for (let c = 0; c < 8; c++) cap += Math.min(Math.max(0, have[c] - D[c]), need[c]);
    let frac = 0;
    let room = cap;
    for (const j of add) {
      if (room <= 0) break;
      const t = Math.min(1, room / S[j]);
      frac += t * V[j];
      room -= t * S[j];
    }
    const ubV = Math.min(sumV, Math.floor(frac + 1e-6), Math.floor(lag + 1e-6));
    const ubN = Math.min(add.length, cap);
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
function rootMultipliers(R: number[][], V: number[], have: number[], L: number): number[] {
  let lam = new Array<number>(8).fill(4.4);
  let bestLam = lam.slice();
  let bestG = Infinity;
  for (let it = 0; it < 300; it++) {
    const mx = Math.max(...lam);
    const arg = lam.indexOf(mx);
    let g = L * mx;
    const grad = have.slice();
    grad[arg] += L;
    for (let c = 0; c < 8; c++) g += lam[c] * have[c];
    R.forEach((r, j) => {
      const reduced = V[j] - r.reduce((s, k, c) => s + k * lam[c], 0);
      if (reduced > 0) {
        g += reduced;
        for (let c = 0; c < 8; c++) grad[c] -= r[c];
      }
    });
    if (g < bestG) {
      bestG = g;
      bestLam = lam.slice();
    }
    const norm = Math.hypot(...grad) || 1;
    const step = 1.5 / Math.sqrt(it + 1);
    lam = lam.map((x, c) => Math.max(0, x - (step * grad[c]) / norm));
  }
  return bestLam;
}

/** [spec §5.1 "Card allocation", design D18] Natural cards first, Locomotives only for deficits. */
export function allocate(stack: Counts, completed: readonly string[]): { allocation: Record<string, CardType[]>; unused: Counts } {
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
