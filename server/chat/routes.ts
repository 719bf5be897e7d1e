// Table chat routes (./chat.ts says who may read and write what):
//   GET  /api/matches/:matchID/chat[?room=spectators]        → [{ id, seat, name, text, at }], oldest first
//   POST /api/matches/:matchID/chat { text, playerID, credentials } (a seat)
//                                   { text, room: "spectators" }     (a signed-in spectator)
//                                                             → 201 { id, seat, name, text, at }
//   GET  /api/matches/:matchID/chat/stream[?room=spectators]  server-sent events: `message` (a
//        message as above) and `delete` ({ id }: a moderator deleted it), a comment every 25 s.
//        On a shared database (several processes) a stream also reads the room every 2 s, for
//        messages written through another process.
import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import { fail } from '../http/errors';
import { bodyOf } from '../http/body';
import { MATCH_ID } from '../lobby/guards';
import { type Chat, view } from './chat';
import type { Room, StoredMessage } from './repo';

const HEARTBEAT_MS = 25_000;
const SHARED_POLL_MS = 2_000;
/** Streams one process keeps open at most. */
export const STREAMS_MAX = 5_000;

function roomOf(ctx: Context): Room | undefined {
  const r = ctx.query.room;
  if (r === undefined || r === 'players') return 'players';
  return r === 'spectators' ? 'spectators' : undefined;
}

export function mountChat(router: any, chat: Chat): void {
  const start = (ctx: Context & { params: Record<string, string> }) => {
    const { matchID } = ctx.params;
    if (!MATCH_ID.test(matchID)) {
      fail(ctx, 404, 'No such match');
      return undefined;
    }
    const room = roomOf(ctx);
    if (!room) {
      fail(ctx, 400, 'room must be "players" or "spectators"');
      return undefined;
    }
    return { matchID, room };
  };

  router.get('/api/matches/:matchID/chat', async (ctx: Context & { params: Record<string, string> }) => {
    const req = start(ctx);
    if (!req) return;
    const access = await chat.access(ctx, req.matchID, req.room);
    if (!access.ok) return fail(ctx, access.status, access.error);
    const list = await chat.list(req.matchID, req.room, access.value.viewer?.id);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = list.map(view);
  });

  router.post('/api/matches/:matchID/chat', async (ctx: Context & { params: Record<string, string> }) => {
    const { matchID } = ctx.params;
    if (!MATCH_ID.test(matchID)) return fail(ctx, 404, 'No such match');
    const r = await chat.post(ctx, matchID, bodyOf(ctx));
    if (!r.ok) {
      if (r.retryAfter) ctx.set('Retry-After', String(r.retryAfter));
      return fail(ctx, r.status, r.error);
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = view(r.value);
  });

  router.get('/api/matches/:matchID/chat/stream', async (ctx: Context & { params: Record<string, string> }) => {
    const req = start(ctx);
    if (!req) return;
    const access = await chat.access(ctx, req.matchID, req.room);
    if (!access.ok) return fail(ctx, access.status, access.error);
    if (chat.streams >= STREAMS_MAX) {
      ctx.set('Retry-After', '30');
      return fail(ctx, 503, 'Too many open chat streams; try again');
    }
    const viewerId = access.value.viewer?.id;
    const hidden = await chat.hiddenFor(viewerId);
    const out = new PassThrough();
    const sent = new Set<string>();
    let last = chat.now();
    const send = (event: string, data: unknown) => out.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    const sendMessage = (m: StoredMessage) => {
      if (sent.has(m.id) || (m.accountId && hidden.has(m.accountId))) return;
      sent.add(m.id);
      if (sent.size > 1000) sent.delete(sent.values().next().value as string);
      last = Math.max(last, m.at);
      send('message', view(m));
    };
    const stop = chat.listen(req.matchID, req.room, (e) =>
      e.type === 'message' ? sendMessage(e.message) : send('delete', { id: e.id }),
    );
    const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
    let polling = false;
    const poll = chat.deps.shared
      ? setInterval(async () => {
          if (polling) return;
          polling = true;
          try {
            // a little before the last one seen: a write of another process may commit late
            for (const m of await chat.list(req.matchID, req.room, viewerId, last - 5_000)) sendMessage(m);
          } catch {
            // the next poll tries again
          } finally {
            polling = false;
          }
        }, SHARED_POLL_MS)
      : undefined;
    const close = () => {
      stop();
      clearInterval(heartbeat);
      if (poll) clearInterval(poll);
      out.end();
    };
    ctx.req.on('close', close);
    ctx.req.socket.setTimeout(0);
    ctx.status = 200;
    ctx.set('Content-Type', 'text/event-stream; charset=utf-8');
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Accel-Buffering', 'no');
    ctx.body = out;
    out.write(': open\n\n');
  });
}
