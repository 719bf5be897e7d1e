// After gameover, every viewer of an online match polls its metadata for the next match that
// "Play again" creates (boardgame.io stores nextMatchID on the finished match once). Who asked is
// not stored; the humans already seated at the next match are the ones who want the rematch.
import { useEffect, useState } from 'react';
import { lobby, type MatchInfo } from '../lobby-api';

export interface Rematch {
  matchID: string;
  /** Humans seated at the next match, other than this viewer's seat (empty until one has joined). */
  names: string[];
}

const POLL_MS = 3000;
/** Looks at the next match's seats after it appeared, until a name shows up. */
const NAME_TRIES = 3;

function seatedHumans(players: MatchInfo['players'], mine?: string): string[] {
  return players.filter((p) => p.name && !p.data?.bot && String(p.id) !== mine).map((p) => p.name!);
}

export function useRematch(gameId: string, matchID: string, over: boolean, mySeat?: string): Rematch | null {
  const [rematch, setRematch] = useState<Rematch | null>(null);
  useEffect(() => {
    if (!over) return;
    let stopped = false;
    let timer: number | undefined;
    let next: string | undefined;
    let tries = 0;
    const tick = async () => {
      try {
        next ??= (await lobby.match(gameId, matchID)).nextMatchID;
        if (next && !stopped) setRematch((r) => r ?? { matchID: next!, names: [] });
        if (next) {
          const names = seatedHumans((await lobby.match(gameId, next)).players, mySeat);
          if (!stopped && names.length) setRematch({ matchID: next, names });
          if (names.length) return;
        }
      } catch {
        // A failed poll (network, server restart) is not the user's problem: try again later.
      }
      if (stopped || (next && ++tries >= NAME_TRIES)) return;
      timer = window.setTimeout(() => void tick(), POLL_MS);
    };
    void tick();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [gameId, matchID, over, mySeat]);
  return rematch;
}
