// Of two clock views a page got, the newer is kept whatever order they came in
// (client/play/clock/use-clock.ts): a fetch made before "Take my seat back" that answers after it
// must not bring the stand-in back on the page.
import { describe, expect, it } from 'vitest';
import { isNewerView } from '../../client/play/clock/use-clock';
import type { ClockView } from '../../client/play/clock/api';

const view = (version: number | undefined, now: number): ClockView => ({
  pace: { mode: 'live', turnSeconds: 60, bankSeconds: 300 } as ClockView['pace'],
  now,
  version,
  over: false,
  seats: {},
});

describe('isNewerView', () => {
  it('the first view is taken', () => {
    expect(isNewerView(view(3, 100), null)).toBe(true);
  });
  it('a view of an older version is not taken, even when it was made later', () => {
    expect(isNewerView(view(4, 100), view(5, 90))).toBe(false);
    expect(isNewerView(view(6, 80), view(5, 90))).toBe(true);
  });
  it('of the same version, the later one (the time left counted again)', () => {
    expect(isNewerView(view(5, 120), view(5, 90))).toBe(true);
    expect(isNewerView(view(5, 60), view(5, 90))).toBe(false);
  });
  it('without versions (an older server), by the time it was made', () => {
    expect(isNewerView(view(undefined, 120), view(undefined, 90))).toBe(true);
    expect(isNewerView(view(undefined, 60), view(5, 90))).toBe(false);
  });
});
