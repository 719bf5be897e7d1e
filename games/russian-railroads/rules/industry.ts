// Industry track [spec §2.2, §4.4 industryStep; §10 #14: markers never share a space].
import { INDUSTRY_END, INDUSTRY_GAP } from '../data/board';
import type { PlayerState } from '../types';

export function industryTargetRaw(ind: number[], factories: (number | null)[], marker: number): number {
  if (marker >= ind.length) return 0;
  const t = ind[marker] + 1;
  if (t > INDUSTRY_END) return 0;
  const gap = INDUSTRY_GAP[t];
  if (gap !== null && factories[gap] === null) return 0;
  if (ind.some((x, i) => i !== marker && x === t)) return 0;
  return t;
}

export function industryTarget(p: PlayerState, marker: number): number {
  return industryTargetRaw(p.industry, p.factories, marker);
}

/** Can the markers make n steps in total (any split) [spec §4.9]. */
export function canIndustry(p: PlayerState, n: number, factories: (number | null)[] = p.factories): boolean {
  const ind = p.industry.slice();
  const go = (k: number): boolean => {
    if (k === 0) return true;
    for (let m = 0; m < ind.length; m++) {
      const t = industryTargetRaw(ind, factories, m);
      if (!t) continue;
      const old = ind[m];
      ind[m] = t;
      const ok = go(k - 1);
      ind[m] = old;
      if (ok) return true;
    }
    return false;
  };
  return go(n);
}
