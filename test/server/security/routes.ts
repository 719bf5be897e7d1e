// Every HTTP route of the server, for the security suite's sweeps: `:game`, `:match` and `:seat`
// are filled in by each test.
export interface RouteSpec {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  /** A well-formed body (the sweep replaces each field in turn). */
  body?: Record<string, unknown>;
}

export const ROUTES: RouteSpec[] = [
  { method: 'GET', path: '/games' },
  { method: 'GET', path: '/games/:game' },
  { method: 'GET', path: '/games/:game/:match' },
  {
    method: 'POST',
    path: '/games/:game/create',
    body: { numPlayers: 2, setupData: { variants: {} }, unlisted: false },
  },
  { method: 'POST', path: '/games/:game/:match/join', body: { playerName: 'Ann', playerID: '1' } },
  { method: 'POST', path: '/games/:game/:match/leave', body: { playerID: '0', credentials: 'c' } },
  { method: 'POST', path: '/games/:game/:match/playAgain', body: { playerID: '0', credentials: 'c', numPlayers: 2 } },
  { method: 'POST', path: '/games/:game/:match/update', body: { playerID: '0', credentials: 'c', newName: 'Bo' } },
  { method: 'POST', path: '/games/:game/:match/rename', body: { playerID: '0', credentials: 'c', newName: 'Bo' } },
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/games' },
  {
    method: 'POST',
    path: '/api/tables',
    body: { gameId: ':game', numPlayers: 2, seats: [{}, { bot: 'easy' }], pace: { mode: 'untimed' }, hints: false },
  },
  { method: 'GET', path: '/api/matches/:match/clock' },
  { method: 'POST', path: '/api/matches/:match/leave', body: { playerID: '0', credentials: 'c', forGood: false } },
  { method: 'POST', path: '/api/matches/:match/back', body: { playerID: '0', credentials: 'c' } },
  { method: 'POST', path: '/api/matches/:match/hint', body: { playerID: '0', credentials: 'c', stateID: 0 } },
  { method: 'GET', path: '/api/turns?matches=:match' },
  { method: 'GET', path: '/api/finished?game=:game&limit=5' },
  { method: 'GET', path: '/replays/:game/:match' },
  // accounts (server/accounts/routes.ts). Signed out, the /api/me routes answer 401;
  // test/server/accounts/sweep.test.ts sweeps them signed in.
  { method: 'POST', path: '/api/accounts', body: { name: 'Sweep Ann', password: 'a long password' } },
  { method: 'POST', path: '/api/accounts/passkey/options', body: { name: 'Sweep Bo' } },
  {
    method: 'POST',
    path: '/api/accounts/passkey',
    body: {
      response: {
        id: 'AAAA',
        rawId: 'AAAA',
        type: 'public-key',
        response: { clientDataJSON: 'e30', attestationObject: 'AAAA' },
      },
    },
  },
  { method: 'POST', path: '/api/session', body: { name: 'Sweep Ann', password: 'a long password' } },
  { method: 'DELETE', path: '/api/session' },
  { method: 'POST', path: '/api/session/passkey/options', body: {} },
  {
    method: 'POST',
    path: '/api/session/passkey',
    body: {
      response: {
        id: 'AAAA',
        rawId: 'AAAA',
        type: 'public-key',
        response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
      },
    },
  },
  { method: 'GET', path: '/api/me' },
  { method: 'GET', path: '/api/me/moderator' },
  { method: 'POST', path: '/api/me/password', body: { current: 'a long password', password: 'another long one' } },
  { method: 'DELETE', path: '/api/me', body: { password: 'a long password' } },
  { method: 'GET', path: '/api/me/matches' },
  {
    method: 'POST',
    path: '/api/me/seats',
    body: { seats: [{ gameId: ':game', matchID: ':match', playerID: '0', credentials: 'c' }] },
  },
  { method: 'GET', path: '/api/me/passkeys' },
  { method: 'POST', path: '/api/me/passkeys/options', body: {} },
  {
    method: 'POST',
    path: '/api/me/passkeys',
    body: {
      response: {
        id: 'AAAA',
        rawId: 'AAAA',
        type: 'public-key',
        response: { clientDataJSON: 'e30', attestationObject: 'AAAA' },
      },
    },
  },
  { method: 'DELETE', path: '/api/me/passkeys/:match' },
  // rated play (server/ratings/routes.ts). Signed out, the quick-match routes answer 401.
  { method: 'GET', path: '/api/leaderboard/:game?limit=10&offset=0' },
  { method: 'GET', path: '/api/players/Sweep%20Ann?limit=10&offset=0' },
  { method: 'GET', path: '/api/matches/:match/ratings' },
  { method: 'POST', path: '/api/quickmatch', body: { gameId: ':game', numPlayers: 2, botsAfter: 30 } },
  { method: 'GET', path: '/api/quickmatch' },
  { method: 'DELETE', path: '/api/quickmatch' },
  // table chat (server/chat/routes.ts; the stream stays open, so it is not swept)
  { method: 'GET', path: '/api/matches/:match/chat' },
  { method: 'GET', path: '/api/matches/:match/chat?room=spectators' },
  { method: 'POST', path: '/api/matches/:match/chat', body: { text: 'hello', playerID: '0', credentials: 'c' } },
  // notifications (server/notify/routes.ts): signed out, the /api/me/push routes answer 401
  { method: 'GET', path: '/api/push/key' },
  { method: 'GET', path: '/api/me/push' },
  {
    method: 'POST',
    path: '/api/me/push',
    body: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/sweep',
      keys: {
        p256dh: 'BMnbKToKsYqnufcjcKA7KvOHH5oIMpgYFW3UIaTdEy1H5E9IxGWbM94-CpmeoZwVghsS5Kaou52mbGdSNybLgiw',
        auth: 'AAAAAAAAAAAAAAAAAAAAAA',
      },
    },
  },
  { method: 'DELETE', path: '/api/me/push', body: { endpoint: 'https://fcm.googleapis.com/fcm/send/sweep' } },
  // e-mail (server/notify/mail-routes.ts; the one-click unsubscribe takes a form body, RFC 8058,
  // and is tested in test/server/notify/mail.test.ts)
  { method: 'GET', path: '/api/me/mail' },
  { method: 'POST', path: '/api/me/mail', body: { address: 'sweep@example.org', kinds: ['your-turn'], lang: 'en' } },
  { method: 'DELETE', path: '/api/me/mail' },
  { method: 'GET', path: '/api/mail/verify?token=sweep' },
  // reports and moderators (server/mod/routes.ts): signed out, 401; test/server/mod/ signs in
  { method: 'POST', path: '/api/reports', body: { name: 'Sweep Ann', matchID: ':match', reason: 'abuse', text: 'x' } },
  { method: 'GET', path: '/api/mod/reports' },
  { method: 'POST', path: '/api/mod/reports/:match/close', body: {} },
  { method: 'DELETE', path: '/api/mod/messages/:match' },
  { method: 'POST', path: '/api/mod/mutes', body: { name: 'Sweep Ann', minutes: 5, reason: 'x' } },
  { method: 'POST', path: '/api/mod/suspensions', body: { name: 'Sweep Ann', reason: 'x' } },
  { method: 'DELETE', path: '/api/mod/suspensions/:match' },
  { method: 'GET', path: '/api/mod/log' },
  // follows, blocks and invitations (server/social/routes.ts): signed out, 401;
  // test/server/accounts/sweep.test.ts sweeps the /api/me ones signed in
  { method: 'GET', path: '/api/me/follows' },
  { method: 'POST', path: '/api/me/follows/Sweep%20Ann', body: {} },
  { method: 'DELETE', path: '/api/me/follows/Sweep%20Ann' },
  { method: 'GET', path: '/api/me/blocks' },
  { method: 'POST', path: '/api/me/blocks/Sweep%20Bo', body: {} },
  { method: 'DELETE', path: '/api/me/blocks/Sweep%20Bo' },
  { method: 'POST', path: '/api/tables/:match/invites', body: { name: 'Sweep Ann' } },
  { method: 'GET', path: '/api/me/inbox' },
  { method: 'POST', path: '/api/me/inbox/:match/accept', body: {} },
  { method: 'POST', path: '/api/me/inbox/:match/decline', body: {} },
  { method: 'DELETE', path: '/api/me/inbox/:match' },
];

export function fill(path: string, v: { game: string; match: string }): string {
  return path.replace(/:game/g, v.game).replace(/:match/g, v.match);
}

export function fillBody(body: Record<string, unknown> | undefined, v: { game: string; match: string }) {
  if (!body) return undefined;
  return JSON.parse(
    JSON.stringify(body)
      .replace(/:game/g, v.game)
      .replace(/:match/g, v.match),
  );
}

export async function send(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(base + path, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json, headers: res.headers };
}

/** Object.prototype has no property it did not have when the process started. */
export const PROTO_KEYS = Object.getOwnPropertyNames(Object.prototype).sort().join(',');
export function prototypeUntouched(): boolean {
  const probe: Record<string, unknown> = {};
  return (
    Object.getOwnPropertyNames(Object.prototype).sort().join(',') === PROTO_KEYS &&
    probe.name === undefined &&
    probe.credentials === undefined &&
    probe['0'] === undefined
  );
}
