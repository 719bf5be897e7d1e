// Shared move context type and guard.
import type { Ctx } from 'boardgame.io';
import type { FlowEvents } from '../flow/complete';
import type { RotwState } from '../types';

export interface MoveCtx {
  G: RotwState;
  ctx: Ctx;
  playerID: string;
  events: FlowEvents & { endStage: () => void };
  random: { Number(): number };
}
export type Arg = Record<string, unknown> | undefined;
