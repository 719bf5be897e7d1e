// Track segments and the track die [spec §2.4, design D4].
export type Shape = 'sharp' | 'gentle' | 'straight';
export const SHAPES: readonly Shape[] = ['straight', 'gentle', 'sharp'];

export function shapeOf(a: number, b: number): Shape {
  const d = Math.abs(b - a);
  return d === 3 ? 'straight' : d === 2 || d === 4 ? 'gentle' : 'sharp';
}

/** Track die face → the two shapes it shows. */
export const TRACK_DIE_FACES: Readonly<Record<number, readonly [Shape, Shape]>> = {
  1: ['straight', 'gentle'],
  2: ['straight', 'sharp'],
  3: ['gentle', 'sharp'],
  4: ['straight', 'gentle'],
  5: ['straight', 'sharp'],
  6: ['gentle', 'sharp'],
};

/** All 15 segments [a,b], a<b. */
export const ALL_SEGMENTS: readonly [number, number][] = (() => {
  const out: [number, number][] = [];
  for (let a = 0; a < 6; a++) for (let b = a + 1; b < 6; b++) out.push([a, b]);
  return out;
})();
