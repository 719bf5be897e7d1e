// Quick-match routes (signed in; 401 otherwise):
//   POST   /api/quickmatch { gameId, numPlayers, pace?, botsAfter? } → 202 your state
//          pace: "live" (90 s a turn; the default, so older pages keep working) or "turnBased"
//          (24 hours a turn; the request waits up to a day with the page closed); botsAfter: live only
//   GET    /api/quickmatch                       → { status: 'idle' | 'waiting' | 'seated', … }
//                                                  (waiting: pace, since, until; seated: pace,
//                                                  matchID, playerID, credentials)
//   DELETE /api/quickmatch                       → 204: out of the queue (409 { error, matchID }
//                                                  while seated at an unfinished live quick match;
//                                                  POST answers the same then)
import type { Context } from 'koa';
import type { GameModule } from '../../games/common/module';
import type { Sessions, SignedIn } from '../accounts/sessions';
import { bodyOf } from '../http/body';
import { fail, shown } from '../http/errors';
import { checkNumPlayers } from '../lobby/setup-data';
import { QUICK_PACE_NAMES, type QuickPaceName } from '../ratings/quick-pace';
import { BOTS_AFTER_MAX, BOTS_AFTER_MIN, type QuickMatch } from './quickmatch';

export interface QuickRouteDeps {
  games: GameModule[];
  sessions: Sessions;
  quick: QuickMatch;
}

const FIELDS = ['gameId', 'numPlayers', 'pace', 'botsAfter'];

export function mountQuickMatch(router: any, deps: QuickRouteDeps): void {
  const { sessions, quick } = deps;
  const byId = new Map(deps.games.map((g) => [g.id, g]));
  const answer = (ctx: Context, status: number, body?: unknown) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.status = status;
    if (body !== undefined) ctx.body = body;
  };
  const signedIn = async (ctx: Context): Promise<SignedIn | undefined> => {
    const s = await sessions.current(ctx);
    if (!s) fail(ctx, 401, 'Not signed in');
    return s;
  };

  router.post('/api/quickmatch', async (ctx: Context) => {
    const s = await signedIn(ctx);
    if (!s) return;
    const body = bodyOf(ctx);
    for (const k of Object.keys(body))
      if (!FIELDS.includes(k)) return fail(ctx, 400, `Unexpected field "${k.slice(0, 40)}"`);
    const mod = typeof body.gameId === 'string' ? byId.get(body.gameId) : undefined;
    if (!mod) return fail(ctx, 404, `Unknown game: ${shown(body.gameId)}`);
    const n = checkNumPlayers(mod, body.numPlayers);
    if (!n.ok) return fail(ctx, 400, n.error);
    const pace = body.pace ?? 'live';
    if (!QUICK_PACE_NAMES.includes(pace)) return fail(ctx, 400, 'pace must be "live" or "turnBased"');
    const botsAfter = body.botsAfter ?? null;
    if (
      botsAfter !== null &&
      !(
        typeof botsAfter === 'number' &&
        Number.isInteger(botsAfter) &&
        botsAfter >= BOTS_AFTER_MIN &&
        botsAfter <= BOTS_AFTER_MAX
      )
    ) {
      return fail(ctx, 400, `botsAfter must be a whole number of seconds from ${BOTS_AFTER_MIN} to ${BOTS_AFTER_MAX}`);
    }
    if (botsAfter !== null && pace !== 'live') return fail(ctx, 400, 'botsAfter is for live quick matches only');
    const r = await quick.join(s.account, mod.id, n.n, botsAfter, pace as QuickPaceName);
    if (!r.ok)
      return r.matchID ? answer(ctx, r.status, { error: r.error, matchID: r.matchID }) : fail(ctx, r.status, r.error);
    answer(ctx, 202, r.view);
  });

  router.get('/api/quickmatch', async (ctx: Context) => {
    const s = await signedIn(ctx);
    if (s) answer(ctx, 200, await quick.state(s.account));
  });

  router.delete('/api/quickmatch', async (ctx: Context) => {
    const s = await signedIn(ctx);
    if (!s) return;
    const r = await quick.leave(s.account);
    if (!r.ok)
      return answer(ctx, 409, {
        error: `Your quick match ${r.matchID} is still being played: leave the table there`,
        matchID: r.matchID,
      });
    answer(ctx, 204);
  });
}
