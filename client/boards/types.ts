import type { ComponentType } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import type { TFunction } from 'i18next';

/** Props every board receives: boardgame.io's BoardProps plus Roundhouse extras. */
export interface RoundhouseBoardProps<G = any> extends BoardProps<G> {
  /** True in the replay viewer and for spectators: render only, never call moves. */
  readOnly?: boolean;
  /** Seat names by playerID (from match metadata, hot-seat names or bot labels). */
  playerNames?: Record<string, string>;
  /** A move to point out (a hint while playing, the analysing bot's preferred move in the replay
   *  viewer): the board highlights it the way it highlights a legal move, read-only. */
  suggestion?: BoardSuggestion | null;
}

/** One move as the rules name it (a legal move from the game's generator) and a short text. */
export interface BoardSuggestion {
  move: string;
  args: unknown[];
  /** One line for people, e.g. "Hint: build Pittsburgh–Wheeling (+4.2)". */
  label?: string;
}

/** What client/boards/<id>/index.ts exports as its default. */
export interface BoardEntry {
  Board: ComponentType<RoundhouseBoardProps>;
  /** i18next resources of the board's namespace (= game id): { en: {...}, ja: {...} }.
   *  Must contain `reason.<code>` for every illegal-move reason and `score.<key>` for every
   *  score category, plus `title`, `description` and `variants.<id>` labels. */
  i18n: { en: Record<string, unknown>; ja: Record<string, unknown> };
  /** Words for one of the viewer's own moves that name what the public notation hides (a secret
   *  choice: a Baron, tickets kept, an end-bonus card), from that seat's own view `G`; `t`
   *  translates in the board's namespace. Used for the hint, which only its seat sees; the move
   *  log and replays keep the public notation. Undefined: the public notation says it all. */
  ownMoveText?(move: string, args: unknown[], G: any, playerID: string, t: TFunction): string | undefined;
}
