// What the pages that list games need (ids, titles, player counts, table options) without the
// rules, bots and boards; and each title's full GameModule, loaded on demand (one chunk per title).
import { useEffect, useState } from 'react';
import { CATALOG, type CatalogEntry } from 'virtual:game-catalog';
import type { GameModule } from '../games/common/module';

export { CATALOG, type CatalogEntry };

const BY_ID = new Map(CATALOG.map((g) => [g.id, g]));
export function gameInfo(id: string | undefined): CatalogEntry | undefined {
  return id ? BY_ID.get(id) : undefined;
}

const MODULES = import.meta.glob<Record<string, unknown>>('../games/*/index.ts');
const loaded = new Map<string, GameModule>();
const loading = new Map<string, Promise<GameModule>>();

/** The title's GameModule (rules, notation, bots); rejects for an unknown id. */
export function loadGame(id: string): Promise<GameModule> {
  let p = loading.get(id);
  if (!p) {
    const load = BY_ID.has(id) ? MODULES[`../games/${id}/index.ts`] : undefined;
    if (!load) return Promise.reject(new Error(`unknown game ${id}`));
    p = load().then((m) => {
      const mod = Object.values(m).find(
        (v): v is GameModule => !!v && typeof v === 'object' && (v as GameModule).id === id && 'game' in v,
      );
      if (!mod) throw new Error(`games/${id}/index.ts exports no GameModule`);
      loaded.set(id, mod);
      return mod;
    });
    p.catch(() => loading.delete(id));
    loading.set(id, p);
  }
  return p;
}

/** The GameModule once loaded (undefined while loading), or the loading error. */
export function useGame(id: string): GameModule | Error | undefined {
  const [mod, setMod] = useState<GameModule | Error | undefined>(() => loaded.get(id));
  useEffect(() => {
    let live = true;
    if (loaded.get(id) !== mod) setMod(loaded.get(id));
    loadGame(id).then(
      (m) => live && setMod(m),
      (e) => live && setMod(e instanceof Error ? e : new Error(String(e))),
    );
    return () => {
      live = false;
    };
  }, [id]);
  // right after `id` changes, before the effect: never the previous title's module
  if (mod && !(mod instanceof Error) && mod.id !== id) return loaded.get(id);
  return mod;
}
