// One result everywhere (games/common/result.ts): a seat left for good or resigned is last on the
// board's result, in the replay and in the ratings; resigning; a match that no person played at
// its end (stand-ins alone) is settled without rating. Real server, real sockets (SQLite).
import type { LogEntry, State } from 'boardgame.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeSeats } from '../../games/common/match';
import { rebuildReplay } from '../../games/common/replay';
import { matchResult } from '../../games/common/result';
import type { RoundhouseServer } from '../../server/app';
import { playedOutByStandIns, STAND_IN_MOVES } from '../../server/ratings/keeper';
import { toyCards } from '../fixtures/toy-cards';
import { until } from './harness';
import { Jar, PASSWORD, serve, uniqueName } from './accounts/helpers';
import { playToEnd, seatClient } from './ratings/helpers';

const GAME = toyCards.id;

let srv: RoundhouseServer;
beforeAll(async () => {
  srv = await serve('sqlite');
}, 60_000);
afterAll(() => srv?.stop());

async function players(n: number, prefix: string) {
  const out: { jar: Jar; name: string }[] = [];
  for (let i = 0; i < n; i++) {
    const jar = new Jar(srv.url);
    const name = uniqueName(`${prefix}${i}`);
    expect((await jar.signUp(name, PASSWORD)).status).toBe(201);
    out.push({ jar, name });
  }
  return out;
}

async function table(ps: { jar: Jar }[], rated: boolean) {
  const created = await ps[0].jar.post('/api/tables', { gameId: GAME, numPlayers: ps.length, rated });
  expect(created.status, JSON.stringify(created.json)).toBe(200);
  const matchID = created.json.matchID as string;
  const creds: Record<string, string> = {};
  for (const [i, p] of ps.entries()) {
    const j = await p.jar.post(`/games/${GAME}/${matchID}/join`, { playerName: `P${i}`, playerID: String(i) });
    expect(j.status, JSON.stringify(j.json)).toBe(200);
    creds[String(i)] = j.json.playerCredentials;
  }
  return { matchID, creds };
}

const stored = async (id: string) =>
  (await srv.store.fetch(id, { state: true, log: true, metadata: true })) as {
    state: State;
    log: LogEntry[];
    metadata: any;
  };

/** Play `n` moves (first legal move of the seat to act) through the seats' own clients. */
async function play(matchID: string, creds: Record<string, string>, n: number, favour?: string) {
  const clients = Object.fromEntries(
    Object.entries(creds).map(([seat, c]) => [seat, seatClient(srv.url, matchID, seat, c)]),
  );
  const all = Object.values(clients);
  try {
    await until(() => all.every((c) => !!c.getState()), 10_000, 'sync');
    for (let i = 0; i < n; i++) {
      const st = all[0].getState()!;
      if (st.ctx.gameover) break;
      const seat = activeSeats(st.ctx)[0];
      const own = clients[seat].getState()!;
      const legal = toyCards.legalMoves(own.G, own.ctx, seat);
      // the favoured seat plays its highest card, the others their lowest
      const card = (m: (typeof legal)[number]) => (m.move === 'play' ? (m.args[0] as { card: number }).card : 0);
      const plays = legal.filter((m) => m.move === 'play').sort((x, y) => card(x) - card(y));
      const pick =
        favour === undefined || !plays.length ? legal[0] : seat === favour ? plays[plays.length - 1] : plays[0];
      (clients[seat].moves as any)[pick.move](...pick.args);
      await until(() => all.every((c) => c.getState()!._stateID > st._stateID), 10_000, `move at state ${st._stateID}`);
    }
  } finally {
    all.forEach((c) => c.stop());
  }
}

describe('one result everywhere', () => {
  it('leaving a rated 2-player match for good ends it at once: the other seat wins on the board, in the replay and in the ratings, even when the leaver leads', async () => {
    const [a, b] = await players(2, 'Lead');
    // play until the leaver (seat 1) leads on the board, so the rule is what puts it last; a deal
    // can give seat 1 only low cards, then a new table is dealt
    let leads = false;
    let matchID = '';
    let creds: Record<string, string> = {};
    for (let deal = 0; deal < 5 && !leads; deal++) {
      ({ matchID, creds } = await table([a, b], true));
      for (let i = 0; i < 12 && !leads; i++) {
        await play(matchID, creds, 1, '1');
        const { state } = await stored(matchID);
        if (state.ctx.gameover) break;
        const s = toyCards.scores(state.G, state.ctx);
        leads = s['1'] > s['0'];
      }
    }
    expect(leads, 'seat 1 never led').toBe(true);
    // seat 0's client is connected: it hears the end
    const watcher = seatClient(srv.url, matchID, '0', creds['0']);
    try {
      await until(() => !!watcher.getState(), 10_000, 'sync');
      const left = await b.jar.post(`/api/matches/${matchID}/leave`, {
        playerID: '1',
        credentials: creds['1'],
        forGood: true,
      });
      expect(left.status, JSON.stringify(left.json)).toBe(200);
      expect(left.json.seats['1']).toMatchObject({ abandoned: true, resigned: false });
      const { state, log, metadata } = await stored(matchID);
      expect(state.ctx.gameover).toMatchObject({ winner: '0', winners: ['0'], out: { '1': 'left' } });
      expect(metadata.gameover).toEqual(state.ctx.gameover);
      expect(state.ctx.gameover.scores['1']).toBeGreaterThan(state.ctx.gameover.scores['0']);
      await until(() => watcher.getState()!.ctx.gameover !== undefined, 10_000, 'the update at the connected client');
      expect(matchResult(watcher.getState()!.ctx.gameover, ['0', '1']).winners).toEqual(['0']);
      // the replay: the log replays to the stored end; the route names the seat out
      const rep = await a.jar.get(`/replays/${GAME}/${matchID}`);
      expect(rep.status).toBe(200);
      expect(rep.json.out).toEqual({ '1': 'left' });
      const rebuilt = rebuildReplay(toyCards, rep.json.initialState, rep.json.log);
      expect(rebuilt.error).toBeUndefined();
      const last = rebuilt.states[rebuilt.states.length - 1];
      expect(last._stateID).toBe(state._stateID);
      expect(last.ctx.gameover).toEqual(state.ctx.gameover);
      expect(rebuilt.steps[rebuilt.steps.length - 1].kind).toBe('end');
      expect(log[log.length - 1].action.type).toBe('GAME_EVENT');
      // the ratings agree
      await until(async () => !!(await srv.repos.ratings.ratedResult(matchID)), 5000, 'rated');
      const prof = (await a.jar.get(`/api/players/${encodeURIComponent(b.name)}`)).json;
      expect(prof.matches[0]).toMatchObject({ matchID, place: 2 });
      expect(prof.matches[0].ratingAfter).toBeLessThan(prof.matches[0].ratingBefore);
      const board = (await a.jar.get(`/api/leaderboard/${GAME}`)).json.map((r: { name: string }) => r.name);
      expect(board.indexOf(a.name)).toBeLessThan(board.indexOf(b.name));
      // nothing more for that seat
      expect(
        (await b.jar.post(`/api/matches/${matchID}/back`, { playerID: '1', credentials: creds['1'] })).status,
      ).toBe(409);
    } finally {
      watcher.stop();
    }
  }, 90_000);

  it("resign: refused without the seat's credentials; in a 3-player match the first to resign is last and the match goes on; the second ends it, the last seat in wins", async () => {
    const ps = await players(3, 'Resign');
    const { matchID, creds } = await table(ps, false);
    await play(matchID, creds, 2);
    expect(
      (await ps[2].jar.post(`/api/matches/${matchID}/resign`, { playerID: '2', credentials: 'nope' })).status,
    ).toBe(403);
    const r2 = await ps[2].jar.post(`/api/matches/${matchID}/resign`, { playerID: '2', credentials: creds['2'] });
    expect(r2.status, JSON.stringify(r2.json)).toBe(200);
    expect(r2.json.seats['2']).toMatchObject({ resigned: true, abandoned: true, standIn: 'left' });
    expect((await stored(matchID)).state.ctx.gameover).toBeUndefined();
    expect(
      (await ps[2].jar.post(`/api/matches/${matchID}/back`, { playerID: '2', credentials: creds['2'] })).status,
    ).toBe(409);
    const r1 = await ps[1].jar.post(`/api/matches/${matchID}/resign`, { playerID: '1', credentials: creds['1'] });
    expect(r1.status, JSON.stringify(r1.json)).toBe(200);
    const { state } = await stored(matchID);
    expect(state.ctx.gameover).toMatchObject({
      winner: '0',
      winners: ['0'],
      out: { '1': 'resigned', '2': 'resigned' },
    });
    expect(matchResult(state.ctx.gameover, ['0', '1', '2']).places).toEqual({ '0': 1, '1': 2, '2': 2 });
    expect(
      (await ps[0].jar.post(`/api/matches/${matchID}/resign`, { playerID: '0', credentials: creds['0'] })).status,
    ).toBe(409);
    const fin = (await ps[0].jar.get(`/api/finished?game=${GAME}`)).json.matches.find(
      (m: { matchID: string }) => m.matchID === matchID,
    );
    expect(fin.out).toEqual({ '1': 'resigned', '2': 'resigned' });
  }, 60_000);
});

describe('stand-ins alone', () => {
  it(`a rated match whose last ${STAND_IN_MOVES} moves were all stand-ins' is settled without rating, and says so`, async () => {
    const [a, b] = await players(2, 'Alone');
    const { matchID, creds } = await table([a, b], true);
    await play(matchID, creds, 2);
    // both players leave (not for good); the stand-ins (here the test, with their credentials) finish
    for (const [seat, p] of [
      ['0', a],
      ['1', b],
    ] as const) {
      expect(
        (await p.jar.post(`/api/matches/${matchID}/leave`, { playerID: seat, credentials: creds[seat] })).status,
      ).toBe(200);
    }
    const standIn = Object.fromEntries(Object.entries(creds).map(([s, c]) => [s, srv.standIns.credentialsFor(c)]));
    await playToEnd(srv.url, matchID, standIn);
    await until(async () => !!(await srv.repos.ratings.ratedResult(matchID)), 5000, 'settled');
    expect(await srv.repos.ratings.ratedResult(matchID)).toMatchObject({
      rated: false,
      note: expect.stringMatching(/^stand-ins/),
    });
    expect((await a.jar.get(`/api/players/${encodeURIComponent(a.name)}`)).json.matches).toEqual([]);
    expect((await a.jar.get(`/api/matches/${matchID}/ratings`)).json).toMatchObject({
      rated: true,
      unrated: 'stand-ins',
    });
    expect((await a.jar.get(`/replays/${GAME}/${matchID}`)).json.unrated).toBe('stand-ins');
  }, 90_000);

  it("the rule: the last moves all stand-ins', or every seat a stand-in at the end; a person's move among the last ones keeps the match rated", () => {
    const mv = (standIn: boolean, i: number) =>
      ({
        _stateID: i,
        turn: i,
        phase: '',
        action: {
          type: 'MAKE_MOVE',
          payload: { type: 'm', args: [], playerID: String(i % 2), ...(standIn ? { standIn: true } : {}) },
        },
      }) as unknown as LogEntry;
    const clock = (a: object, b: object) =>
      ({ pace: { mode: 'untimed' }, stateID: 1, seats: { '0': { bankMs: 0, ...a }, '1': { bankMs: 0, ...b } } }) as any;
    const people = clock({}, {});
    const log = (flags: boolean[]) => flags.map((f, i) => mv(f, i));
    expect(playedOutByStandIns(log([false, ...Array(STAND_IN_MOVES).fill(true)]), people)).toMatch(/last 10/);
    expect(playedOutByStandIns(log([...Array(STAND_IN_MOVES - 1).fill(true), false]), people)).toBeNull();
    expect(playedOutByStandIns(log([true, false, ...Array(STAND_IN_MOVES - 1).fill(true)]), people)).toBeNull();
    expect(playedOutByStandIns(log([false, true]), clock({ standIn: 'left' }, { standIn: 'timeout' }))).toMatch(
      /every seat/,
    );
    expect(playedOutByStandIns(log([false, true]), clock({ standIn: 'left' }, {}))).toBeNull();
  });
});

describe('takeback at an unrated table', () => {
  const ask = (p: { jar: Jar }, id: string, seat: string, credentials: string) =>
    p.jar.post(`/api/matches/${id}/takeback`, { playerID: seat, credentials });
  const answer = (p: { jar: Jar }, id: string, seat: string, credentials: string, accept: unknown) =>
    p.jar.post(`/api/matches/${id}/takeback/answer`, { playerID: seat, credentials, accept });

  it('asked by one seat, accepted by the other: the match goes back to before the move (each client gets its own view), and the replay makes the same state', async () => {
    const [a, b] = await players(2, 'Back');
    const { matchID, creds } = await table([a, b], false);
    await play(matchID, creds, 2);
    const before = await stored(matchID);
    // the state before seat 1's move
    const rec = (await srv.store.fetchReplay(matchID))!;
    const steps = rebuildReplay(toyCards, rec.initialState, rec.log);
    const target = steps.states[steps.states.length - 2];
    const watcher = seatClient(srv.url, matchID, '1', creds['1']);
    try {
      await until(() => !!watcher.getState(), 10_000, 'sync');
      // nobody else's answer counts; a seat cannot answer its own request
      expect((await answer(a, matchID, '0', creds['0'], true)).status).toBe(409);
      const asked = await ask(b, matchID, '1', creds['1']);
      expect(asked.status, JSON.stringify(asked.json)).toBe(200);
      expect(asked.json.takeback).toMatchObject({ seat: '1', accepted: [] });
      expect((await stored(matchID)).state._stateID).toBe(before.state._stateID);
      expect((await answer(b, matchID, '1', creds['1'], true)).status).toBe(403);
      expect((await answer(a, matchID, '0', creds['0'], 'yes')).status).toBe(400);
      expect((await answer(a, matchID, '0', 'nope', true)).status).toBe(403);
      const ok = await answer(a, matchID, '0', creds['0'], true);
      expect(ok.status, JSON.stringify(ok.json)).toBe(200);
      expect(ok.json.takeback).toBeNull();
      expect(ok.json.takebackEnd).toMatchObject({ seat: '1', outcome: 'done' });
      const after = await stored(matchID);
      expect(after.state._stateID).toBe(before.state._stateID + 1);
      expect(after.state.G).toEqual(target.G);
      expect(after.state.ctx.currentPlayer).toBe('1');
      // seat 1's client: its card back in its hand, seat 0's hand still hidden from it
      await until(() => watcher.getState()!._stateID === after.state._stateID, 10_000, 'the update at the client');
      const seen = watcher.getState()!.G as any;
      expect(seen.hands['1']).toEqual(target.G.hands['1']);
      expect(seen.hands['0']).toEqual([]);
      expect(seen.secret.deck).toEqual([]);
      // the replay applies the logged takeback to the same state
      const again = (await srv.store.fetchReplay(matchID))!;
      const rebuilt = rebuildReplay(toyCards, again.initialState, again.log);
      expect(rebuilt.error).toBeUndefined();
      const last = rebuilt.states[rebuilt.states.length - 1];
      expect(rebuilt.steps[rebuilt.steps.length - 1].kind).toBe('takeback');
      expect(last._stateID).toBe(after.state._stateID);
      expect(last.G).toEqual(after.state.G);
      expect(last.ctx).toEqual(after.state.ctx);
      // and the match plays on from there
      await play(matchID, creds, 2);
      expect((await stored(matchID)).state._stateID).toBe(after.state._stateID + 2);
    } finally {
      watcher.stop();
    }
  }, 60_000);

  it('declined: nothing changes; refused over a drawn card (randomness, hidden information) with the reason, at a rated table, and with no move to take back', async () => {
    const [a, b] = await players(2, 'NoBack');
    const { matchID, creds } = await table([a, b], false);
    expect((await ask(a, matchID, '0', creds['0'])).json.error).toMatch(/no move to take back/);
    await play(matchID, creds, 2);
    const before = await stored(matchID);
    expect((await ask(a, matchID, '0', creds['0'])).status).toBe(200);
    const no = await answer(b, matchID, '1', creds['1'], false);
    expect(no.json.takebackEnd).toMatchObject({ seat: '0', outcome: 'declined', by: '1' });
    expect((await stored(matchID)).state._stateID).toBe(before.state._stateID);
    // seat 0 draws a card from the secret deck: that cannot be taken back
    const c0 = seatClient(srv.url, matchID, '0', creds['0']);
    try {
      await until(() => !!c0.getState(), 10_000, 'sync');
      (c0.moves as any).draw();
      await until(async () => (await stored(matchID)).state._stateID > before.state._stateID, 10_000, 'the draw');
    } finally {
      c0.stop();
    }
    const refused = await ask(a, matchID, '0', creds['0']);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatch(
      /^Cannot take back: a move since then drew cards or dice, or revealed hidden information \(P1 draws\)/,
    );
    const rated = await table(await players(2, 'RatedBack'), true);
    expect((await ask(a, rated.matchID, '0', rated.creds['0'])).status).toBe(403);
  }, 60_000);
});
