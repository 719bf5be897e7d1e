// Hints at an online table that allows them (server/clock/keeper.ts hint): the seat that asks
// tells the server (POST /api/matches/:id/hint with its credentials), every viewer's clock view
// carries the marks, and the finished match's replay has them after a restart. Bad requests are
// refused with a reason and change nothing.
import type { LogEntry, State } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { afterEach, describe, expect, it } from 'vitest';
import { hintedMoves, parseReplayFile } from '../../games/common/replay';
import { startServer, type RoundhouseServer } from '../../server/app';
import { toyCards } from '../fixtures/toy-cards';
import { api, tempDir, until } from './harness';

const GAME = 'toy-cards';
const servers: RoundhouseServer[] = [];
const clients: { stop(): void }[] = [];
afterEach(async () => {
  clients.splice(0).forEach((c) => c.stop());
  for (const s of servers.splice(0)) await s.stop();
});

async function serve(dataDir: string) {
  const srv = await startServer({
    port: 0,
    rateLimits: false,
    dataDir,
    clientDir: `${dataDir}/none`,
    origins: [/^http:\/\/localhost(:\d+)?$/],
    bots: false,
  }, () => {}, [toyCards]);
  servers.push(srv);
  return srv;
}

async function table(srv: RoundhouseServer, hints: boolean) {
  const r = await api(srv.url, '/api/tables', { gameId: GAME, numPlayers: 2, seats: [{}, {}], hints });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  const id = r.json.matchID as string;
  const creds: string[] = [];
  for (const seat of ['0', '1']) {
    const j = await api(srv.url, `/games/${GAME}/${id}/join`, { playerName: `P${seat}`, playerID: seat });
    expect(j.status, JSON.stringify(j.json)).toBe(200);
    creds.push(j.json.playerCredentials);
  }
  return { id, creds };
}

/** A person's client that plays the first legal move whenever its seat must act. */
function player(srv: RoundhouseServer, matchID: string, seat: string, credentials: string) {
  const c = Client({
    game: toyCards.game,
    multiplayer: SocketIO({ server: srv.url, socketOpts: { transports: ['websocket'] } }),
    matchID,
    playerID: seat,
    credentials,
    debug: false,
  });
  let sent = -1;
  c.subscribe((s) => {
    const st = s as State | null;
    if (!st || st.ctx.gameover !== undefined || st._stateID === sent || st.ctx.currentPlayer !== seat) return;
    const m = toyCards.legalMoves(st.G, st.ctx, seat)[0];
    if (!m) return;
    sent = st._stateID;
    setTimeout(() => (c.moves as any)[m.move](...m.args), 5);
  });
  c.start();
  clients.push(c);
  return c;
}

const stateOf = async (srv: RoundhouseServer, id: string) =>
  (await srv.store.fetch(id, { state: true, log: true })) as { state: State; log: LogEntry[] };
const hint = (srv: RoundhouseServer, id: string, body: unknown) => api(srv.url, `/api/matches/${id}/hint`, body);

describe('hints at an online table', () => {
  it('are kept by the server, shown to every viewer and in the replay, after a restart too', async () => {
    const dataDir = tempDir('rh-hints-');
    let srv = await serve(dataDir);
    const { id, creds } = await table(srv, true);
    const first = (await stateOf(srv, id)).state;
    const seat = first.ctx.currentPlayer;
    const other = seat === '0' ? '1' : '0';
    // the seat to act asks at the state it sees; asking twice marks once
    const r = await hint(srv, id, { playerID: seat, credentials: creds[Number(seat)], stateID: first._stateID });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.hints).toEqual([{ stateID: first._stateID, seat }]);
    expect(
      (await hint(srv, id, { playerID: Number(seat), credentials: creds[Number(seat)], stateID: first._stateID }))
        .status,
    ).toBe(200);
    // any viewer's clock view has it (no credentials needed to see a mark)
    expect((await api(srv.url, `/api/matches/${id}/clock`)).json.hints).toEqual([{ stateID: first._stateID, seat }]);

    // play to the end
    player(srv, id, '0', creds[0]);
    player(srv, id, '1', creds[1]);
    await until(async () => (await stateOf(srv, id)).state.ctx.gameover !== undefined, 20_000, 'the end of the match');
    // over: no more hints
    const late = await hint(srv, id, { playerID: other, credentials: creds[Number(other)], stateID: 0 });
    expect(late.status).toBe(409);
    expect(late.json.error).toMatch(/over/);

    // a restart loses nothing: the replay carries the mark, on the seat's first move
    clients.splice(0).forEach((c) => c.stop());
    await srv.stop();
    servers.splice(0);
    srv = await serve(dataDir);
    const rep = await api(srv.url, `/replays/${GAME}/${id}`);
    expect(rep.status).toBe(200);
    expect(rep.json.hints).toEqual([{ stateID: first._stateID, seat }]);
    const parsed = parseReplayFile({ ...rep.json, gameId: GAME, matchID: id });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const marked = [...hintedMoves(parsed.replay.log, parsed.replay.hints)];
    const firstMove = parsed.replay.log.find(
      (e) => e.action.type === 'MAKE_MOVE' && (e.action.payload as { playerID: string }).playerID === seat,
    )!;
    expect(marked).toEqual([firstMove._stateID]);
  }, 40_000);

  it('are refused with a reason, and nothing is marked: other credentials, a table without hints, a state not reached, malformed bodies', async () => {
    const srv = await serve(tempDir('rh-hints-'));
    const on = await table(srv, true);
    const off = await table(srv, false);
    const cases: [string, unknown, number, RegExp][] = [
      [on.id, { playerID: '0', credentials: on.creds[1], stateID: 0 }, 403, /credentials/],
      [on.id, { playerID: '0', credentials: 'x', stateID: 0 }, 403, /credentials/],
      [on.id, { playerID: '0', stateID: 0 }, 400, /credentials/],
      [on.id, { playerID: '7', credentials: on.creds[0], stateID: 0 }, 404, /seat 7/],
      [on.id, { playerID: 'zero', credentials: on.creds[0], stateID: 0 }, 400, /playerID/],
      [on.id, { playerID: '0', credentials: on.creds[0], stateID: 99 }, 409, /not reached/],
      [on.id, { playerID: '0', credentials: on.creds[0], stateID: -1 }, 400, /stateID/],
      [on.id, { playerID: '0', credentials: on.creds[0], stateID: 1.5 }, 400, /stateID/],
      [on.id, { playerID: '0', credentials: on.creds[0], stateID: '0' }, 400, /stateID/],
      [on.id, { playerID: '0', credentials: { toString: 1 }, stateID: 0 }, 400, /credentials/],
      [off.id, { playerID: '0', credentials: off.creds[0], stateID: 0 }, 403, /does not allow hints/],
      ['nosuchmatch', { playerID: '0', credentials: 'x', stateID: 0 }, 404, /No match/],
      ['bad id!', { playerID: '0', credentials: 'x', stateID: 0 }, 400, /match ID/],
    ];
    for (const [id, body, status, why] of cases) {
      const r = await hint(srv, encodeURIComponent(id), body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.json.error, JSON.stringify(body)).toMatch(why);
    }
    for (const raw of ['[1]', 'nope', '"text"']) {
      const r = await api(srv.url, `/api/matches/${on.id}/hint`, undefined, raw);
      expect(r.status, raw).toBe(400);
    }
    expect((await api(srv.url, `/api/matches/${on.id}/clock`)).json.hints).toEqual([]);
    expect((await api(srv.url, `/api/matches/${off.id}/clock`)).json.hints).toEqual([]);
    // the server still serves
    expect((await hint(srv, on.id, { playerID: '0', credentials: on.creds[0], stateID: 0 })).status).toBe(200);
  });
});
