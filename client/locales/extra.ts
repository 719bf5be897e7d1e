// Namespaces owned by cross-game features (replays, bots), registered at start-up.
import { replayI18n } from '../replay/i18n';
import { clockI18n } from '../play/clock/i18n';
import { analysisI18n } from '../replay/analysis/i18n';

export const EXTRA_NAMESPACES: Record<string, { en: Record<string, unknown>; ja: Record<string, unknown> }> = {
  replay: replayI18n,
  clock: clockI18n,
  analysis: analysisI18n,
};
