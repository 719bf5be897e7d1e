// What a finished local game tells the server as practice against bots (client/practice/result.ts):
// one person against bots only; the person's place from games/common/result.ts (a resigned seat
// last); a draw of all is no win; hot-seat games and unfinished games are not reported.
import { describe, expect, it } from 'vitest';
import { practiceReport } from '../../client/practice/result';
import type { LocalTable } from '../../client/store';

const table = (over: Partial<LocalTable> = {}): LocalTable => ({
  gameId: 'steam-rollers',
  matchID: 'abc123',
  numPlayers: 3,
  seats: [
    { kind: 'human', name: 'Ann' },
    { kind: 'bot', name: 'Bot 2', level: 'hard' },
    { kind: 'bot', name: 'Bot 3', level: 'easy' },
  ],
  createdAt: 0,
  ...over,
});
const over = (gameover: unknown, stateID = 120) => ({ ctx: { gameover } as never, _stateID: stateID });

describe('practice reports', () => {
  it('one person against bots: the place, the bots, the moves', () => {
    expect(practiceReport(table(), over({ winner: '0', scores: { 0: 30, 1: 20, 2: 10 } }))).toEqual({
      gameId: 'steam-rollers',
      matchID: 'abc123',
      players: 3,
      place: 1,
      bots: ['hard', 'easy'],
      moves: 120,
    });
    expect(practiceReport(table(), over({ winner: '2', scores: { 0: 20, 1: 25, 2: 30 } }))?.place).toBe(3);
  });

  it('a draw of all is reported as a draw; a resigned person is last', () => {
    expect(practiceReport(table(), over({ draw: true, scores: { 0: 5, 1: 5, 2: 5 } }))).toMatchObject({
      place: 1,
      draw: true,
    });
    expect(
      practiceReport(table({ out: { 0: 'resigned' } }), over({ winner: '0', scores: { 0: 30, 1: 20, 2: 10 } }))?.place,
    ).toBe(3);
  });

  it('not reported: unfinished, hot-seat, no bots, or a bot seat that was a resigned person', () => {
    expect(practiceReport(table(), over(undefined))).toBeNull();
    const two = table({
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'human', name: 'Ben' },
        { kind: 'bot', name: 'Bot 3', level: 'easy' },
      ],
    });
    expect(practiceReport(two, over({ winner: '0' }))).toBeNull();
    const people = table({
      numPlayers: 2,
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'human', name: 'Ben' },
      ],
    });
    expect(practiceReport(people, over({ winner: '0' }))).toBeNull();
    // Ben resigned mid-game and a Normal bot played his seat on
    const took = table({
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'bot', name: 'Ben', level: 'normal' },
        { kind: 'bot', name: 'Bot 3', level: 'easy' },
      ],
      out: { 1: 'resigned' },
    });
    expect(practiceReport(took, over({ winner: '0' }))).toBeNull();
  });
});
