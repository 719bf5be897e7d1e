// A finished local game against bots, played by the signed-in player, counted on their profile as
// practice (unrated): which games count is in ./result.ts.
import type { State } from 'boardgame.io';
import { signedInMe } from '../account/session';
import type { LocalTable } from '../store';
import { practiceApi } from './api';
import { practiceReport } from './result';

const REPORTED = 'rh_practice_reported';

function reported(): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(REPORTED) ?? '[]');
    return Array.isArray(v) ? v.filter((x) => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Report a finished local game once (the server counts a match once per account anyway);
 *  resolves true when it was counted now. Guests and games that do not count: nothing sent. */
export async function reportPractice(table: LocalTable, state: Pick<State, 'ctx' | '_stateID'>): Promise<boolean> {
  const r = practiceReport(table, state);
  if (!r || !signedInMe() || reported().includes(r.matchID)) return false;
  try {
    const { counted } = await practiceApi.report(r);
    localStorage.setItem(REPORTED, JSON.stringify([r.matchID, ...reported()].slice(0, 200)));
    return counted;
  } catch {
    return false; // offline or refused: the game stays on this device, uncounted
  }
}
