// A seat's name as shown: the neutral name a deleted account's seats keep (server/accounts/seats.ts
// NEUTRAL_NAME, stored in English) is shown in the UI language.
import type { TFunction } from 'i18next';

export const NEUTRAL_NAME = 'Former player';

export function shownName(name: string, t: TFunction | ((key: string) => string)): string {
  return name === NEUTRAL_NAME ? (t as (key: string) => string)('app:play.formerPlayer') : name;
}

/** Every name of a seat map, as shown. */
export function shownNames(
  names: Record<string, string>,
  t: TFunction | ((key: string) => string),
): Record<string, string> {
  return Object.fromEntries(Object.entries(names).map(([k, v]) => [k, shownName(v, t)]));
}
