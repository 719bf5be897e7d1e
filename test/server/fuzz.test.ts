// No input crashes the server: the real server process (server/main.ts) gets, for every title,
// the message that used to end it and then 5,000+ generated socket events (junk move names, junk
// args of every JSON type, deep nesting, long strings, forbidden keys, wrong stateID, wrong or
// missing credentials, seats that are not active, junk sync and chat). Afterwards the process is
// alive, answers /api/health, no match changed (a spectator's state and the stored state are
// the same), and a legal move still works.
import type { ChildProcess } from 'node:child_process';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import { activeSeats } from '../../games/common/match';
import type { GameModule } from '../../games/common/module';
import { seededRandom } from '../../games/common/rng';
import { checkUpdate } from '../../server/sockets/action-guard';
import { api, randomPort, rawSocket, sleep, spawnServer, tempDir, until } from './harness';

const PER_GAME = 5000;
const children: ChildProcess[] = [];
let server: Awaited<ReturnType<typeof spawnServer>>;
let base = '';

beforeAll(async () => {
  const port = randomPort();
  base = `http://127.0.0.1:${port}`;
  server = await spawnServer(tempDir('rh-fuzz-'), port, { children });
});
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

/** Move names whose long form skips the stale-stateID check (a stale copy of them may apply). */
function staleTolerant(mod: GameModule): Set<string> {
  const out = new Set<string>();
  const scan = (moves: Record<string, any> | undefined) => {
    for (const [k, m] of Object.entries(moves ?? {}))
      if (m && typeof m === 'object' && m.ignoreStaleStateID) out.add(k);
  };
  const scanTurn = (turn: any) => Object.values<any>(turn?.stages ?? {}).forEach((st) => scan(st.moves));
  const g: any = mod.game;
  scan(g.moves);
  scanTurn(g.turn);
  for (const ph of Object.values<any>(g.phases ?? {})) scan(ph.moves), scanTurn(ph.turn);
  return out;
}

type Emit = [string, ...unknown[]];

/** Generated events, each wrong in at least one way that the guard or boardgame.io refuses. */
function generate(
  mod: GameModule,
  matchID: string,
  otherMatch: string,
  state: any,
  creds: string[],
  n: number,
  seed: string,
): Emit[] {
  const r = seededRandom(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  const int = (k: number) => Math.floor(r() * k);
  const sid: number = state._stateID;
  const active = activeSeats(state.ctx);
  const seat = active[0];
  const idle = ['0', '1'].find((p) => !active.includes(p));
  const legal = mod.legalMoves(state.G, state.ctx, seat);
  const tolerant = staleTolerant(mod);
  const staleable = legal.filter((m) => !tolerant.has(m.move));
  const names = [...new Set(legal.map((m) => m.move))];
  const junkString = () =>
    pick([
      '',
      ' ',
      'x'.repeat(int(400)),
      '\u0000',
      '🚂',
      '__proto__',
      'toString',
      '../../etc',
      'a'.repeat(5000),
      String(int(1e9)),
    ]);
  const junkValue = (d = 0): unknown => {
    switch (int(d > 3 ? 5 : 8)) {
      case 0:
        return null;
      case 1:
        return r() < 0.5;
      case 2:
        return pick([0, -1, 1e308, 0.5, -0, 2 ** 53 + 1]);
      case 3:
        return junkString();
      case 4:
        return pick([
          { toString: 1 },
          { valueOf: 1 },
          { toJSON: 1 },
          JSON.parse('{"__proto__":{"x":1}}'),
          { constructor: { prototype: {} } },
          { then: 1 },
        ]);
      case 5:
        return Array.from({ length: int(4) }, () => junkValue(d + 1));
      case 6:
        return Object.fromEntries(Array.from({ length: int(4) }, () => [junkString().slice(0, 20), junkValue(d + 1)]));
      default: {
        const k = 5 + int(60);
        return JSON.parse('['.repeat(k) + ']'.repeat(k));
      }
    }
  };
  const deep = (k: number) => JSON.parse('{"a":'.repeat(k) + '1' + '}'.repeat(k));
  const badArgs = (): unknown =>
    pick([
      [{ toString: 1 }],
      [{ a: { valueOf: 1 } }],
      [JSON.parse('{"__proto__":{"polluted":true}}')],
      [{ constructor: { prototype: { polluted: true } } }],
      [deep(7 + int(80))],
      [{ s: 'x'.repeat(300 + int(100_000)) }],
      [{}, {}],
      [junkValue()],
      [1],
      ['x'],
      [[{}]],
      [null],
      [true],
      { 0: {} },
      'args',
      7,
      [{ a: new Array(201 + int(1000)).fill(0) }],
      [Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, i]))],
    ]);
  const action = (type: unknown, payload: unknown) => ({ type, payload });
  const mv = (name: unknown, args: unknown, playerID: unknown = seat, credentials: unknown = creds[Number(seat)]) =>
    action('MAKE_MOVE', { type: name, args, playerID, credentials });
  const out: Emit[] = [];
  while (out.length < n) {
    const m = pick(legal);
    switch (int(12)) {
      case 0: // junk or unknown move names, otherwise perfect
        out.push([
          'update',
          mv(
            pick([junkString(), `no_such_move_${int(99)}`, 'toString', 'constructor', { toString: 1 }, 42, null]),
            m.args,
          ),
          sid,
          matchID,
          seat,
        ]);
        break;
      case 1: {
        // a real move with arguments the guard refuses (a junk object that passes it is drawn again)
        let e: Emit;
        do e = ['update', mv(pick(names), badArgs()), sid, matchID, seat];
        while (checkUpdate(e.slice(1)).ok);
        out.push(e);
        break;
      }
      case 2: {
        // a legal move at a wrong stateID
        const mm = staleable.length ? pick(staleable) : m;
        const badSid = staleable.length
          ? pick([sid - 1, sid + 1, sid + 1000, -1, 0.5, '0', null, { toString: 1 }, NaN])
          : pick(['0', null, -1]);
        if (badSid === 0 && sid === 0) break;
        out.push(['update', mv(mm.move, mm.args), badSid, matchID, seat]);
        break;
      }
      case 3: // a legal move with wrong or missing credentials
        // (built by hand: mv's default parameter would put the right credentials in for undefined)
        out.push([
          'update',
          action('MAKE_MOVE', {
            type: m.move,
            args: m.args,
            playerID: seat,
            credentials: pick([
              undefined,
              null,
              '',
              'wrong',
              creds[1 - Number(seat)] ?? 'x',
              { toString: 1 },
              'c'.repeat(500),
            ]),
          }),
          sid,
          matchID,
          seat,
        ]);
        break;
      case 4: // a seat that is not active, with its own credentials
        if (!idle) break;
        out.push(['update', mv(m.move, m.args, idle, creds[Number(idle)]), sid, matchID, idle]);
        break;
      case 5: // undo / redo by someone who may not (wrong credentials or idle seat)
        out.push([
          'update',
          action(pick(['UNDO', 'REDO']), {
            type: null,
            args: null,
            playerID: idle ?? seat,
            credentials: idle ? creds[Number(idle)] : 'wrong',
          }),
          sid,
          matchID,
          idle ?? seat,
        ]);
        break;
      case 6: // forged events and unknown action types
        out.push([
          'update',
          action(pick(['GAME_EVENT', 'PLUGIN', 'RESET', 'SYNC', 'UPDATE', { toString: 1 }, 7, null]), {
            type: pick(['endGame', 'endTurn', 'setPhase', 'x']),
            args: [junkValue()],
            playerID: seat,
            credentials: creds[Number(seat)],
          }),
          sid,
          matchID,
          seat,
        ]);
        break;
      case 7: // bad playerID / matchID types, other matches
        out.push([
          'update',
          mv(m.move, m.args),
          sid,
          pick([{ toString: 1 }, ['x'], 42, null, '', 'x'.repeat(500), otherMatch, 'no-such-match']),
          pick([seat, { toString: 1 }, ['0'], 7, 'x'.repeat(300)]),
        ]);
        break;
      case 8: // malformed actions
        out.push([
          'update',
          pick([
            null,
            1,
            'MAKE_MOVE',
            [],
            { type: 'MAKE_MOVE' },
            { type: 'MAKE_MOVE', payload: 'x' },
            { type: 'MAKE_MOVE', payload: { type: m.move, args: m.args, extra: 1 } },
            junkValue(),
          ]),
          sid,
          matchID,
          seat,
        ]);
        break;
      case 9: // junk sync
        out.push([
          'sync',
          pick([matchID, { toString: 1 }, null, 'x'.repeat(300)]),
          pick([{ toString: 1 }, ['0'], 9, '7']),
          pick([{ toString: 1 }, 'wrong', undefined]),
          pick([2, 'x', 1e9, { toString: 1 }]),
        ]);
        break;
      case 10: // junk chat
        out.push([
          'chat',
          pick([matchID, { toString: 1 }]),
          pick([{ id: 'a', sender: seat, payload: junkValue() }, junkValue(), { id: { toString: 1 }, sender: seat }]),
          pick([creds[0], 'wrong', { toString: 1 }]),
        ]);
        break;
      default: // too many arguments, or nothing at all
        out.push(
          pick<Emit>([
            ['update'],
            ['update', mv(m.move, m.args), sid, matchID, seat, 'extra', 'more'],
            ['sync'],
            ['chat', matchID],
          ]),
        );
    }
  }
  return out;
}

async function table(mod: GameModule) {
  const { json } = await api(base, `/games/${mod.id}/create`, { numPlayers: 2 });
  const creds: string[] = [];
  for (const id of ['0', '1'])
    creds.push(
      (await api(base, `/games/${mod.id}/${json.matchID}/join`, { playerName: `P${id}`, playerID: id })).json
        .playerCredentials,
    );
  return { matchID: json.matchID as string, creds };
}

const client = (mod: GameModule, matchID: string, playerID?: string, credentials?: string) => {
  const c = Client({
    game: mod.game,
    multiplayer: SocketIO({ server: base }),
    matchID,
    playerID,
    credentials,
    debug: false,
  });
  c.start();
  return c;
};

describe('no input crashes the server', () => {
  for (const mod of GAMES) {
    it(`${mod.id}: the crash message and ${PER_GAME} generated events change nothing; a legal move still works`, async () => {
      const main = await table(mod);
      const other = await table(mod);
      const players = [client(mod, main.matchID, '0', main.creds[0]), client(mod, main.matchID, '1', main.creds[1])];
      const spectator = client(mod, main.matchID);
      const otherSpectator = client(mod, other.matchID);
      await until(
        () => players.every((p) => p.getState()) && !!spectator.getState() && !!otherSpectator.getState(),
        10_000,
        'sync',
      );
      const seatState = () => {
        const s = spectator.getState()!;
        return players[Number(activeSeats(s.ctx)[0])].getState()!;
      };
      const before = JSON.stringify({ G: spectator.getState()!.G, id: spectator.getState()!._stateID });
      const otherBefore = JSON.stringify(otherSpectator.getState()!.G);

      const { socket, connected } = rawSocket(base, mod.id);
      await connected;
      const st = seatState();
      const seat = activeSeats(st.ctx)[0];
      const name = mod.legalMoves(st.G, st.ctx, seat)[0].move;
      // as a seated player's client would: sync first (moves for a match not synced are dropped)
      socket.emit('sync', main.matchID, seat, main.creds[Number(seat)], main.creds.length);
      await sleep(300);
      // The message from the issue: a seated player's ordinary update with {"toString": 1}.
      socket.emit(
        'update',
        {
          type: 'MAKE_MOVE',
          payload: { type: name, args: [{ toString: 1 }], playerID: seat, credentials: main.creds[Number(seat)] },
        },
        st._stateID,
        main.matchID,
        seat,
      );
      const events = generate(mod, main.matchID, other.matchID, st, main.creds, PER_GAME, `fuzz-${mod.id}`);
      for (let i = 0; i < events.length; i++) {
        socket.emit(...events[i]);
        if (i % 250 === 0) await sleep(5); // let the socket drain
      }
      await sleep(1500);
      expect(server.exitCode).toBeNull();
      expect((await api(base, '/api/health')).status).toBe(200);
      expect(socket.connected).toBe(true);
      expect(JSON.stringify({ G: spectator.getState()!.G, id: spectator.getState()!._stateID })).toBe(before);
      expect(JSON.stringify(otherSpectator.getState()!.G)).toBe(otherBefore);
      // What is stored: a spectator who joins now syncs the same state.
      const late = client(mod, main.matchID);
      await until(() => !!late.getState(), 10_000, 'late spectator');
      expect(JSON.stringify({ G: late.getState()!.G, id: late.getState()!._stateID })).toBe(before);
      late.stop();
      // (the log is JSON lines: the quotes of the reason come escaped)
      expect(server.output.text).toMatch(/refused update on .*\\"toString\\"/);

      // A legal move still works.
      const s = seatState();
      const [m] = mod.legalMoves(s.G, s.ctx, activeSeats(s.ctx)[0]);
      (players[Number(activeSeats(s.ctx)[0])].moves as any)[m.move](...m.args);
      await until(() => spectator.getState()!._stateID > s._stateID, 10_000, 'legal move after fuzz');
      socket.close();
      [...players, spectator, otherSpectator].forEach((c) => c.stop());
    }, 180_000);
  }
});
