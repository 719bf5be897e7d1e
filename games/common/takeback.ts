// Taking back a seat's last move (local games against bots: "Undo"; unrated online tables: a
// takeback the others accept). The match goes back to the position before that move: the moves
// made since (the bots' or stand-ins' replies) go too. Pure: no Node, no DOM.
//
// What may not be taken back, so that nobody learns what they should not and no draw can be
// played again for a better one: a move the game marks as not undoable (boardgame.io's
// `undoable: false`: the titles mark so every move that reveals hidden information or is decided
// on the server, games/*/game.ts), and any move whose processing drew randomness (the PRNG state
// in plugins.random changed: a shuffle, a draw, a die, at the move or at a turn or phase start
// it caused). boardgame.io's own UNDO only reaches within the current turn of the current player;
// a takeback reaches over the other seats' replies, so it is built on the replay (the states the
// log makes), not on _undo.
import type { LogEntry, State } from 'boardgame.io';
import { ProcessGameConfig } from 'boardgame.io/internal';
import type { GameModule } from './module';
import { rebuildReplay, type PlayedOn, type RebuiltReplay } from './replay';

export type TakebackPlan =
  | {
      ok: true;
      /** The position to go back to (before the seat's last move). */
      state: State;
      /** The log up to that position (entries before the seat's last move). */
      logLength: number;
      /** The moves taken back (the seat's and those after it). */
      moves: number;
      /** The _stateID of the seat's last move (the position it was made at). */
      atStateID: number;
      /** Its move name and notation. */
      move: string;
      notation: string;
    }
  | { ok: false; reason: 'nothing' | 'hidden' | 'broken'; move?: string; notation?: string };

const processed = new WeakMap<GameModule, ReturnType<typeof ProcessGameConfig>>();
function flowOf(mod: GameModule) {
  let g = processed.get(mod);
  if (!g) processed.set(mod, (g = ProcessGameConfig({ ...mod.game })));
  return g.flow;
}

const randomState = (s: State) =>
  JSON.stringify(
    (s.plugins as Record<string, { data?: { prngstate?: unknown } }> | undefined)?.random?.data?.prngstate ?? null,
  );

/** Whether the step `i` of a rebuilt replay may be taken back: null, or why not. */
function blocker(mod: GameModule, r: RebuiltReplay, i: number): 'hidden' | null {
  const step = r.steps[i];
  const before = r.states[i - 1];
  const after = r.states[i];
  if (randomState(before) !== randomState(after)) return 'hidden';
  if (step.kind === 'move' && step.move && step.mover !== null) {
    const move = flowOf(mod).getMove(before.ctx, step.move, step.mover) as {
      undoable?: boolean | ((a: { G: unknown; ctx: unknown }) => boolean);
    } | null;
    const undoable =
      !move || move.undoable === undefined
        ? true
        : typeof move.undoable === 'function'
          ? move.undoable({ G: after.G, ctx: after.ctx })
          : move.undoable;
    if (!undoable) return 'hidden';
  } else if (step.kind !== 'move') return 'hidden'; // an end of the match, an undo or redo: never taken back over
  return null;
}

/** How `seat`'s last move would be taken back in the match made by `initialState` and `log`. */
export function planTakeback(
  mod: GameModule,
  initialState: State,
  log: LogEntry[],
  seat: string,
  playedOn: PlayedOn = 'server',
  rebuilt?: RebuiltReplay,
): TakebackPlan {
  const r = rebuilt ?? rebuildReplay(mod, initialState, log, undefined, playedOn);
  if (r.error) return { ok: false, reason: 'broken' };
  let i = r.steps.length - 1;
  while (i > 0 && !(r.steps[i].kind === 'move' && r.steps[i].mover === seat && !r.steps[i].standIn)) i--;
  if (i <= 0) return { ok: false, reason: 'nothing' };
  for (let j = r.steps.length - 1; j >= i; j--) {
    if (blocker(mod, r, j))
      return { ok: false, reason: 'hidden', move: r.steps[j].move ?? undefined, notation: r.steps[j].notation };
  }
  const step = r.steps[i];
  return {
    ok: true,
    state: r.states[i - 1],
    logLength: step.logIndex,
    moves: r.steps.length - i,
    atStateID: r.states[i - 1]._stateID,
    move: step.move ?? '',
    notation: step.notation,
  };
}
