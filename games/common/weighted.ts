// An evaluation that is a weighted sum of features (GameModule.weighted): Σ weights · features.

/** For a game's feature function, the evaluation on any weight vector. A finished game's features
 *  are its score and zeros, so with the first weight 1 (as every trainer keeps it) its value is the
 *  score exactly. */
export function weightedSum<A extends unknown[]>(features: (...args: A) => number[]) {
  return (weights: readonly number[]) =>
    (...args: A): number => {
      const f = features(...args);
      let v = 0;
      for (let i = 0; i < f.length; i++) v += weights[i] * f[i];
      return v;
    };
}

/** GameModule.weighted for a game whose features read G and the seat only (not ctx). */
export function seatWeighted<G>(
  names: readonly string[],
  hand: readonly number[],
  evaluation: (weights: readonly number[]) => (G: G, seat: string) => number,
) {
  return {
    names,
    hand,
    evaluation: (weights: readonly number[]) => {
      const fn = evaluation(weights);
      return (G: G, _ctx: unknown, seat: string) => fn(G, seat);
    },
  };
}
