// The server's clock routes (server/clock/routes.ts) as the client calls them.
export type Pace =
  | { mode: 'live'; turnSeconds: number; bankSeconds: number }
  | { mode: 'turnBased'; hours: 12 | 24 | 72 }
  | { mode: 'untimed' };

export interface SeatClockView {
  running: boolean;
  turnLeftMs: number | null;
  bankLeftMs: number;
  deadline: number | null;
  standIn: 'timeout' | 'left' | null;
  abandoned: boolean;
  /** Resigned (absent from older servers). */
  resigned?: boolean;
  awaySince: number | null;
}

export interface ClockView {
  pace: Pace;
  now: number;
  /** The stored clock's version the view was made from (absent from older servers). */
  version?: number;
  over: boolean;
  /** Where a seat asked for a hint (tables that allow them); absent from older servers. */
  hints?: { stateID: number; seat: string }[];
  seats: Record<string, SeatClockView>;
  /** A takeback waiting for answers, and how the last one ended (absent from older servers). */
  takeback?: { seat: string; at: number; notation: string; accepted: string[] } | null;
  takebackEnd?: { seat: string; outcome: 'done' | 'declined' | 'moved-on'; by?: string } | null;
}

async function call<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error((json as { error?: string }).error ?? res.statusText);
  return json as T;
}

export const clockApi = {
  clock: (matchID: string) => call<ClockView>(`/api/matches/${encodeURIComponent(matchID)}/clock`),
  leave: (matchID: string, playerID: string, credentials: string, forGood: boolean) =>
    call<ClockView>(`/api/matches/${encodeURIComponent(matchID)}/leave`, { playerID, credentials, forGood }),
  resign: (matchID: string, playerID: string, credentials: string) =>
    call<ClockView>(`/api/matches/${encodeURIComponent(matchID)}/resign`, { playerID, credentials }),
  takeback: (matchID: string, playerID: string, credentials: string) =>
    call<ClockView>(`/api/matches/${encodeURIComponent(matchID)}/takeback`, { playerID, credentials }),
  answerTakeback: (matchID: string, playerID: string, credentials: string, accept: boolean) =>
    call<ClockView>(`/api/matches/${encodeURIComponent(matchID)}/takeback/answer`, { playerID, credentials, accept }),
  back: (matchID: string, playerID: string, credentials: string) =>
    call<ClockView>(`/api/matches/${encodeURIComponent(matchID)}/back`, { playerID, credentials }),
  hint: (matchID: string, playerID: string, credentials: string, stateID: number) =>
    call<ClockView>(`/api/matches/${encodeURIComponent(matchID)}/hint`, { playerID, credentials, stateID }),
  turns: (matchIDs: string[]) =>
    call<Record<string, { toAct: string[]; over: boolean; leftMs?: Record<string, number> } | null>>(
      `/api/turns?matches=${matchIDs.map(encodeURIComponent).join(',')}`,
    ),
};

/** "1:05", "12:00", "3:04:05", "2 d 3 h" */
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (d > 0) return `${d} d ${h} h`;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(sec).padStart(2, '0')}`;
}
