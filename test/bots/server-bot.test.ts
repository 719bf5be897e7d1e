// The server-side bot client plays whole online games through a real boardgame.io server:
// joined with credentials, deciding from its own view, moving through the socket move path.
import { afterAll, describe, expect, it } from 'vitest';
import { Server } from 'boardgame.io/server';
import { GAMES } from '../../games';
import { runServerBot, serverOnlyMoves } from '../../server/bots';

const mod = GAMES.find((g) => g.id === 'ticket-to-ride-card-game') ?? GAMES[0];
const stops: (() => void)[] = [];
afterAll(() => stops.forEach((s) => s()));

async function until(cond: () => boolean | Promise<boolean>, ms: number, what: string) {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.runIf(mod)('server bots', () => {
  it('serverOnlyMoves marks every move client: false and keeps the game playable', () => {
    const g = serverOnlyMoves(mod.game) as any;
    const all: any[] = [...Object.values(g.moves ?? {})];
    for (const ph of Object.values<any>(g.phases ?? {})) {
      all.push(...Object.values(ph.moves ?? {}));
      for (const st of Object.values<any>(ph.turn?.stages ?? {})) all.push(...Object.values(st.moves ?? {}));
    }
    for (const st of Object.values<any>(g.turn?.stages ?? {})) all.push(...Object.values(st.moves ?? {}));
    expect(all.length).toBeGreaterThan(0);
    for (const m of all) expect(m.client).toBe(false);
  });

  it(`${mod?.id}: two bot seats finish an online game`, async () => {
    const server = Server({ games: [mod.game] });
    const port = 19000 + Math.floor(Math.random() * 900);
    const running = await server.run({ port });
    stops.push(() => server.kill(running));
    const base = `http://127.0.0.1:${port}`;
    const post = async (path: string, body: unknown) =>
      (
        await fetch(base + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json();
    const { matchID } = await post(`/games/${mod.id}/create`, { numPlayers: 2 });
    const levels = ['easy', 'random'];
    for (const id of ['0', '1']) {
      const { playerCredentials } = await post(`/games/${mod.id}/${matchID}/join`, {
        playerName: `Bot ${id}`,
        playerID: id,
      });
      const bot = runServerBot({
        serverUrl: base,
        gameId: mod.id,
        matchID,
        playerID: id,
        credentials: playerCredentials,
        level: levels[Number(id)],
        seed: 11 + Number(id),
        minThinkMs: 0,
      });
      stops.push(bot.stop);
    }
    const gameover = async () => {
      const r = await (await fetch(`${base}/games/${mod.id}/${matchID}`)).json();
      return r.gameover !== undefined;
    };
    await until(gameover, 50_000, 'gameover');
  });
});
