// Pointy-top hex geometry for the map [spec §2.8.1]: centre x = s√3(q + r/2), y = 1.5 s r.
export const S = 20;
const R3 = Math.sqrt(3);

export function center(q: number, r: number): [number, number] {
  return [S * R3 * (q + r / 2), S * 1.5 * r];
}
/** Angle (degrees, SVG y-down) of the middle of edge d: E 0, NE −60, NW −120, W 180, SW 120, SE 60. */
const edgeAngle = (d: number) => (-60 * d * Math.PI) / 180;

export function edgeMid(q: number, r: number, d: number, k = 1): [number, number] {
  const [x, y] = center(q, r);
  const a = edgeAngle(d);
  const rr = ((S * R3) / 2) * k;
  return [x + rr * Math.cos(a), y + rr * Math.sin(a)];
}
export function corner(q: number, r: number, i: number): [number, number] {
  const [x, y] = center(q, r);
  const a = ((60 * i - 30) * Math.PI) / 180;
  return [x + S * Math.cos(a), y + S * Math.sin(a)];
}
/** The two corners of edge d. */
export function edgeCorners(q: number, r: number, d: number): [[number, number], [number, number]] {
  // edge d lies between corner angles −60d−30 and −60d+30
  const [x, y] = center(q, r);
  const a1 = ((-60 * d - 30) * Math.PI) / 180,
    a2 = ((-60 * d + 30) * Math.PI) / 180;
  return [
    [x + S * Math.cos(a1), y + S * Math.sin(a1)],
    [x + S * Math.cos(a2), y + S * Math.sin(a2)],
  ];
}
export function hexPoints(q: number, r: number): string {
  return [0, 1, 2, 3, 4, 5]
    .map((i) =>
      corner(q, r, i)
        .map((v) => v.toFixed(1))
        .join(','),
    )
    .join(' ');
}
/** SVG path of a track tile from edge a to edge b (curved through the centre). */
export function trackPath(q: number, r: number, a: number, b: number): string {
  const [x1, y1] = edgeMid(q, r, a);
  const [x2, y2] = edgeMid(q, r, b);
  const [cx, cy] = center(q, r);
  return `M${x1.toFixed(1)},${y1.toFixed(1)} Q${cx.toFixed(1)},${cy.toFixed(1)} ${x2.toFixed(1)},${y2.toFixed(1)}`;
}
export const money = (n: number) => `$${n.toLocaleString('en-US')}`;

export const CUBE_FILL: Record<string, string> = {
  red: '#d62728',
  yellow: '#f2c500',
  blue: '#1f5fd1',
  purple: '#8e44ad',
  black: '#222222',
  gray: '#9a9a9a',
};
export const CUBE_LETTER: Record<string, string> = {
  red: 'R',
  yellow: 'Y',
  blue: 'B',
  purple: 'P',
  black: 'K',
  gray: 'G',
};
export const TERRAIN_FILL: Record<string, string> = { open: '#d7ebbd', water: '#bfe0f2', mountain: '#cbc3b6' };
