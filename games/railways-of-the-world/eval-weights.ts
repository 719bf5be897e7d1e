// Learned evaluation weights, written by `npm run train -- --game railways-of-the-world --games 300 --seed 1 --players 2 --epsilon 0.1 --every 4 --fit ls --ridge 0.001`
// (test/bench/train.ts): 300 seeded self-play games (seed 1), 28746 samples, fitted by
// least squares to the final score margin. Feature order: FEATURE_NAMES (heuristic.ts).
// Sign agreement with the result: learned 83.2%, hand-written 82.1%.
// Do not edit by hand: re-run the command.
export const LEARNED_WEIGHTS: readonly number[] = [0.788511, 1.27235, -0.330675, 2.63332, 1.40293];
export const LEARNED_FROM = { seed: '1', games: 300, samples: 28746, fit: 'ls' } as const;
