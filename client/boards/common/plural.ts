// English texts carry a `_one` form beside a key that counts (i18next picks it when `count` is 1);
// other languages have the plural forms of their own (Japanese: none, the key alone serves).

/** The texts of another language, shaped as the English ones less their `_one` forms. */
export type OtherLanguage<T> = T extends string
  ? string
  : T extends readonly unknown[]
    ? T
    : { [K in keyof T as K extends `${string}_one` ? never : K]: OtherLanguage<T[K]> };
