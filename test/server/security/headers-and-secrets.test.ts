// Security headers on the app's pages and the API; stand-in credentials that
// no player can compute.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toyCards } from '../../fixtures/toy-cards';
import { boot, rawSocket, sleep, tempDir } from '../harness';
import { send } from './routes';

const GAME = toyCards.id;
let srv: Awaited<ReturnType<typeof boot>>;
let dir: string;

beforeAll(async () => {
  dir = tempDir();
  mkdirSync(join(dir, 'no-client'));
  writeFileSync(join(dir, 'no-client', 'index.html'), '<!doctype html><title>t</title>');
  srv = await boot([toyCards], dir);
});
afterAll(() => srv?.stop());

describe('headers', () => {
  it('the page: a Content-Security-Policy of the app own sources only, no framing, no sniffing, a referrer policy', async () => {
    for (const path of ['/', '/play/x/y', '/api/health', `/games/${GAME}`, '/nope']) {
      const r = await fetch(srv.url + path);
      const csp = r.headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/default-src 'self'/);
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).toMatch(/object-src 'none'/);
      expect(csp).not.toMatch(/unsafe-eval/);
      expect(r.headers.get('x-frame-options')).toBe('DENY');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('referrer-policy')).toBe('same-origin');
    }
  });

  it('errors are JSON with a reason and no stack trace', async () => {
    const r = await send(srv.url, 'POST', `/games/${GAME}/create`, '{"numPlayers": ');
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toMatch(/application\/json/);
    expect(JSON.stringify(r.json)).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});

describe('stand-in credentials', () => {
  it('are not the digest a player could compute, and do not work when computed', async () => {
    const id = (await send(srv.url, 'POST', `/games/${GAME}/create`, { numPlayers: 2 })).json.matchID;
    const creds = (await send(srv.url, 'POST', `/games/${GAME}/${id}/join`, { playerName: 'A', playerID: '0' })).json
      .playerCredentials;
    await send(srv.url, 'POST', `/games/${GAME}/${id}/join`, { playerName: 'B', playerID: '1' });
    const derived = 'standin:' + createHash('sha256').update(`roundhouse stand-in ${creds}`).digest('hex');
    const real = srv.standIns.credentialsFor(creds);
    expect(real).not.toBe(derived);
    expect(srv.standIns.authenticate(derived, { id: 0, credentials: creds })).toBe(false);
    expect(srv.standIns.authenticate(real, { id: 0, credentials: creds })).toBe(true);
    // over a socket, the computed ones are refused like any wrong credentials
    const { socket, received, connected } = rawSocket(srv.url, GAME);
    await connected;
    socket.emit('sync', id, '0', derived, 2);
    await sleep(300);
    const state = (await srv.store.fetch(id, { state: true })).state!;
    const seat = state.ctx.currentPlayer;
    const move = toyCards.legalMoves(state.G, state.ctx, seat)[0];
    socket.emit(
      'update',
      { type: 'MAKE_MOVE', payload: { type: move.move, args: move.args, playerID: seat, credentials: derived } },
      state._stateID,
      id,
      seat,
    );
    await sleep(400);
    expect((await srv.store.fetch(id, { state: true })).state!._stateID).toBe(state._stateID);
    expect(received.some((r) => r.event === 'update')).toBe(false);
    socket.close();
  });

  it('come from a secret of the database: the same after a restart, different on another server', async () => {
    const a = srv.standIns.credentialsFor('seat-creds');
    const other = await boot([toyCards]);
    expect(other.standIns.credentialsFor('seat-creds')).not.toBe(a);
    await other.stop();
    const again = await boot([toyCards], other.dataDir);
    const b = again.standIns.credentialsFor('seat-creds');
    await again.stop();
    const third = await boot([toyCards], other.dataDir);
    expect(third.standIns.credentialsFor('seat-creds')).toBe(b);
    await third.stop();
  });
});
