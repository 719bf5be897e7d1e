// i18next set-up: English and Japanese, switchable at any time, defaulting to the browser's
// language. Namespaces: `app` (shell), `replay`, `bots`, and one per game (= game id, loaded with its board).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { appEn, appJa } from './locales/app';
import { EXTRA_NAMESPACES } from './locales/extra';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'ja', label: '日本語' },
] as const;
export type Lang = (typeof LANGUAGES)[number]['code'];

const LANG_KEY = 'rh_lang';

function initialLanguage(): Lang {
  const saved = typeof localStorage !== 'undefined' ? localStorage.getItem(LANG_KEY) : null;
  if (saved === 'en' || saved === 'ja') return saved;
  const nav = typeof navigator !== 'undefined' ? navigator.language : 'en';
  return nav.toLowerCase().startsWith('ja') ? 'ja' : 'en';
}

export function initI18n(lang: Lang = initialLanguage()) {
  const resources: Record<string, Record<string, unknown>> = { en: { app: appEn }, ja: { app: appJa } };
  for (const [ns, res] of Object.entries(EXTRA_NAMESPACES)) {
    resources.en[ns] = res.en;
    resources.ja[ns] = res.ja;
  }
  i18next.use(initReactI18next).init({
    resources: resources as any,
    lng: lang,
    fallbackLng: 'en',
    defaultNS: 'app',
    ns: ['app', ...Object.keys(EXTRA_NAMESPACES)],
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    // Re-render when a game's namespace arrives with its board chunk.
    react: { bindI18nStore: 'added' },
  });
  document.documentElement.lang = lang;
  return i18next;
}

export function setLanguage(lang: Lang) {
  localStorage.setItem(LANG_KEY, lang);
  document.documentElement.lang = lang;
  void i18next.changeLanguage(lang);
}

/** Register a game's namespace (from its BoardEntry) once. */
export function addGameNamespace(gameId: string, res: { en: Record<string, unknown>; ja: Record<string, unknown> }) {
  if (i18next.hasResourceBundle('en', gameId)) return;
  i18next.addResourceBundle('en', gameId, res.en, true, true);
  i18next.addResourceBundle('ja', gameId, res.ja, true, true);
}
