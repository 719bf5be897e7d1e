// Build-time plugin: the few facts about each title that the home page, New table, the lobby and
// the rules pages show, read from the one registry (games/index.ts) and the boards' strings
// (client/boards/<id>/i18n.<lang>.ts) when the client is built, so those pages do not download
// the five rule sets, the bots and the boards to draw a list of titles.
//
//   import { CATALOG } from 'virtual:game-catalog';        // ids, titles, player counts, options
//   import texts from 'virtual:game-texts/ja';            // title, description, option labels
//
// Runs in Node (Vite's module runner), never in the browser.
import { runnerImport, type Plugin } from 'vite';
import type { GameModule } from '../../games/common/module';

const CATALOG_ID = 'virtual:game-catalog';
const TEXTS_ID = 'virtual:game-texts/';
/** The keys of a board's namespace that the catalog pages read. */
const TEXT_KEYS = ['title', 'description', 'variants', 'variantLabel', 'variantChoice'];
const LANGS = ['en', 'ja'];

export function gameCatalog(root: string): Plugin {
  let games: Promise<GameModule[]> | null = null;
  const registry = () =>
    (games ??= runnerImport<{ GAMES: GameModule[] }>(`${root}/games/index.ts`, { root, configFile: false }).then(
      (r) => r.module.GAMES,
    ));
  return {
    name: 'roundhouse:game-catalog',
    resolveId(id) {
      if (id === CATALOG_ID || id.startsWith(TEXTS_ID)) return '\0' + id;
    },
    async load(id) {
      if (id === '\0' + CATALOG_ID) {
        const catalog = (await registry()).map((m) => ({
          id: m.id,
          title: m.title,
          minPlayers: m.minPlayers,
          maxPlayers: m.maxPlayers,
          playTime: m.playTime,
          playerColors: m.playerColors,
          variants: m.variants,
        }));
        return `export const CATALOG = ${JSON.stringify(catalog)};`;
      }
      if (id.startsWith('\0' + TEXTS_ID)) {
        const lang = id.slice(TEXTS_ID.length + 1);
        if (!LANGS.includes(lang)) throw new Error(`no game texts for language ${lang}`);
        const texts: Record<string, Record<string, unknown>> = {};
        for (const m of await registry()) {
          const file = `${root}/client/boards/${m.id}/i18n.${lang}.ts`;
          const { module } = await runnerImport<Record<string, Record<string, unknown>>>(file, {
            root,
            configFile: false,
          }).catch(() => ({ module: {} as Record<string, Record<string, unknown>> }));
          const all = module[lang] ?? {};
          texts[m.id] = Object.fromEntries(TEXT_KEYS.filter((k) => k in all).map((k) => [k, all[k]]));
          this.addWatchFile(file);
        }
        return `export default ${JSON.stringify(texts)};`;
      }
    },
  };
}
