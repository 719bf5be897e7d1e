// Headless match driver on boardgame.io's own reducer: used by tests, golden games, replays,
// bots and benchmarks. Pure (no Node, no DOM).
import type { Ctx, PlayerID, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import type { GameModule, LegalMove, SetupData } from './module';

export interface MoveRecord {
  playerID: PlayerID;
  move: string;
  args: LegalMove['args'];
}

export function makeMoveAction(move: string, args: unknown[], playerID: PlayerID) {
  return { type: 'MAKE_MOVE' as const, payload: { type: move, args, playerID } };
}

/** Seats that may act now (stage holders, else the current player). */
export function activeSeats(ctx: Ctx): PlayerID[] {
  return ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
}

export interface Match {
  state: State;
  step(rec: MoveRecord): { ok: boolean; state: State };
}

/** Start a match of `mod` with a fixed seed (tests, golden games, bots). */
export function startMatch(mod: GameModule, numPlayers: number, seed: string | number, setupData?: SetupData): Match {
  const game = { ...mod.game, seed };
  const reducer = CreateGameReducer({ game });
  const match: Match = {
    state: InitializeGame({ game, numPlayers, setupData }),
    step(rec) {
      const next = reducer(match.state, makeMoveAction(rec.move, rec.args, rec.playerID) as any) as State;
      const ok = next._stateID !== match.state._stateID && !(next as any).transients?.error;
      if (ok) match.state = next;
      return { ok, state: next };
    },
  };
  return match;
}

export interface PlayoutResult {
  state: State;
  moves: MoveRecord[];
  refused: MoveRecord[];
  stuck: boolean;
}

/** Play a game to the end choosing uniformly among the generator's moves with `rand`. */
export function randomPlayout(
  mod: GameModule,
  opts: { numPlayers: number; seed: string | number; rand: () => number; setupData?: SetupData; maxMoves?: number },
): PlayoutResult {
  const match = startMatch(mod, opts.numPlayers, opts.seed, opts.setupData);
  const moves: MoveRecord[] = [];
  const refused: MoveRecord[] = [];
  const maxMoves = opts.maxMoves ?? 5000;
  let stuck = false;
  while (!match.state.ctx.gameover && moves.length < maxMoves) {
    const seats = activeSeats(match.state.ctx);
    const playerID = seats[Math.floor(opts.rand() * seats.length)];
    const legal = mod.legalMoves(match.state.G, match.state.ctx, playerID);
    if (legal.length === 0) {
      stuck = true;
      break;
    }
    const pick = legal[Math.floor(opts.rand() * legal.length)];
    const rec: MoveRecord = { playerID, move: pick.move, args: pick.args };
    if (match.step(rec).ok) moves.push(rec);
    else {
      refused.push(rec);
      if (refused.length > 20) break;
    }
  }
  return { state: match.state, moves, refused, stuck };
}

/** A recorded full game: test/golden/<id>/*.json. */
export interface GoldenGame {
  game: string;
  rulesVersion: number;
  numPlayers: number;
  seed: string;
  setupData?: SetupData;
  moves: MoveRecord[];
  /** ctx.gameover the game reached (scores per seat, winners). */
  gameover: unknown;
  /** Total moves, a cheap extra check. */
  plies: number;
}

/** Replay a golden game through the reducer; throws on the first refused move. */
export function replayGolden(mod: GameModule, golden: GoldenGame): State {
  const match = startMatch(mod, golden.numPlayers, golden.seed, golden.setupData);
  golden.moves.forEach((rec, i) => {
    if (!match.step(rec).ok) throw new Error(`golden move ${i} refused: ${JSON.stringify(rec)}`);
  });
  return match.state;
}
