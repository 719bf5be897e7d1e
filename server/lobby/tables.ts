// Roundhouse routes beside boardgame.io's Lobby API: health, the game catalogue, and tables
// created with bot seats (bots get credentials on the server, never in a browser).
import { randomUUID } from 'node:crypto';
import { createMatch } from 'boardgame.io/internal';
import type { GameModule } from '../../games/common/module';
import type { BotSeats } from '../bots/seats';
import type { ClockKeeper } from '../clock/keeper';
import { parsePace } from '../clock/pace';
import { checkCreate } from './guards';
import { parseTableOptions, withTableOptions } from './table-options';
import type { RoundhouseStoreBase } from '../storage/base';

const BOT_LEVELS = new Set(['random', 'easy', 'normal', 'hard']);

export function mountApi(router: any, store: RoundhouseStoreBase, games: GameModule[], bots: BotSeats, clocks: ClockKeeper) {
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

  /** POST /api/tables { gameId, numPlayers, setupData?, seats: [{ bot?: level }], unlisted?, pace?, hints? }
   *  (pace: server/clock/pace.ts, untimed when absent; hints: server/lobby/table-options.ts, off when absent). */
  router.post('/api/tables', async (ctx: any) => {
    const body = await readBody(ctx);
    if (!body) return bad(ctx, 400, 'The request body is not valid JSON');
    const mod = byId.get(body.gameId);
    if (!mod) return bad(ctx, 404, `Unknown game: ${body.gameId}`);
    const err = checkCreate(mod, body);
    if (err) return bad(ctx, 400, err);
    const numPlayers = Number(body.numPlayers);
    const seats: { bot?: string }[] = Array.isArray(body.seats) ? body.seats : [];
    if (seats.length > numPlayers) return bad(ctx, 400, 'More seats than players');
    for (const s of seats) {
      if (typeof s !== 'object' || s === null) return bad(ctx, 400, 'Each seat must be an object');
      if (s.bot !== undefined && !BOT_LEVELS.has(s.bot)) return bad(ctx, 400, `Unknown bot level: ${s.bot}`);
    }
    const pace = parsePace(body.pace);
    if (!pace.ok) return bad(ctx, 400, `Invalid pace: ${pace.error}`);
    const options = parseTableOptions(body);
    if (!options.ok) return bad(ctx, 400, `Invalid table option: ${options.error}`);
    const match = createMatch({ game: mod.game, numPlayers, setupData: body.setupData, unlisted: body.unlisted !== false });
    if ('setupDataError' in match) return bad(ctx, 400, `Invalid setupData: ${match.setupDataError}`);
    withTableOptions(match.metadata, options.options);
    const matchID = randomUUID().replace(/-/g, '').slice(0, 12);
    await store.createMatch(matchID, match);
    seats.forEach((s, i) => {
      if (!s.bot) return;
      match.metadata.players[i] = {
        ...match.metadata.players[i],
        name: `Bot ${i + 1} (${s.bot})`,
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

async function readBody(ctx: any): Promise<any> {
  const chunks: Buffer[] = [];
  for await (const c of ctx.req) chunks.push(c as Buffer);
  try {
    const raw = Buffer.concat(chunks).toString('utf8');
    const v = raw.trim() ? JSON.parse(raw) : {};
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}
