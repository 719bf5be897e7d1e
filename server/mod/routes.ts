// Reports and the moderators' API (./moderation.ts):
//   POST   /api/reports { name, matchID?, messageId?, reason, text } → 201 { id } (signed in;
//          RATE_LIMIT_REPORT per account; `name` may be left out when reporting a guest seat's message)
//   GET    /api/mod/reports               → [{ id, reporter, name, guest, matchID, messageId, reason,
//                                             text, at, message }] open reports, newest first
//                                             (message: the reported chat message, if any, for
//                                             context; guest: the author is a guest seat, no account,
//                                             and `name` the seat's, which an account may also bear)
//   POST   /api/mod/reports/:id/close     → 204
//   DELETE /api/mod/messages/:id          → 204 (the message is shown to no one again)
//   POST   /api/mod/mutes { name, minutes, reason? }  → 204 (minutes 0 lifts a mute)
//   POST   /api/mod/mutes { messageId, minutes, reason? } → 204: the message's author: its account,
//          or (a guest seat's message, no account) that seat in that match's chat
//   POST   /api/mod/suspensions { name, reason }      → 204
//   DELETE /api/mod/suspensions/:name     → 204
//   GET    /api/mod/log                   → [{ id, at, moderator, action, name, detail }] newest first
//   GET    /api/me/moderator              → { moderator } for the signed-in account (401 signed out):
//                                            whether the app shows the way to #/mod
// Every /api/mod path, however it is spelled, answers 401 signed out and 403 to anyone but a
// moderator (modGate, in front of the router).
import type { Context, Next } from 'koa';
import { bodyOf } from '../http/body';
import { fail } from '../http/errors';
import type { RateLimits } from '../http/rate-limits';
import { MATCH_ID } from '../lobby/guards';
import type { Chat } from '../chat/chat';
import { MUTE_MINUTES_MAX, type Moderation, REPORT_REASONS } from './moderation';

type Signed = { id: string; name: string };
export interface ModRouteDeps {
  mod: Moderation;
  chat: Chat;
  limits: RateLimits;
  signedIn(ctx: Context): Promise<Signed | undefined>;
}

const REPORT_TEXT_MAX = 1000;
const REASON_TEXT_MAX = 300;
const LIST_MAX = 200;
const ID = /^[A-Za-z0-9_-]{1,64}$/;
// control characters but line breaks and tabs, and the bidirectional overrides
const hasBad = (t: string) => /[\p{Cc}\u202a-\u202e\u2066-\u2069\ufeff]/u.test(t.replace(/[\n\t]/g, ' '));

const isModPath = (path: string) => {
  const p = path.toLowerCase();
  return p === '/api/mod' || p.startsWith('/api/mod/');
};

/** 401 signed out, 403 for anyone but a moderator, on every spelling of an /api/mod path. */
export function modGate(deps: Pick<ModRouteDeps, 'mod' | 'signedIn'>) {
  return async (ctx: Context, next: Next) => {
    if (!isModPath(ctx.path)) return next();
    const me = await deps.signedIn(ctx);
    if (!me) return fail(ctx, 401, 'Not signed in');
    if (!(await deps.mod.isModerator(me.id))) return fail(ctx, 403, 'Moderators only');
    ctx.state.moderator = me;
    ctx.set('Cache-Control', 'no-store');
    return next();
  };
}

function text(
  v: unknown,
  field: string,
  max: number,
  required: boolean,
): { ok: true; value: string } | { ok: false; error: string } {
  if (v === undefined && !required) return { ok: true, value: '' };
  if (typeof v !== 'string') return { ok: false, error: `${field} must be a string` };
  const t = v.trim();
  if (required && !t) return { ok: false, error: `${field} is required` };
  if ([...t].length > max) return { ok: false, error: `${field} has ${max} characters at most` };
  if (hasBad(t)) return { ok: false, error: `${field} may not contain control characters` };
  return { ok: true, value: t };
}

const only = (body: Record<string, unknown>, allowed: string[]): string | null => {
  for (const k of Object.keys(body)) if (!allowed.includes(k)) return `Unexpected field "${k.slice(0, 40)}"`;
  return null;
};

export function mountMod(router: any, deps: ModRouteDeps): void {
  const { mod, chat, limits } = deps;
  const done = (ctx: Context) => {
    ctx.status = 204;
    ctx.set('Cache-Control', 'no-store');
  };
  const me = (ctx: Context) => ctx.state.moderator as Signed;

  router.get('/api/me/moderator', async (ctx: Context) => {
    const who = await deps.signedIn(ctx);
    if (!who) return fail(ctx, 401, 'Not signed in');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { moderator: await mod.isModerator(who.id) };
  });
  const accountNamed = async (ctx: Context, v: unknown) => {
    if (typeof v !== 'string' || !v.trim() || v.length > 200) {
      fail(ctx, 400, 'name is required');
      return undefined;
    }
    const a = await mod.account(v);
    if (!a) fail(ctx, 404, `No account named ${v.trim().slice(0, 40)}`);
    return a;
  };

  router.post('/api/reports', async (ctx: Context) => {
    const reporter = await deps.signedIn(ctx);
    if (!reporter) return fail(ctx, 401, 'Sign in to report a player');
    const body = bodyOf(ctx);
    const bad = only(body, ['name', 'matchID', 'messageId', 'reason', 'text']);
    if (bad) return fail(ctx, 400, bad);
    if (typeof body.reason !== 'string' || !(REPORT_REASONS as readonly string[]).includes(body.reason))
      return fail(ctx, 400, `reason must be one of ${REPORT_REASONS.join(', ')}`);
    const t = text(body.text ?? '', 'text', REPORT_TEXT_MAX, false);
    if (!t.ok) return fail(ctx, 400, t.error);
    if (body.matchID !== undefined && (typeof body.matchID !== 'string' || !MATCH_ID.test(body.matchID)))
      return fail(ctx, 400, 'matchID is not a match ID');
    if (body.messageId !== undefined && (typeof body.messageId !== 'string' || !ID.test(body.messageId)))
      return fail(ctx, 400, 'messageId is not a message ID');
    const message = body.messageId ? await chat.messageById(body.messageId as string) : undefined;
    if (body.messageId && !message) return fail(ctx, 404, 'No such message');
    if (message && body.matchID !== undefined && body.matchID !== message.matchID)
      return fail(ctx, 400, 'That message was not written in that match');
    let accountId: string | null;
    let name: string;
    if (body.name === undefined && message) {
      accountId = message.accountId;
      name = message.name;
    } else {
      const a = await accountNamed(ctx, body.name);
      if (!a) return;
      if (message && message.accountId !== a.id) return fail(ctx, 400, 'That message is not theirs');
      accountId = a.id;
      name = a.name;
    }
    if (accountId === reporter.id) return fail(ctx, 400, 'You cannot report yourself');
    const budget = `report:${reporter.id}`;
    const wait = await limits.spend('report', budget);
    if (wait > 0) {
      ctx.set('Retry-After', String(Math.ceil(wait / 1000)));
      return fail(ctx, 429, `Too many reports; try again in ${Math.ceil(wait / 60_000)} min`);
    }
    const row = await mod.report({
      reporterId: reporter.id,
      accountId,
      name,
      matchID: message?.matchID ?? (body.matchID as string | undefined) ?? null,
      messageId: message?.id ?? null,
      reason: body.reason,
      text: t.value,
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = { id: row.id };
  });

  router.get('/api/mod/reports', async (ctx: Context) => {
    const rows = await mod.repo.openReports(LIST_MAX);
    const name = await mod.names(rows.map((r) => r.reporterId));
    const out = [];
    for (const r of rows) {
      const m = r.messageId ? await chat.messageById(r.messageId) : undefined;
      out.push({
        id: r.id,
        reporter: name(r.reporterId),
        name: r.accountId ? (await mod.names([r.accountId]))(r.accountId) : r.name,
        guest: r.accountId === null,
        matchID: r.matchID,
        messageId: r.messageId,
        reason: r.reason,
        text: r.text,
        at: r.at,
        message: m ? { text: m.text, name: m.name, at: m.at, deleted: m.deletedAt !== null } : null,
      });
    }
    ctx.body = out;
  });

  router.post('/api/mod/reports/:id/close', async (ctx: Context & { params: Record<string, string> }) => {
    const { id } = ctx.params;
    if (!ID.test(id) || !(await mod.repo.closeReport(id, mod.now(), me(ctx).id)))
      return fail(ctx, 404, 'No open report by that ID');
    await mod.record(me(ctx), 'close-report', null, id);
    done(ctx);
  });

  router.delete('/api/mod/messages/:id', async (ctx: Context & { params: Record<string, string> }) => {
    const { id } = ctx.params;
    const m = ID.test(id) ? await chat.deleteMessage(id) : undefined;
    if (!m) return fail(ctx, 404, 'No such message (or it was deleted already)');
    await mod.record(me(ctx), 'delete-message', m.accountId, `${m.id} in ${m.matchID} by ${m.name}: ${m.text}`);
    done(ctx);
  });

  router.post('/api/mod/mutes', async (ctx: Context) => {
    const body = bodyOf(ctx);
    const bad = only(body, ['name', 'messageId', 'minutes', 'reason']);
    if (bad) return fail(ctx, 400, bad);
    if ((body.name === undefined) === (body.messageId === undefined))
      return fail(ctx, 400, 'Name either an account (name) or a message (messageId)');
    const minutes = body.minutes;
    if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 0 || minutes > MUTE_MINUTES_MAX)
      return fail(ctx, 400, `minutes must be a whole number from 0 to ${MUTE_MINUTES_MAX}`);
    const reason = text(body.reason, 'reason', REASON_TEXT_MAX, false);
    if (!reason.ok) return fail(ctx, 400, reason.error);
    if (body.messageId !== undefined) {
      // the message's author: its account, or the guest seat it was written from
      const m =
        typeof body.messageId === 'string' && ID.test(body.messageId)
          ? await chat.messageById(body.messageId)
          : undefined;
      if (!m) return fail(ctx, 404, 'No such message');
      const account = m.accountId ? await mod.deps.accounts.accountById(m.accountId) : undefined;
      if (account) await mod.mute(account, minutes, reason.value, me(ctx));
      else if (m.seat !== null) await mod.muteSeat(m.matchID, m.seat, m.name, minutes, reason.value, me(ctx));
      else return fail(ctx, 409, 'The author of that message has no account or seat to mute any more');
      return done(ctx);
    }
    const a = await accountNamed(ctx, body.name);
    if (!a) return;
    await mod.mute(a, minutes, reason.value, me(ctx));
    done(ctx);
  });

  router.post('/api/mod/suspensions', async (ctx: Context) => {
    const body = bodyOf(ctx);
    const bad = only(body, ['name', 'reason']);
    if (bad) return fail(ctx, 400, bad);
    const reason = text(body.reason, 'reason', REASON_TEXT_MAX, true);
    if (!reason.ok) return fail(ctx, 400, reason.error);
    const a = await accountNamed(ctx, body.name);
    if (!a) return;
    if (a.id === me(ctx).id) return fail(ctx, 400, 'You cannot suspend yourself');
    await mod.suspend(a, reason.value, me(ctx));
    done(ctx);
  });

  router.delete('/api/mod/suspensions/:name', async (ctx: Context & { params: Record<string, string> }) => {
    const a = await accountNamed(ctx, ctx.params.name);
    if (!a) return;
    if (!(await mod.unsuspend(a, me(ctx)))) return fail(ctx, 404, `${a.name} is not suspended`);
    done(ctx);
  });

  router.get('/api/mod/log', async (ctx: Context) => {
    ctx.body = await mod.log(LIST_MAX);
  });
}
