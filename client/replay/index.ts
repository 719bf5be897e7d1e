// Replays: the finished-games list and the replay viewer (routes #/finished,
// #/replay/server/<gameId>/<matchID>, #/replay/local/<gameId>/<id>, #/replay/file).
export { FinishedPage } from './FinishedPage';
export { ReplayPage, type ReplayPageProps } from './ReplayPage';
export { replayI18n, ensureReplayI18n } from './i18n';
export {
  saveFinishedLocal,
  listFinishedLocal,
  loadFinishedLocal,
  deleteFinishedLocal,
  BGIO_STORAGE_KEY,
  type LocalFinishedSummary,
  type LocalFinishedRecord,
} from './local-store';
export { replayHash, type ReplaySource } from './sources';
