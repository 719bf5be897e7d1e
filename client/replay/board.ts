// Loads a game's board chunk once and registers its i18n namespace (= game id) if missing.
import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { BOARDS } from '../boards';
import type { BoardEntry } from '../boards/types';

const cache = new Map<string, Promise<BoardEntry>>();

export function loadBoardEntry(gameId: string): Promise<BoardEntry> {
  let p = cache.get(gameId);
  if (!p) {
    const load = BOARDS[gameId];
    if (!load) return Promise.reject(new Error(`no board for ${gameId}`));
    p = load().then((entry) => {
      for (const lang of ['en', 'ja'] as const) {
        if (!i18next.hasResourceBundle(lang, gameId)) i18next.addResourceBundle(lang, gameId, entry.i18n[lang], true, true);
      }
      return entry;
    });
    p.catch(() => cache.delete(gameId));
    cache.set(gameId, p);
  }
  return p;
}

/** The board entry, null while loading, or the loading error. */
export function useBoardEntry(gameId: string | undefined): BoardEntry | null | Error {
  const [entry, setEntry] = useState<BoardEntry | null | Error>(null);
  useEffect(() => {
    if (!gameId) return;
    let live = true;
    setEntry(null);
    loadBoardEntry(gameId).then(
      (e) => live && setEntry(e),
      (err) => live && setEntry(err instanceof Error ? err : new Error(String(err))),
    );
    return () => {
      live = false;
    };
  }, [gameId]);
  return entry;
}

/** Load the i18n namespaces of several games (for titles); returns a counter that changes as they arrive. */
export function useGameTexts(ids: string[]): number {
  const [loaded, setLoaded] = useState(0);
  const key = [...new Set(ids)].sort().join(',');
  useEffect(() => {
    let live = true;
    for (const id of key ? key.split(',') : []) {
      if (!BOARDS[id]) continue;
      loadBoardEntry(id).then(() => live && setLoaded((n) => n + 1), () => undefined);
    }
    return () => {
      live = false;
    };
  }, [key]);
  return loaded;
}
