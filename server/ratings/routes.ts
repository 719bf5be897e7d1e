// Rated play routes, beside the Lobby API:
//   GET    /api/leaderboard/:gameId?limit&offset → [{ name, rating, games, wins, provisional }], highest rating
//                                                  first; only accounts with a rated game of it
//   GET    /api/players/:name?limit&offset       → { name, ratings: { [gameId]: { rating, games,
//                                                  wins, provisional } }, matches: [{ matchID, gameId, finishedAt,
//                                                  place, players, ratingBefore, ratingAfter }] }
//                                                  (matches newest first, paged; 404 no such player)
//   GET    /api/matches/:matchID/ratings         → { rated, seats: { [playerID]: { name, rating,
//                                                  games, provisional } } }: the seats held by
//                                                  accounts (their names link to their profiles),
//                                                  with the ratings at a rated table (rating null
//                                                  and games 0 at an unrated one)
// (the quick-match routes: server/quickmatch/routes.ts)
// Response objects keyed by client-visible values are built with Object.fromEntries from the
// server's own rows (game IDs of the catalogue, canonical seat IDs), never by assigning keys a
// client sent.
import { randomUUID } from 'node:crypto';
import type { Server } from 'boardgame.io';
import type { Context } from 'koa';
import type { GameModule } from '../../games/common/module';
import type { Sessions } from '../accounts/sessions';
import { accountByName } from '../accounts/names';
import type { AccountsRepo } from '../accounts/repo';
import { fail, shown } from '../http/errors';
import { routerParam } from '../http/paths';
import { MATCH_ID } from '../lobby/guards';
import type { Leases } from '../db/types';
import type { RoundhouseStoreBase } from '../storage/base';
import { leaderboard, ratedHistory } from './board';
import { unratedWhy } from './keeper';
import { isProvisional } from './model';
import { isRated } from './rated';
import type { RatingsRepo } from './repo';

export const BOARD_DEFAULT = 50;
export const BOARD_MAX = 100;
export const HISTORY_DEFAULT = 20;
export const HISTORY_MAX = 100;
export const OFFSET_MAX = 100_000;

export interface RatingRouteDeps {
  /** The match store (match metadata). */
  store: RoundhouseStoreBase;
  repo: RatingsRepo;
  accounts: Pick<AccountsRepo, 'accountByNameKey' | 'namesOf' | 'matchSeatAccounts'>;
  games: GameModule[];
}

function intParam(v: unknown, dflt: number, min: number, max: number): number | null {
  if (v === undefined) return dflt;
  if (typeof v !== 'string' || !/^\d{1,7}$/.test(v)) return null;
  const n = Number(v);
  return n >= min && n <= max ? n : null;
}

/** limit and offset from the query, or a 400 answered. */
function page(ctx: Context, dflt: number, max: number): { limit: number; offset: number } | undefined {
  const limit = intParam(ctx.query.limit, dflt, 1, max);
  const offset = intParam(ctx.query.offset, 0, 0, OFFSET_MAX);
  if (limit === null) return void fail(ctx, 400, `limit must be a whole number from 1 to ${max}`);
  if (offset === null) return void fail(ctx, 400, `offset must be a whole number from 0 to ${OFFSET_MAX}`);
  return { limit, offset };
}

export function mountRatings(router: any, deps: RatingRouteDeps): void {
  const { store, repo, accounts } = deps;
  const byId = new Map(deps.games.map((g) => [g.id, g]));
  const answer = (ctx: Context, status: number, body?: unknown) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.status = status;
    if (body !== undefined) ctx.body = body;
  };

  router.get('/api/leaderboard/:gameId', async (ctx: Context & { params: Record<string, string> }) => {
    const mod = byId.get(routerParam(ctx.params.gameId ?? ''));
    if (!mod) return fail(ctx, 404, `Unknown game: ${shown(routerParam(ctx.params.gameId ?? ''))}`);
    const p = page(ctx, BOARD_DEFAULT, BOARD_MAX);
    if (!p) return;
    const rows = await leaderboard(repo, accounts, mod.id, p.limit, p.offset);
    answer(
      ctx,
      200,
      rows.map((r) => ({ name: r.name, rating: r.rating, games: r.games, wins: r.wins, provisional: r.provisional })),
    );
  });

  router.get('/api/players/:name', async (ctx: Context & { params: Record<string, string> }) => {
    const raw = routerParam(ctx.params.name ?? '');
    const p = page(ctx, HISTORY_DEFAULT, HISTORY_MAX);
    if (!p) return;
    const account = raw.length <= 100 ? await accountByName(accounts, raw) : undefined;
    if (!account) return fail(ctx, 404, 'No such player');
    const [ratings, history] = await Promise.all([
      repo.ratingsOf(account.id),
      ratedHistory(repo, accounts, account.id, p.limit, p.offset),
    ]);
    answer(ctx, 200, {
      name: account.name,
      ratings: Object.fromEntries(
        ratings
          .filter((r) => byId.has(r.gameId))
          .map((r) => [r.gameId, { rating: r.rating, games: r.games, wins: r.wins, provisional: isProvisional(r) }]),
      ),
      matches: history.map((h) => ({
        matchID: h.matchID,
        gameId: h.gameId,
        finishedAt: h.finishedAt,
        playerID: h.playerID,
        place: h.place,
        players: h.players.map((x) => ({ playerID: x.playerID, name: x.name, place: x.place })),
        ratingBefore: h.ratingBefore,
        ratingAfter: h.ratingAfter,
      })),
      limit: p.limit,
      offset: p.offset,
    });
  });

  router.get('/api/matches/:matchID/ratings', async (ctx: Context & { params: Record<string, string> }) => {
    const matchID = routerParam(ctx.params.matchID ?? '');
    if (!MATCH_ID.test(matchID)) return fail(ctx, 400, 'Not a match ID');
    const { metadata } = (await store.fetch(matchID, { metadata: true })) as { metadata?: Server.MatchData };
    if (!metadata) return fail(ctx, 404, `No match ${matchID}`);
    const rated = isRated(metadata);
    const bound = (await accounts.matchSeatAccounts(matchID)).filter((b) => {
      const seat = Object.hasOwn(metadata.players, b.playerID)
        ? metadata.players[b.playerID as unknown as number]
        : undefined;
      return !!seat?.credentials && seat.credentials === b.credentials;
    });
    const ratings = rated
      ? new Map(
          (
            await repo.ratingsIn(
              metadata.gameName,
              bound.map((b) => b.accountId),
            )
          ).map((r) => [r.accountId, r]),
        )
      : new Map();
    const unrated = rated && metadata.gameover !== undefined ? unratedWhy(await repo.ratedResult(matchID)) : undefined;
    answer(ctx, 200, {
      rated,
      ...(unrated ? { unrated } : {}),
      seats: Object.fromEntries(
        bound.map((b) => {
          const r = ratings.get(b.accountId);
          return [
            b.playerID,
            {
              name: b.name,
              rating: rated ? (r?.rating ?? null) : null,
              games: r?.games ?? 0,
              provisional: rated && isProvisional(r),
            },
          ];
        }),
      ),
    });
  });
}

/** What the Lobby asks before a seat of a rated table is taken (server/lobby/guards.ts). One join
 *  of an account at a table at a time, in every process (a lease in the database, held until
 *  the Lobby has bound the seat it gave: `release`): two joins sent at once by one account would
 *  otherwise both find it without a seat there and both be seated. */
export function ratedJoin(
  store: RoundhouseStoreBase,
  leases: Leases,
  accounts: Pick<AccountsRepo, 'matchSeatAccounts'>,
  sessions: Sessions,
) {
  return async (ctx: Context, matchID: string, metadata: Server.MatchData): Promise<RatedJoin> => {
    const s = await sessions.current(ctx);
    if (!s) return { ok: false, status: 401, error: 'Sign in to take a seat at a rated table' };
    const lease = `rated-join:${matchID}:${s.account.id}`;
    const owner = randomUUID();
    if (!(await leases.tryLease(lease, owner, JOIN_LEASE_MS)))
      return { ok: false, status: 409, error: 'You already have a seat at this table' };
    const release = () => leases.releaseLease(lease, owner).catch(() => undefined);
    // A seat of this account's that is still its own (not one left before the start), read now
    // that the lease is held: the metadata the Lobby read before may predate a join of the same
    // account that was seated and let go of the lease meanwhile.
    const players =
      ((await store.fetch(matchID, { metadata: true })).metadata as Server.MatchData | undefined)?.players ??
      metadata.players;
    const held = (await accounts.matchSeatAccounts(matchID)).filter((b) => {
      const seat = Object.hasOwn(players, b.playerID) ? players[b.playerID as unknown as number] : undefined;
      return b.accountId === s.account.id && !!seat?.credentials && seat.credentials === b.credentials;
    });
    if (held.length) {
      await release();
      return { ok: false, status: 409, error: 'You already have a seat at this table' };
    }
    return { ok: true, name: s.account.name, release };
  };
}

/** How long a rated join may hold its lease (it is released as soon as the seat is bound). */
const JOIN_LEASE_MS = 10_000;

export type RatedJoin =
  | { ok: true; name: string; release: () => Promise<void> }
  | { ok: false; status: number; error: string };
