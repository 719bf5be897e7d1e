// The undo history stored as the turn's first snapshot only (SQLite: server/storage/sqlite.ts).
//
// boardgame.io keeps in each state (_undo) a snapshot of G, ctx and plugins after every move of the
// current turn; the last is the state itself, and a new turn starts the list again with the
// snapshot of the state the turn-ending move made. Stored whole, a move wrote its snapshot (as
// large as the state) besides the state: ~15% of a saturated server's work (`npm run load`,
// test/bench/README.md). Instead the first snapshot of a turn is stored once, when the turn
// starts, marked with the _stateID of the state it is (TURN_START), and the others are rebuilt
// when a state is read from the database: the turn's logged actions (moves, undos and redos) are
// replayed from that snapshot as a replay is (games/common/replay.ts). The rebuilt
// state must come out as the stored one (its _stateID, G and ctx); if it does not (a damaged log),
// the history starts again at the stored state (undo goes back no further than it), never a wrong
// one. A state the process wrote or read stays cached whole, so rebuilding is for reads after a
// restart, another process's writes, or a state gone from the cache.
import type { LogEntry, State } from 'boardgame.io';
import type { GameModule } from '../../games/common/module';
import { rebuildReplay } from '../../games/common/replay';
import { jsonWithG } from './g-json';

/** The key in a stored first snapshot that holds the _stateID of the state it is. */
export const TURN_START = '@turnStart';

type Snapshot = { G: unknown; ctx: State['ctx']; plugins: State['plugins'] };

/** The stored JSON of a turn's first snapshot, the state `stateID`. */
export function turnStartJson(entry: object, stateID: number): string {
  return jsonWithG({ ...entry, [TURN_START]: stateID });
}

/** A stored first snapshot, and the _stateID it was stored with (undefined: an entry of the
 *  format before, where every snapshot is stored). */
export function readTurnStart(json: string): { entry: Snapshot; stateID?: number } {
  const entry = JSON.parse(json);
  const stateID = entry[TURN_START];
  if (typeof stateID !== 'number') return { entry };
  delete entry[TURN_START];
  return { entry, stateID };
}

/** The _stateID a stored first snapshot was stored with, read from the end of its JSON (where
 *  turnStartJson puts it) without parsing the rest; undefined for an entry of the format before. */
export function turnStartID(json: string): number | undefined {
  const m = /"@turnStart":(\d+)\}$/.exec(json);
  return m ? Number(m[1]) : undefined;
}

/** `state` (read without its history) with the history of its turn rebuilt from the turn's
 *  first snapshot `first` (the state `firstID`) and `log`, the match's log from `firstID` on (the
 *  store reads only those entries), replayed as a replay is (games/common/replay.ts: the server's
 *  way, each action applied to a copy); undefined when the replay does not arrive at `state`. */
export function replayTurn(
  mod: GameModule,
  state: State,
  first: Snapshot,
  firstID: number,
  log: LogEntry[],
): State | undefined {
  const start = {
    ...state,
    G: first.G,
    ctx: first.ctx,
    plugins: first.plugins,
    _undo: [first],
    _redo: [],
    _stateID: firstID,
  } as State;
  let rebuilt: ReturnType<typeof rebuildReplay>;
  try {
    rebuilt = rebuildReplay(mod, start, log);
  } catch {
    return undefined;
  }
  const s = rebuilt.states[rebuilt.states.length - 1];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (rebuilt.error || s._stateID !== state._stateID || !same(s.G, state.G) || !same(s.ctx, state.ctx))
    return undefined;
  return { ...state, _undo: s._undo, _redo: s._redo ?? [] };
}
