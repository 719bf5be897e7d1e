// i18next set-up: English and Japanese, switchable at any time, defaulting to the browser's
// language. Every text arrives with what shows it:
// - `app` (the shell) and the titles, descriptions and table options of the games
//   (virtual:game-texts, see client/build/game-catalog.ts): English in the first download,
//   Japanese fetched when chosen;
// - `replay`, `clock`, `results`, `analysis`, `tour`, `account`: with the first page that uses them (the backend below);
// - one namespace per game (= game id), the rest of its texts, with its board chunk.
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { appEn } from './locales/app.en';
import gameTextsEn from 'virtual:game-texts/en';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'ja', label: '日本語' },
] as const;
export type Lang = (typeof LANGUAGES)[number]['code'];

const LANG_KEY = 'rh_lang';

type Texts = Record<string, unknown>;
type Shell = { app: Texts; games: Record<string, Texts> };

const SHELL: Record<Lang, () => Promise<Shell>> = {
  en: async () => ({ app: appEn, games: gameTextsEn }),
  ja: () =>
    Promise.all([import('./locales/app.ja'), import('virtual:game-texts/ja')]).then(([a, g]) => ({
      app: a.appJa,
      games: g.default,
    })),
};

/** Namespaces of features, fetched with the first page that uses them (both languages: small). */
const FEATURES: Record<string, () => Promise<{ en: Texts; ja: Texts }>> = {
  replay: () => import('./replay/i18n').then((m) => m.replayI18n),
  clock: () => import('./play/clock/i18n').then((m) => m.clockI18n),
  results: () => import('./play/results/i18n').then((m) => m.resultsI18n),
  analysis: () => import('./replay/analysis/i18n').then((m) => m.analysisI18n),
  tour: () => import('./tour/i18n').then((m) => m.TOUR_TEXTS),
  ratings: () => import('./ratings/i18n').then((m) => m.ratingsI18n), // rated play
  account: () => import('./account/i18n').then((m) => m.accountI18n),
  tables: () => import('./tables/i18n').then((m) => m.tablesI18n),
  social: () => import('./social/i18n').then((m) => m.socialI18n),
  notify: () => import('./notify/i18n').then((m) => m.notifyI18n),
  chat: () => import('./chat/i18n').then((m) => m.chatI18n),
  mod: () => import('./mod/i18n').then((m) => m.modI18n),
  practice: () => import('./practice/i18n').then((m) => m.practiceI18n), // bot ratings, practice
};

const shells = new Map<string, Promise<Shell>>();
function shell(lng: string): Promise<Shell> {
  const lang: Lang = lng === 'ja' ? 'ja' : 'en';
  let p = shells.get(lang);
  if (!p) {
    p = SHELL[lang]();
    p.catch(() => shells.delete(lang));
    shells.set(lang, p);
  }
  return p;
}

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, done) {
    const feature = FEATURES[ns];
    const texts: Promise<Texts> = feature
      ? feature().then((r) => (lng === 'ja' ? r.ja : r.en))
      : shell(lng).then((s) => (ns === 'app' ? s.app : (s.games[ns] ?? {})));
    texts.then(
      (r) => done(null, r as ResourceKey),
      (e) => done(e instanceof Error ? e.message : String(e), false),
    );
  },
};

function initialLanguage(): Lang {
  const saved = typeof localStorage !== 'undefined' ? localStorage.getItem(LANG_KEY) : null;
  if (saved === 'en' || saved === 'ja') return saved;
  const nav = typeof navigator !== 'undefined' ? navigator.language : 'en';
  return nav.toLowerCase().startsWith('ja') ? 'ja' : 'en';
}

/** Resolves once the chosen language's shell texts are in (at once for English). */
export function initI18n(lang: Lang = initialLanguage()) {
  const en: Record<string, Texts> = { app: appEn, ...gameTextsEn };
  document.documentElement.lang = lang;
  return i18next
    .use(backend)
    .use(initReactI18next)
    .init({
      resources: { en } as any,
      partialBundledLanguages: true,
      lng: lang,
      fallbackLng: 'en',
      defaultNS: 'app',
      ns: ['app', ...Object.keys(gameTextsEn)],
      interpolation: { escapeValue: false },
      showSupportNotice: false,
      // Re-render when a game's namespace arrives with its board chunk.
      react: { bindI18nStore: 'added' },
    });
}

export function setLanguage(lang: Lang) {
  localStorage.setItem(LANG_KEY, lang);
  document.documentElement.lang = lang;
  void i18next.changeLanguage(lang);
}

/** Fetch namespaces ahead of the page that uses them (a page waits for its texts to render). */
export function preloadNamespaces(ns: string[]): void {
  if (i18next.isInitialized) void i18next.loadNamespaces(ns).catch(() => undefined);
}

const boardTexts = new Set<string>();
/** Add the rest of a game's namespace (from its BoardEntry) once: the catalog put its title and
 *  description in already. */
export function addGameNamespace(gameId: string, res: { en: Record<string, unknown>; ja: Record<string, unknown> }) {
  if (boardTexts.has(gameId)) return;
  boardTexts.add(gameId);
  i18next.addResourceBundle('en', gameId, res.en, true, true);
  i18next.addResourceBundle('ja', gameId, res.ja, true, true);
}
