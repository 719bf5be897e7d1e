// The GameModule contract: everything outside a game's folder (client, server, tests, bots,
// benchmarks, replays) reaches a title only through this object. See docs/architecture.md.
import type { Ctx, Game, PlayerID } from 'boardgame.io';
import type { GameBots } from './bots/levels';

/** Translator for notation templates: returns the text of `notation.<key>` with `params`
 *  interpolated (i18next `{{name}}` syntax). */
export type NotationT = (key: string, params?: Record<string, string | number>) => string;

/** One legal action: a move name and its zero-or-one plain-object argument. */
export interface LegalMove {
  move: string;
  args: [] | [Record<string, unknown>];
}

/** Why a seat is out of a match before its end: its player resigned, or left the table for good
 *  (a stand-in played the seat on). Such a seat is last (games/common/result.ts). */
export type OutReason = 'resigned' | 'left';

/** `ctx.gameover` of every Roundhouse title. `winner` only when unique (MCTS reads it). */
export interface GameOver {
  winner?: PlayerID;
  draw?: true;
  winners: PlayerID[];
  scores: Record<PlayerID, number>;
  /** Set when the match ended on resignations (games/common/result.ts gameoverByResignation):
   *  the seats out of it. */
  out?: Record<PlayerID, OutReason>;
}

/** End-of-game (or live) score table: one row per category, one column per seat. */
export interface ScoreBreakdown {
  /** Category keys, translated by the board's i18n namespace as `score.<key>`. */
  categories: string[];
  /** seat → category → points. */
  rows: Record<PlayerID, Record<string, number>>;
  totals: Record<PlayerID, number>;
}

/** A table option chosen when a match is created (passed in setupData.variants). */
export interface VariantDef {
  id: string;
  kind: 'boolean' | 'choice';
  default: boolean | string;
  choices?: string[];
  /** Player counts the option applies to (all when absent). */
  players?: number[];
}

/** Shape of setupData for every title. */
export interface SetupData {
  variants?: Record<string, boolean | string>;
}

export interface GameModule<G = any> {
  /** kebab-case id = game.name = socket namespace = folder name. */
  id: string;
  title: string;
  minPlayers: number;
  maxPlayers: number;
  /** Typical play time in minutes [min, max], for the home page. */
  playTime: [number, number];
  /** Bump when a rule change makes old logs replay differently. Stored with each match. */
  rulesVersion: number;
  /** Seat colours (CSS), index = seat number. Glyphs/letters are added by the UI. */
  playerColors: string[];
  variants: VariantDef[];
  /** setupData keys besides `variants` a client may send for a new match (the server refuses
   *  any other key); none when absent. */
  setupKeys?: string[];
  /** The boardgame.io Game: name === id, ai.enumerate built from legalMoves. */
  game: Game<G>;
  /** The one legal-move generator (ai.enumerate, bots, hints, analysis, highlighting). Every
   *  listed move is legal; it lists every legal move except where a title's legal set has no end,
   *  and says so in its README (Railways of the World: bids above $30,000). whyIllegal decides. */
  legalMoves(G: G, ctx: Ctx, playerID: PlayerID): LegalMove[];
  /** Optional rollout policy for the bots' random playouts: the subset of `legal` (this seat's
   *  legal moves) a playout picks from, e.g. only the minimum bid and a pass in an auction, so
   *  that cut-off playouts are not dominated by moves no sensible player makes. Never used to
   *  build the search tree or to validate. Default: all of `legal`. */
  playoutMoves?(G: G, ctx: Ctx, playerID: PlayerID, legal: LegalMove[]): LegalMove[];
  /** Optional: the subset of `legal` every bot level (but random) weighs, in its rating, search
   *  tree, turn completions and playouts, e.g. without a step that only undoes the one before it,
   *  which would make each such move look as good as the best other one. Never used to validate;
   *  people keep every legal move. Default: all of `legal`. */
  botMoves?(G: G, ctx: Ctx, playerID: PlayerID, legal: LegalMove[]): LegalMove[];
  /** Why a move would be refused (kebab-case reason, translated as `reason.<code>`), or null
   *  when legal. Works on the mover's own playerView. Moves return INVALID_MOVE exactly when
   *  this is non-null. */
  whyIllegal(G: G, ctx: Ctx, playerID: PlayerID, move: string, arg?: Record<string, unknown>): string | null;
  /** Current totals, for panels and bots. */
  scores(G: G, ctx: Ctx): Record<PlayerID, number>;
  /** Score table by category (live during play, final after gameover). */
  scoreBreakdown(G: G, ctx: Ctx): ScoreBreakdown;
  /** Heuristic value of a position for a seat (current score plus the value of what is built);
   *  larger is better; comparable across seats of the same state. */
  evaluate(G: G, ctx: Ctx, playerID: PlayerID): number;
  /** Optional alternative heuristics a bot level may select by name (SearchBudget.evaluation),
   *  same meaning and scale as `evaluate`. A game with a bot kernel gives the kernel the same
   *  names (BotKernel.evaluations). */
  evaluations?: Record<string, (G: G, ctx: Ctx, playerID: PlayerID) => number>;
  /** A heuristic that is a weighted sum of features: any weight vector makes an evaluation,
   *  selected by a bot level as `evaluation: 'w:<w1>,<w2>,…'` (the trainer's candidates). A game
   *  with a bot kernel gives the kernel the same (BotKernel.weighted). */
  weighted?: {
    names: readonly string[];
    /** The hand-written weights: those `evaluate` plays with, unless the game says which of its
     *  `evaluations` they reproduce (Ticket to Ride: 'projected'). */
    hand: readonly number[];
    evaluation(weights: readonly number[]): (G: G, ctx: Ctx, playerID: PlayerID) => number;
  };
  /** Re-sample every hidden zone playerID cannot see (opponents' hands, deck order, face-down
   *  stacks, secret cards), consistently with what it can see. Pure: returns a new G. `rand()`
   *  returns uniform [0,1). Games without hidden information return G unchanged. */
  determinize(G: G, ctx: Ctx, playerID: PlayerID, rand: () => number): G;
  /** Readable notation of one move, for the move log and replays ("P1 places a worker on coal-2").
   *  English by default; with `t` (the UI's translator for the game's `notation.*` keys, see
   *  games/common/notation.ts) in the UI language.
   *  `meta`: what the move recorded on its log entry with boardgame.io's `log.setMetadata` (public
   *  facts of the position it was made in, e.g. the colour of a face-up card taken); absent in
   *  logs written before a game recorded it. */
  notation(
    move: string,
    arg: Record<string, unknown> | undefined,
    playerID: PlayerID,
    t?: NotationT,
    meta?: Record<string, unknown>,
  ): string;
  /** The game's bots in one place (games/<id>/bots.ts): the kernel they simulate on and which
   *  search and evaluation each level uses. Absent = DEFAULT_BUDGETS on the reducer. */
  bots?: GameBots;
}
