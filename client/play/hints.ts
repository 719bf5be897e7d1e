// Hints used in a local match: the state IDs at which a player asked for a hint (the move made
// from that state is marked "hint used" in the move log and in the replay). Kept on this device
// next to the match, and copied into the finished game's replay record.
const KEY = (matchID: string) => `roundhouse.hints.${matchID}`;

export function hintsOf(matchID: string): number[] {
  try {
    const v = JSON.parse(localStorage.getItem(KEY(matchID)) ?? '[]');
    return Array.isArray(v) ? v.filter((x) => Number.isInteger(x)) : [];
  } catch {
    return [];
  }
}

export function addHint(matchID: string, stateID: number): number[] {
  const all = [...new Set([...hintsOf(matchID), stateID])].sort((a, b) => a - b);
  try {
    localStorage.setItem(KEY(matchID), JSON.stringify(all));
  } catch {
    // storage unavailable: the mark is kept for this page only
  }
  return all;
}
