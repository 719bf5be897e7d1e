// The hint's line for people: the bot's move for this seat, in words, with its gain. A hint is
// shown only to the seat it is for, so its move may name the seat's own secret choice (the Baron it
// would keep, the tickets it would keep): the board's `ownMoveText` says it from the seat's own
// view; other moves, and boards without one, read as the public notation (the move log's).
import type { i18n as I18n } from 'i18next';
import type { GameModule } from '../../games/common/module';
import { describeAction } from '../../games/common/replay';
import type { BoardEntry } from '../boards/types';
import { withoutSeatLabel } from '../replay/MoveList';
import { notationT } from './notation-t';

export function hintMoveText(
  mod: GameModule,
  entry: BoardEntry,
  G: unknown,
  playerID: string,
  choice: { move: string; args: unknown[] },
  i18n: I18n,
): string {
  const own = entry.ownMoveText?.(choice.move, choice.args, G, playerID, i18n.getFixedT(null, mod.id));
  if (own) return own;
  const action = { type: 'MAKE_MOVE', payload: { type: choice.move, args: choice.args, playerID } } as const;
  return withoutSeatLabel(describeAction(mod, action as never, notationT(mod.id, i18n)), playerID);
}

/** "Hint: <move> (+4.2 points of win chance over your other moves)"; below 0.05 points (a Baron
 *  choice, a forced-looking step) "(your other moves rate about the same)", not "+0.0 points". */
export function hintLabel(move: string, gain: number, i18n: I18n): string {
  const ta = i18n.getFixedT(null, 'analysis');
  const pct = (gain * 100).toFixed(1);
  return ta('hintLabel', { move, gain: Number(pct) > 0 ? ta('hintGain', { sign: '+', pct }) : ta('hintGainNone') });
}
