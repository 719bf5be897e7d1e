// Two server processes on one Postgres and one Redis (all real, started here).
// - A match created through process A, seat 0 on A, seat 1 and a spectator on B, played to its end
//   with random legal moves: every client sees every update, the replay is the same from both.
// - Races: the seat to move sends two different legal moves at the same _stateID, one to A and one
//   to B, at the same instant; 200 times. Exactly one is stored each time (0 lost), every update any
//   socket on either process received is a state of the stored history (0 forks), and the sockets
//   of the losing process are brought to the winning state.
// - "Play again" from both seats at once, one through each process: one next match.
import { io, type Socket } from 'socket.io-client';
import type { State } from 'boardgame.io';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGame } from '../../../games';
import { activeSeats } from '../../../games/common/match';
import type { GameModule } from '../../../games/common/module';
import { seededRandom } from '../../../games/common/rng';
import { rebuildReplay } from '../../../games/common/replay';
import { comparable } from '../../replay/helpers';
import { api } from '../harness';
import { openTable } from '../harness';
import { randomMove, startStack, until, watchedClient, type Stack } from './stack';

let stack: Stack;
let db: pg.Client;
let A: Awaited<ReturnType<Stack['spawn']>>;
let B: Awaited<ReturnType<Stack['spawn']>>;

beforeAll(async () => {
  stack = await startStack();
  [A, B] = await Promise.all([stack.spawn(), stack.spawn()]);
  db = new pg.Client({ connectionString: stack.pg.url });
  await db.connect();
}, 90_000);
afterAll(async () => {
  await db?.end().catch(() => {});
  await stack?.stop();
});

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x));
const view = (mod: GameModule, s: State, pid: string | null) =>
  json(mod.game.playerView!({ G: s.G, ctx: s.ctx, playerID: pid } as any));

describe('two processes, one Postgres, one Redis', () => {
  it('a match created on A, seat 0 on A, seat 1 and a spectator on B, played to its end: every client sees every update; one replay', async () => {
    const mod = getGame('ticket-to-ride-card-game')!;
    const rand = seededRandom('two-processes');
    const { matchID, creds } = await openTable(A.url, mod, 2);
    const seats = {
      '0': watchedClient(A.url, mod, matchID, '0', creds[0]),
      '1': watchedClient(B.url, mod, matchID, '1', creds[1]),
    };
    const spectator = watchedClient(B.url, mod, matchID);
    const all = [seats['0'], seats['1'], spectator];
    await until(() => all.every((c) => c.getState()), 10_000, 'sync');
    let moves = 0;
    while (!spectator.getState()!.ctx.gameover) {
      const before = randomMove(mod, seats, rand);
      await until(() => all.every((c) => c.getState()!._stateID > before), 10_000, `move ${moves} (state ${before})`);
      moves++;
      expect(moves).toBeLessThan(2000);
    }
    const final = spectator.getState()!._stateID;
    for (const c of all) {
      for (let k = 0; k <= final; k++) expect(c.seen.has(k), `a client missed state ${k}`).toBe(true);
      expect(c.getState()!.ctx.gameover).toBeDefined();
    }
    // The same replay from both processes, and it rebuilds the final state.
    const [ra, rb] = await Promise.all(
      [A, B].map(async (p) => (await fetch(`${p.url}/replays/${mod.id}/${matchID}`)).json()),
    );
    expect(ra).toEqual(rb);
    const rebuilt = rebuildReplay(mod, ra.initialState, ra.log);
    expect(rebuilt.error).toBeUndefined();
    const last = rebuilt.states[rebuilt.states.length - 1];
    expect(last._stateID).toBe(final);
    expect(view(mod, last, null)).toEqual(json(spectator.getState()!.G));
    expect(view(mod, last, '0')).toEqual(json(seats['0'].getState()!.G));
    expect(view(mod, last, '1')).toEqual(json(seats['1'].getState()!.G));
    // Both processes list it as finished.
    for (const p of [A, B])
      expect((await api(p.url, `/api/finished?game=${mod.id}`)).json.matches.map((m: any) => m.matchID)).toContain(
        matchID,
      );
    all.forEach((c) => c.stop());
  }, 120_000);

  it('200 races of two moves at the same _stateID, one through each process: exactly one stored each time, no fork, the loser re-synced', async () => {
    const mod = getGame('steam-rollers')!;
    const rand = seededRandom('races');
    const RACES = 200;
    type Rec = { viewer: string | null; state: State };
    let races = 0;
    const matches: string[] = [];
    const received: Record<string, Rec[]> = {};
    const refusedBefore = countRefusals();
    while (races < RACES) {
      const { matchID, creds } = await openTable(A.url, mod, 2);
      matches.push(matchID);
      const recs: Rec[] = (received[matchID] = []);
      // On each process: a socket per seat (with its credentials) and a spectator.
      const sockets: Record<string, { socket: Socket; last: () => State | undefined; viewer: string | null }> = {};
      for (const [name, p] of [
        ['A', A],
        ['B', B],
      ] as const) {
        for (const viewer of ['0', '1', null]) {
          const socket = io(`${p.url}/${mod.id}`, { transports: ['websocket'], forceNew: true });
          let last: State | undefined;
          const onState = (s: State) => {
            recs.push({ viewer, state: s });
            if (!last || s._stateID >= last._stateID) last = s;
          };
          socket.on('sync', (_m: string, info: { state: State }) => onState(info.state));
          socket.on('update', (_m: string, s: State) => onState(s));
          await new Promise<void>((r) => socket.on('connect', () => r()));
          socket.emit('sync', matchID, viewer, viewer === null ? undefined : creds[Number(viewer)], 2);
          sockets[`${name}${viewer ?? 'S'}`] = { socket, last: () => last, viewer };
        }
      }
      await until(() => Object.values(sockets).every((s) => s.last()), 10_000, 'sync');
      while (races < RACES) {
        const cur = sockets.AS.last()!;
        if (cur.ctx.gameover) break;
        const seat = activeSeats(cur.ctx)[0];
        const mine = sockets[`A${seat}`].last()!;
        const legal = mod.legalMoves(mine.G, mine.ctx, seat);
        const i = Math.floor(rand() * legal.length);
        const j = legal.length > 1 ? (i + 1 + Math.floor(rand() * (legal.length - 1))) % legal.length : i;
        const action = (m: (typeof legal)[number]) => ({
          type: 'MAKE_MOVE',
          payload: { type: m.move, args: m.args, playerID: seat, credentials: creds[Number(seat)] },
        });
        const at = cur._stateID;
        sockets[`A${seat}`].socket.emit('update', action(legal[i]), at, matchID, seat);
        sockets[`B${seat}`].socket.emit('update', action(legal[j]), at, matchID, seat);
        // Every socket on both processes, the loser's included, reaches the next state.
        await until(
          () => Object.values(sockets).every((s) => s.last()!._stateID >= at + 1),
          10_000,
          `race ${races} at state ${at}`,
        );
        const { state } = await fetchState(matchID);
        expect(state._stateID, 'exactly one of the two moves is stored').toBe(at + 1);
        races++;
      }
      Object.values(sockets).forEach((s) => s.socket.close());
    }
    // Storage: one move per _stateID; the log rebuilds the stored state.
    for (const matchID of matches) {
      const { state, log, initialState } = await fetchAll(matchID);
      const perState = new Map<number, number>();
      for (const e of log)
        if (e.action.type === 'MAKE_MOVE') perState.set(e._stateID, (perState.get(e._stateID) ?? 0) + 1);
      expect(
        [...perState.values()].every((n) => n === 1),
        'two moves stored at one _stateID',
      ).toBe(true);
      const rebuilt = rebuildReplay(mod, initialState, log);
      expect(rebuilt.error).toBeUndefined();
      expect(comparable(rebuilt.states[rebuilt.states.length - 1])).toEqual(comparable(state));
      // Every state any socket received is the stored state of its _stateID, in that socket's view.
      const byId = new Map(rebuilt.states.map((s) => [s._stateID, s]));
      for (const { viewer, state: got } of received[matchID]) {
        const truth = byId.get(got._stateID);
        expect(truth, `a socket received state ${got._stateID}, which was never stored`).toBeDefined();
        expect(json(got.G), `fork at state ${got._stateID} (${viewer ?? 'spectator'})`).toEqual(
          view(mod, truth!, viewer),
        );
        expect(json(got.ctx)).toEqual(json(truth!.ctx));
      }
    }
    // The races were real: in many of them both processes got as far as writing.
    const refused = countRefusals() - refusedBefore;
    console.log(`races: ${RACES}, refused writes (both processes got as far as writing): ${refused}`);
    expect(refused).toBeGreaterThanOrEqual(RACES * 0.1);
  }, 180_000);

  it('"Play again" pressed by both seats at the same instant, one through each process: both go to the same next match, 20 times', async () => {
    const mod = getGame('steam-rollers')!;
    let split = 0;
    for (let k = 0; k < 20; k++) {
      const { matchID, creds } = await openTable(A.url, mod, 2);
      const [a, b] = await Promise.all([
        api(A.url, `/games/${mod.id}/${matchID}/playAgain`, { playerID: '0', credentials: creds[0] }),
        api(B.url, `/games/${mod.id}/${matchID}/playAgain`, { playerID: '1', credentials: creds[1] }),
      ]);
      expect(a.status, JSON.stringify(a.json)).toBe(200);
      expect(b.status, JSON.stringify(b.json)).toBe(200);
      if (a.json.nextMatchID !== b.json.nextMatchID) split++;
      // the finished table points at the match both were sent to
      const { rows } = await db.query('SELECT metadata FROM matches WHERE id = $1', [matchID]);
      expect(JSON.parse(rows[0].metadata).nextMatchID).toBe(a.json.nextMatchID);
    }
    expect(split, 'rematches split between two next matches').toBe(0);
  }, 120_000);
});

function countRefusals(): number {
  return [A, B].reduce((n, p) => n + (p.output.text.match(/was stored first by another process/g) ?? []).length, 0);
}

/** What Postgres holds for a match: its state, true initial state and log. */
async function fetchAll(matchID: string): Promise<{ state: State; log: any[]; initialState: State }> {
  const { rows } = await db.query('SELECT state, initial FROM matches WHERE id = $1', [matchID]);
  const log = await db.query('SELECT entry FROM logs WHERE match_id = $1 ORDER BY seq', [matchID]);
  return {
    state: await withUndo(matchID, JSON.parse(rows[0].state)),
    initialState: JSON.parse(rows[0].initial),
    log: log.rows.map((r) => JSON.parse(r.entry)),
  };
}

async function fetchState(matchID: string): Promise<{ state: State }> {
  const { rows } = await db.query('SELECT state FROM matches WHERE id = $1', [matchID]);
  return { state: await withUndo(matchID, JSON.parse(rows[0].state)) };
}

/** The stored state with its undo history, which the store keeps apart (server/storage/base.ts). */
async function withUndo(matchID: string, state: State): Promise<State> {
  if ('_undo' in (state as object)) return state;
  const { rows } = await db.query('SELECT entry FROM undo_steps WHERE match_id = $1 ORDER BY idx', [matchID]);
  return { ...(state as object), _undo: rows.map((r) => JSON.parse(r.entry)) } as State;
}
