// Table chat and moderation end to end over HTTP against the real server entry (`npm start`'s
// server/main.ts as a child process, rate limits on): accounts at a table chat both ways, a
// 301-character message is a 400, a burst of 20 meets 429, a blocked account's messages are left
// out of the blocker's view only, a reported message reaches a moderator granted on the command
// line (`npm run admin -- grant moderator`, run while the server runs), whose mute refuses the
// author's next message with a 403, and a non-moderator gets 403 on /api/mod/reports.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Jar, PASSWORD, uniqueName } from '../accounts/helpers';
import { randomPort, spawnServer, tempDir } from '../harness';

const run = promisify(execFile);
const GAME = 'ticket-to-ride-card-game';

describe('chat and moderators over HTTP against the server entry', () => {
  const dataDir = tempDir('rh-chat-e2e-');
  let child: Awaited<ReturnType<typeof spawnServer>>;
  let base: string;
  beforeAll(async () => {
    const port = randomPort();
    child = await spawnServer(dataDir, port, { env: { RATE_LIMITS: '1' } });
    base = `http://127.0.0.1:${port}`;
  }, 90_000);
  afterAll(() => {
    child?.kill('SIGKILL');
  });

  it('chat both ways, 400, 429, blocks, report, mute from a moderator granted on the command line, 403 for others', async () => {
    const [a, b, c, m] = [new Jar(base), new Jar(base), new Jar(base), new Jar(base)];
    const names = ['Ada', 'Ben', 'Cal', 'Mod'].map((p) => uniqueName(p));
    for (const [i, jar] of [a, b, c, m].entries()) expect((await jar.signUp(names[i], PASSWORD)).status).toBe(201);
    const [nameA, nameB, nameC, nameM] = names;

    // a table of three: A, B and C sit (signed in: their seats carry their accounts' names)
    const table = await a.post('/api/tables', { gameId: GAME, numPlayers: 3, seats: [{}, {}, {}] });
    expect(table.status, JSON.stringify(table.json)).toBe(200);
    const matchID = table.json.matchID as string;
    const creds: string[] = [];
    for (const [i, jar] of [a, b, c].entries()) {
      const j = await jar.post(`/games/${GAME}/${matchID}/join`, { playerName: names[i], playerID: String(i) });
      expect(j.status, JSON.stringify(j.json)).toBe(200);
      creds.push(j.json.playerCredentials);
    }
    const chat = `/api/matches/${matchID}/chat`;
    const say = (jar: Jar, seat: number, text: string) =>
      jar.post(chat, { text, playerID: String(seat), credentials: creds[seat] });

    // both ways
    const fromA = await say(a, 0, 'hello Ben');
    expect(fromA.status).toBe(201);
    expect(fromA.json).toMatchObject({ seat: '0', name: nameA, text: 'hello Ben' });
    expect((await say(b, 1, 'hi Ada')).status).toBe(201);
    expect((await b.get(chat)).json.map((x: any) => `${x.name}: ${x.text}`)).toEqual([
      `${nameA}: hello Ben`,
      `${nameB}: hi Ada`,
    ]);
    expect((await a.get(chat)).json).toHaveLength(2);

    // 301 characters: 400 with a reason
    const long = await say(a, 0, 'x'.repeat(301));
    expect(long.status).toBe(400);
    expect(long.json.error).toMatch(/300 characters/);

    // a burst of 20 meets 429
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => say(b, 1, `spam ${i}`)));
    expect(burst.filter((r) => r.status === 429).length).toBeGreaterThan(0);
    expect(burst.every((r) => r.status === 201 || r.status === 429)).toBe(true);

    // B blocks C: B's view leaves C's messages out, A's keeps them
    const fromC = await say(c, 2, 'I am Cal');
    expect(fromC.status).toBe(201);
    expect((await b.post(`/api/me/blocks/${encodeURIComponent(nameC)}`)).status).toBe(204);
    expect((await b.get(chat)).json.some((x: any) => x.id === fromC.json.id)).toBe(false);
    expect((await a.get(chat)).json.some((x: any) => x.id === fromC.json.id)).toBe(true);

    // B reports A's message; a non-moderator gets 403 on the moderators' list
    expect(
      (await b.post('/api/reports', { name: nameA, messageId: fromA.json.id, reason: 'abuse', text: 'rude' })).status,
    ).toBe(201);
    expect((await b.get('/api/mod/reports')).status).toBe(403);
    expect((await m.get('/api/mod/reports')).status).toBe(403);

    // the command line grants M the role while the server runs: at once
    const granted = await run(
      process.execPath,
      ['--import', 'tsx', 'server/cli/admin.ts', 'grant', 'moderator', nameM],
      {
        env: { ...process.env, DATA_DIR: dataDir },
      },
    );
    expect(granted.stdout).toContain(`${nameM} is a moderator`);
    const reports = await m.get('/api/mod/reports');
    expect(reports.status).toBe(200);
    expect(reports.json).toEqual([
      expect.objectContaining({ reporter: nameB, name: nameA, matchID, messageId: fromA.json.id, reason: 'abuse' }),
    ]);

    // M mutes the author: A's next message is refused with the reason
    expect((await m.post('/api/mod/mutes', { name: nameA, minutes: 30 })).status).toBe(204);
    const muted = await say(a, 0, 'still here?');
    expect(muted.status).toBe(403);
    expect(muted.json.error).toMatch(/muted/);
    expect((await m.get('/api/mod/log')).json.map((e: any) => e.action)).toEqual(['mute', 'grant-moderator']);
  }, 120_000);
});
