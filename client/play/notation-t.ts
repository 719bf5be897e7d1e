// The UI-language translator for a game's move notation (`<gameId>:notation.<key>`); undefined
// when the game has no notation texts yet, so the game falls back to its English templates.
import type { i18n as I18n } from 'i18next';
import type { NotationT } from '../../games/common/module';

export function notationT(gameId: string, i18n: I18n): NotationT | undefined {
  if (!i18n.exists(`${gameId}:notation`, { returnObjects: true } as never)) return undefined;
  return (key, params) =>
    i18n.t(`${gameId}:notation.${key}`, { ...params, defaultValue: '' }) ||
    i18n.t(`${gameId}:notation.${key}`, { ...params, lng: 'en' });
}
