// From "what my seat sees" to complete states the reducer can search, without peeking.
import type { Ctx, Game, PlayerID, State } from 'boardgame.io';
import { CreateGameReducer, ProcessGameConfig } from 'boardgame.io/internal';
import type { GameModule } from '../module';
import { jsonCopy } from '../base-g';
import { hashString, seededRandom } from '../rng';

export type Reducer = (state: State, action: any) => State;

/** What a bot may read from a state: G, ctx and the non-secret plugin data. The random plugin's
 *  PRNG state is dropped (it would foretell every future shuffle and die roll), so are the log,
 *  undo history and transients. */
export function seatView(state: State): State {
  const plugins: Record<string, any> = {};
  for (const [name, p] of Object.entries(state.plugins ?? {})) if (name !== 'random') plugins[name] = p;
  return {
    G: state.G,
    ctx: state.ctx,
    plugins,
    _undo: [],
    _redo: [],
    _stateID: state._stateID ?? 0,
  } as unknown as State;
}

const reducers = new WeakMap<GameModule, Reducer>();
const processed = new WeakMap<GameModule, Game>();

/** The module's Game, processed once for bots (undo off: bots never undo). A processed Game
 *  passes through boardgame.io's ProcessGameConfig untouched, so MCTSBot instances built from it
 *  neither re-process nor mutate the module's own Game object. */
export function botGame(mod: GameModule): Game {
  let g = processed.get(mod);
  if (!g) {
    g = ProcessGameConfig({ ...mod.game, disableUndo: true }) as Game;
    processed.set(mod, g);
  }
  return g;
}

/** boardgame.io's reducer for the module, guarded against docs/boardgameio-0.50.2.md trap 23: 0.50.2
 *  mutates ctx.activePlayers / _activePlayers* of its INPUT state, which corrupts a search that
 *  applies several moves to the same parent. Each call gets fresh copies of those objects. */
export function botReducer(mod: GameModule): Reducer {
  let r = reducers.get(mod);
  if (!r) {
    const base = CreateGameReducer({ game: botGame(mod) }) as unknown as Reducer;
    r = (state, action) => {
      const c = state.ctx as any;
      const ctx = {
        ...c,
        activePlayers: c.activePlayers ? { ...c.activePlayers } : c.activePlayers,
        _activePlayersNumMoves: c._activePlayersNumMoves ? { ...c._activePlayersNumMoves } : c._activePlayersNumMoves,
        _activePlayersMinMoves: c._activePlayersMinMoves ? { ...c._activePlayersMinMoves } : c._activePlayersMinMoves,
        _activePlayersMaxMoves: c._activePlayersMaxMoves ? { ...c._activePlayersMaxMoves } : c._activePlayersMaxMoves,
      };
      return base({ ...state, ctx }, action);
    };
    reducers.set(mod, r);
  }
  return r;
}

/** True when the reducer refused the action (its state carries an error transient). */
export function refused(prev: State, next: State): boolean {
  return next === prev || next._stateID === prev._stateID || !!(next as any).transients?.error;
}

/** Seed string for decision-local randomness: the bot seed, the seat and public progress only. */
export function decisionSeed(botSeed: string | number, view: State, playerID: PlayerID): string {
  const c = view.ctx;
  return `${botSeed}|${playerID}|${view._stateID ?? 0}|${c.turn}|${c.numMoves ?? 0}|${c.phase ?? ''}`;
}

/** One complete, searchable state consistent with the seat's view: hidden zones re-sampled by
 *  the game's determinize with a PRNG keyed on `seed`, and the game's PRNG reseeded (the random
 *  plugin reseeds from `seed` when `prngstate` is absent). */
export function determinizedRoot(mod: GameModule, view: State, playerID: PlayerID, seed: string): State {
  const rand = seededRandom(hashString(seed + ':det'));
  const ctx = jsonCopy(view.ctx) as Ctx;
  const G = mod.determinize(jsonCopy(view.G), ctx, playerID, rand);
  const plugins: Record<string, any> = {};
  for (const [name, p] of Object.entries(view.plugins ?? {})) if (name !== 'random') plugins[name] = jsonCopy(p);
  plugins.random = { data: { seed: seed + ':rng' } };
  return {
    G,
    ctx,
    plugins,
    _undo: [],
    _redo: [],
    _stateID: view._stateID ?? 0,
    deltalog: [],
  } as unknown as State;
}

/** Seat(s) to act in a state: stage holders, else the current player. */
export function actingSeats(ctx: Ctx): PlayerID[] {
  return ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
}

/** Stable key of an action for summing statistics across determinizations. */
export function actionKey(move: string, args: unknown[] | undefined): string {
  return JSON.stringify([move, args ?? []]);
}

/** What `playerID` receives from a master state (as boardgame.io's server would send it):
 *  G through the game's playerView, no PRNG state, no log or undo history. */
export function viewOf(mod: GameModule, master: State, playerID: PlayerID | null): State {
  const pv = mod.game.playerView;
  const G = pv ? pv({ G: master.G, ctx: master.ctx, playerID } as any) : master.G;
  return seatView({ ...master, G } as State);
}
