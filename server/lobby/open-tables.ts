// GET /api/open-tables?game=<id>&limit → { tables, more }: the tables a player can sit down at now,
// for one game or (without `game`) for every game, newest first. A table is open when it is listed
// (created with `unlisted: false`), not over, has a seat nobody took and was created or joined
// within the last day (the same rule as the Lobby's list, server/lobby/list.ts). Each table comes
// with what a player decides by: its pace (server/clock/pace.ts), rated or not, hints, and each
// seated player's rating at this game when the seat belongs to an account (guests and bots have
// none). Nothing secret: no credentials, no account IDs.
import type { Server } from 'boardgame.io';
import type { Context } from 'koa';
import type { GameModule } from '../../games/common/module';
import type { ClockKeeper } from '../clock/keeper';
import type { Pace } from '../clock/pace';
import { fail, shown } from '../http/errors';
import type { AccountsRepo } from '../accounts/repo';
import { isRated } from '../ratings/rated';
import type { RatingsRepo } from '../ratings/repo';
import type { RoundhouseStoreBase } from '../storage/base';
import { joinedByPerson, STALE_TABLE_MS } from './list';
import { tableOptionsOf } from './table-options';

/** Who holds each seat (the accounts module) and their ratings (the ratings module). */
export interface SeatedRatings {
  accounts: Pick<AccountsRepo, 'matchSeatAccounts'>;
  ratings: Pick<RatingsRepo, 'ratingsIn'>;
}

export const OPEN_DEFAULT = 50;
export const OPEN_MAX = 100;

export interface OpenSeat {
  id: number;
  /** Absent: the seat is free. */
  name?: string;
  bot?: string;
  /** The seated account's rating at this game (absent: a guest, a bot, or no rated game yet). */
  rating?: number;
  games?: number;
}

export interface OpenTable {
  matchID: string;
  gameId: string;
  numPlayers: number;
  seats: OpenSeat[];
  free: number;
  pace: Pace;
  rated: boolean;
  hints: boolean;
  setupData?: unknown;
  createdAt: number;
}

type Row = { matchID: string; metadata: Server.MatchData };

const seatsOf = (m: Server.MatchData) => Object.values(m.players ?? {});

/** A table someone can sit down at now. */
export function isOpen(m: Server.MatchData, now: number): boolean {
  if ((m as { unlisted?: boolean }).unlisted || m.gameover !== undefined) return false;
  if (!seatsOf(m).some((p) => !p?.name)) return false;
  return joinedByPerson(m)
    ? now - (m.updatedAt ?? m.createdAt ?? now) <= STALE_TABLE_MS
    : !(typeof m.createdAt === 'number' && now - m.createdAt > STALE_TABLE_MS);
}

export function mountOpenTables(
  router: any,
  store: RoundhouseStoreBase,
  games: GameModule[],
  clocks: Pick<ClockKeeper, 'view'>,
  seated: SeatedRatings,
): void {
  const byId = new Map(games.map((g) => [g.id, g]));

  router.get('/api/open-tables', async (ctx: Context) => {
    const game = ctx.query.game;
    if (game !== undefined && (typeof game !== 'string' || !byId.has(game)))
      return fail(ctx, 404, `Unknown game: ${shown(game)}`);
    const rawLimit = ctx.query.limit;
    let limit = OPEN_DEFAULT;
    if (rawLimit !== undefined) {
      if (
        typeof rawLimit !== 'string' ||
        !/^\d{1,4}$/.test(rawLimit) ||
        Number(rawLimit) < 1 ||
        Number(rawLimit) > OPEN_MAX
      ) {
        return fail(ctx, 400, `limit must be a whole number from 1 to ${OPEN_MAX}`);
      }
      limit = Number(rawLimit);
    }
    const now = Date.now();
    const ids = typeof game === 'string' ? [game] : games.map((g) => g.id);
    // One page per game (newest first), merged: at most limit + 1 rows each, so `more` is exact.
    const pages = await Promise.all(
      ids.map((id) => store.listTables(id, { limit: limit + 1, offset: 0, keep: (m) => isOpen(m, now) })),
    );
    const rows: Row[] = pages
      .flat()
      .sort((a, b) => (b.metadata.createdAt ?? 0) - (a.metadata.createdAt ?? 0) || (a.matchID < b.matchID ? -1 : 1));
    const shown_ = rows.slice(0, limit);
    const tables = await Promise.all(shown_.map((r) => describe(seated, clocks, r)));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { tables, more: rows.length > limit };
  });
}

async function describe(
  seated: SeatedRatings,
  clocks: Pick<ClockKeeper, 'view'>,
  { matchID, metadata: m }: Row,
): Promise<OpenTable> {
  const [view, bound] = await Promise.all([
    clocks.view(matchID).catch(() => null),
    seated.accounts.matchSeatAccounts(matchID),
  ]);
  // a seat counts as an account's only while the credentials it was bound with still hold it
  const accountOf = new Map<string, string>();
  for (const b of bound) {
    const seat = Object.hasOwn(m.players, b.playerID) ? m.players[b.playerID as unknown as number] : undefined;
    if (seat?.credentials && seat.credentials === b.credentials) accountOf.set(b.playerID, b.accountId);
  }
  const ratings = accountOf.size
    ? new Map((await seated.ratings.ratingsIn(m.gameName, [...accountOf.values()])).map((r) => [r.accountId, r]))
    : new Map();
  const seats: OpenSeat[] = seatsOf(m)
    .map((p) => {
      const bot = (p.data as { bot?: unknown } | undefined)?.bot;
      const account = accountOf.get(String(p.id));
      const r = account !== undefined ? ratings.get(account) : undefined;
      return {
        id: p.id,
        ...(p.name ? { name: p.name } : {}),
        ...(typeof bot === 'string' ? { bot } : {}),
        ...(p.name && r ? { rating: Math.round(r.rating), games: r.games } : {}),
      };
    })
    .sort((a, b) => a.id - b.id);
  return {
    matchID,
    gameId: m.gameName,
    numPlayers: seats.length,
    seats,
    free: seats.filter((s) => !s.name).length,
    pace: view?.pace ?? { mode: 'untimed' },
    rated: isRated(m),
    hints: tableOptionsOf(m).hints,
    ...(m.setupData !== undefined ? { setupData: m.setupData } : {}),
    createdAt: m.createdAt,
  };
}
