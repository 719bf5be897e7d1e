// Hints in replays: each hint marks its seat's next move (not another seat's move made from the
// same state in a simultaneous stage), and the hints survive a replay file's round trip.
import { describe, expect, it } from 'vitest';
import type { LogEntry } from 'boardgame.io';
import { hintedMoves, parseReplayFile } from '../../games/common/replay';

const entry = (stateID: number, playerID: string, type = 'MAKE_MOVE'): LogEntry =>
  ({
    _stateID: stateID,
    turn: 1,
    phase: 'p',
    action: { type, payload: { type: 'm', args: [], playerID } },
  }) as unknown as LogEntry;

describe('hint marks', () => {
  it("mark the hinting seat's next move only", () => {
    const log = [entry(4, '1'), entry(5, '1'), entry(6, '0'), entry(7, '0')];
    expect([...hintedMoves(log, [{ stateID: 4, seat: '0' }])]).toEqual([6]);
    expect(
      [
        ...hintedMoves(log, [
          { stateID: 4, seat: '1' },
          { stateID: 7, seat: '0' },
        ]),
      ].sort(),
    ).toEqual([4, 7]);
    expect([...hintedMoves(log, [{ stateID: 8, seat: '0' }])]).toEqual([]);
    expect([...hintedMoves(log, undefined)]).toEqual([]);
  });

  it('survive a replay file round trip; malformed entries are dropped', () => {
    const file = {
      format: 'roundhouse-replay',
      version: 1,
      gameId: 'g',
      matchID: 'm',
      rulesVersion: 1,
      initialState: { G: {}, ctx: { numPlayers: 2 }, _stateID: 0 },
      log: [],
      hints: [{ stateID: 3, seat: '1' }, { stateID: 'x', seat: '0' }, 7, null],
    };
    const parsed = parseReplayFile(JSON.stringify(file));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.replay.hints).toEqual([{ stateID: 3, seat: '1' }]);
  });
});
