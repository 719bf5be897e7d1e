// Each game's bot levels on the players' rating scale (games/<id>/bot-ratings.ts, written by the
// bot league: test/bench/league.ts), keyed by game id, for New table's level picker. Small data
// files, bundled eagerly.
import type { BotLevelRating, BotRatings } from '../../games/common/bot-ratings';
import type { BotLevel } from './levels';

const FILES = import.meta.glob<{ botRatings?: BotRatings }>(['../../games/*/bot-ratings.ts', '!**/common/**'], {
  eager: true,
});
const BY_GAME = new Map(
  Object.values(FILES).flatMap((m) => (m.botRatings ? [[m.botRatings.game, m.botRatings] as const] : [])),
);

/** A level's league rating in a game, if the league has rated it. */
export function levelRating(gameId: string, level: BotLevel): BotLevelRating | undefined {
  const r = BY_GAME.get(gameId)?.ratings;
  return r && Object.hasOwn(r, level) ? r[level] : undefined;
}
