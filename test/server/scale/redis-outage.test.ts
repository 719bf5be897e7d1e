// Redis goes away mid-match (killed, back on the same port 2 s later) while two server processes
// serve one match: moves made during the outage are stored, and once Redis is back every client on
// both processes reaches the stored state with no further move (each process catches its clients
// up from storage after its Redis connection comes back); the match is then played to its end.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getGame } from '../../../games';
import { seededRandom } from '../../../games/common/rng';
import { openTable } from '../harness';
import { randomMove, startStack, until, watchedClient, type Stack } from './stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
}, 90_000);
afterAll(() => stack?.stop());

it('a Redis outage mid-match: moves are stored meanwhile, and every client catches up once Redis is back', async () => {
  const mod = getGame('ticket-to-ride-card-game')!;
  const [A, B] = await Promise.all([stack.spawn(), stack.spawn()]);
  const rand = seededRandom('redis-outage');
  const { matchID, creds } = await openTable(A.url, mod, 2);
  const seats = {
    '0': watchedClient(A.url, mod, matchID, '0', creds[0]),
    '1': watchedClient(B.url, mod, matchID, '1', creds[1]),
  };
  const spectators = [watchedClient(A.url, mod, matchID), watchedClient(B.url, mod, matchID)];
  const all = [seats['0'], seats['1'], ...spectators];
  await until(() => all.every((c) => c.getState()), 10_000, 'sync');
  const step = async () => {
    const before = randomMove(mod, seats, rand);
    await until(() => all.every((c) => c.getState()!._stateID > before), 10_000, `move at ${before}`);
  };
  for (let k = 0; k < 6; k++) await step();

  // Redis dies; the seat to move plays on its own process: stored, seen there, not elsewhere.
  const outage = stack.redis.restart(2000);
  await new Promise((r) => setTimeout(r, 300));
  const s = spectators[0].getState()!;
  const seat = Object.keys(s.ctx.activePlayers ?? { [s.ctx.currentPlayer]: 1 })[0] as '0' | '1';
  const mover = seats[seat];
  const before = randomMove(mod, seats, rand);
  await until(() => mover.getState()!._stateID > before, 10_000, 'the mover sees its move');
  await outage;
  // Redis is back: everybody reaches the stored state without any further move.
  await until(() => all.every((c) => c.getState()!._stateID === before + 1), 20_000, 'catch-up after the outage');
  const stored = JSON.stringify(spectators[0].getState()!.G);
  expect(JSON.stringify(spectators[1].getState()!.G)).toBe(stored);
  while (!spectators[1].getState()!.ctx.gameover) await step();
  all.forEach((c) => c.stop());
}, 120_000);
