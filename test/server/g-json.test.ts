// server/storage/g-json.ts: G's JSON made once per frozen G, the same JSON value as JSON.stringify.
import { describe, expect, it } from 'vitest';
import { gJson, jsonWithG } from '../../server/storage/g-json';

const deepFreeze = <T>(o: T): T => {
  if (o && typeof o === 'object') {
    Object.values(o).forEach(deepFreeze);
    Object.freeze(o);
  }
  return o;
};

describe('G JSON', () => {
  it('is the value JSON.stringify makes, for states, entries and views, with or without other keys', () => {
    const G = deepFreeze({ board: [1, 2, { a: 'x"y' }], n: null, s: 'é' });
    for (const obj of [
      { G, ctx: { turn: 3 }, _stateID: 4 },
      { G },
      { ctx: 1 },
      { G: null, x: 1 },
      { G: undefined, x: 1 },
      { G: 0 },
    ]) {
      expect(JSON.parse(jsonWithG(obj))).toEqual(JSON.parse(JSON.stringify(obj)));
    }
  });

  it('reuses the JSON of a frozen G, and never that of a G that can change', () => {
    const frozen = deepFreeze({ cells: [1, 2, 3] });
    expect(gJson(frozen)).toBe(gJson(frozen));
    const open = { cells: [1, 2, 3] };
    expect(gJson(open)).toBe('{"cells":[1,2,3]}');
    open.cells.push(4);
    expect(gJson(open)).toBe('{"cells":[1,2,3,4]}');
    expect(jsonWithG({ G: open, k: 1 })).toBe('{"G":{"cells":[1,2,3,4]},"k":1}');
  });
});
