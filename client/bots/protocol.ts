// Messages between the bot driver (main thread) and the bot worker.
import type { BotChoice } from '../../games/common/bots';
import type { AnalysedPosition, Analysis } from '../../games/common/analysis';

export interface ThinkRequest {
  type: 'think';
  id: number;
  gameId: string;
  level: string;
  seed: number | string;
  playerID: string;
  /** 'hint': answer with the preferred move and its gain over the runner-up (hintMove). */
  mode?: 'hint';
  /** The seat's view, reduced to plain data: G, ctx, non-random plugins, _stateID. */
  state: { G: unknown; ctx: unknown; plugins: Record<string, unknown>; _stateID: number };
}

export interface CancelRequest {
  type: 'cancel';
  id: number;
}

/** Analyse a finished game (games/common/analysis.ts); answered by `position` messages as each
 *  move is judged, then one `analysis`. Stopped with a CancelRequest of the same id. */
export interface AnalyseRequest {
  type: 'analyse';
  id: number;
  gameId: string;
  level: 'normal' | 'hard';
  seed: string;
  initialState: unknown;
  log: unknown[];
  playedOn?: 'server' | 'local';
  /** Positions analysed before (cache): reused. */
  known?: AnalysedPosition[];
}

export type ToWorker = ThinkRequest | CancelRequest | AnalyseRequest;

export type FromWorker =
  | { type: 'ready' }
  | { type: 'result'; id: number; choice: BotChoice; ms: number; iterations: number; gain?: number }
  | { type: 'cancelled'; id: number }
  | { type: 'error'; id: number; message: string }
  | { type: 'position'; id: number; position: AnalysedPosition; done: number; total: number }
  | { type: 'analysis'; id: number; analysis: Analysis; stopped: boolean };
