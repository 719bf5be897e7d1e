// Seating a player at a named seat from inside the server (an accepted invitation,
// server/social/): what boardgame.io's Lobby join does (the seat's name and fresh credentials in
// the match metadata), with the same checks and hooks the Lobby's join goes through in
// ./guards.ts: a rated table seats only a signed-in account under its name, one join of an account
// at a time (ratedJoin); elsewhere an account's name is taken by that account only (nameRefusal);
// the seat is bound to the signed-in account afterwards (onJoined: accounts, ratings).
import { randomUUID } from 'node:crypto';
import type { Server } from 'boardgame.io';
import type { Context } from 'koa';
import { isRated } from '../ratings/rated';
import type { RoundhouseStoreBase } from '../storage/base';
import type { JoinHooks } from './guards';

export type SeatJoin =
  | { ok: true; playerID: string; credentials: string }
  | { ok: false; status: number; error: string };

/** Sit the request's player (`ctx`: its session) at `playerID` of `matchID` under `name`. */
export function seatJoiner(store: Pick<RoundhouseStoreBase, 'fetch' | 'setMetadata'>, hooks: JoinHooks) {
  const metadataOf = async (matchID: string) =>
    (await store.fetch(matchID, { metadata: true })).metadata as Server.MatchData | undefined;
  return async (ctx: Context, matchID: string, playerID: string, name: string): Promise<SeatJoin> => {
    const first = await metadataOf(matchID);
    if (!first) return { ok: false, status: 404, error: 'No such match' };
    if (first.gameover !== undefined) return { ok: false, status: 409, error: 'This match is over' };
    let playerName = name;
    let release: (() => Promise<void>) | undefined;
    if (isRated(first)) {
      if (!hooks.ratedJoin)
        return { ok: false, status: 403, error: 'This server does not seat players at rated tables' };
      const r = await hooks.ratedJoin(ctx, matchID, first);
      if (!r.ok) return r;
      playerName = r.name;
      release = r.release;
    } else {
      const refused = await hooks.nameRefusal?.(ctx, name);
      if (refused) return { ok: false, status: 409, error: refused };
    }
    try {
      // read again: a rated join waited for its lease
      const metadata = (await metadataOf(matchID)) ?? first;
      const seat = Object.hasOwn(metadata.players, playerID)
        ? metadata.players[playerID as unknown as number]
        : undefined;
      if (!seat) return { ok: false, status: 404, error: `No seat ${playerID.slice(0, 8)} at this table` };
      if (seat.name) return { ok: false, status: 409, error: 'This seat is taken' };
      const credentials = randomUUID();
      seat.name = playerName;
      seat.credentials = credentials;
      await store.setMetadata(matchID, metadata);
      await hooks.onJoined?.(ctx, matchID, playerID, credentials);
      return { ok: true, playerID, credentials };
    } finally {
      await release?.();
    }
  };
}
