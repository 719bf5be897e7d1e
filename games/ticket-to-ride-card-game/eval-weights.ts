// Placeholder until `npm run train -- --game ticket-to-ride-card-game --fit spsa` writes the learned weights.
export const LEARNED_WEIGHTS: readonly number[] = [1, 1, 1, 1];
export const LEARNED_FROM = { seed: '', games: 0, samples: 0, fit: 'spsa' } as const;
