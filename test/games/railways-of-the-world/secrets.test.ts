// playerView and determinize [spec §6; GameModule.determinize].
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../games/common/rng';
import { BARONS } from '../../../games/railways-of-the-world/data/cards';
import { playerView } from '../../../games/railways-of-the-world/player-view';
import type { RotwState } from '../../../games/railways-of-the-world/types';
import { mod } from './helpers';
import { sampleStates } from './sample';

process.env.NODE_ENV = 'production';

const view = (G: RotwState, p: string | null) => playerView({ G, ctx: {} as never, playerID: p });

describe('playerView [spec §6]', () => {
  for (const n of [2, 3, 4, 5, 6]) {
    it(`${n} players: no opponent or spectator sees a baron, the deck or the removed bounties`, () => {
      for (const s of sampleStates(n, `pv${n}`, 15)) {
        const G = s.G as RotwState;
        for (const viewer of [null, ...Object.keys(G.players)]) {
          const v = view(G, viewer);
          const text = JSON.stringify(v);
          expect(typeof v.opsDeck).toBe('number');
          expect(v.opsDeck).toBe((G.opsDeck as string[]).length);
          expect(v.opsRemoved).toBe((G.opsRemoved as string[]).length);
          expect(v.baronDeck).toBe((G.baronDeck as string[]).length);
          for (const id of G.opsDeck as string[]) expect(text).not.toContain(`"${id}"`);
          for (const id of G.opsRemoved as string[]) expect(text).not.toContain(`"${id}"`);
          const own = viewer === null ? [] : [...G.players[viewer].baronOptions, G.players[viewer].baronId];
          for (const b of BARONS)
            if (!own.includes(b.id) && !G.gameOver) expect(text, `${viewer} sees ${b.id}`).not.toContain(`"${b.id}"`);
          for (const p of Object.keys(G.players)) {
            if (p === viewer || G.gameOver) {
              expect(v.players[p].baronId).toBe(G.players[p].baronId);
              expect(v.players[p].baronOptions).toEqual(G.players[p].baronOptions);
            } else {
              expect(v.players[p].baronOptions).toEqual([]);
              expect(v.players[p].baronId).toBe(G.players[p].baronId ? 'hidden' : null);
            }
          }
        }
      }
    });
  }

  it('barons are revealed after the game ends', () => {
    const states = sampleStates(3, 'end', 1000, 1);
    const G = states[states.length - 1].G as RotwState;
    expect(G.gameOver).toBeTruthy();
    const v = view(G, null);
    for (const p of Object.keys(G.players)) expect(v.players[p].baronId).toBe(G.players[p].baronId);
  });
});

describe('determinize', () => {
  it('keeps what the seat sees and re-samples what it cannot', () => {
    for (const n of [2, 4, 6]) {
      const states = sampleStates(n, `det${n}`, 25);
      let changed = 0;
      for (const s of states) {
        const G = s.G as RotwState;
        for (const seat of Object.keys(G.players)) {
          const seen = view(G, seat);
          for (const from of [G, seen]) {
            const d = mod.determinize(from, s.ctx, seat, seededRandom(`${seat}-${changed}`));
            expect(view(d, seat)).toEqual(seen);
            expect(Array.isArray(d.opsDeck)).toBe(true);
            // every card and baron exactly once
            const ops = [
              ...(d.opsDeck as string[]),
              ...(d.opsRemoved as string[]),
              ...d.opsDisplay,
              ...d.opsDiscard,
              ...Object.values(d.players).flatMap((p) => [...p.hand, ...p.tableau]),
              ...(d.pending ? [d.pending.cardId] : []),
            ];
            expect(ops.length).toBe(37);
            expect(new Set(ops).size).toBe(37);
            const barons = [
              ...(d.baronDeck as string[]),
              ...Object.values(d.players).flatMap((p) => [...p.baronOptions, ...(p.baronId ? [p.baronId] : [])]),
            ];
            expect(barons.sort()).toEqual(BARONS.map((b) => b.id).sort());
            if (
              JSON.stringify(d.opsDeck) !== JSON.stringify(G.opsDeck) ||
              Object.keys(G.players).some((p) => d.players[p].baronId !== G.players[p].baronId)
            )
              changed++;
          }
        }
      }
      expect(changed).toBeGreaterThan(0);
    }
  });
});
