// Card and baron texts for tooltips (translated through the namespace).
import type { TFunction } from 'i18next';
import { BARON_BY_ID, MAJOR_LINES, OPS_BY_ID } from '../../../games/railways-of-the-world/data/cards';
import { CITY_BY_ID } from '../../../games/railways-of-the-world/data/map';

export const cityName = (t: TFunction, id: string): string =>
  t(`city.${id}`, { defaultValue: CITY_BY_ID[id]?.name ?? id });

export function cardName(t: TFunction, id: string): string {
  const c = OPS_BY_ID[id];
  if (!c) return id;
  return t(`card.${c.kind}.name`, { city: c.city ? cityName(t, c.city) : '', points: c.points });
}
export function cardText(t: TFunction, id: string): string {
  const c = OPS_BY_ID[id];
  if (!c) return '';
  return `${t(`ui.type.${c.type}`)} — ${t(`card.${c.kind}.text`, { city: c.city ? cityName(t, c.city) : '', points: c.points })}`;
}
export function baronText(t: TFunction, id: string | null): string {
  const b = id ? BARON_BY_ID[id] : undefined;
  if (!b) return '';
  const cities = (b.cities ?? []).map((c) => cityName(t, c)).join(', ');
  return `${t(`baron.${b.kind}`, { cities })} — ${t('baron.points', { points: b.points })}`;
}
export function majorLineName(t: TFunction, id: string): string {
  const ml = MAJOR_LINES.find((m) => m.id === id)!;
  if (ml.b === 'WEST') return t('majorLine.ML9');
  return `${cityName(t, ml.a)} – ${cityName(t, ml.b)}`;
}
