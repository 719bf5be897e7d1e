// Hash routes (client/router.ts): a link whose escapes do not decode leads to the not-found page,
// never to a URIError that blanks the app.
import { afterEach, describe, expect, it } from 'vitest';
import { currentRoute, NOT_FOUND } from '../../client/router';

const g = globalThis as { window?: unknown };
const at = (hash: string) => {
  g.window = { location: { hash } };
  return currentRoute();
};
afterEach(() => {
  delete g.window;
});

describe('currentRoute', () => {
  it('decodes each part of a well-formed link', () => {
    expect(at('')).toEqual([]);
    expect(at('#/')).toEqual([]);
    expect(at('#/player/Ann%20Lee')).toEqual(['player', 'Ann Lee']);
    expect(at('#/play/nippon/abc123?x=1')).toEqual(['play', 'nippon', 'abc123']);
    expect(at('#/player/%E5%A4%AA%E9%83%8E')).toEqual(['player', '太郎']);
  });

  it('a malformed escape is the not-found route', () => {
    for (const hash of ['#/player/%zz', '#/leaderboard/%E0%A4%A', '#/play/nippon/%zz', '#/%', '#/player/%D8%00']) {
      expect(at(hash), hash).toEqual([NOT_FOUND]);
    }
  });
});
