// Analyses are kept with the replay on this device (localStorage), so a second look is instant and
// a stopped analysis goes on where it stopped. Key: game, match, level, seed and the log (length and hash).
import type { Analysis } from '../../../games/common/analysis';

const PREFIX = 'roundhouse.analysis.';

export function cacheKey(gameId: string, matchID: string, level: string, seed: string, logId: string): string {
  return `${PREFIX}${gameId}/${matchID}/${level}/${seed}/${logId}`;
}

export function readCached(key: string): Analysis | null {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Analysis) : null;
  } catch {
    return null;
  }
}

export function writeCached(key: string, a: Analysis): void {
  try {
    localStorage.setItem(key, JSON.stringify(a));
  } catch {
    // storage full or unavailable: the analysis is simply not kept
  }
}
