// Finished local games (hot-seat, against bots) kept in the browser for replays.
// Local matches run with boardgame.io `Local({ persist: true, storageKey: 'rh' })`, whose
// LocalStorage (boardgame.io 0.50.2 src/server/db/localstorage.ts, checked in dist/esm) keeps four
// Maps serialised as JSON arrays of [matchID, value] entries in localStorage under
// `rh_state`, `rh_initial`, `rh_metadata` and `rh_log`. At gameover the play page calls
// `saveFinishedLocal`, which copies the initial state and log into our own records:
//   rh_finished            → LocalFinishedSummary[] (newest first)
//   rh_finished:<id>       → LocalFinishedRecord
// The id is the matchID (boardgame.io already requires it to be unique per stored match).
import type { LogEntry, Server, State } from 'boardgame.io';
import type { GameOver, OutReason } from '../../games/common/module';
import { entriesToDispatch, stripCredentials, type HintUse, type ReplayPayload } from '../../games/common/replay';

export const BGIO_STORAGE_KEY = 'rh';
const INDEX_KEY = 'rh_finished';
const recordKey = (id: string) => `rh_finished:${id}`;
/** Oldest records are dropped beyond this (and when the browser's quota is reached). */
export const MAX_LOCAL_FINISHED = 60;

export interface LocalFinishedSummary {
  id: string;
  gameId: string;
  matchID: string;
  players: { id: string; name: string }[];
  gameover: GameOver | undefined;
  /** ms since epoch: match creation and when it was saved as finished. */
  createdAt: number;
  finishedAt: number;
  /** Moves played (dispatched replay steps, undo/redo included). */
  plies: number;
  rulesVersion: number;
  /** Seats out of the match (resigned): last in its result (games/common/result.ts). */
  out?: Record<string, OutReason>;
}

export interface LocalFinishedRecord extends LocalFinishedSummary, ReplayPayload {
  playerNames: Record<string, string>;
  /** Where a player asked for a hint (client/play/hints.ts). */
  hints?: HintUse[];
}

export type SaveResult = { ok: true; summary: LocalFinishedSummary } | { ok: false; error: string };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** One entry of one of boardgame.io's persisted Maps (`rh_<map>`). */
function readBgioEntry<T>(map: 'state' | 'initial' | 'metadata' | 'log', matchID: string): T | undefined {
  const raw = storage()?.getItem(`${BGIO_STORAGE_KEY}_${map}`);
  if (!raw) return undefined;
  try {
    const entries = JSON.parse(raw) as [string, T][];
    return entries.find(([k]) => k === matchID)?.[1];
  } catch {
    return undefined;
  }
}

function readIndex(): LocalFinishedSummary[] {
  const raw = storage()?.getItem(INDEX_KEY);
  if (!raw) return [];
  try {
    const list = JSON.parse(raw);
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

function writeIndex(list: LocalFinishedSummary[]) {
  storage()?.setItem(INDEX_KEY, JSON.stringify(list));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Copy a finished local match into the finished-games store. Idempotent (same matchID → same
 * record). Waits briefly if boardgame.io has not written the final state yet.
 */
export async function saveFinishedLocal(
  gameId: string,
  matchID: string,
  extra: {
    playerNames: Record<string, string>;
    rulesVersion: number;
    hints?: HintUse[];
    out?: Record<string, OutReason>;
  },
): Promise<SaveResult> {
  const store = storage();
  if (!store) return { ok: false, error: 'localStorage is not available' };
  let state: State | undefined;
  for (let attempt = 0; attempt < 10; attempt++) {
    state = readBgioEntry<State>('state', matchID);
    if (state?.ctx?.gameover !== undefined) break;
    await sleep(50);
  }
  if (!state) return { ok: false, error: `no local match "${matchID}"` };
  if (state.ctx.gameover === undefined) return { ok: false, error: `match "${matchID}" is not over` };
  const initialState = readBgioEntry<State>('initial', matchID);
  const log = readBgioEntry<LogEntry[]>('log', matchID) ?? [];
  const metadata = readBgioEntry<Server.MatchData>('metadata', matchID);
  if (!initialState) return { ok: false, error: `match "${matchID}" has no initial state` };
  if (metadata?.gameName && metadata.gameName !== gameId) {
    return { ok: false, error: `match "${matchID}" is a ${metadata.gameName} match, not ${gameId}` };
  }
  const numPlayers = initialState.ctx.numPlayers;
  const players = Array.from({ length: numPlayers }, (_, i) => ({
    id: String(i),
    name: extra.playerNames[String(i)] ?? `P${i + 1}`,
  }));
  const now = Date.now();
  const existing = readIndex().find((s) => s.id === matchID);
  const summary: LocalFinishedSummary = {
    id: matchID,
    gameId,
    matchID,
    players,
    gameover: state.ctx.gameover as GameOver,
    createdAt: metadata?.createdAt ?? now,
    finishedAt: existing?.finishedAt ?? now,
    plies: entriesToDispatch(log).length,
    rulesVersion: extra.rulesVersion,
    ...(extra.out && Object.keys(extra.out).length ? { out: extra.out } : {}),
  };
  const record: LocalFinishedRecord = {
    ...summary,
    initialState,
    log,
    metadata: metadata ? stripCredentials(metadata) : undefined,
    playerNames: Object.fromEntries(players.map((p) => [p.id, p.name])),
    ...(extra.hints?.length ? { hints: extra.hints } : {}),
  };
  let index = [summary, ...readIndex().filter((s) => s.id !== matchID)];
  for (const old of index.slice(MAX_LOCAL_FINISHED)) store.removeItem(recordKey(old.id));
  index = index.slice(0, MAX_LOCAL_FINISHED);
  // Full storage: drop the oldest replays until the new one fits.
  for (;;) {
    try {
      store.setItem(recordKey(matchID), JSON.stringify(record));
      writeIndex(index);
      return { ok: true, summary };
    } catch (e) {
      const victim = index.length > 1 ? index[index.length - 1] : undefined;
      if (!victim || victim.id === matchID) {
        store.removeItem(recordKey(matchID));
        writeIndex(index.filter((s) => s.id !== matchID));
        return { ok: false, error: `browser storage is full (${(e as Error).message})` };
      }
      store.removeItem(recordKey(victim.id));
      index = index.slice(0, -1);
    }
  }
}

/** Finished local matches, newest first. */
export function listFinishedLocal(): LocalFinishedSummary[] {
  return readIndex();
}

export function loadFinishedLocal(id: string): LocalFinishedRecord | undefined {
  const raw = storage()?.getItem(recordKey(id));
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as LocalFinishedRecord;
  } catch {
    return undefined;
  }
}

export function deleteFinishedLocal(id: string): void {
  storage()?.removeItem(recordKey(id));
  writeIndex(readIndex().filter((s) => s.id !== id));
}
