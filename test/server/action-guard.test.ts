// The socket payload checks (server/sockets/action-guard.ts): every legal move of every title passes,
// with margin; the shapes that crash or confuse boardgame.io 0.50.2 are refused with a reason.
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import { randomPlayout } from '../../games/common/match';
import { seededRandom } from '../../games/common/rng';
import { checkChat, checkSync, checkUpdate, LIMITS } from '../../server/sockets/action-guard';

const move = (type: string, args: unknown, extra: Record<string, unknown> = {}) => [
  { type: 'MAKE_MOVE', payload: { type, args, playerID: '0', credentials: 'c', ...extra } },
  3,
  'match-1',
  '0',
];

describe('every legal move passes the socket checks', () => {
  for (const mod of GAMES) {
    it(`${mod.id}: all moves of seeded random games at 2 and ${mod.maxPlayers} players`, () => {
      let checked = 0;
      for (const n of [2, mod.maxPlayers]) {
        for (let s = 0; s < 4; s++) {
          const r = randomPlayout(mod, {
            numPlayers: n,
            seed: `guard-${s}`,
            rand: seededRandom(`guard-${mod.id}-${n}-${s}`),
          });
          for (const m of r.moves) {
            const v = checkUpdate(
              move(m.move, m.args, { playerID: m.playerID }).map((x, i) => (i === 3 ? m.playerID : x)),
            );
            if (!v.ok) throw new Error(`${m.move} ${JSON.stringify(m.args)} refused: ${v.reason}`);
            // The margin: the same move with its args eight times as long still passes.
            expect(JSON.stringify(m.args).length * 8).toBeLessThan(LIMITS.argsChars);
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(100);
    });
  }
});

describe('refused shapes', () => {
  const refused: [string, unknown[]][] = [
    ['the argument that crashed the server: {"toString": 1}', move('takeDie', [{ toString: 1 }])],
    ['valueOf nested two levels down', move('x', [{ a: { b: { valueOf: 1 } } }])],
    ['__proto__ as an own key (as JSON.parse makes it)', move('x', [JSON.parse('{"a":{"__proto__":{"polluted":1}}}')])],
    ['constructor', move('x', [{ constructor: { prototype: 1 } }])],
    ['toJSON', move('x', [{ toJSON: 'x' }])],
    ['two arguments', move('x', [{}, {}])],
    ['a number argument', move('x', [1])],
    ['an array argument', move('x', [[1]])],
    ['args not an array', move('x', { 0: {} })],
    ['nesting deeper than the limit', move('x', [JSON.parse('{"a":'.repeat(10) + '1' + '}'.repeat(10))])],
    ['a long string', move('x', [{ s: 'x'.repeat(LIMITS.string + 1) }])],
    ['a long array', move('x', [{ a: new Array(LIMITS.array + 1).fill(0) }])],
    ['too many keys', move('x', [Object.fromEntries(Array.from({ length: LIMITS.keys + 1 }, (_, i) => [`k${i}`, i]))])],
    ['a move name that is not an identifier', move('a b', [])],
    ['a move name that is an Object method', move('toString', [])],
    ['a move name that is not a string', move({ toString: 1 } as unknown as string, [])],
    [
      'a forged event',
      [{ type: 'GAME_EVENT', payload: { type: 'endGame', args: [], playerID: '0', credentials: 'c' } }, 0, 'm', '0'],
    ],
    ['an action type that is an object', [{ type: { toString: 1 }, payload: {} }, 0, 'm', '0']],
    [
      'a playerID that is an object',
      [{ type: 'MAKE_MOVE', payload: { type: 'x', args: [] } }, 0, 'm', { toString: 1 }],
    ],
    ['a stateID that is a string', [{ type: 'MAKE_MOVE', payload: { type: 'x', args: [] } }, '0', 'm', '0']],
    ['a matchID that is an array', [{ type: 'MAKE_MOVE', payload: { type: 'x', args: [] } }, 0, ['m'], '0']],
    ['credentials that are an object', move('x', [], { credentials: { toString: 1 } })],
    ['a payload playerID other than the sender', move('x', [], { playerID: '1' })],
    ['an extra payload field', move('x', [], { _stateID: 1 })],
    ['UNDO with a move', [{ type: 'UNDO', payload: { type: 'x', args: null } }, 0, 'm', '0']],
  ];
  for (const [what, args] of refused) {
    it(`update: ${what}`, () => {
      const v = checkUpdate(args);
      expect(v.ok).toBe(false);
      if (!v.ok) expect(v.reason.length).toBeGreaterThan(5);
    });
  }

  it('accepts what boardgame.io clients send: a move, a move without args, undo and redo', () => {
    expect(checkUpdate(move('takeDie', [{ die: 2 }]))).toEqual({ ok: true });
    expect(checkUpdate(move('pass', []))).toEqual({ ok: true });
    expect(
      checkUpdate([
        { type: 'UNDO', payload: { type: null, args: null, playerID: '0', credentials: 'c' } },
        4,
        'm',
        '0',
      ]),
    ).toEqual({ ok: true });
    expect(checkUpdate([{ type: 'REDO', payload: { type: null, args: null, playerID: '0' } }, 4, 'm', '0'])).toEqual({
      ok: true,
    });
  });

  it('sync: spectators and seats pass; objects where strings belong are refused', () => {
    expect(checkSync(['m', undefined, undefined, 2])).toEqual({ ok: true });
    expect(checkSync(['m', '1', 'cred', 3])).toEqual({ ok: true });
    expect(checkSync(['m', { toString: 1 }, 'c', 2]).ok).toBe(false);
    expect(checkSync([{ toString: 1 }, '0']).ok).toBe(false);
    expect(checkSync(['m', '0', 'c', 1e9]).ok).toBe(false);
  });

  it('chat: a plain message passes; a message with a toString key is refused', () => {
    expect(checkChat(['m', { id: 'abc', sender: '0', payload: { text: 'hi' } }, 'c'])).toEqual({ ok: true });
    expect(checkChat(['m', { id: 'abc', sender: '0', payload: { toString: 1 } }, 'c']).ok).toBe(false);
    expect(checkChat(['m', 'hello', 'c']).ok).toBe(false);
  });
});
