// Namespaces owned by cross-game features (replays, bots), registered at start-up.
export const EXTRA_NAMESPACES: Record<string, { en: Record<string, unknown>; ja: Record<string, unknown> }> = {};
