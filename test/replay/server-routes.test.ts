// The replay routes mounted on a real boardgame.io Server's router over an in-memory store:
// 403 during play, 200 after gameover without credentials, 404 for unknown or mismatched ids.
import type { AddressInfo } from 'node:net';
import { Server } from 'boardgame.io/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../games/common/rng';
import { parseReplayFile, rebuildReplay } from '../../games/common/replay';
import { mountReplays } from '../../server/lobby/replays';
import { toyModule } from './fixtures/toy-game';
import { comparable, MemStore, openMasterMatch, playThroughMaster, quietBoardgameErrors } from './helpers';

quietBoardgameErrors();

describe('replay routes', () => {
  const store = new MemStore();
  let base = '';
  let running: { appServer: any; apiServer?: any };
  let server: ReturnType<typeof Server>;

  beforeAll(async () => {
    server = Server({ games: [toyModule.game], db: store, origins: ['http://localhost'] });
    mountReplays(server.router, store, [toyModule]);
    running = await server.run({ port: 0 });
    // long playouts between requests must not race the server closing an idle keep-alive socket
    running.appServer.keepAliveTimeout = 120_000;
    base = `http://127.0.0.1:${(running.appServer.address() as AddressInfo).port}`;
  });
  afterAll(() => server.kill(running as any));

  it('answers 403 with a JSON message while the match is played', async () => {
    const m = await openMasterMatch(toyModule, { numPlayers: 2, seed: 'live', store, matchID: 'live1' });
    await m.send({ type: 'MAKE_MOVE', payload: { type: 'roll', args: [{ dice: 1 }], playerID: '0' } }, '0');
    const res = await fetch(`${base}/replays/toy-dice/live1`);
    expect(res.status).toBe(403);
    const body = await res.json();
    expect(body.error).toBe('in-progress');
    expect(body.message).toMatch(/still being played/);
    expect(JSON.stringify(body)).not.toMatch(/secret|initialState/);
  });

  it('serves the replay after gameover, without credentials, and it rebuilds the live state', async () => {
    const m = await playThroughMaster(toyModule, { numPlayers: 3, seed: 'done', rand: seededRandom('s'), store });
    expect(m.state().ctx.gameover).toBeDefined();
    const res = await fetch(`${base}/replays/toy-dice/${m.matchID}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain('secret-cred-');
    expect(text).not.toContain('credentials');
    const body = JSON.parse(text);
    expect(Object.keys(body).sort()).toEqual(['initialState', 'log', 'metadata', 'rulesVersion']);
    expect(body.rulesVersion).toBe(toyModule.rulesVersion);
    expect(body.metadata.players['0'].name).toBe('Player 1');
    const parsed = parseReplayFile(body, ['toy-dice']);
    expect(parsed.ok).toBe(true);
    const r = rebuildReplay(toyModule, body.initialState, body.log);
    expect(comparable(r.states[r.states.length - 1])).toEqual(comparable(m.state()));

    const list = await (await fetch(`${base}/api/finished?game=toy-dice`)).json();
    expect(list.matches.map((x: any) => x.matchID)).toEqual([m.matchID]);
    expect(list.matches[0].players).toHaveLength(3);
    // length in moves = replay steps (the store's raw count includes in-move events)
    expect(list.matches[0].plies).toBe(r.steps.length - 1);
    expect((await store.listFinished())[0].plies).toBeGreaterThan(r.steps.length - 1);
    expect(JSON.stringify(list)).not.toContain('secret-cred-');
    const all = await (await fetch(`${base}/api/finished`)).json();
    expect(all.matches).toHaveLength(1);
  });

  it('answers 404 for an unknown match, an unknown game or a game mismatch', async () => {
    const missing = await fetch(`${base}/replays/toy-dice/nope`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toBe('not-found');
    const unknown = await fetch(`${base}/replays/other-game/m-done`);
    expect(unknown.status).toBe(404);
    store.metadata.get('m-done')!.gameName = 'other-game';
    const mismatch = await fetch(`${base}/replays/toy-dice/m-done`);
    expect(mismatch.status).toBe(404);
    store.metadata.get('m-done')!.gameName = 'toy-dice';
    expect((await fetch(`${base}/api/finished?game=zzz`)).status).toBe(404);
  });
});
