// Messages between the bot driver (main thread) and the bot worker.
import type { BotChoice } from '../../games/common/bots';

export interface ThinkRequest {
  type: 'think';
  id: number;
  gameId: string;
  level: string;
  seed: number | string;
  playerID: string;
  /** The seat's view, reduced to plain data: G, ctx, non-random plugins, _stateID. */
  state: { G: unknown; ctx: unknown; plugins: Record<string, unknown>; _stateID: number };
}

export interface CancelRequest {
  type: 'cancel';
  id: number;
}

export type ToWorker = ThinkRequest | CancelRequest;

export type FromWorker =
  | { type: 'ready' }
  | { type: 'result'; id: number; choice: BotChoice; ms: number; iterations: number }
  | { type: 'cancelled'; id: number }
  | { type: 'error'; id: number; message: string };
