// Loads a game's board chunk once and registers its i18n namespace (= game id).
import { useEffect, useState } from 'react';
import { BOARDS } from '../boards';
import type { BoardEntry } from '../boards/types';
import { addGameNamespace, preloadNamespaces } from '../i18n';

const cache = new Map<string, Promise<BoardEntry>>();
/** Entries already loaded: a page opened after New table (which prefetches) draws at once. */
const ready = new Map<string, BoardEntry>();

export function loadBoard(gameId: string): Promise<BoardEntry> {
  let p = cache.get(gameId);
  if (!p) {
    const load = BOARDS[gameId];
    if (!load) return Promise.reject(new Error(`no board for ${gameId}`));
    p = load().then((entry) => {
      addGameNamespace(gameId, entry.i18n);
      ready.set(gameId, entry);
      return entry;
    });
    p.catch(() => cache.delete(gameId));
    cache.set(gameId, p);
  }
  return p;
}

/** What a play page of `gameId` needs besides its own chunk: the board, and the texts of the
 *  play view (hints and analysis marks, the guided tour), fetched together rather than one after
 *  the other as the page renders. */
export function preloadPlay(gameId: string): void {
  void loadBoard(gameId).catch(() => undefined);
  preloadNamespaces(['analysis', 'tour']);
}

/** The board entry, null while loading, or the loading error. */
export function useBoard(gameId: string | undefined): BoardEntry | null | Error {
  const [entry, setEntry] = useState<BoardEntry | null | Error>(() => (gameId && ready.get(gameId)) || null);
  useEffect(() => {
    if (!gameId) return;
    let live = true;
    setEntry(ready.get(gameId) ?? null);
    loadBoard(gameId).then(
      (e) => live && setEntry(e),
      (err) => live && setEntry(err instanceof Error ? err : new Error(String(err))),
    );
    return () => {
      live = false;
    };
  }, [gameId]);
  return entry;
}

/** Load the texts of several games (titles, descriptions); the counter changes as they arrive. */
export function useAllBoards(ids: string[]): number {
  const [loaded, setLoaded] = useState(0);
  const key = [...new Set(ids)].sort().join(',');
  useEffect(() => {
    let live = true;
    for (const id of key ? key.split(',') : []) {
      if (BOARDS[id])
        loadBoard(id).then(
          () => live && setLoaded((n) => n + 1),
          () => undefined,
        );
    }
    return () => {
      live = false;
    };
  }, [key]);
  return loaded;
}
