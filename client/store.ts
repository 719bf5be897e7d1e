// What this browser remembers: seats it holds in online matches (with credentials, so a refresh
// or a dropped connection rejoins), and the local (hot-seat / bot) tables it created.
import type { BotLevel } from './bots/levels';

export interface OnlineSeat {
  gameId: string;
  matchID: string;
  playerID: string;
  credentials: string;
  name: string;
  createdAt: number;
  /** A rated table (rated play). */
  rated?: boolean;
  /** The account this seat is bound to (client/account/session.ts), if any. */
  account?: string;
}

export interface LocalSeat {
  kind: 'human' | 'bot';
  name: string;
  level?: BotLevel;
}

export interface LocalTable {
  gameId: string;
  matchID: string;
  numPlayers: number;
  seats: LocalSeat[];
  setupData?: { variants?: Record<string, boolean | string> };
  createdAt: number;
  finished?: boolean;
  /** Seats that resigned (client/play/results/local-actions.ts): last in the result. */
  out?: Record<string, 'resigned' | 'left'>;
}

const ONLINE = 'rh_seats';
const LOCAL = 'rh_tables';
const NAME = 'rh_name';
const MAX_LOCAL_TABLES = 30;
/** boardgame.io's persisted Local master maps (storageKey 'rh'). */
const BGIO_MAPS = ['rh_state', 'rh_initial', 'rh_metadata', 'rh_log'];

function read<T>(key: string): T[] {
  try {
    const v = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

export const store = {
  seats: (): OnlineSeat[] => read<OnlineSeat>(ONLINE),
  seat(gameId: string, matchID: string): OnlineSeat | undefined {
    return store.seats().find((s) => s.gameId === gameId && s.matchID === matchID);
  },
  saveSeat(seat: OnlineSeat) {
    const rest = store.seats().filter((s) => !(s.gameId === seat.gameId && s.matchID === seat.matchID));
    localStorage.setItem(ONLINE, JSON.stringify([seat, ...rest].slice(0, 100)));
  },
  forgetSeat(gameId: string, matchID: string) {
    localStorage.setItem(
      ONLINE,
      JSON.stringify(store.seats().filter((s) => !(s.gameId === gameId && s.matchID === matchID))),
    );
  },
  tables: (): LocalTable[] => read<LocalTable>(LOCAL),
  table(matchID: string): LocalTable | undefined {
    return store.tables().find((t) => t.matchID === matchID);
  },
  saveTable(t: LocalTable) {
    const rest = store.tables().filter((x) => x.matchID !== t.matchID);
    localStorage.setItem(LOCAL, JSON.stringify([t, ...rest].slice(0, MAX_LOCAL_TABLES)));
  },
  forgetTable(matchID: string) {
    localStorage.setItem(LOCAL, JSON.stringify(store.tables().filter((t) => t.matchID !== matchID)));
  },
  name: () => localStorage.getItem(NAME) ?? '',
  setName: (n: string) => localStorage.setItem(NAME, n),
};

/** Random id for local matches (not game randomness: the game seed comes from crypto too). */
export function newId(): string {
  const b = new Uint8Array(8);
  crypto.getRandomValues(b);
  return [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
}

/** Drop boardgame.io's persisted copies of local matches this browser no longer lists (finished
 *  games are kept separately for replays), so localStorage does not fill up. Run at start-up,
 *  before any local master loads the maps. */
export function pruneLocalMatches() {
  const keep = new Set(store.tables().map((t) => t.matchID));
  for (const key of BGIO_MAPS) {
    try {
      const entries = JSON.parse(localStorage.getItem(key) ?? '[]') as [string, unknown][];
      if (!Array.isArray(entries)) continue;
      const kept = entries.filter(([id]) => keep.has(id));
      if (kept.length !== entries.length) localStorage.setItem(key, JSON.stringify(kept));
    } catch {
      localStorage.removeItem(key);
    }
  }
}
