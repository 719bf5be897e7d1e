// Learned evaluation weights, written by `npm run train -- --game ticket-to-ride-card-game --fit spsa --seed 1 --players 2 --iterations 40 --pairs 2 --c 0.3 --a 1 --margin 20`
// (test/bench/train.ts, test/bench/tune.ts): SPSA on the outcomes of 160 seeded greedy-against-greedy
// games (seed 1), the mean of the second half of 40 iterations. Feature order: PROJECTED_FEATURES (rules/evaluate.ts).
// Do not edit by hand: re-run the command.
export const LEARNED_WEIGHTS: readonly number[] = [1, 0.87588, 1.15832, 1.21255];
export const LEARNED_FROM = { seed: '1', games: 160, samples: 0, fit: 'spsa' } as const;
