// Track markers: step legality, reach, and the full-executability search [spec §2.2, §4.4, §4.9].
import { ROUTE_COLORS, ROUTE_LENGTH } from '../data/board';
import { COLORS, ROUTES } from '../types';
import type { Color, PlayerState, Quota, QuotaKey, Route, UnlockColor } from '../types';

type Pos = PlayerState['pos'];
type Unlocked = PlayerState['unlocked'];

export function reach(p: PlayerState, r: Route): number {
  const raw = r === 'TS' ? p.locos.TS.reduce((a, b) => a + b, 0) : (p.locos[r] ?? 0);
  return Math.min(ROUTE_LENGTH[r], raw);
}

export function colorAvailable(unlocked: Unlocked, r: Route, c: Color): boolean {
  if (!ROUTE_COLORS[r].includes(c)) return false;
  return c === 'black' || unlocked[c as UnlockColor];
}

/** Target space of one step of colour c on route r, or 0 when the step is illegal [spec §4.4 trackStep]. */
export function stepTargetRaw(pos: Pos, unlocked: Unlocked, r: Route, c: Color): number {
  if (!colorAvailable(unlocked, r, c)) return 0;
  const t = pos[r][c] + 1;
  if (t > ROUTE_LENGTH[r]) return 0;
  if (c !== 'black') {
    const prev = COLORS[COLORS.indexOf(c) - 1];
    if (t >= pos[r][prev]) return 0;
  }
  return t;
}

export function stepTarget(p: PlayerState, r: Route, c: Color): number {
  return stepTargetRaw(p.pos, p.unlocked, r, c);
}

export function keyMatches(key: QuotaKey, c: Color): boolean {
  return key === c || key === 'any' || (key === 'blackOrGrey' && (c === 'black' || c === 'grey'));
}

/** Most specific quota key of `q` that accepts colour c (exact, then blackOrGrey, then any). */
export function matchingKey(q: Quota, c: Color): QuotaKey | null {
  if ((q[c] ?? 0) > 0) return c;
  if ((c === 'black' || c === 'grey') && (q.blackOrGrey ?? 0) > 0) return 'blackOrGrey';
  if ((q.any ?? 0) > 0) return 'any';
  return null;
}

export function quotaTotal(q: Quota): number {
  let n = 0;
  for (const k in q) n += q[k as QuotaKey] ?? 0;
  return n;
}

/** Colour unlocks caused by black on TS (simulation copy of the bonus checks) [spec §2.2]. */
function simUnlock(pos: Pos, u: Unlocked): Unlocked {
  const b = pos.TS.black;
  return {
    grey: u.grey || b >= 2,
    brown: u.brown || b >= 6,
    natural: u.natural || b >= 10,
    white: u.white || b >= 15,
  };
}

function room(pos: Pos, u: Unlocked, c: Color): number {
  let n = 0;
  for (const r of ROUTES) {
    if (!colorAvailable(u, r, c)) continue;
    const limit =
      c === 'black' ? ROUTE_LENGTH[r] : Math.min(ROUTE_LENGTH[r], pos[r][COLORS[COLORS.indexOf(c) - 1]] - 1);
    n += Math.max(0, limit - pos[r][c]);
  }
  return n;
}

/** Can the whole quota be carried out (depth-first over single steps) [spec §4.9]. */
export function canDoSteps(p: PlayerState, quota: Quota): boolean {
  const keys = (Object.keys(quota) as QuotaKey[]).filter((k) => (quota[k] ?? 0) > 0);
  if (keys.length === 0) return true;
  if (keys.length === 1 && (COLORS as readonly string[]).includes(keys[0])) {
    return room(p.pos, p.unlocked, keys[0] as Color) >= (quota[keys[0]] ?? 0);
  }
  const pos: Pos = { TS: { ...p.pos.TS }, SP: { ...p.pos.SP }, KV: { ...p.pos.KV } };
  return dfs(pos, p.unlocked, { ...quota });
}

function dfs(pos: Pos, u: Unlocked, q: Quota): boolean {
  if (quotaTotal(q) === 0) return true;
  for (const r of ROUTES) {
    for (const c of COLORS) {
      const key = matchingKey(q, c);
      if (!key) continue;
      const t = stepTargetRaw(pos, u, r, c);
      if (!t) continue;
      const old = pos[r][c];
      pos[r][c] = t;
      q[key] = (q[key] ?? 0) - 1;
      const ok = dfs(pos, simUnlock(pos, u), q);
      q[key] = (q[key] ?? 0) + 1;
      pos[r][c] = old;
      if (ok) return true;
    }
  }
  return false;
}

/** Is at least one step of the quota possible now? */
export function anyStep(p: PlayerState, quota: Quota): boolean {
  for (const r of ROUTES) for (const c of COLORS) if (matchingKey(quota, c) && stepTarget(p, r, c)) return true;
  return false;
}
