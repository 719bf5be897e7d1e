// A perfect-memory player's Track Stacks [spec §7]: rebuilt from the public log, they equal the
// secret ones at every ply of seeded random games (2–4 players, both rounds), and the bots'
// determinization keeps them instead of drawing them at random.
import { describe, expect, it } from 'vitest';
import { activeSeats, startMatch } from '../../../games/common/match';
import { seededRandom } from '../../../games/common/rng';
import { rememberedStacks } from '../../../games/ticket-to-ride-card-game/rules/memory';
import { playerView } from '../../../games/ticket-to-ride-card-game/player-view';
import { G_, mod } from './helpers';

describe('remembered Track Stacks', () => {
  it.each([2, 3, 4])('%i players: the public log gives every Track Stack exactly, at every ply', (n) => {
    let robberies = 0;
    let nonEmpty = 0;
    for (let g = 0; g < 3; g++) {
      const seed = `mem-${n}-${g}`;
      const rand = seededRandom(seed);
      const m = startMatch(mod, n, seed);
      let rounds2 = false;
      while (!m.state.ctx.gameover) {
        const G = G_(m);
        const seats = Object.keys(G.players);
        expect(rememberedStacks(G.publicLog, seats)).toEqual(G.secret!.trackStacks);
        nonEmpty += seats.filter((p) => G.players[p].trackCount > 0).length;
        if (G.round === 2) rounds2 = true;
        const p = activeSeats(m.state.ctx)[0];
        const legal = mod.legalMoves(G, m.state.ctx, p);
        // Favour plays so that columns, transfers and robberies happen often.
        const plays = legal.filter((x) => x.move === 'playSet' || x.move === 'playThree');
        const pool = plays.length && rand() < 0.5 ? plays : legal;
        expect(m.step({ playerID: p, ...pool[Math.floor(rand() * pool.length)] }).ok).toBe(true);
      }
      robberies += G_(m).publicLog.filter((e) => e.t === 'robbery').length;
      if (n === 4) expect(rounds2).toBe(true);
    }
    expect(robberies).toBeGreaterThan(0);
    expect(nonEmpty).toBeGreaterThan(100);
  });

  it('determinize keeps the remembered Track Stacks (from the seat view) and re-samples the rest', () => {
    const m = startMatch(mod, 3, 'mem-det');
    const rand = seededRandom('mem-det');
    while (m.state.ctx.turn < 30) {
      const p = activeSeats(m.state.ctx)[0];
      const legal = mod.legalMoves(G_(m), m.state.ctx, p);
      m.step({ playerID: p, ...legal[Math.floor(rand() * legal.length)] });
    }
    const G = G_(m);
    expect(Object.values(G.players).some((p) => p.trackCount > 0)).toBe(true);
    const v = playerView({ G, ctx: m.state.ctx, playerID: '1' } as never);
    expect(v.secret).toBeUndefined();
    const D = mod.determinize(v, m.state.ctx, '1', seededRandom('x'));
    expect(D.secret!.trackStacks).toEqual(G.secret!.trackStacks);
    // A log that does not account for the public stack sizes falls back to drawing them.
    const forgetful = { ...v, publicLog: [] };
    const F = mod.determinize(forgetful, m.state.ctx, '1', seededRandom('x'));
    for (const pid of Object.keys(G.players)) {
      const total = (c: Record<string, number>) => Object.values(c).reduce((a, b) => a + b, 0);
      expect(total(F.secret!.trackStacks[pid])).toBe(G.players[pid].trackCount);
    }
  });
});
