// Bot driver used by the play page for bot seats in local games. Provisional main-thread
// implementation (uniform random legal move); replaced by the worker-based MCTS driver.
import type { State } from 'boardgame.io';
import { getGame } from '../../games';
import { seededRandom } from '../../games/common/rng';

export type BotLevel = 'random' | 'easy' | 'normal' | 'hard';
export const BOT_LEVELS: BotLevel[] = ['easy', 'normal', 'hard'];

export interface BotChoice {
  move: string;
  args: unknown[];
}

export interface BotDriver {
  /** Choose a move for `playerID` from the state that seat sees (its playerView). */
  think(state: State, playerID: string): Promise<BotChoice>;
  /** Drop any pending answer (undo, new game, unmount). */
  cancel(): void;
  dispose(): void;
}

export function createBotDriver(opts: { gameId: string; level: BotLevel; seed: number }): BotDriver {
  const mod = getGame(opts.gameId);
  if (!mod) throw new Error(`unknown game ${opts.gameId}`);
  const rand = seededRandom(opts.seed);
  let generation = 0;
  return {
    async think(state, playerID) {
      const mine = ++generation;
      await new Promise((r) => setTimeout(r, 300));
      if (mine !== generation) throw new Error('cancelled');
      const legal = mod.legalMoves(state.G, state.ctx, playerID);
      const pick = legal[Math.floor(rand() * legal.length)];
      return { move: pick.move, args: pick.args };
    },
    cancel() {
      generation++;
    },
    dispose() {
      generation++;
    },
  };
}
