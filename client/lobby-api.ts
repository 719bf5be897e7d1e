// Thin fetch wrappers for the Lobby API and Roundhouse routes (same origin).
export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A JSON request to our own origin (the session cookie goes with it); a non-2xx answer throws
 *  an ApiError with the server's reason. */
export async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: any = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    /* plain text error */
  }
  if (!res.ok) throw new ApiError(res.status, json?.error ?? (text || res.statusText));
  return json as T;
}

const call = <T>(path: string, body?: unknown): Promise<T> =>
  request<T>(body === undefined ? 'GET' : 'POST', path, body);

export interface MatchInfo {
  matchID: string;
  gameName: string;
  players: { id: number; name?: string; isConnected?: boolean; data?: { bot?: string } }[];
  setupData?: unknown;
  gameover?: unknown;
  /** Options chosen when the table was created (server/lobby/table-options.ts); absent for matches made
   *  through the Lobby's own create. */
  tableOptions?: { hints?: boolean; invitedOnly?: boolean };
  /** A rated table (server/ratings/): signed-in players only; the result changes their ratings. */
  rated?: boolean;
  /** Set once a seated player asked to play again (boardgame.io's playAgain). */
  nextMatchID?: string;
  createdAt: number;
}

/** A table with a free seat (server/lobby/open-tables.ts). */
export interface OpenTable {
  matchID: string;
  gameId: string;
  numPlayers: number;
  /** `name` absent: a free seat; `rating`: the seated account's at this game. */
  seats: { id: number; name?: string; bot?: string; rating?: number; games?: number }[];
  free: number;
  pace:
    | { mode: 'live'; turnSeconds: number; bankSeconds: number }
    | { mode: 'turnBased'; hours: number }
    | { mode: 'untimed' };
  rated: boolean;
  hints: boolean;
  setupData?: unknown;
  createdAt: number;
}

export const lobby = {
  createTable: (body: {
    gameId: string;
    numPlayers: number;
    setupData?: unknown;
    seats: { bot?: string }[];
    pace?: unknown;
    hints?: boolean;
    unlisted?: boolean;
    rated?: boolean;
    invitedOnly?: boolean;
  }) => call<{ matchID: string }>('/api/tables', body),
  join: (gameId: string, matchID: string, playerName: string, playerID?: string) =>
    call<{ playerID: string; playerCredentials: string }>(`/games/${gameId}/${matchID}/join`, { playerName, playerID }),
  match: (gameId: string, matchID: string) => call<MatchInfo>(`/games/${gameId}/${matchID}`),
  /** Tables with a free seat (server/lobby/open-tables.ts), of one game or of all. */
  openTables: (gameId?: string) =>
    call<{ tables: OpenTable[]; more: boolean }>(
      `/api/open-tables${gameId ? `?game=${encodeURIComponent(gameId)}` : ''}`,
    ),
  playAgain: (gameId: string, matchID: string, playerID: string, credentials: string) =>
    call<{ nextMatchID: string }>(`/games/${gameId}/${matchID}/playAgain`, { playerID, credentials }),
};
