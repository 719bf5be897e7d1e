// Koa middleware in front of boardgame.io's Lobby API (POST /games/…): every body is checked here
// before boardgame.io reads it, with a 4xx and a reason for anything it should not take:
// - seat IDs through the one seat check (./seats.ts), player names trimmed and bounded, no `data`
//   from clients (the app sets none, and a seat's bot marker is the server's alone); an account's
//   name is taken by that account only (accountNameRefusal);
// - create and play-again bodies: a player count the title takes, only its declared table options;
// - no leaving a started or finished match (boardgame.io would empty the seat, and wipe the match
//   and its replay when the last seat leaves);
// - one "Play again" of a match at a time across processes; its next match takes no seat before
//   the table's options (rated, bots, clock, hints) are copied onto it.
// Paths are matched exactly as the (strict) router matches them (server/http/paths.ts); the list of
// a game's tables is answered here, a bounded page (./list.ts).
import { randomUUID } from 'node:crypto';
import type { Server } from 'boardgame.io';
import type { Context, Next } from 'koa';
import type { GameModule } from '../../games/common/module';
import { preparingMatch, setupLease, SETUP_LEASE_MS, type RoundhouseStoreBase } from '../storage/base';
import { waitForLease } from '../db/leases';
import { isRated } from '../ratings/rated';
import { bodyOf, replaceBody } from '../http/body';
import { fail } from '../http/errors';
import { pathSegments } from '../http/paths';
import { listTables } from './list';
import { accountByName } from '../accounts/names';
import type { AccountsRepo } from '../accounts/repo';
import { checkName, seatOf } from './seats';
import { checkNumPlayers, checkSetupData } from './setup-data';

/** Match IDs as the server makes them (12 hex characters; boardgame.io's own create: 11 of nanoid). */
export const MATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** The longest seat credentials any request may carry (boardgame.io's are 21 characters). */
export const CREDENTIALS_MAX = 128;

/** The fields each Lobby write may carry (anything else is refused). */
const FIELDS: Record<string, readonly string[]> = {
  create: ['numPlayers', 'setupData', 'unlisted'],
  join: ['playerName', 'playerID'],
  leave: ['playerID', 'credentials'],
  playAgain: ['playerID', 'credentials', 'numPlayers', 'setupData', 'unlisted'],
  update: ['playerID', 'credentials', 'newName'],
  rename: ['playerID', 'credentials', 'newName'],
};
const fieldsOf = (verb: string) => (Object.hasOwn(FIELDS, verb) ? FIELDS[verb] : undefined);

function unknownField(body: Record<string, unknown>, allowed: readonly string[]): string | null {
  for (const k of Object.keys(body)) {
    if (allowed.includes(k)) continue;
    if (k === 'data') return 'data is set by the server only';
    return `Unexpected field "${k.slice(0, 40)}"`;
  }
  return null;
}

/** Validation shared by the Lobby create route, play again and /api/tables: the player count and
 *  setupData, normalised (numPlayers a number). */
export function checkCreate(
  mod: GameModule | undefined,
  body: Record<string, unknown>,
): { ok: true; numPlayers: number } | { ok: false; error: string } {
  if (!mod) return { ok: false, error: 'Unknown game' };
  const n = checkNumPlayers(mod, body.numPlayers);
  if (!n.ok) return n;
  const err = checkSetupData(mod, body.setupData, n.n);
  if (err) return { ok: false, error: err };
  if (body.unlisted !== undefined && typeof body.unlisted !== 'boolean')
    return { ok: false, error: 'unlisted must be true or false' };
  return { ok: true, numPlayers: n.n };
}

/** How long a "Play again" waits for another of the same match (and how long its lease lasts). */
const PLAY_AGAIN_WAIT_MS = 5000;

/** What a join goes through besides boardgame.io (also seating from inside the server: ./join-seat.ts). */
export interface JoinHooks {
  /** Called with each seat taken (server/accounts/), to bind it to a signed-in player's account */
  onJoined?: (ctx: Context, matchID: string, playerID: string, credentials: string) => Promise<void>;
  /** Asked before a seat of a rated table is taken (server/ratings/); the name to seat (the
   *  account's), or the refusal (401 signed out, 409 the account sits there already) */
  ratedJoin?: (
    ctx: Context,
    matchID: string,
    metadata: Server.MatchData,
  ) => Promise<
    { ok: true; name: string; release?: () => Promise<void> } | { ok: false; status: number; error: string }
  >;
  /** why a name may not be taken at a table (an account's, by anyone but that account), or null */
  nameRefusal?: (ctx: Context, name: string) => Promise<string | null>;
}

/** Asked before a Lobby join (server/social/: seats held for invited players, "invited players
 *  only"): the refusal, or the seat to give (`playerID`; absent: as asked). `requested`: the seat
 *  the join names, if any. */
export type SeatHold = (
  ctx: Context,
  matchID: string,
  metadata: Server.MatchData,
  requested: string | undefined,
) => Promise<{ ok: true; playerID?: string } | { ok: false; status: number; error: string }>;

export function guardLobby(
  store: RoundhouseStoreBase,
  games: GameModule[],
  onPlayAgain?: (from: string, to: string) => Promise<void>,
  onJoined?: JoinHooks['onJoined'],
  ratedJoin?: JoinHooks['ratedJoin'],
  nameRefusal?: JoinHooks['nameRefusal'],
  seatHold?: SeatHold,
) {
  const byId = new Map(games.map((g) => [g.id, g]));
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== '/games' && !ctx.path.startsWith('/games/')) return next();
    const seg = pathSegments(ctx.path); // games, name, (create | id, verb)
    if (ctx.method === 'GET' || ctx.method === 'HEAD') {
      if (seg.length !== 2 && seg.length !== 3) return next();
      const mod = byId.get(seg[1]);
      if (!mod) return fail(ctx, 404, `Unknown game: ${seg[1].slice(0, 40)}`);
      if (seg.length === 2) return listTables(ctx, store, mod.id);
      // a match's data, under its own game only
      if (!MATCH_ID.test(seg[2])) return fail(ctx, 404, 'No such match');
      await next();
      if (ctx.status === 200 && (ctx.body as { gameName?: string } | undefined)?.gameName !== mod.id)
        fail(ctx, 404, `No ${mod.id} match ${seg[2]}`);
      return;
    }
    if (ctx.method !== 'POST') return next();
    const mod = byId.get(seg[1]);
    if (!mod) return fail(ctx, 404, `Unknown game: ${String(seg[1]).slice(0, 40)}`);
    const body = bodyOf(ctx);
    if (seg.length === 3 && seg[2] === 'create') {
      const bad = unknownField(body, FIELDS.create);
      if (bad) return fail(ctx, 400, bad);
      const c = checkCreate(mod, body);
      if (!c.ok) return fail(ctx, 400, c.error);
      replaceBody(ctx, { ...body, numPlayers: c.numPlayers });
      return next();
    }
    if (seg.length !== 4) return next();
    const [, , matchID, verb] = seg;
    const allowed = fieldsOf(verb);
    if (!allowed) return next(); // the router answers 404
    if (!MATCH_ID.test(matchID)) return fail(ctx, 404, 'No such match');
    const bad = unknownField(body, allowed);
    if (bad) return fail(ctx, 400, bad);
    // A match still being set up by a "Play again" (its options not copied yet) is joined after.
    if (verb === 'join' && !(await setUpDone(store, matchID)))
      return fail(ctx, 503, 'This table is still being set up; try again');
    // (the state only for a leave: a started match cannot be left)
    const { metadata, state } = await store.fetch(matchID, { metadata: true, state: verb === 'leave' });
    if (!metadata || metadata.gameName !== mod.id) return fail(ctx, 404, `No ${mod.id} match ${matchID}`);
    const out: Record<string, unknown> = { ...body };

    if (verb === 'join') {
      const name = checkName(body.playerName);
      if (!name.ok) return fail(ctx, 400, name.error);
      out.playerName = name.name;
      if (body.playerID !== undefined && body.playerID !== null) {
        const seat = seatOf(body.playerID, metadata.players);
        if (!seat.ok) return fail(ctx, seat.status, seat.error);
        out.playerID = seat.seat;
      } else delete out.playerID;
      const hold = await seatHold?.(ctx, matchID, metadata, out.playerID as string | undefined);
      if (hold && !hold.ok) return fail(ctx, hold.status, hold.error);
      if (hold?.ok && hold.playerID !== undefined) out.playerID = hold.playerID;
      // A rated table: signed-in players only, seated under their account's name, one
      // join of an account at a table at a time (held until its seat is bound below)
      let release: (() => Promise<void>) | undefined;
      if (!isRated(metadata)) {
        const refused = await nameRefusal?.(ctx, name.name);
        if (refused) return fail(ctx, 409, refused);
      } else {
        if (!ratedJoin) return fail(ctx, 403, 'This server does not seat players at rated tables');
        const r = await ratedJoin(ctx, matchID, metadata);
        if (!r.ok) return fail(ctx, r.status, r.error);
        out.playerName = r.name;
        release = r.release;
      }
      try {
        replaceBody(ctx, out);
        await next();
        // the seat boardgame.io just gave out, bound to a signed-in player's account
        const joined = ctx.body as { playerID?: unknown; playerCredentials?: unknown } | undefined;
        if (
          onJoined &&
          ctx.status === 200 &&
          typeof joined?.playerID === 'string' &&
          typeof joined.playerCredentials === 'string'
        ) {
          await onJoined(ctx, matchID, joined.playerID, joined.playerCredentials);
        }
      } finally {
        await release?.();
      }
      return;
    }

    // leave, playAgain, update, rename: a seat and its credentials
    const seat = seatOf(body.playerID, metadata.players);
    if (!seat.ok)
      return fail(
        ctx,
        body.playerID === undefined ? 400 : seat.status,
        body.playerID === undefined ? 'playerID and credentials are required' : seat.error,
      );
    if (typeof body.credentials !== 'string' || !body.credentials || body.credentials.length > CREDENTIALS_MAX) {
      return fail(ctx, 400, 'playerID and credentials are required');
    }
    out.playerID = seat.seat;

    if (verb === 'leave' && (metadata.gameover !== undefined || (state && state._stateID > 0))) {
      return fail(ctx, 409, 'A match that has started cannot be left; it is kept for its replay');
    }
    if ((verb === 'update' || verb === 'rename') && isRated(metadata)) {
      return fail(ctx, 403, 'At a rated table every player keeps the account’s name');
    }
    if (verb === 'update' || verb === 'rename') {
      const name = checkName(body.newName, 'newName');
      if (!name.ok) return fail(ctx, 400, name.error);
      const refused = await nameRefusal?.(ctx, name.name);
      if (refused) return fail(ctx, 409, refused);
      out.newName = name.name;
    }
    if (verb === 'playAgain') {
      const numPlayers = body.numPlayers ?? Object.keys(metadata.players).length;
      const c = checkCreate(mod, { numPlayers, setupData: body.setupData, unlisted: body.unlisted });
      if (!c.ok) return fail(ctx, 400, c.error);
      out.numPlayers = c.numPlayers;
    }
    replaceBody(ctx, out);
    if (verb !== 'playAgain') return next();

    // One "Play again" of a match at a time, across processes (a lease in the database): the
    // second finds the next match the first made, so the seats never split between two.
    const key = `playAgain:${matchID}`;
    const owner = randomUUID();
    if (!(await waitForLease(store.db, key, owner, PLAY_AGAIN_WAIT_MS, PLAY_AGAIN_WAIT_MS))) {
      return fail(ctx, 503, 'Another "Play again" of this match is under way; try again');
    }
    let nextMatchID: string | undefined;
    try {
      // the next match is leased as being set up from its creation (server/storage/parts.ts preparingMatch)
      await preparingMatch.run(owner, next);
      nextMatchID = (ctx.body as { nextMatchID?: string } | undefined)?.nextMatchID;
      if (ctx.status === 200 && nextMatchID && onPlayAgain) await onPlayAgain(matchID, nextMatchID);
    } finally {
      if (nextMatchID) await store.db.releaseLease(setupLease(nextMatchID), owner).catch(() => undefined);
      await store.db.releaseLease(key, owner).catch(() => undefined);
    }
  };
}

/** A guest (or another account) cannot sit under an account's name: the name would read as that
 *  player's at the table, in the replay and as a link to the profile. The account itself may. */
export function accountNameRefusal(
  accounts: Pick<AccountsRepo, 'accountByNameKey'>,
  sessions: { current(ctx: Context): Promise<{ account: { id: string } } | undefined> },
) {
  return async (ctx: Context, name: string): Promise<string | null> => {
    const owner = await accountByName(accounts, name); // as accounts compare names: confusables alike
    if (!owner) return null;
    const s = await sessions.current(ctx);
    return s?.account.id === owner.id ? null : 'This name belongs to an account: sign in as it, or choose another name';
  };
}

/** Whether a match is set up (no "Play again" is copying its table's options): waits up to
 *  PLAY_AGAIN_WAIT_MS for one that is, by taking its set-up lease for a moment. A match whose
 *  set-up lease nobody holds is set up for good: the lease is taken before the match exists (so
 *  before anyone can know its ID) and never again once released; a join reads that and writes
 *  nothing (taking and releasing the lease were two writes of every join). */
async function setUpDone(store: RoundhouseStoreBase, matchID: string): Promise<boolean> {
  if (!(await store.db.leaseHeld(setupLease(matchID)))) return true;
  const owner = randomUUID();
  if (!(await waitForLease(store.db, setupLease(matchID), owner, SETUP_LEASE_MS, PLAY_AGAIN_WAIT_MS))) return false;
  await store.db.releaseLease(setupLease(matchID), owner).catch(() => undefined);
  return true;
}
