// Shared random-playout check (used by the per-player-count test files).
import { expect } from 'vitest';
import { randomPlayout } from '../../../games/common/match';
import { seededRandom } from '../../../games/common/rng';
import { mod } from './helpers';

const STYLES = ['traditional', 'firstToPass', 'newPlayers', 'worstIsFirst'];

/** Seeded random games, short (maxGameTurns) unless `full`; asserts they end cleanly. */
export function playMany(n: number, games: number, maxGameTurns: number | null, seedBase = 'rp') {
  let moves = 0;
  for (let i = 0; i < games; i++) {
    const setupData = {
      variants: {
        auctionStyle: STYLES[i % 4],
        tenthAnniversary: i % 3 !== 2,
        emptyMarkerReduction: String([0, 2, 4][i % 3]),
      },
      ...(maxGameTurns ? { maxGameTurns } : {}),
    };
    const seed = `${seedBase}-${n}-${i}`;
    const r = randomPlayout(mod, {
      numPlayers: n,
      seed,
      rand: seededRandom(seed),
      setupData: setupData as never,
      maxMoves: 4000,
    });
    expect(r.refused, seed).toEqual([]);
    expect(r.stuck, seed).toBe(false);
    const over = r.state.ctx.gameover;
    expect(over, seed).toBeTruthy();
    expect(Object.keys(over.scores).sort()).toEqual(Array.from({ length: n }, (_, k) => String(k)));
    expect(over.winners.length).toBeGreaterThan(0);
    const back = JSON.parse(JSON.stringify(r.state.G));
    const diff: string[] = [];
    const walk = (a: any, b: any, path: string) => {
      if (a === b) return;
      if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
        diff.push(`${path}: ${String(a)} vs ${String(b)}`);
        return;
      }
      for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) walk(a[k], b[k], `${path}.${k}`);
    };
    walk(r.state.G, back, 'G');
    expect(diff, seed).toEqual([]);
    expect(back, seed).toEqual(r.state.G); // also catches −0 (JSON turns it into 0)
    moves += r.moves.length;
  }
  return moves;
}
