// Loads a game's board chunk once and registers its i18n namespace.
import { useEffect, useState } from 'react';
import { BOARDS } from '../boards';
import type { BoardEntry } from '../boards/types';
import { addGameNamespace } from '../i18n';

const cache = new Map<string, Promise<BoardEntry>>();

export function loadBoard(gameId: string): Promise<BoardEntry> {
  let p = cache.get(gameId);
  if (!p) {
    const load = BOARDS[gameId];
    if (!load) return Promise.reject(new Error(`no board for ${gameId}`));
    p = load().then((entry) => {
      addGameNamespace(gameId, entry.i18n);
      return entry;
    });
    cache.set(gameId, p);
  }
  return p;
}

export function useBoard(gameId: string): BoardEntry | null | Error {
  const [entry, setEntry] = useState<BoardEntry | null | Error>(null);
  useEffect(() => {
    let live = true;
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

/** Load every board's texts (home page titles and descriptions). */
export function useAllBoards(ids: string[]): number {
  const [loaded, setLoaded] = useState(0);
  useEffect(() => {
    let live = true;
    ids.forEach((id) => loadBoard(id).then(() => live && setLoaded((n) => n + 1), () => undefined));
    return () => {
      live = false;
    };
  }, [ids.join(',')]);
  return loaded;
}
