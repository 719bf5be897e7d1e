// The browser bot driver's contract, exercised through its in-thread fallback (Node has no Web
// Worker; the worker path runs the same chooseMove and is covered by the browser tests).
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import { viewOf } from '../../games/common/bots';
import { startMatch } from '../../games/common/match';
import { BOT_LEVELS, createBotDriver, isBotCancelled } from '../../client/bots';

const mod = GAMES.find((g) => g.id === 'nippon') ?? GAMES[0];

describe.runIf(mod)('bot driver', () => {
  const start = () => {
    const m = startMatch(mod, 2, 'driver');
    const seat = m.state.ctx.activePlayers ? Object.keys(m.state.ctx.activePlayers)[0] : m.state.ctx.currentPlayer;
    return { view: viewOf(mod, m.state, seat), seat, legal: mod.legalMoves(m.state.G, m.state.ctx, seat) };
  };

  it('keeps the provisional API: levels and think → a legal { move, args }', async () => {
    expect(BOT_LEVELS).toEqual(['easy', 'normal', 'hard']);
    const { view, seat, legal } = start();
    const d = createBotDriver({ gameId: mod.id, level: 'easy', seed: 5, minThinkMs: 0 });
    const choice = await d.think(view, seat);
    expect(legal.map((m) => JSON.stringify([m.move, m.args]))).toContain(JSON.stringify([choice.move, choice.args]));
    d.dispose();
  });

  it('reports thinking, and cancel() rejects the pending answer', async () => {
    const { view, seat } = start();
    const d = createBotDriver({ gameId: mod.id, level: 'normal', seed: 5, minThinkMs: 50 });
    const seen: boolean[] = [];
    d.onThinking((b) => seen.push(b));
    const p = d.think(view, seat);
    expect(d.thinking).toBe(true);
    d.cancel();
    await expect(p).rejects.toSatisfy(isBotCancelled);
    expect(d.thinking).toBe(false);
    expect(seen).toEqual([true, false]);
    d.dispose();
  });

  it('a newer think() makes the older answer stale (rejected); the newer one resolves', async () => {
    const { view, seat } = start();
    const d = createBotDriver({ gameId: mod.id, level: 'easy', seed: 5, minThinkMs: 0 });
    const first = d.think(view, seat);
    const second = d.think(view, seat);
    await expect(first).rejects.toSatisfy(isBotCancelled);
    await expect(second).resolves.toHaveProperty('move');
    d.dispose();
    await expect(d.think(view, seat)).rejects.toSatisfy(isBotCancelled);
  });

  it('waits at least minThinkMs so quick moves stay readable', async () => {
    const { view, seat } = start();
    const d = createBotDriver({ gameId: mod.id, level: 'random', seed: 5, minThinkMs: 120 });
    const t0 = Date.now();
    await d.think(view, seat);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(100);
    d.dispose();
  });
});
