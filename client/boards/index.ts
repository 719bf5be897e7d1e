// Board registry: game id → lazily loaded board (component + i18n resources).
// Adding a game = adding client/boards/<id>/ and one line here.
import type { BoardEntry } from './types';

export const BOARDS: Record<string, () => Promise<BoardEntry>> = {
  // @boards (one line per title; keep this marker)
  'steam-rollers': () => import('./steam-rollers').then((m) => m.default),
  'russian-railroads': () => import('./russian-railroads').then((m) => m.default),
  'railways-of-the-world': () => import('./railways-of-the-world').then((m) => m.default),
  'ticket-to-ride-card-game': () => import('./ticket-to-ride-card-game').then((m) => m.default),
  nippon: () => import('./nippon').then((m) => m.default),
};
