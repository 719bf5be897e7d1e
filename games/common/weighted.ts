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
