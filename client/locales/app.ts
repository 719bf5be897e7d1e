// The app shell's texts in both languages (tests, tools). The app itself loads app.en and, when
// chosen, app.ja (client/i18n.ts).
export { appEn } from './app.en';
export { appJa } from './app.ja';
