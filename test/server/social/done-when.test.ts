// Follows, invitations and blocks over HTTP against the real server entry (server/main.ts in a
// child process, as `npm start` runs it), on SQLite and on Postgres: A follows B and invites B to
// a new table, B's inbox has the invitation and B sits by accepting it; after B blocks a third
// account C, B's view of the table chat leaves C's messages out while other viewers still see them.
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { Jar, PASSWORD } from '../accounts/helpers';
import { randomPort, spawnServer, tempDir } from '../harness';
import { startPostgres, type Service } from '../scale/services';

const GAME = 'ticket-to-ride-card-game';
const children: ChildProcess[] = [];
let pg: Service | undefined;
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  await pg?.stop();
});

async function databaseUrl(): Promise<string> {
  pg ??= await startPostgres({ durable: false });
  const pgMod = (await import('pg')).default;
  const admin = new pgMod.Client({ connectionString: pg.url });
  await admin.connect();
  const name = `rh_social_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return pg.url.replace(/\/postgres$/, `/${name}`);
}

describe.each(['sqlite', 'postgres'])('the social steps against the server entry on %s', (kind) => {
  it('A follows B, invites B to a new table, B accepts from the inbox; B blocks C and no longer sees C in the chat', async () => {
    const port = randomPort();
    const env: Record<string, string> = kind === 'postgres' ? { DATABASE_URL: await databaseUrl() } : {};
    await spawnServer(tempDir('rh-social-'), port, { env, children });
    const base = `http://127.0.0.1:${port}`;
    const [a, b, c] = [new Jar(base), new Jar(base), new Jar(base)];
    const stamp = Date.now() % 100000;
    const [aName, bName, cName] = [`Ann ${stamp}`, `Ben ${stamp}`, `Cid ${stamp}`];
    expect((await a.signUp(aName, PASSWORD)).status).toBe(201);
    expect((await b.signUp(bName, PASSWORD)).status).toBe(201);
    expect((await c.signUp(cName, PASSWORD)).status).toBe(201);

    // A follows B
    expect((await a.post(`/api/me/follows/${encodeURIComponent(bName)}`)).status).toBe(204);
    expect((await a.get('/api/me/follows')).json).toEqual([{ name: bName, online: false, playing: false }]);

    // a new table (as New table makes it), A at seat 0, B invited
    const t = await a.post('/api/tables', { gameId: GAME, numPlayers: 3 });
    expect(t.status).toBe(200);
    const matchID = t.json.matchID;
    const seatA = await a.post(`/games/${GAME}/${matchID}/join`, { playerName: aName, playerID: '0' });
    expect(seatA.status).toBe(200);
    const inv = await a.post(`/api/tables/${matchID}/invites`, { name: bName });
    expect(inv.status).toBe(201);

    // B's inbox has it; B sits by accepting
    const inbox = await b.get('/api/me/inbox');
    expect(inbox.json).toEqual([
      { id: inv.json.id, type: 'invite', from: aName, matchID, gameId: GAME, at: expect.any(Number) },
    ]);
    const seatB = await b.post(`/api/me/inbox/${inv.json.id}/accept`);
    expect(seatB.status).toBe(200);
    expect(seatB.json).toEqual({ matchID, playerID: inv.json.playerID, credentials: expect.any(String) });
    const info = await b.get(`/games/${GAME}/${matchID}`);
    expect(info.json.players[Number(seatB.json.playerID)].name).toBe(bName);
    expect((await b.get('/api/me/matches')).json.map((m: any) => m.matchID)).toContain(matchID);
    expect((await b.get('/api/me/inbox')).json).toEqual([]);

    // C takes the last seat and writes; B blocks C: B's chat view leaves C out, A's does not
    const seatC = await c.post(`/games/${GAME}/${matchID}/join`, { playerName: cName });
    expect(seatC.status).toBe(200);
    const say = (jar: Jar, playerID: string, credentials: string, text: string) =>
      jar.post(`/api/matches/${matchID}/chat`, { text, playerID, credentials });
    expect((await say(c, seatC.json.playerID, seatC.json.playerCredentials, 'hello from C')).status).toBe(201);
    expect((await say(b, seatB.json.playerID, seatB.json.credentials, 'hello from B')).status).toBe(201);
    expect((await b.post(`/api/me/blocks/${encodeURIComponent(cName)}`)).status).toBe(204);
    const texts = async (jar: Jar) => (await jar.get(`/api/matches/${matchID}/chat`)).json.map((m: any) => m.text);
    expect(await texts(b)).toEqual(['hello from B']);
    expect(await texts(a)).toEqual(['hello from C', 'hello from B']);
    expect(await texts(new Jar(base))).toEqual(['hello from C', 'hello from B']);
    // and C can neither follow nor invite B now
    expect((await c.post(`/api/me/follows/${encodeURIComponent(bName)}`)).status).toBe(403);
  }, 180_000);
});
