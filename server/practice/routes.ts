// Practice against bots: local games (played on the player's device, bots in the browser) that a
// signed-in player finished and reported. Self-reported, so unrated: this module never calls the
// ratings module, and the profile shows the count apart from the ratings.
//   POST /api/me/practice { gameId, matchID, players, place, draw?, bots, moves? }
//        → 201 { counted: true } (a new report), 200 { counted: false } (this match was reported
//          before: nothing changes); 401 not signed in; 400 a bad field (the reason); 404 unknown
//          game; 429 over PRACTICE_PER_HOUR reports in the last hour (Retry-After)
//        gameId: a game of the catalogue; matchID: the device's ID of the local match (one report
//        per account and match); players: the seats, in the game's range; place: the player's
//        place, 1 … players; draw: every seat shared first place (no win); bots: the levels of the
//        other seats (1 … players − 1 of easy, normal, hard, random); moves: moves made (optional)
//   GET  /api/players/:name/practice → { name, games: { [gameId]: { games, wins } } } (404 no
//        such player)
// The account is always the session's: nothing in the body names one.
import type { Context } from 'koa';
import type { GameModule } from '../../games/common/module';
import { accountByName } from '../accounts/names';
import type { AccountsRepo } from '../accounts/repo';
import type { Sessions } from '../accounts/sessions';
import { bodyOf } from '../http/body';
import { fail, shown } from '../http/errors';
import { routerParam } from '../http/paths';
import type { PracticeRepo } from './repo';

/** Reports an account may make in an hour (a game against bots takes minutes). */
export const PRACTICE_PER_HOUR = 60;
export const PRACTICE_LEVELS = ['easy', 'normal', 'hard', 'random'];
const FIELDS = ['gameId', 'matchID', 'players', 'place', 'draw', 'bots', 'moves'];
/** The device's match IDs (client/store.ts newId: 16 hex digits), with room to spare. */
const LOCAL_MATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;
const HOUR = 3_600_000;

export interface PracticeDeps {
  repo: PracticeRepo;
  accounts: Pick<AccountsRepo, 'accountByNameKey'>;
  games: GameModule[];
  sessions: Sessions;
  now?: () => number;
}

const whole = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

export function mountPractice(router: any, deps: PracticeDeps): void {
  const { repo, accounts, sessions } = deps;
  const now = deps.now ?? Date.now;
  const byId = new Map(deps.games.map((g) => [g.id, g]));
  const answer = (ctx: Context, status: number, body: unknown) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.status = status;
    ctx.body = body;
  };

  router.post('/api/me/practice', async (ctx: Context) => {
    const s = await sessions.current(ctx);
    if (!s) return fail(ctx, 401, 'Not signed in');
    const b = bodyOf(ctx);
    for (const k of Object.keys(b)) if (!FIELDS.includes(k)) return fail(ctx, 400, `Unexpected field "${shown(k)}"`);
    const mod = typeof b.gameId === 'string' ? byId.get(b.gameId) : undefined;
    if (!mod) return fail(ctx, 404, `Unknown game: ${shown(b.gameId)}`);
    if (typeof b.matchID !== 'string' || !LOCAL_MATCH_ID.test(b.matchID))
      return fail(ctx, 400, 'matchID must be 1 to 64 letters, digits, _ or -');
    if (!whole(b.players, mod.minPlayers, mod.maxPlayers))
      return fail(ctx, 400, `players must be a whole number from ${mod.minPlayers} to ${mod.maxPlayers}`);
    const players = b.players;
    if (!whole(b.place, 1, players)) return fail(ctx, 400, `place must be a whole number from 1 to ${players}`);
    if (b.draw !== undefined && typeof b.draw !== 'boolean') return fail(ctx, 400, 'draw must be true or false');
    if (b.draw === true && b.place !== 1) return fail(ctx, 400, 'In a draw every seat is first');
    if (
      !Array.isArray(b.bots) ||
      b.bots.length < 1 ||
      b.bots.length > players - 1 ||
      !b.bots.every((l: unknown) => typeof l === 'string' && PRACTICE_LEVELS.includes(l))
    )
      return fail(ctx, 400, `bots must list 1 to ${players - 1} levels of ${PRACTICE_LEVELS.join(', ')}`);
    if (b.moves !== undefined && !whole(b.moves, 0, 100_000))
      return fail(ctx, 400, 'moves must be a whole number from 0 to 100000');
    const t = now();
    if ((await repo.countSince(s.account.id, t - HOUR)) >= PRACTICE_PER_HOUR) {
      ctx.set('Retry-After', String(HOUR / 1000));
      return fail(ctx, 429, `At most ${PRACTICE_PER_HOUR} practice games an hour are counted`);
    }
    const counted = await repo.record({
      accountId: s.account.id,
      gameId: mod.id,
      matchID: b.matchID,
      reportedAt: t,
      players,
      place: b.place,
      win: b.place === 1 && b.draw !== true,
      bots: b.bots as string[],
      moves: b.moves ?? null,
    });
    answer(ctx, counted ? 201 : 200, { counted });
  });

  router.get('/api/players/:name/practice', async (ctx: Context & { params: Record<string, string> }) => {
    const raw = routerParam(ctx.params.name ?? '');
    const account = raw.length <= 100 ? await accountByName(accounts, raw) : undefined;
    if (!account) return fail(ctx, 404, 'No such player');
    const rows = (await repo.summary(account.id)).filter((r) => byId.has(r.gameId));
    answer(ctx, 200, {
      name: account.name,
      games: Object.fromEntries(rows.map((r) => [r.gameId, { games: r.games, wins: r.wins }])),
    });
  });
}
