// The social routes (./social.ts says what each does):
//   POST   /api/me/follows/:name          → 204 (404 no such player, 400 yourself, 403 a block
//                                           between you)
//   DELETE /api/me/follows/:name          → 204
//   GET    /api/me/follows                → [{ name, online, playing }]
//   POST   /api/me/blocks/:name           → 204: their follows and invitations between you go
//   DELETE /api/me/blocks/:name           → 204
//   GET    /api/me/blocks                 → [{ name }]
//   POST   /api/tables/:matchID/invites { name } → 201 { id, matchID, playerID }: a free seat is
//                                           held for the invitee (by a signed-in player seated
//                                           there: 403 otherwise; 409 no free seat)
//   GET    /api/tables/:matchID/invites   → [{ id, name, playerID, at, until }]: the table's open
//                                           invitations (for a player seated there: 403 otherwise)
//   DELETE /api/tables/:matchID/invites/:id → 204: withdrawn, the seat is free again
//   GET    /api/me/inbox                  → [{ id, type: "invite", from, matchID, gameId, at }]
//   POST   /api/me/inbox/:id/accept       → 200 { matchID, playerID, credentials }
//   POST   /api/me/inbox/:id/decline      → 204 (the seat is free again)
//   DELETE /api/me/inbox/:id              → 204 (dismissed, as declined)
// Every route is for a signed-in account (401 otherwise) and answers `Cache-Control: no-store`; an
// inbox is only ever its own account's (another account's invitation ID is a 404, as none).
import type { Context } from 'koa';
import { bodyOf } from '../http/body';
import { fail } from '../http/errors';
import { routerParam } from '../http/paths';
import { MATCH_ID } from '../lobby/guards';
import type { AccountRow } from '../accounts/types';
import type { Outcome, Social } from './social';

type Ctx = Context & { params: Record<string, string> };

export function mountSocial(
  router: any,
  social: Social,
  signedIn: (ctx: Context) => Promise<AccountRow | undefined>,
): void {
  const answer = (ctx: Context, status: number, body?: unknown) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.status = status;
    if (body !== undefined) ctx.body = body;
  };
  /** The signed-in account, or a 401 answered. */
  const me = async (ctx: Context) => {
    const a = await signedIn(ctx);
    if (!a) fail(ctx, 401, 'Not signed in');
    return a;
  };
  const done = <T>(ctx: Context, r: Outcome<T>, status = 204, body?: (v: T) => unknown) => {
    if (!r.ok) return fail(ctx, r.status, r.error);
    answer(ctx, status, body ? body(r.value) : undefined);
  };
  const nameOf = (ctx: Ctx) => routerParam(ctx.params.name ?? '');
  /** A route of the signed-in account with a name in its path. */
  const byName =
    (fn: (a: AccountRow, name: string) => Promise<Outcome>) =>
    async (ctx: Ctx): Promise<void> => {
      const a = await me(ctx);
      if (a) done(ctx, await fn(a, nameOf(ctx)));
    };

  router.get('/api/me/follows', async (ctx: Context) => {
    const a = await me(ctx);
    if (a) answer(ctx, 200, await social.follows(a));
  });
  router.post(
    '/api/me/follows/:name',
    byName((a, n) => social.follow(a, n)),
  );
  router.delete(
    '/api/me/follows/:name',
    byName((a, n) => social.unfollow(a, n)),
  );

  router.get('/api/me/blocks', async (ctx: Context) => {
    const a = await me(ctx);
    if (a) answer(ctx, 200, await social.blocks(a));
  });
  router.post(
    '/api/me/blocks/:name',
    byName((a, n) => social.block(a, n)),
  );
  router.delete(
    '/api/me/blocks/:name',
    byName((a, n) => social.unblock(a, n)),
  );

  router.post('/api/tables/:matchID/invites', async (ctx: Ctx) => {
    const a = await me(ctx);
    if (!a) return;
    const matchID = routerParam(ctx.params.matchID ?? '');
    if (!MATCH_ID.test(matchID)) return fail(ctx, 404, 'No such match');
    const body = bodyOf(ctx);
    for (const k of Object.keys(body)) if (k !== 'name') return fail(ctx, 400, `Unexpected field "${k.slice(0, 40)}"`);
    if (typeof body.name !== 'string' || !body.name.trim()) return fail(ctx, 400, 'name is required');
    done(ctx, await social.invite(a, matchID, body.name), 201, (r) => ({
      id: r.id,
      matchID: r.matchID,
      playerID: r.playerID,
    }));
  });

  router.get('/api/tables/:matchID/invites', async (ctx: Ctx) => {
    const a = await me(ctx);
    if (!a) return;
    const matchID = routerParam(ctx.params.matchID ?? '');
    if (!MATCH_ID.test(matchID)) return fail(ctx, 404, 'No such match');
    done(ctx, await social.tableInvites(a, matchID), 200, (v) => v);
  });
  router.delete('/api/tables/:matchID/invites/:id', async (ctx: Ctx) => {
    const a = await me(ctx);
    if (!a) return;
    const matchID = routerParam(ctx.params.matchID ?? '');
    if (!MATCH_ID.test(matchID)) return fail(ctx, 404, 'No such match');
    done(ctx, await social.withdraw(a, matchID, routerParam(ctx.params.id ?? '')));
  });

  router.get('/api/me/inbox', async (ctx: Context) => {
    const a = await me(ctx);
    if (a) answer(ctx, 200, await social.inbox(a));
  });
  router.post('/api/me/inbox/:id/accept', async (ctx: Ctx) => {
    const a = await me(ctx);
    if (a) done(ctx, await social.accept(ctx, a, routerParam(ctx.params.id ?? '')), 200, (v) => v);
  });
  router.post('/api/me/inbox/:id/decline', async (ctx: Ctx) => {
    const a = await me(ctx);
    if (a) done(ctx, await social.dismiss(a, routerParam(ctx.params.id ?? '')));
  });
  router.delete('/api/me/inbox/:id', async (ctx: Ctx) => {
    const a = await me(ctx);
    if (a) done(ctx, await social.dismiss(a, routerParam(ctx.params.id ?? '')));
  });
}
