// The Hard level's clock-aware heuristic (rules/evaluate.ts evaluateProjected): tickets count only
// when the cards that can still reach the Track Stack before the round ends cover them.
import { describe, expect, it } from 'vitest';
import { evaluate, evaluateProjected, transfersLeft } from '../../../games/ticket-to-ride-card-game/rules/evaluate';
import type { TTRState } from '../../../games/ticket-to-ride-card-game/types';
import { counts, edit, G_, roundMatch } from './helpers';

/** 2 players, round 1, seat 0 holding only T03 (6 points: yellow + green; Chicago & Dallas). */
function position(f: (G: TTRState) => void): TTRState {
  const m = roundMatch(2, 0, 'proj');
  edit(m, (G) => {
    G.private['0'].tickets = ['T03'];
    G.private['0'].offer = [];
    G.private['0'].hand = counts({});
    G.players['0'].railYard = [];
    G.secret!.trackStacks['0'] = counts({});
    f(G);
  });
  return G_(m);
}
const lastTurn = (G: TTRState) => {
  G.finalTurnsLeft = 2; // one more turn each
  G.secret!.trainDeck = [];
};

describe('clock-aware heuristic (Hard)', () => {
  it('counts the hand early in the round, like the spec heuristic', () => {
    const G = position((G) => (G.private['0'].hand = counts({ yellow: 1, green: 1 })));
    expect(transfersLeft(G)).toBeGreaterThan(10);
    expect(evaluateProjected(G, '0')).toBe(evaluate(G, '0'));
    expect(evaluate(G, '0')).toBeGreaterThan(6); // T03 completable (6 points) plus its Big City share
  });

  it('in the last turn, hand cards cannot reach the Track Stack: the ticket costs its full value', () => {
    const G = position((G) => {
      G.private['0'].hand = counts({ yellow: 1, green: 1 });
      lastTurn(G);
    });
    expect(transfersLeft(G)).toBe(1);
    expect(evaluate(G, '0')).toBeGreaterThan(6); // the spec heuristic still counts the hand
    expect(evaluateProjected(G, '0')).toBe(-6);
  });

  it('only the Rail Yard cards that transfers left will move count; the Track Stack always does', () => {
    const G = position((G) => {
      G.players['0'].railYard = [
        { color: 'yellow', cards: ['yellow'] },
        { color: 'green', cards: ['green', 'green'] },
      ];
      lastTurn(G);
    });
    expect(evaluateProjected(G, '0')).toBeGreaterThan(6); // one transfer moves a yellow and a green
    const deep = position((G) => {
      G.players['0'].railYard = [{ color: 'green', cards: ['loco', 'green'] }];
      G.secret!.trackStacks['0'] = counts({ green: 1 });
      lastTurn(G);
    });
    expect(evaluateProjected(deep, '0')).toBeGreaterThan(6); // stack green + the loco on top for yellow
    const buried = position((G) => {
      G.players['0'].railYard = [{ color: 'green', cards: ['green', 'loco'] }];
      G.secret!.trackStacks['0'] = counts({ green: 1 });
      lastTurn(G);
    });
    expect(evaluateProjected(buried, '0')).toBe(-6); // the loco is second: it will not move in time
  });

  it('a finished game is its result', () => {
    const G = position((G) => {
      G.result = {
        scores: { '0': 12, '1': 3 },
        breakdown: {},
        winners: ['0'],
        winner: '0',
        decidedBy: 'score',
      } as never;
    });
    expect(evaluateProjected(G, '0')).toBe(12);
  });
});
