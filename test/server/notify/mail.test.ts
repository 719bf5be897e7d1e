// E-mail notifications (server/notify/mail*.ts) against an SMTP server inside the test
// (smtp-server on loopback): an address is added and verified by the link mailed to it; a
// turn-based "your turn" is mailed at most once per match per 12 hours, match-started is mailed;
// every mail has List-Unsubscribe and List-Unsubscribe-Post (RFC 8058), and the one-click POST
// (a form body, no session) with the signed token stops the mails, while a forged token is a 400.
import type { AddressInfo } from 'node:net';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundhouseServer } from '../../../server/app';
import { toyCards } from '../../fixtures/toy-cards';
import { Jar, KINDS, PASSWORD, serve, stopPostgres, uniqueName } from '../accounts/helpers';
import { sleep, until } from '../harness';

const GAME = toyCards.id;

interface Mail {
  to: string;
  headers: Map<string, string>;
  text: string;
}

function parse(raw: string): Omit<Mail, 'to'> {
  const i = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, i).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const c = line.indexOf(':');
    headers.set(line.slice(0, c).toLowerCase(), line.slice(c + 1).trim());
  }
  let text = raw.slice(i + 4);
  if (/quoted-printable/i.test(headers.get('content-transfer-encoding') ?? ''))
    text = Buffer.from(
      text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  return { headers, text };
}

afterAll(() => stopPostgres());

function client(srv: RoundhouseServer, matchID: string, playerID: string, credentials: string) {
  const c = Client({
    game: toyCards.game,
    multiplayer: SocketIO({ server: srv.url }),
    matchID,
    playerID,
    credentials,
    debug: false,
  });
  c.start();
  return c;
}
async function play(c: ReturnType<typeof client>, seat: string) {
  await until(() => c.getState()?.ctx.currentPlayer === seat, 5000, `seat ${seat}'s turn`);
  const st = c.getState()!;
  const [m] = toyCards.legalMoves(st.G, st.ctx, seat);
  (c.moves as any)[m.move](...m.args);
  await until(() => (c.getState()?._stateID ?? -1) > st._stateID, 5000, 'the move to be stored');
}
async function table(a: Jar, b: Jar) {
  const t = await a.post('/api/tables', {
    gameId: GAME,
    numPlayers: 2,
    seats: [],
    pace: { mode: 'turnBased', hours: 24 },
  });
  const matchID = t.json.matchID as string;
  const credA = (await a.post(`/games/${GAME}/${matchID}/join`, { playerName: 'Ai', playerID: '0' })).json
    .playerCredentials;
  const credB = (await b.post(`/games/${GAME}/${matchID}/join`, { playerName: 'Bea', playerID: '1' })).json
    .playerCredentials;
  return { matchID, credA, credB };
}

describe.each(KINDS)('e-mail notifications on %s', (kind) => {
  const mails: Mail[] = [];
  let smtp: SMTPServer;
  let srv: RoundhouseServer;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (c) => chunks.push(c));
        stream.on('end', () => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            ...parse(Buffer.concat(chunks).toString()),
          });
          done();
        });
      },
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
    const port = (smtp.server.address() as AddressInfo).port;
    srv = await serve(kind, {
      notify: {
        vapidSubject: 'mailto:ops@example.org',
        pushEndpointOrigins: [],
        smtpUrl: `smtp://127.0.0.1:${port}`,
        mailFrom: 'Roundhouse <rh@example.org>',
      },
    });
  }, 60_000);
  afterAll(async () => {
    await srv?.stop();
    await new Promise<void>((r) => smtp?.close(() => r()));
  });

  it('verified by a link; turn-based your-turn at most once per match per 12 h, match-started; one-click unsubscribe', async () => {
    const a = new Jar(srv.url);
    const b = new Jar(srv.url);
    await a.signUp(uniqueName('Ai'), PASSWORD);
    await b.signUp(uniqueName('Bea'), PASSWORD);
    expect((await b.post('/api/me/mail', { address: 'not an address' })).status).toBe(400);
    expect((await b.post('/api/me/mail', { address: 'bea@example.org\r\nBcc: x@evil.example' })).status).toBe(400);
    expect((await new Jar(srv.url).post('/api/me/mail', { address: 'x@example.org' })).status).toBe(401);
    expect((await b.post('/api/me/mail', { address: 'bea@example.org' })).status).toBe(202);
    await until(() => mails.length === 1, 5000, 'the verification mail');
    const verify = mails[0];
    expect(verify.to).toBe('bea@example.org');
    const link = /(http:\/\/\S+\/api\/mail\/verify\?token=[\w-]+)/.exec(verify.text)![1];
    expect((await b.get('/api/me/mail')).json).toMatchObject({
      enabled: true,
      address: 'bea@example.org',
      verified: false,
    });

    // not verified: no mail for a turn
    let t = await table(a, b);
    const ca = client(srv, t.matchID, '0', t.credA);
    await play(ca, '0');
    await sleep(1500);
    await srv.notify.queue.drain();
    expect(mails).toHaveLength(1);

    const r = await fetch(link, { redirect: 'manual' });
    expect(r.status).toBe(302);
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(400); // used once
    expect((await b.get('/api/me/mail')).json.verified).toBe(true);

    // a new turn-based match: your-turn mailed once; the next turn within 12 h is not mailed
    t = await table(a, b);
    const ca2 = client(srv, t.matchID, '0', t.credA);
    await play(ca2, '0');
    await until(() => mails.length === 2, 5000, 'the your-turn mail');
    const turn = mails[1];
    expect(turn.to).toBe('bea@example.org');
    expect(turn.headers.get('subject')).toMatch(/Your turn/);
    expect(turn.text).toContain(`/#/play/${GAME}/${t.matchID}`);
    const unsubscribe = /^<(.+)>$/.exec(turn.headers.get('list-unsubscribe') ?? '')![1];
    expect(turn.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const cb = client(srv, t.matchID, '1', t.credB);
    await play(cb, '1');
    cb.stop();
    await until(
      async () => {
        const { metadata } = (await srv.store.fetch(t.matchID, { metadata: true })) as any;
        return !metadata.players['1'].isConnected;
      },
      5000,
      "B's page to be gone",
    );
    await play(ca2, '0');
    await sleep(1500);
    await srv.notify.queue.drain();
    expect(mails).toHaveLength(2);

    // match-started
    await srv.notify.notifier.matchStarted(t.matchID);
    await until(() => mails.length === 3, 5000, 'the match-started mail');
    expect(mails[2].headers.get('subject')).toMatch(/has started/);

    // one-click unsubscribe: a form POST with no cookie; a forged token is refused
    const forged = unsubscribe.replace(/token=[^&]+/, 'token=YWNjb3VudA.forged');
    const form = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    };
    expect((await fetch(forged, form)).status).toBe(400);
    expect((await b.get('/api/me/mail')).json.kinds).toEqual(['your-turn', 'match-started']);
    expect((await fetch(unsubscribe, form)).status).toBe(200);
    expect((await b.get('/api/me/mail')).json.kinds).toEqual([]);
    const t3 = await table(a, b);
    await srv.notify.notifier.matchStarted(t3.matchID);
    await sleep(1500);
    await srv.notify.queue.drain();
    expect(mails).toHaveLength(3);
    ca.stop();
    ca2.stop();
  }, 60_000);
});
