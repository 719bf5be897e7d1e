// legalMoves completeness: a brute-force walk of each move's argument domain at sampled states finds
// no accepted move that legalMoves omits, and every listed move is accepted by the reducer.
// Also: playerView hides nothing (spec §6: no secrets) and determinize keeps G.
import { describe, expect, it } from 'vitest';
import { nippon } from '../../../games/nippon';
import { randomPlayout, startMatch } from '../../../games/common/match';
import { seededRandom } from '../../../games/common/rng';
import { MOVE_NAMES } from '../../../games/nippon/rules/validate';
import { FACTORY_IDS } from '../../../games/nippon/data/factories';
import { CONTRACT_IDS } from '../../../games/nippon/data/contracts';
import { ACHIEVEMENTS, ACTIONS, GOODS, REGIONS, WORKER_COLORS, TRACKS } from '../../../games/nippon/types';
import type { State } from 'boardgame.io';

const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
const goodSeqs = [1, 2, 3].flatMap((len) => {
  let out: string[][] = [[]];
  for (let k = 0; k < len; k++) out = out.flatMap((s) => GOODS.map((g) => [...s, g]));
  return out;
});

function domain(move: string): (Record<string, unknown> | undefined)[] {
  switch (move) {
    case 'takeWorker':
      return range(0, 4).flatMap((slot) =>
        WORKER_COLORS.flatMap((color) => ACTIONS.map((action) => ({ slot, color, action }))),
      );
    case 'convertBlueprints':
      return TRACKS.map((track) => ({ track }));
    case 'buildFactory':
    case 'produceAt':
      return FACTORY_IDS.map((factoryId) => ({ factoryId }));
    case 'mechanizeOnce':
    case 'freeMechanize':
      return [...FACTORY_IDS, 'hold'].map((target) => ({ target }));
    case 'raiseKnowledge':
    case 'raiseCoal':
      return range(0, 4).map((steps) => ({ steps }));
    case 'buildTrain':
    case 'buildShip':
    case 'placeFreeShip':
    case 'placeFreeTrain':
      return REGIONS.map((region) => ({ region }));
    case 'fulfillContract':
      return CONTRACT_IDS.flatMap((contractId) => goodSeqs.map((goods) => ({ contractId, goods })));
    case 'placeInfluence':
      return ['C1a', 'C1b', 'C2a', 'C2b', 'C3a', 'C3b', 'C4a', 'C4b'].flatMap((cityId) =>
        range(0, 3).flatMap((slot) =>
          range(1, 3).flatMap((spend) =>
            range(1, 7).flatMap((value) =>
              [undefined, 0, 1, 2, 3].map((remove) =>
                remove === undefined ? { cityId, slot, spend, value } : { cityId, slot, spend, value, remove },
              ),
            ),
          ),
        ),
      );
    case 'takeReward':
      return range(2, 5).flatMap((column) => ['money', 'blueprints', 'coal'].map((bonus) => ({ column, bonus })));
    case 'placeReward':
      return ACHIEVEMENTS.map((space) => ({ space }));
    default:
      return [undefined];
  }
}

const key = (move: string, arg?: Record<string, unknown>) => `${move}:${JSON.stringify(arg ?? null)}`;

function sampledStates(n: number, games: number, every: number): State[] {
  const out: State[] = [];
  for (let g = 0; g < games; g++) {
    const r = randomPlayout(nippon, {
      numPlayers: n,
      seed: `lg-${n}-${g}`,
      rand: seededRandom(`lg${n}${g}`),
      maxMoves: 3000,
    });
    const m = startMatch(nippon, n, `lg-${n}-${g}`);
    r.moves.forEach((mv, i) => {
      if (i % every === 3) out.push(m.state);
      m.step(mv);
    });
  }
  return out;
}

describe.each([2, 3, 4])('legal moves with %i players', (n) => {
  const states = sampledStates(n, 2, 9);
  it('brute force over the argument domain agrees with legalMoves; listed moves are accepted', () => {
    let checked = 0;
    for (const st of states) {
      const seat = st.ctx.currentPlayer;
      const legal = nippon.legalMoves(st.G, st.ctx, seat);
      const listed = new Set(legal.map((l) => key(l.move, l.args[0])));
      expect(listed.size).toBe(legal.length); // no duplicates
      for (const move of MOVE_NAMES) {
        for (const arg of domain(move)) {
          const ok = nippon.whyIllegal(st.G, st.ctx, seat, move, arg) === null;
          if (ok !== listed.has(key(move, arg)))
            throw new Error(`${move} ${JSON.stringify(arg)} ok=${ok} listed=${!ok}`);
          checked++;
        }
      }
      for (const l of legal) {
        const m = startMatch(nippon, n, 'x');
        m.state = st;
        expect(m.step({ playerID: seat, move: l.move, args: l.args }).ok, key(l.move, l.args[0])).toBe(true);
      }
      // another seat never has a legal move
      const other = st.ctx.playOrder.find((s) => s !== seat)!;
      expect(nippon.legalMoves(st.G, st.ctx, other)).toEqual([]);
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('[spec §6] playerView shows every viewer the same public G; determinize keeps it', () => {
    for (const st of states.slice(0, 10)) {
      for (const viewer of [null, ...st.ctx.playOrder]) {
        const view = nippon.game.playerView!({ G: st.G, ctx: st.ctx, playerID: viewer } as never);
        expect(view).toEqual(st.G);
      }
      const d = nippon.determinize(st.G, st.ctx, st.ctx.currentPlayer, seededRandom(1));
      expect(d).toEqual(st.G);
    }
  });
});
