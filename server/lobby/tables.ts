// Roundhouse routes beside boardgame.io's Lobby API: health, the game catalogue, and tables
// created with bot seats (bots get credentials on the server, never in a browser).
import { randomUUID } from 'node:crypto';
import type { Game } from 'boardgame.io';
import { createMatch } from 'boardgame.io/internal';
import type { GameModule } from '../../games/common/module';
import { seededGame } from './seeded-games';
import { botSeatName } from '../bots/names';
import type { BotSeats } from '../bots/seats';
import type { ClockKeeper } from '../clock/keeper';
import { parsePace } from '../clock/pace';
import { checkCreate } from './guards';
import { bodyOf } from '../http/body';
import { shown } from '../http/errors';
import { parseTableOptions, withTableOptions } from './table-options';
import type { RoundhouseStoreBase } from '../storage/base';
import { markedRated } from '../ratings/rated';

const BOT_LEVELS = new Set(['random', 'easy', 'normal', 'hard']);
/** The fields of POST /api/tables (anything else is refused). */
const TABLE_FIELDS = new Set([
  'gameId',
  'numPlayers',
  'setupData',
  'seats',
  'unlisted',
  'pace',
  'hints',
  'rated',
  'invitedOnly',
]);

/** Rated tables (server/ratings/): who is signed in, and noting a new rated match. */
export interface RatedTables {
  signedIn(ctx: any): Promise<boolean>;
  markRated(matchID: string, gameId: string): Promise<void>;
  /** A table "for invited players only" was made (server/social/: its creator may sit there). */
  invitedOnly?(ctx: any, matchID: string): Promise<void>;
}

export function mountApi(
  router: any,
  store: RoundhouseStoreBase,
  games: GameModule[],
  bots: BotSeats,
  clocks: ClockKeeper,
  rated?: RatedTables,
) {
  const byId = new Map(games.map((g) => [g.id, g]));

  router.get('/api/health', (ctx: any) => {
    ctx.body = { ok: true, games: games.map((g) => g.id) };
  });

  router.get('/api/games', (ctx: any) => {
    ctx.body = games.map((g) => ({
      id: g.id,
      title: g.title,
      minPlayers: g.minPlayers,
      maxPlayers: g.maxPlayers,
      playTime: g.playTime,
      variants: g.variants,
      rulesVersion: g.rulesVersion,
    }));
  });

  /** POST /api/tables { gameId, numPlayers, setupData?, seats: [{ bot?: level }], unlisted?, pace?, hints?, rated?, invitedOnly? }
   *  (pace: server/clock/pace.ts, untimed when absent; hints: server/lobby/table-options.ts, off when absent;
   *  rated: server/ratings/, off when absent: signed-in players only, no bots, no hints). */
  router.post('/api/tables', async (ctx: any) => {
    const body = bodyOf(ctx);
    for (const k of Object.keys(body))
      if (!TABLE_FIELDS.has(k)) return bad(ctx, 400, `Unexpected field "${k.slice(0, 40)}"`);
    const mod = typeof body.gameId === 'string' ? byId.get(body.gameId) : undefined;
    if (!mod) return bad(ctx, 404, `Unknown game: ${shown(body.gameId)}`);
    const checked = checkCreate(mod, body);
    if (!checked.ok) return bad(ctx, 400, checked.error);
    const numPlayers = checked.numPlayers;
    if (body.seats !== undefined && !Array.isArray(body.seats)) return bad(ctx, 400, 'seats must be a list');
    const seats: { bot?: string }[] = body.seats ?? [];
    if (seats.length > numPlayers) return bad(ctx, 400, 'More seats than players');
    for (const s of seats) {
      if (typeof s !== 'object' || s === null || Array.isArray(s)) return bad(ctx, 400, 'Each seat must be an object');
      for (const k of Object.keys(s))
        if (k !== 'bot') return bad(ctx, 400, `Unexpected seat field "${k.slice(0, 40)}"`);
      if (s.bot !== undefined && !(typeof s.bot === 'string' && BOT_LEVELS.has(s.bot)))
        return bad(ctx, 400, `Unknown bot level: ${shown(s.bot, 20)}`);
    }
    const pace = parsePace(body.pace);
    if (!pace.ok) return bad(ctx, 400, `Invalid pace: ${pace.error}`);
    const options = parseTableOptions(body);
    if (!options.ok) return bad(ctx, 400, `Invalid table option: ${options.error}`);
    // a rated table: signed in, people only, no hints
    if (body.rated !== undefined && typeof body.rated !== 'boolean')
      return bad(ctx, 400, 'rated must be true or false');
    if (body.rated === true) {
      if (!rated) return bad(ctx, 400, 'This server has no rated tables');
      if (!(await rated.signedIn(ctx))) return bad(ctx, 401, 'Sign in to create a rated table');
      if (seats.some((s) => s.bot)) return bad(ctx, 400, 'A rated table has no bot seats');
      if (options.options.hints) return bad(ctx, 400, 'A rated table allows no hints');
    }
    // invited players only: a signed-in creator (who invites), never listed
    const invitedOnly = options.options.invitedOnly === true;
    if (invitedOnly && !rated?.invitedOnly) return bad(ctx, 400, 'This server has no invitations');
    if (invitedOnly && !(await rated!.signedIn(ctx)))
      return bad(ctx, 401, 'Sign in to create a table for invited players only');
    const match = createMatch({
      game: seededGame(mod.game as Game),
      numPlayers,
      setupData: body.setupData,
      unlisted: body.unlisted !== false || invitedOnly,
    });
    if ('setupDataError' in match) return bad(ctx, 400, `Invalid setupData: ${match.setupDataError}`);
    withTableOptions(match.metadata, options.options);
    if (body.rated === true) markedRated(match.metadata);
    const matchID = randomUUID().replace(/-/g, '').slice(0, 12);
    await store.createMatch(matchID, match);
    if (body.rated === true) await rated!.markRated(matchID, mod.id);
    if (invitedOnly) await rated!.invitedOnly!(ctx, matchID);
    seats.forEach((s, i) => {
      if (!s.bot) return;
      match.metadata.players[i] = {
        ...match.metadata.players[i],
        name: botSeatName(i, s.bot),
        credentials: randomUUID(),
        data: { bot: s.bot },
      };
    });
    await clocks.create(matchID, pace.pace, numPlayers, match.metadata);
    await store.setMetadata(matchID, match.metadata);
    await bots.start(matchID, mod.id, match.metadata);
    ctx.body = { matchID };
  });
}

function bad(ctx: any, status: number, error: string) {
  ctx.status = status;
  ctx.body = { error };
}
