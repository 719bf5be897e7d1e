// Placeholder until `npm run train -- --game nippon --fit spsa` writes the learned weights.
export const LEARNED_WEIGHTS: readonly number[] = [1, 0.6, 0.5, 0.4, 1.5, 0.2, 0.05, 0.3];
export const LEARNED_FROM = { seed: '', games: 0, samples: 0, fit: 'spsa' } as const;
