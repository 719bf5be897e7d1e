// Regions, cities and city tiles [spec §2.3, §2.7]. City names are cosmetic [design].
import type { Good, RegionId } from '../types';

export const CITY_DEFS: { id: string; region: RegionId; name: string; ja: string }[] = [
  { id: 'C1a', region: 'R1', name: 'Nagasaki', ja: '長崎' },
  { id: 'C1b', region: 'R1', name: 'Osaka', ja: '大阪' },
  { id: 'C2a', region: 'R2', name: 'Nagoya', ja: '名古屋' },
  { id: 'C2b', region: 'R2', name: 'Niigata', ja: '新潟' },
  { id: 'C3a', region: 'R3', name: 'Tokyo', ja: '東京' },
  { id: 'C3b', region: 'R3', name: 'Sendai', ja: '仙台' },
  { id: 'C4a', region: 'R4', name: 'Hakodate', ja: '函館' },
  { id: 'C4b', region: 'R4', name: 'Sapporo', ja: '札幌' },
];

export const CITY_TILES: Record<string, Good[]> = {
  T1: ['paper', 'bento', 'clock', 'bulb'],
  T2: ['paper', 'bento', 'lens', 'bulb'],
  T3: ['paper', 'bento', 'lens', 'clock'],
  T4: ['silk', 'bento', 'clock', 'bulb'],
  T5: ['silk', 'bento', 'lens', 'bulb'],
  T6: ['silk', 'bento', 'lens', 'clock'],
  T7: ['silk', 'paper', 'clock', 'bulb'],
  T8: ['silk', 'paper', 'lens', 'bulb'],
  T9: ['silk', 'paper', 'lens', 'clock'],
};

/** Region bonus per influence tile placed [spec §2.3] (assignment [design], D6). */
export const REGION_BONUS: Record<RegionId, { money?: number; coal?: number; blueprints?: number; vp?: number }> = {
  R1: { money: 5 },
  R2: { coal: 2 },
  R3: { blueprints: 2 },
  R4: { vp: 2 },
};
