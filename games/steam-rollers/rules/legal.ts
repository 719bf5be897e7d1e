// The one legal-move generator: candidates filtered by whyIllegal [spec §7; GameModule.legalMoves].
import type { Ctx } from 'boardgame.io';
import type { LegalMove } from '../../common/module';
import { MOVES, MOVE_NAMES, type MoveName } from '../moves';
import type { CheckCache } from '../moves/types';
import type { Seat, SRState, StageName } from '../types';

type CtxLike = Pick<Ctx, 'activePlayers' | 'currentPlayer'> & { gameover?: unknown };

export function stageFor(ctx: CtxLike, seat: Seat): StageName | null {
  return ((ctx.activePlayers ?? {})[seat] as StageName | undefined) ?? null;
}

function why(
  G: SRState,
  ctx: CtxLike,
  seat: Seat,
  move: string,
  arg: Record<string, unknown> | undefined,
  cache: CheckCache,
): string | null {
  if (G.gameOver || ctx.gameover) return 'game-over';
  const def = MOVES[move as MoveName];
  if (!def) return 'unknown-move';
  const stage = stageFor(ctx, seat);
  if (!stage) return 'not-active';
  if (!def.stages.includes(stage)) return 'wrong-step';
  if ((stage === 'action' || stage === 'drawSegment') && !G.turn.currentDie) return 'no-die';
  if (arg !== undefined && (arg === null || typeof arg !== 'object' || Array.isArray(arg))) return 'bad-argument';
  return def.check(G, seat, arg, cache);
}

export function whyIllegal(
  G: SRState,
  ctx: CtxLike,
  seat: Seat,
  move: string,
  arg?: Record<string, unknown>,
): string | null {
  return why(G, ctx, seat, move, arg, {});
}

export function legalMoves(G: SRState, ctx: CtxLike, seat: Seat): LegalMove[] {
  if (G.gameOver || ctx.gameover) return [];
  const stage = stageFor(ctx, seat);
  if (!stage) return [];
  const cache: CheckCache = {};
  const out: LegalMove[] = [];
  for (const name of MOVE_NAMES) {
    const def = MOVES[name];
    if (!def.stages.includes(stage)) continue;
    if ((stage === 'action' || stage === 'drawSegment') && !G.turn.currentDie) continue;
    for (const arg of def.candidates(G, seat, cache)) {
      if (def.check(G, seat, arg, cache) === null) out.push({ move: name, args: arg === undefined ? [] : [arg] });
    }
  }
  return out;
}
