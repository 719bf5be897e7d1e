// Learned evaluation weights, written by `npm run train -- --game railways-of-the-world --games 1 --seed 1 --players 2 --epsilon 0.1 --every 4 --fit ls --ridge 0.001`
// (test/bench/train.ts): 1 seeded self-play games (seed 1), 150 samples, fitted by
// least squares to the final score margin. Feature order: FEATURE_NAMES (heuristic.ts).
// Sign agreement with the result: learned 98.5%, hand-written 96.9%.
// Do not edit by hand: re-run the command.
export const LEARNED_WEIGHTS: readonly number[] = [0.502299, 8.40095, -0.541667, -32.3025, 0];
export const LEARNED_FROM = { seed: '1', games: 1, samples: 150 } as const;
