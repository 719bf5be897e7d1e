// Replay routes on boardgame.io's Koa router:
//   GET /replays/:gameId/:matchID → { initialState, log, rulesVersion, metadata, hints?, out?, unrated? }
//       after gameover (hints: where a seat asked for one, at a table that allowed them; out: seats
//       that resigned or left for good; unrated: why a rated match was settled without rating)
//   GET /api/finished?game=<id>&limit=<n> → { matches: FinishedSummary[] }, newest first
// The true initial state (secrets, PRNG seed) and the full log leave the server only once the
// match is over [docs/boardgameio-0.50.2.md traps 12 and 21]; credentials never leave it.
import type Router from '@koa/router';
import type { GameModule } from '../../games/common/module';
import { entriesToDispatch, stripCredentials, type HintUse, type ReplayPayload } from '../../games/common/replay';
import type { FinishedSummary, RoundhouseStore } from '../storage/types';

const MAX_LIST = 200;
const MAX_CACHED = 5000;

type KoaCtx = {
  params: Record<string, string>;
  query: Record<string, unknown>;
  status: number;
  body: unknown;
  set(k: string, v: string): void;
};

function fail(ctx: KoaCtx, status: number, error: string, message: string) {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { error, message };
}

export function mountReplays(
  router: Router<any, any>,
  store: RoundhouseStore,
  games: GameModule[],
  hintsOf?: (matchID: string) => Promise<HintUse[]>,
  /** The match's record beside its log: seats out of it (left for good, resigned), and why a
   *  rated match was settled without rating. */
  resultOf?: (matchID: string) => Promise<Pick<ReplayPayload, 'out' | 'unrated'>>,
): void {
  const byId = new Map(games.map((g) => [g.id, g]));
  // Moves of a finished match (replay steps: undo/redo included, in-move events and automatic
  // entries not). A finished match never changes, so each is counted once.
  const pliesCache = new Map<string, number>();
  const countPlies = async (m: FinishedSummary): Promise<number> => {
    const hit = pliesCache.get(m.matchID);
    if (hit !== undefined) return hit;
    const rec = await store.fetchReplay(m.matchID).catch(() => undefined);
    if (!rec) return m.plies;
    const n = entriesToDispatch(rec.log).length;
    if (pliesCache.size >= MAX_CACHED) pliesCache.delete(pliesCache.keys().next().value as string);
    pliesCache.set(m.matchID, n);
    return n;
  };

  router.get('/replays/:gameId/:matchID', async (koa) => {
    const ctx = koa as unknown as KoaCtx;
    const { gameId, matchID } = ctx.params;
    if (!byId.has(gameId)) return fail(ctx, 404, 'unknown-game', `Unknown game "${gameId}".`);
    let record;
    try {
      record = await store.fetchReplay(matchID);
    } catch {
      return fail(ctx, 500, 'storage', 'The replay could not be read.');
    }
    if (!record || record.gameName !== gameId) {
      return fail(ctx, 404, 'not-found', `No ${gameId} match "${matchID}".`);
    }
    const over = record.metadata?.gameover;
    if (over === undefined || over === null) {
      return fail(ctx, 403, 'in-progress', 'This match is still being played; its replay opens once it is over.');
    }
    const hints = hintsOf ? await hintsOf(matchID).catch(() => []) : [];
    const result: Pick<ReplayPayload, 'out' | 'unrated'> = resultOf ? await resultOf(matchID).catch(() => ({})) : {};
    const body: ReplayPayload & { hints?: HintUse[] } = {
      initialState: record.initialState,
      log: record.log,
      rulesVersion: record.rulesVersion,
      metadata: stripCredentials(record.metadata),
      ...(hints.length ? { hints } : {}),
      ...(result.out && Object.keys(result.out).length ? { out: result.out } : {}),
      ...(result.unrated ? { unrated: result.unrated } : {}),
    };
    ctx.set('Cache-Control', 'private, max-age=300');
    ctx.body = body;
  });

  // seats out of a finished match (a finished match's record never changes: each is read once)
  const results = new Map<string, Pick<ReplayPayload, 'out' | 'unrated'>>();
  const finishedResult = async (
    matchID: string,
    updatedAt: number,
  ): Promise<Pick<ReplayPayload, 'out' | 'unrated'>> => {
    if (!resultOf) return {};
    let r = results.get(matchID);
    if (!r) {
      const got = await resultOf(matchID).catch(() => undefined);
      if (!got) return {};
      r = {
        ...(got.out && Object.keys(got.out).length ? { out: got.out } : {}),
        ...(got.unrated ? { unrated: got.unrated } : {}),
      };
      // (a rated match is settled just after its end: kept once that has surely happened)
      if (Date.now() - updatedAt > 60_000) {
        if (results.size >= MAX_CACHED) results.delete(results.keys().next().value as string);
        results.set(matchID, r);
      }
    }
    return r;
  };

  router.get('/api/finished', async (koa) => {
    const ctx = koa as unknown as KoaCtx;
    const game = typeof ctx.query.game === 'string' && ctx.query.game ? ctx.query.game : undefined;
    if (game && !byId.has(game)) return fail(ctx, 404, 'unknown-game', `Unknown game "${game}".`);
    const asked = Number(ctx.query.limit);
    const limit = Number.isFinite(asked) && asked > 0 ? Math.min(Math.floor(asked), MAX_LIST) : 100;
    let list: FinishedSummary[];
    try {
      list = await store.listFinished({ gameName: game, limit });
    } catch {
      return fail(ctx, 500, 'storage', 'The list of finished matches could not be read.');
    }
    const known = list.filter((m) => byId.has(m.gameName));
    const matches: FinishedSummary[] = [];
    for (const m of known) {
      matches.push({
        matchID: m.matchID,
        gameName: m.gameName,
        players: (m.players ?? []).map((p) => ({ id: String(p.id), name: p.name })),
        gameover: m.gameover,
        createdAt: m.createdAt,
        updatedAt: m.updatedAt,
        plies: await countPlies(m),
        ...(await finishedResult(m.matchID, Number(m.updatedAt) || 0)),
      });
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { matches };
  });
}
