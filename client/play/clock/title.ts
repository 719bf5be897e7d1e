// The tab title: "(2) Roundhouse" with the number of matches where it is this browser's turn, and
// this seat's running clock in front while a match is open ("1:05 · (2) Roundhouse").
const parts = { count: 0, clock: '' };

export function setTitleParts(p: Partial<typeof parts>) {
  Object.assign(parts, p);
  if (typeof document === 'undefined') return;
  document.title = titleOf(parts);
}

export function titleOf(p: { count: number; clock: string }, brand = 'Roundhouse'): string {
  return `${p.clock ? `${p.clock} · ` : ''}${p.count > 0 ? `(${p.count}) ` : ''}${brand}`;
}
