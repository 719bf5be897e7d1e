// Where replays come from: the server (after gameover), this browser (finished local games) or
// an imported file (held in memory and in sessionStorage so a reload keeps it).
import { CATALOG as GAMES } from '../catalog';
import {
  makeReplayFile,
  mergeHints,
  parseReplayFile,
  seatNames,
  type ParseResult,
  type ReplayFile,
} from '../../games/common/replay';
import type { FinishedSummary } from '../../server/storage/types';
import { loadFinishedLocal } from './local-store';
import { hintsOf } from '../play/hints';

export type ReplaySource = 'server' | 'local' | 'file';

/** A replay ready for the viewer, in the export-file shape. */
export type LoadedReplay = ReplayFile & { source: ReplaySource; playerNames: Record<string, string> };

/** Failure codes translated under `replay:errors.*`. */
export type LoadError =
  | { code: 'inProgress' | 'notFound' | 'localMissing' | 'noFile' }
  | { code: 'network'; error: string }
  | { code: 'server'; status: number };

export type LoadResult = { ok: true; replay: LoadedReplay } | ({ ok: false } & LoadError);

const IMPORT_KEY = 'rh_replay_import';
const MAX_FILE_BYTES = 25 * 1024 * 1024;
let imported: ReplayFile | null = null;

export function setImportedReplay(file: ReplayFile): void {
  imported = file;
  try {
    sessionStorage.setItem(IMPORT_KEY, JSON.stringify(file));
  } catch {
    // too large for sessionStorage: memory only (lost on reload)
    try {
      sessionStorage.removeItem(IMPORT_KEY);
    } catch {
      /* no storage */
    }
  }
}

export function getImportedReplay(): ReplayFile | null {
  if (imported) return imported;
  try {
    const raw = sessionStorage.getItem(IMPORT_KEY);
    if (!raw) return null;
    const parsed = parseReplayFile(
      raw,
      GAMES.map((g) => g.id),
    );
    imported = parsed.ok ? parsed.replay : null;
  } catch {
    imported = null;
  }
  return imported;
}

/** Read and validate a user-chosen file. */
export async function readReplayFile(
  file: Blob,
): Promise<ParseResult | { ok: false; code: 'too-large' | 'unreadable'; error: string }> {
  if (file.size > MAX_FILE_BYTES) return { ok: false, code: 'too-large', error: 'The file is too large.' };
  let text: string;
  try {
    text = await file.text();
  } catch (e) {
    return { ok: false, code: 'unreadable', error: (e as Error).message };
  }
  return parseReplayFile(
    text,
    GAMES.map((g) => g.id),
  );
}

export async function loadReplay(source: ReplaySource, gameId: string, matchID: string): Promise<LoadResult> {
  if (source === 'file') {
    const file = getImportedReplay();
    if (!file) return { ok: false, code: 'noFile' };
    return { ok: true, replay: withNames(file, 'file') };
  }
  if (source === 'local') {
    const rec = loadFinishedLocal(matchID);
    if (!rec || rec.gameId !== gameId) return { ok: false, code: 'localMissing' };
    const file = makeReplayFile(
      rec.gameId,
      rec.matchID,
      { ...rec, playedOn: 'local' },
      { playerNames: rec.playerNames, ...(rec.hints ? { hints: rec.hints } : {}) },
    );
    return { ok: true, replay: withNames(file, 'local') };
  }
  let res: Response;
  try {
    res = await fetch(`/replays/${encodeURIComponent(gameId)}/${encodeURIComponent(matchID)}`);
  } catch (e) {
    return { ok: false, code: 'network', error: (e as Error).message };
  }
  if (res.status === 403) return { ok: false, code: 'inProgress' };
  if (res.status === 404) return { ok: false, code: 'notFound' };
  if (!res.ok) return { ok: false, code: 'server', status: res.status };
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    return { ok: false, code: 'server', status: res.status };
  }
  const parsed = parseReplayFile(
    { ...(body as object), gameId, matchID },
    GAMES.map((g) => g.id),
  );
  if (!parsed.ok) return { ok: false, code: 'server', status: res.status };
  // Hints used at an online table that allowed them: the server's record (every seat's), and this
  // browser's own (from a server that kept none).
  const hints = mergeHints(parsed.replay.hints ?? [], hintsOf(matchID));
  return { ok: true, replay: withNames(hints.length ? { ...parsed.replay, hints } : parsed.replay, 'server') };
}

function withNames(file: ReplayFile, source: ReplaySource): LoadedReplay {
  const n = file.initialState.ctx.numPlayers;
  return { ...file, source, playerNames: seatNames(n, file.metadata, file.playerNames) };
}

/** Finished online matches (newest first). */
export async function fetchFinishedOnline(): Promise<FinishedSummary[]> {
  const res = await fetch('/api/finished');
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const body = (await res.json()) as { matches?: FinishedSummary[] };
  return body.matches ?? [];
}

/** Save a replay as a JSON file through the browser's download. */
export function downloadReplay(file: ReplayFile): void {
  const blob = new Blob([JSON.stringify({ ...file, exportedAt: Date.now() })], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `roundhouse-${file.gameId}-${file.matchID}.json`.replace(/[^\w.-]+/g, '_');
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Hash routes the app shell maps to the replay pages. */
export const replayHash = {
  finished: () => '#/finished',
  server: (gameId: string, matchID: string) =>
    `#/replay/server/${encodeURIComponent(gameId)}/${encodeURIComponent(matchID)}`,
  local: (gameId: string, id: string) => `#/replay/local/${encodeURIComponent(gameId)}/${encodeURIComponent(id)}`,
  file: () => '#/replay/file',
};
