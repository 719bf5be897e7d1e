// Replays against the real server storage (server/storage/sqlite.ts SqliteStore): a match played
// through a Master over it rebuilds the live final state, the replay route serves it only after
// gameover, and clients' initialState stays secret-free while the replay has the true one.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Server } from 'boardgame.io/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import { seededRandom } from '../../games/common/rng';
import { rebuildReplay } from '../../games/common/replay';
import { mountReplays } from '../../server/lobby/replays';
import { SqliteStore } from '../../server/storage/sqlite';
import { toyModule } from './fixtures/toy-game';
import { comparable, openMasterMatch, playThroughMaster, quietBoardgameErrors } from './helpers';

quietBoardgameErrors();

describe('replays over the SQLite store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rh-replay-'));
  const mods = [toyModule, ...GAMES];
  const store = new SqliteStore(dir, mods);
  const server = Server({ games: mods.map((m) => m.game), db: store, origins: ['http://localhost'] });
  mountReplays(server.router, store, mods);
  let running: any;
  let base = '';

  beforeAll(async () => {
    running = await server.run({ port: 0 });
    // long playouts between requests must not race the server closing an idle keep-alive socket
    running.appServer.keepAliveTimeout = 120_000;
    base = `http://127.0.0.1:${(running.appServer.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.kill(running);
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(mods.map((m) => [m.id, m] as const))(
    '%s: stored log rebuilds the live state; served only after gameover',
    async (_id, mod) => {
      const seed = `sqlite-${mod.id}`;
      const live = await openMasterMatch(mod, { numPlayers: mod.minPlayers, seed, store, matchID: `${mod.id}-live` });
      const first = mod.legalMoves(live.state().G, live.state().ctx, live.state().ctx.currentPlayer)[0];
      await live.send(
        {
          type: 'MAKE_MOVE',
          payload: { type: first.move, args: first.args, playerID: live.state().ctx.currentPlayer },
        },
        live.state().ctx.currentPlayer,
      );
      const during = await fetch(`${base}/replays/${mod.id}/${mod.id}-live`);
      expect(during.status).toBe(403);

      const m = await playThroughMaster(mod, {
        numPlayers: mod.minPlayers,
        seed,
        rand: seededRandom(seed),
        store,
        maxMoves: 800,
        undoRate: 0.05,
      });
      const rec = (await store.fetchReplay(m.matchID))!;
      expect(rec.rulesVersion).toBe(mod.rulesVersion);
      const r = rebuildReplay(mod, rec.initialState, rec.log);
      expect(r.error).toBeUndefined();
      expect(comparable(r.states[r.states.length - 1])).toEqual(comparable(m.state()));
      // clients' initialState has no PRNG; the replay's has it
      const pub = (await store.fetch(m.matchID, { initialState: true })).initialState as any;
      expect(pub.plugins.random).toBeUndefined();
      expect((rec.initialState.plugins as any).random).toBeDefined();

      const res = await fetch(`${base}/replays/${mod.id}/${m.matchID}`);
      if (!m.state().ctx.gameover) {
        expect(res.status).toBe(403);
        return;
      }
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).not.toContain('secret-cred-');
      const body = JSON.parse(text);
      const rr = rebuildReplay(mod, body.initialState, body.log);
      expect(comparable(rr.states[rr.states.length - 1])).toEqual(comparable(m.state()));
      const list = await (await fetch(`${base}/api/finished?game=${mod.id}`)).json();
      expect(list.matches.map((x: any) => x.matchID)).toContain(m.matchID);
    },
  );
});
