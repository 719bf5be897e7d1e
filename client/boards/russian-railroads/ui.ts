// Small display helpers of the Russian Railroads board (no rules here: legality comes from legalMoves).
import type { TFunction } from 'i18next';
import type { Effect } from '../../../games/russian-railroads/data/effects';
import type { Color, QuotaKey } from '../../../games/russian-railroads/types';

export const NS = 'russian-railroads';
export const TRACK_FILL: Record<Color, string> = {
  black: '#2b2b2b',
  grey: '#9e9e9e',
  brown: '#8d5a2b',
  natural: '#e8d6a8',
  white: '#ffffff',
};
export const TRACK_TEXT: Record<Color, string> = {
  black: '#fff',
  grey: '#111',
  brown: '#fff',
  natural: '#111',
  white: '#111',
};
export const SEAT_GLYPH = ['▲', '●', '■', '◆'];
export const HILITE = '#ff6d00';
export const CHANGED = '#d500f9';

export function sameArgs(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});
}

export function effectText(eff: Effect | null | undefined, t: TFunction): string {
  if (!eff) return '';
  const parts: string[] = [];
  if (eff.steps) {
    for (const [k, n] of Object.entries(eff.steps) as [QuotaKey, number][]) {
      const color = k === 'any' ? t('eff.any') : k === 'blackOrGrey' ? t('eff.blackOrGrey') : t(`color.${k}`);
      parts.push(t('eff.steps', { n, color }));
    }
  }
  if (eff.industry) parts.push(t('eff.industry', { n: eff.industry }));
  if (eff.take) {
    if (eff.take.either) parts.push(t('eff.takeEither'));
    if (eff.take.loco) parts.push(t('eff.takeLoco'));
    if (eff.take.factory) parts.push(t('eff.takeFactory'));
  }
  if (eff.doublers) parts.push(t('eff.doublers', { n: eff.doublers }));
  if (eff.rubles) parts.push(t('eff.rubles', { count: eff.rubles }));
  if (eff.temp) parts.push(t('eff.temp'));
  if (eff.hire) parts.push(t('eff.hire'));
  if (eff.reuse) parts.push(t('eff.reuse'));
  if (eff.endBonus) parts.push(t('eff.endBonus'));
  if (eff.vpEngineers) parts.push(t('eff.vpEngineers'));
  if (eff.vpTopLocos) parts.push(t('eff.vpTopLocos'));
  if (eff.vp) parts.push(t('eff.vp', { n: eff.vp }));
  return parts.join(t('eff.and'));
}

export const CSS = `
.rr { font: 14px/1.35 system-ui, sans-serif; color: #1b1b1b; display: flex; flex-direction: column; gap: 10px; }
.rr-row { display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-start; }
.rr-panel { background: #f6f1e7; border: 1px solid #c9b99a; border-radius: 8px; padding: 8px; }
.rr-prompt { background: #fff8e1; border: 2px solid #ffb300; border-radius: 8px; padding: 8px; }
.rr-prompt button, .rr-pay button { margin: 3px; }
.rr button { font: inherit; padding: 4px 8px; border-radius: 6px; border: 1px solid #8a7a5a; background: #fff; cursor: pointer; }
.rr button:disabled { cursor: default; opacity: .55; }
.rr-areas { display: flex; flex-wrap: wrap; gap: 8px; }
.rr-area { flex: 1 1 220px; }
.rr-area.wide { flex: 3 1 480px; }
.rr-area-body { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 0 6px; }
.rr-area h4 { margin: 2px 0 4px; font-size: 13px; }
.rr-space { display: flex; flex-direction: column; justify-content: space-between; width: 100%; text-align: left; margin: 2px 0; min-height: 52px; font-size: 13px; background: #fffdf7; border: 1px solid #b9a98a; border-radius: 6px; padding: 4px 6px; cursor: default; }
.rr-space.legal { cursor: pointer; }
.rr .rr-space:disabled { color: #1b1b1b; opacity: 1; }
.rr-space.taken:not(.legal) { background: #f1eadb; }
.rr-space-eff { font-weight: 600; }
.rr-space-foot { display: flex; align-items: center; gap: 3px; flex-wrap: wrap; margin-top: 3px; }
.rr-place { display: inline-flex; align-items: center; justify-content: center; width: 18px; height: 18px; border-radius: 50%; border: 2px dashed #8a7a5c; font-size: 10px; color: #fff; }
.rr-place.on { border: 2px solid #1b1b1b; }
.rr-fee { font-size: 12px; font-weight: 600; color: #6d4c00; border: 1px solid #c9a227; border-radius: 8px; padding: 0 4px; background: #fff3c4; }
.rr-sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.rr-rail { display: grid; grid-template-columns: 92px 1fr; align-items: stretch; margin: 3px 0; border-radius: 6px; overflow: hidden; border: 1px solid #b9a98a; }
.rr-rail-name { background: var(--rail); display: flex; align-items: center; padding: 0 8px; font-weight: 700; font-size: 12px; text-transform: capitalize; }
.rr-rail-spaces { display: grid; grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); gap: 0 6px; padding: 2px 6px; background: #f3ecdc; }
.rr-space { position: relative; }
.rr-rail-name span { background: #fffdf7; color: #1b1b1b; border-radius: 4px; padding: 0 4px; }
.rr-space.legal { border: 2px solid ${HILITE}; box-shadow: 0 0 0 2px #ffe0b2; }
.rr-space.closed { background: repeating-linear-gradient(45deg, #e4e0d8 0 6px, #d6d1c7 6px 12px); text-decoration: line-through; }
.rr-space.changed { outline: 3px dashed ${CHANGED}; }
.rr-space small { color: #555; }
.rr-chip { display: inline-block; border-radius: 10px; padding: 0 6px; margin-right: 3px; color: #fff; font-size: 12px; }
.rr-players { display: flex; flex-direction: column; gap: 10px; }
.rr-pb h3 { margin: 0 0 4px; font-size: 15px; }
.rr-svg-wrap { overflow-x: auto; -webkit-overflow-scrolling: touch; }
.rr-svg { width: 100%; min-width: 620px; max-width: 900px; height: auto; display: block; }
.rr-svg.phone { min-width: 0; }
.rr-info { display: flex; flex-wrap: wrap; gap: 4px 14px; font-size: 13px; }
.rr-card { display: inline-block; border: 1px solid #8a7a5a; background: #fff; border-radius: 4px; padding: 1px 5px; margin: 1px; font-size: 12px; }
.rr-strip { display: flex; flex-wrap: wrap; gap: 4px; }
.rr-eng { border: 1px solid #8a7a5a; border-radius: 4px; padding: 2px 5px; background: #fff; font-size: 12px; min-width: 60px; }
.rr-eng.h { background: #e3f2fd; }
.rr-eng.v { background: #eee; }
`;
