// Clock, seat and turn routes beside the Lobby API:
//   GET  /api/matches/:matchID/clock                      the clock view (ClockView) of a match
//   POST /api/matches/:matchID/leave { playerID, credentials, forGood? }  a stand-in takes the seat
//   POST /api/matches/:matchID/back  { playerID, credentials }            the player takes it back
//   POST /api/matches/:matchID/resign { playerID, credentials }           the seat resigns (last place;
//                                                          the match ends when too few seats are left in it)
//   POST /api/matches/:matchID/takeback { playerID, credentials }        (unrated tables) ask the others
//                                                          to accept taking this seat's last move back
//   POST /api/matches/:matchID/takeback/answer { playerID, credentials, accept }  their answer
//   POST /api/matches/:matchID/hint  { playerID, credentials, stateID }   the seat asked for a hint
//                                                          (tables that allow them): marked for all
//   GET  /api/turns?matches=<id>,<id>...                   per match: seats to act (not those a stand-in
//                                                          plays), over, and leftMs: for each seat to act
//                                                          on a clock, the ms to its deadline (≤ 100)
import type { State } from 'boardgame.io';
import { activeSeats } from '../../games/common/match';
import type { RoundhouseStoreBase } from '../storage/base';
import type { ClockKeeper } from './keeper';
import { bodyOf } from '../http/body';

const ID = /^[\w-]{1,64}$/;

export function mountClockRoutes(router: any, store: RoundhouseStoreBase, clocks: ClockKeeper) {
  router.get('/api/matches/:matchID/clock', async (ctx: any) => {
    const { matchID } = ctx.params;
    if (!ID.test(matchID)) return bad(ctx, 400, 'Not a match ID');
    const view = await clocks.view(matchID);
    if (!view) {
      const { metadata } = await store.fetch(matchID, { metadata: true });
      if (!metadata) return bad(ctx, 404, `No match ${matchID}`);
      ctx.body = { pace: { mode: 'untimed' }, now: clocks.now(), over: metadata.gameover !== undefined, seats: {} };
      return;
    }
    ctx.body = view;
  });

  for (const verb of ['leave', 'back', 'resign'] as const) {
    router.post(`/api/matches/:matchID/${verb}`, async (ctx: any) => {
      const { matchID } = ctx.params;
      if (!ID.test(matchID)) return bad(ctx, 400, 'Not a match ID');
      const body = bodyOf(ctx);
      if (body.forGood !== undefined && typeof body.forGood !== 'boolean')
        return bad(ctx, 400, 'forGood must be true or false');
      const playerID = typeof body.playerID === 'number' ? String(body.playerID) : body.playerID;
      const r =
        verb === 'leave'
          ? await clocks.leave(matchID, playerID, body.credentials, body.forGood === true)
          : verb === 'resign'
            ? await clocks.resign(matchID, playerID, body.credentials)
            : await clocks.back(matchID, playerID, body.credentials);
      if (!r.ok) return bad(ctx, r.status, r.error);
      ctx.body = r.view;
    });
  }

  router.post('/api/matches/:matchID/takeback', async (ctx: any) => {
    const { matchID } = ctx.params;
    if (!ID.test(matchID)) return bad(ctx, 400, 'Not a match ID');
    const body = bodyOf(ctx);
    const playerID = typeof body.playerID === 'number' ? String(body.playerID) : body.playerID;
    const r = await clocks.askTakeback(matchID, playerID, body.credentials);
    if (!r.ok) return bad(ctx, r.status, r.error);
    ctx.body = r.view;
  });

  router.post('/api/matches/:matchID/takeback/answer', async (ctx: any) => {
    const { matchID } = ctx.params;
    if (!ID.test(matchID)) return bad(ctx, 400, 'Not a match ID');
    const body = bodyOf(ctx);
    const playerID = typeof body.playerID === 'number' ? String(body.playerID) : body.playerID;
    const r = await clocks.answerTakeback(matchID, playerID, body.credentials, body.accept);
    if (!r.ok) return bad(ctx, r.status, r.error);
    ctx.body = r.view;
  });

  router.post('/api/matches/:matchID/hint', async (ctx: any) => {
    const { matchID } = ctx.params;
    if (!ID.test(matchID)) return bad(ctx, 400, 'Not a match ID');
    const body = bodyOf(ctx);
    const playerID = typeof body.playerID === 'number' ? String(body.playerID) : body.playerID;
    const r = await clocks.hint(matchID, playerID, body.credentials, body.stateID);
    if (!r.ok) return bad(ctx, r.status, r.error);
    ctx.body = r.view;
  });

  router.get('/api/turns', async (ctx: any) => {
    const ids = String(ctx.query.matches ?? '')
      .split(',')
      .filter(Boolean);
    if (ids.length > 100) return bad(ctx, 400, 'At most 100 matches at a time');
    if (ids.some((id) => !ID.test(id))) return bad(ctx, 400, 'Not a match ID');
    type Turn = { toAct: string[]; over: boolean; leftMs: Record<string, number> };
    const out: [string, Turn | null][] = [];
    for (const id of ids) {
      const { state } = (await store.fetch(id, { state: true })) as { state?: State };
      if (!state) {
        out.push([id, null]);
        continue;
      }
      const over = state.ctx.gameover !== undefined;
      // a seat a stand-in bot plays does not wait for its player
      const view = over ? null : await clocks.view(id);
      const seats = view?.seats;
      const toAct = over ? [] : activeSeats(state.ctx).filter((s) => !seats?.[s]?.standIn);
      // the time left of each seat to act, from the clock's deadlines (own keys: the match's seats)
      const leftMs = Object.fromEntries(
        toAct.flatMap((s) => {
          const at = seats?.[s]?.deadline;
          return typeof at === 'number' && view ? [[s, Math.max(0, at - view.now)]] : [];
        }),
      );
      out.push([id, { toAct, over, leftMs }]);
    }
    ctx.body = Object.fromEntries(out); // own keys, whatever the IDs (never an assignment)
  });
}

function bad(ctx: any, status: number, error: string) {
  ctx.status = status;
  ctx.body = { error };
}
