// Koa middleware in front of boardgame.io's Lobby API: clear 4xx errors for bad input (never a
// 500), strict create bodies, no wiping of started or finished matches through `leave`, and a
// list of open tables without finished or long-deserted ones, and one "Play again" of a match at a
// time across processes.
import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { GameModule } from '../../games/common/module';
import type { RoundhouseStoreBase } from '../storage/base';

export function errorsAsJson() {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (err: any) {
      const status = Number(err?.status ?? err?.statusCode) || 500;
      const malformed = err instanceof SyntaxError || /json|parse|body/i.test(String(err?.message));
      ctx.status = status >= 500 && malformed ? 400 : status;
      ctx.type = 'application/json';
      ctx.body = { error: ctx.status >= 500 ? 'Internal server error' : String(err?.message ?? 'Bad request') };
      if (ctx.status >= 500) console.error(err);
    }
  };
}

function fail(ctx: Context, status: number, error: string) {
  ctx.status = status;
  ctx.type = 'application/json';
  ctx.body = { error };
}

async function readJson(ctx: Context): Promise<any> {
  // koa-body consumes the stream later: parse a copy here and hand the body on.
  const chunks: Buffer[] = [];
  for await (const c of ctx.req) chunks.push(c as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  const { Readable } = await import('node:stream');
  const replay = Readable.from([Buffer.from(raw)]);
  Object.assign(replay, { headers: ctx.req.headers, method: ctx.req.method, url: ctx.req.url });
  (ctx.req as any) = replay;
  (ctx.request as any).req = replay;
  if (!raw.trim()) return {};
  const type = ctx.get('content-type');
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  return JSON.parse(raw);
}

/** Validation shared by the Lobby create route and /api/tables. Returns an error or null. */
export function checkCreate(mod: GameModule | undefined, body: any): string | null {
  if (!mod) return 'Unknown game';
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'The request body must be a JSON object';
  const n = Number(body.numPlayers);
  if (body.numPlayers === undefined) return 'numPlayers is required';
  if (!Number.isInteger(n)) return 'numPlayers must be a whole number';
  if (n < mod.minPlayers || n > mod.maxPlayers) return `${mod.title} takes ${mod.minPlayers}–${mod.maxPlayers} players, not ${n}`;
  if (body.setupData !== undefined && (typeof body.setupData !== 'object' || body.setupData === null || Array.isArray(body.setupData))) {
    return 'setupData must be an object';
  }
  const err = mod.game.validateSetupData?.(body.setupData, n);
  return err ? `Invalid setupData: ${err}` : null;
}

/** How long a "Play again" waits for another of the same match (and how long its lease lasts). */
const PLAY_AGAIN_WAIT_MS = 5000;

export function guardLobby(store: RoundhouseStoreBase, games: GameModule[], onPlayAgain?: (from: string, to: string) => Promise<void>) {
  const byId = new Map(games.map((g) => [g.id, g]));
  return async (ctx: Context, next: Next) => {
    if (ctx.method === 'GET' && /^\/games\/[^/]+\/?$/.test(ctx.path)) {
      await next();
      openTablesOnly(ctx);
      return;
    }
    if (ctx.method !== 'POST' || !ctx.path.startsWith('/games/')) return next();
    const parts = ctx.path.split('/').filter(Boolean); // games, name, (create | id, verb)
    const mod = byId.get(parts[1]);
    if (!mod) return fail(ctx, 404, `Unknown game: ${parts[1]}`);
    let body: any;
    try {
      body = await readJson(ctx);
    } catch {
      return fail(ctx, 400, 'The request body is not valid JSON');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return fail(ctx, 400, 'The request body must be a JSON object');
    if (parts.length === 3 && parts[2] === 'create') {
      const err = checkCreate(mod, body);
      if (err) return fail(ctx, 400, err);
      return next();
    }
    if (parts.length === 4) {
      const [, , matchID, verb] = parts;
      const { metadata, state } = await store.fetch(matchID, { metadata: true, state: true });
      if (!metadata || metadata.gameName !== mod.id) return fail(ctx, 404, `No ${mod.id} match ${matchID}`);
      if (verb === 'join') {
        if (typeof body.playerName !== 'string' || !body.playerName.trim()) return fail(ctx, 400, 'playerName is required');
        if (body.playerName.length > 40) return fail(ctx, 400, 'playerName is too long (40 characters at most)');
        if (body.playerID !== undefined && !(String(body.playerID) in metadata.players)) {
          return fail(ctx, 404, `This match has no seat ${body.playerID}`);
        }
      }
      if (verb === 'leave' && (metadata.gameover !== undefined || (state && state._stateID > 0))) {
        return fail(ctx, 409, 'A match that has started cannot be left; it is kept for its replay');
      }
      if (['leave', 'playAgain', 'update', 'rename'].includes(verb) && (typeof body.credentials !== 'string' || body.playerID === undefined)) {
        return fail(ctx, 400, 'playerID and credentials are required');
      }
      if (verb === 'playAgain') {
        // One "Play again" of a match at a time, across processes (a lease in the database): the
        // second finds the next match the first made, so the seats never split between two.
        const key = `playAgain:${matchID}`;
        const owner = randomUUID();
        const giveUp = Date.now() + PLAY_AGAIN_WAIT_MS;
        while (!(await store.tryLease(key, owner, PLAY_AGAIN_WAIT_MS))) {
          if (Date.now() > giveUp) return fail(ctx, 503, 'Another "Play again" of this match is under way; try again');
          await new Promise((r) => setTimeout(r, 20));
        }
        try {
          await next();
          const nextMatchID = (ctx.body as { nextMatchID?: string } | undefined)?.nextMatchID;
          if (ctx.status === 200 && nextMatchID && onPlayAgain) await onPlayAgain(matchID, nextMatchID);
        } finally {
          await store.releaseLease(key, owner).catch(() => undefined);
        }
        return;
      }
    }
    return next();
  };
}

/** A table nobody has joined for a day. */
export const STALE_TABLE_MS = 24 * 3_600_000;

/** The Lobby's list of a game's tables shows open tables only: a finished table, and one that no
 *  person joined within a day of its creation, no longer show (their pages and replays stay). */
export function openTablesOnly(ctx: { status: number; body: unknown }, now = Date.now()) {
  const body = ctx.body as { matches?: { gameover?: unknown; createdAt?: number; players?: { name?: string; data?: { bot?: string } }[] }[] } | undefined;
  if (ctx.status !== 200 || !body || !Array.isArray(body.matches)) return;
  body.matches = body.matches.filter((m) => {
    if (m.gameover !== undefined && m.gameover !== null) return false;
    const joined = (m.players ?? []).some((p) => p.name && !p.data?.bot);
    return joined || !(typeof m.createdAt === 'number' && now - m.createdAt > STALE_TABLE_MS);
  });
}
