// The shape of games/<id>/bot-ratings.ts: each bot level's strength on the players' rating scale
// (server/ratings/model.ts: shown = round(1000 + 30 × (μ − 3σ))), measured by the bot league
// (`npm run league -- --game <id>`, test/bench/league.ts; how the scale is anchored is in
// test/bench/README.md, "Bot league"). Data only.
import type { BotSpec } from './bots/levels';

export interface BotLevelRating {
  /** The shown rating, as a player's is shown. */
  rating: number;
  mu: number;
  sigma: number;
  /** League games this level played. */
  games: number;
  /** σ above the players' PROVISIONAL_SIGMA (server/ratings/model.ts): shown with a "?", as a
   *  player's rating is while it is provisional. */
  provisional: boolean;
}

export interface BotRatings {
  game: string;
  /** Seats at the league's tables. */
  players: number;
  ratings: Record<BotSpec, BotLevelRating>;
}
