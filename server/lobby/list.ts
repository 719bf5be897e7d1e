// GET /games/:name?limit&offset → { matches, limit, offset, more }: one bounded page of a game's
// open tables, newest first, with only the fields the app shows (no credentials, no stored
// extras). Finished tables, unlisted tables and tables nobody joined within a day of their
// creation are left out (their pages and replays stay).
import type { Server } from 'boardgame.io';
import type { Context } from 'koa';
import type { RoundhouseStoreBase } from '../storage/base';
import { isRated } from '../ratings/rated';
import { fail } from '../http/errors';

export const PAGE_DEFAULT = 50;
export const PAGE_MAX = 100;
export const OFFSET_MAX = 10_000;
/** A table nobody has joined for a day. */
export const STALE_TABLE_MS = 24 * 3_600_000;

function intParam(v: unknown, dflt: number, max: number): number | null {
  if (v === undefined) return dflt;
  if (typeof v !== 'string' || !/^\d{1,6}$/.test(v)) return null;
  const n = Number(v);
  return n <= max ? n : null;
}

/** A person (not a server bot) took a seat. */
export function joinedByPerson(metadata: Server.MatchData): boolean {
  return Object.values(metadata.players ?? {}).some((p) => p?.name && !(p.data as { bot?: unknown } | undefined)?.bot);
}

/** What the list shows of a table. */
export function listedTable(matchID: string, m: Server.MatchData) {
  return {
    matchID,
    gameName: m.gameName,
    players: Object.values(m.players ?? {}).map((p) => ({
      id: p.id,
      ...(p.name ? { name: p.name } : {}),
      ...(p.isConnected !== undefined ? { isConnected: p.isConnected } : {}),
      ...((p.data as { bot?: string } | undefined)?.bot ? { data: { bot: (p.data as { bot: string }).bot } } : {}),
    })),
    ...(m.setupData !== undefined ? { setupData: m.setupData } : {}),
    ...((m as { tableOptions?: unknown }).tableOptions
      ? { tableOptions: (m as { tableOptions?: unknown }).tableOptions }
      : {}),
    ...(isRated(m) ? { rated: true } : {}),
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
  };
}

export async function listTables(
  ctx: Context,
  store: RoundhouseStoreBase,
  gameName: string,
  now = Date.now(),
): Promise<void> {
  const limit = intParam(ctx.query.limit, PAGE_DEFAULT, PAGE_MAX);
  const offset = intParam(ctx.query.offset, 0, OFFSET_MAX);
  if (limit === null || limit < 1) return fail(ctx, 400, `limit must be a whole number from 1 to ${PAGE_MAX}`);
  if (offset === null) return fail(ctx, 400, `offset must be a whole number from 0 to ${OFFSET_MAX}`);
  const rows = await store.listTables(gameName, {
    limit: limit + 1,
    offset,
    keep: (m) =>
      !m.unlisted && (joinedByPerson(m) || !(typeof m.createdAt === 'number' && now - m.createdAt > STALE_TABLE_MS)),
  });
  ctx.set('Cache-Control', 'no-store');
  ctx.body = {
    matches: rows.slice(0, limit).map((r) => listedTable(r.matchID, r.metadata)),
    limit,
    offset,
    more: rows.length > limit,
  };
}
