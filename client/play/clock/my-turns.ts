// Which of this browser's online matches wait for it: asked from the server (/api/turns) for the
// seats kept in this browser, every 30 s and when a page asks; one request for the whole app.
import { useEffect, useState } from 'react';
import { store } from '../../store';
import { clockApi } from './api';
import { setTitleParts } from './title';

export type TurnInfo = Record<string, { toAct: string[]; over: boolean } | null>;

let latest: TurnInfo = {};
const listeners = new Set<(t: TurnInfo) => void>();
let timer: number | undefined;

export const matchKey = (gameId: string, matchID: string) => `${gameId}/${matchID}`;

/** Matches (gameId/matchID) where a seat this browser holds must act. */
export function myTurnKeys(info: TurnInfo = latest): string[] {
  return store
    .seats()
    .filter((s) => info[s.matchID]?.toAct.includes(s.playerID))
    .map((s) => matchKey(s.gameId, s.matchID));
}

export async function refreshTurns(): Promise<void> {
  const ids = [...new Set(store.seats().map((s) => s.matchID))].slice(0, 100);
  if (!ids.length) latest = {};
  else {
    try {
      latest = await clockApi.turns(ids);
    } catch {
      return;
    }
  }
  setTitleParts({ count: myTurnKeys().length });
  for (const fn of listeners) fn(latest);
}

export function useMyTurns(): TurnInfo {
  const [info, setInfo] = useState(latest);
  useEffect(() => {
    listeners.add(setInfo);
    if (timer === undefined) {
      void refreshTurns();
      timer = window.setInterval(() => void refreshTurns(), 30_000);
    }
    return () => {
      listeners.delete(setInfo);
    };
  }, []);
  return info;
}
