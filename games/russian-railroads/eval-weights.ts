// Placeholder until `npm run train -- --game russian-railroads --fit spsa` writes the learned weights.
export const LEARNED_WEIGHTS: readonly number[] = [1, 1, 2, 6, 3, 12];
export const LEARNED_FROM = { seed: '', games: 0, samples: 0, fit: 'spsa' } as const;
