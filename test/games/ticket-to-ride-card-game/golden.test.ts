// Golden games: recorded full games replayed through the reducer reach exactly the recorded end.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type GoldenGame, replayGolden } from '../../../games/common/match';
import type { TTRState } from '../../../games/ticket-to-ride-card-game/types';
import { mod } from './helpers';

const load = (name: string): GoldenGame =>
  JSON.parse(readFileSync(join(__dirname, '../../golden/ticket-to-ride-card-game', name), 'utf8'));

describe('golden games', () => {
  it.each(['3p.json', '4p.json'])('%s replays to the recorded gameover and ply count', (name) => {
    const golden = load(name);
    expect(golden.game).toBe(mod.id);
    expect(golden.rulesVersion).toBe(mod.rulesVersion);
    const state = replayGolden(mod, golden);
    expect(state.ctx.gameover).toEqual(golden.gameover);
    expect(golden.moves.length).toBe(golden.plies);
    const G = state.G as TTRState;
    expect(G.scoring.length).toBe(golden.numPlayers === 4 ? 2 : 1);
    // The recorded game exercises robberies and the final round.
    expect(G.publicLog.some((e) => e.t === 'robbery')).toBe(true);
    expect(G.publicLog.some((e) => e.t === 'finalRound')).toBe(true);
  });
});
