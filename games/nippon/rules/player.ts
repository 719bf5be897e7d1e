// Player-board helpers: track values, factory lookups, raises, income icons [spec §4.1].
import { FACTORIES } from '../data/factories';
import { TRACK_TABLE } from '../data/tracks';
import { INCOME_ICON_COLUMNS } from '../constants';
import type { Good, OwnedFactory, PlayerState, Track, VpSource } from '../types';

export const trackIdx = (p: PlayerState, t: Track): number =>
  t === 'coal' ? p.coalIdx : t === 'income' ? p.incomeIdx : p.knowledgeIdx;
export const trackTop = (t: Track): number => TRACK_TABLE[t].length - 1;
export const trackValue = (p: PlayerState, t: Track): number => TRACK_TABLE[t][trackIdx(p, t)].v;
export const income = (p: PlayerState) => trackValue(p, 'income');
export const coalIncome = (p: PlayerState) => trackValue(p, 'coal');
export const knowledge = (p: PlayerState) => trackValue(p, 'knowledge');

function setIdx(p: PlayerState, t: Track, idx: number) {
  if (t === 'coal') p.coalIdx = idx;
  else if (t === 'income') p.incomeIdx = idx;
  else p.knowledgeIdx = idx;
}

/** Move a marker up n spaces, stopping at the top (excess lost) [spec §4.1 raise]. */
export function raise(p: PlayerState, t: Track, n: number) {
  setIdx(p, t, Math.min(trackTop(t), trackIdx(p, t) + n));
}

export const owns = (p: PlayerState, id: string) => p.factories.some((f) => f.id === id);
export const factoryOf = (p: PlayerState, good: Good): OwnedFactory | undefined =>
  p.factories.find((f) => FACTORIES[f.id].good === good);
export const hasGood = (p: PlayerState, good: Good) => factoryOf(p, good) !== undefined;
export const someTrackBelowTop = (p: PlayerState) =>
  (['income', 'coal', 'knowledge'] as Track[]).some((t) => trackIdx(p, t) < trackTop(t));

export function addVp(p: PlayerState, src: VpSource, n: number) {
  p.vp += n;
  p.vpBy[src] += n;
}

/** Reveal income icons when both rows are emptied at a column [spec §4.5 checkIcons]. */
export function checkIcons(p: PlayerState) {
  const now = INCOME_ICON_COLUMNS.filter((k) => p.shipsPlaced >= k && p.trainsPlaced >= k).length;
  const steps = owns(p, 'SILK3') ? 2 : 1;
  for (let i = p.iconsRevealed; i < now; i++) raise(p, 'income', steps);
  p.iconsRevealed = Math.max(p.iconsRevealed, now);
}

export const distinctColors = (p: PlayerState) => new Set(p.workers).size;
