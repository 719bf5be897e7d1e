// Learned evaluation weights, written by `npm run train -- --game nippon --fit spsa --seed 1 --players 2 --iterations 40 --pairs 2 --c 0.3 --a 1 --margin 20`
// (test/bench/train.ts, test/bench/tune.ts): SPSA on the outcomes of 160 seeded greedy-against-greedy
// games (seed 1), the mean of the second half of 40 iterations. Feature order: FEATURE_NAMES (evaluate.ts).
// Do not edit by hand: re-run the command.
export const LEARNED_WEIGHTS: readonly number[] = [
  1, 0.988572, 0.764864, 0.182196, 3.41433, 0.173912, 0.0193258, -0.0200943,
];
export const LEARNED_FROM = { seed: '1', games: 160, samples: 0, fit: 'spsa' } as const;
