// GAMES: the single registry of titles, read by the client, server, tests, bots and benchmarks.
// Adding a game = adding its folder and one line here.
import type { GameModule } from './common/module';
// @registry-imports (one line per title; keep this marker)
import { russianRailroads } from './russian-railroads';
import { railwaysOfTheWorld } from './railways-of-the-world';
import { nippon } from './nippon';
import { steamRollers } from './steam-rollers';
import { ticketToRideCardGame } from './ticket-to-ride-card-game';

export const GAMES: GameModule[] = [
  // @registry-entries (one line per title; keep this marker)
  russianRailroads,
  railwaysOfTheWorld,
  nippon,
  steamRollers,
  ticketToRideCardGame,
];

export const GAME_BY_ID: Record<string, GameModule> = Object.fromEntries(GAMES.map((m) => [m.id, m]));

export function getGame(id: string): GameModule | undefined {
  return GAME_BY_ID[id];
}

export type { GameModule } from './common/module';
