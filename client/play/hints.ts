// Hints used in a local match: where a player asked for a hint (the state ID and the seat); the
// seat's next move from there is marked "hint used" in the move log and in the replay
// (hintedMoves in games/common/replay.ts). Kept on this device next to the match, and copied into
// the finished game's replay record.
import { mergeHints, type HintUse } from '../../games/common/replay';

const KEY = (matchID: string) => `roundhouse.hints.${matchID}`;

export function hintsOf(matchID: string): HintUse[] {
  try {
    const v = JSON.parse(localStorage.getItem(KEY(matchID)) ?? '[]');
    return Array.isArray(v) ? v.filter((x) => x && Number.isInteger(x.stateID) && typeof x.seat === 'string') : [];
  } catch {
    return [];
  }
}

export function addHint(matchID: string, use: HintUse): HintUse[] {
  const all = mergeHints(hintsOf(matchID), [use]);
  try {
    localStorage.setItem(KEY(matchID), JSON.stringify(all));
  } catch {
    // storage unavailable: the mark is kept for this page only
  }
  return all;
}
