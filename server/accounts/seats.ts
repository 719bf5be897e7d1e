// Seats bound to accounts: a signed-in player's seat (taken through the Lobby's join, which New
// table uses too) is bound to the account on the server with its credentials, so every device
// signed into the account finds it (GET /api/me/matches) and can play it. A binding counts only
// while the match's own metadata still gives the seat those credentials (a seat left before the
// start and taken by someone else is not the account's any more). A guest browser's seats are
// adopted at sign-up: each credential the browser sends is checked against the match first. A
// seat at a rated table is never adopted: it is bound when its account takes it (the rated join,
// quick match), and a rated result goes only to the accounts seated so; a seat whose account was
// deleted mid-match stays nobody's (the match is settled without rating, server/ratings/keeper.ts).
import type { Server } from 'boardgame.io';
import type { RoundhouseStoreBase } from '../storage/base';
import type { AccountsRepo } from './repo';
import { canonicalSeat } from '../lobby/seats';
import { CREDENTIALS_MAX, MATCH_ID } from '../lobby/guards';
import { isRated } from '../ratings/rated';
import type { AccountMatch, BoundSeat } from './types';
import { holdsSeat, sameSecret } from '../clock/stand-in';

/** The match store as this module uses it (match metadata; it never writes match tables itself). */
export type Matches = Pick<RoundhouseStoreBase, 'fetch' | 'setMetadata' | 'matchRows'>;

/** Finished matches listed besides the unfinished ones. */
export const RECENT_FINISHED = 20;
/** Bound seats read per listing (the unfinished ones first in practice: they move). */
const READ_MAX = 300;
/** Seats one adoption may carry (a browser keeps at most 100). */
export const ADOPT_MAX = 100;
/** The name a deleted account's seats keep in their matches and replays. */
export const NEUTRAL_NAME = 'Former player';

function seatMetadata(metadata: Server.MatchData | undefined, playerID: string) {
  const players = metadata?.players;
  return players && Object.hasOwn(players, playerID) ? players[playerID as unknown as number] : undefined;
}

/** Bind a seat just joined (the credentials boardgame.io made for it) to the account. */
export async function bindJoinedSeat(
  repo: AccountsRepo,
  accountId: string,
  matchID: string,
  playerID: string,
  credentials: string,
): Promise<void> {
  await repo.bindSeat({ accountId, matchID, playerID, credentials, boundAt: Date.now() }, true);
}

/** The account's bound seats whose match still exists, with their match, most recently updated
 *  first: at most `limit`. */
export async function boundSeats(
  matches: Matches,
  repo: AccountsRepo,
  accountId: string,
  limit: number,
): Promise<BoundSeat[]> {
  const bindings = await repo.bindingsOf(accountId);
  const byMatch = new Map<string, typeof bindings>();
  for (const b of bindings) byMatch.set(b.matchID, [...(byMatch.get(b.matchID) ?? []), b]);
  const out: BoundSeat[] = [];
  for (const m of await matches.matchRows([...byMatch.keys()], limit)) {
    for (const b of byMatch.get(m.matchID) ?? [])
      out.push({ ...b, gameName: m.gameName, metadata: m.metadata, gameover: m.gameover, updatedAt: m.updatedAt });
  }
  return out.slice(0, limit);
}

/** The seats still the account's: all unfinished, and the most recent finished. */
export async function accountMatches(matches: Matches, repo: AccountsRepo, accountId: string): Promise<AccountMatch[]> {
  const rows = await boundSeats(matches, repo, accountId, READ_MAX);
  const out: AccountMatch[] = [];
  let finished = 0;
  for (const r of rows) {
    const seat = seatMetadata(r.metadata, r.playerID);
    if (!seat || !sameSecret(seat.credentials, r.credentials)) continue;
    const over = r.gameover || r.metadata.gameover !== undefined;
    if (over && ++finished > RECENT_FINISHED) continue;
    out.push({
      matchID: r.matchID,
      gameId: r.gameName,
      playerID: r.playerID,
      credentials: r.credentials,
      name: typeof seat.name === 'string' ? seat.name : '',
      over,
      rated: (r.metadata as { rated?: unknown }).rated === true,
      createdAt: typeof r.metadata.createdAt === 'number' ? r.metadata.createdAt : r.boundAt,
      updatedAt: r.updatedAt,
    });
  }
  return out;
}

/** Adopt the seats a browser holds: { seats: [{ matchID, playerID, credentials }] }. Returns how
 *  many are the account's now, or the reason the list is refused. Seats whose credentials do not
 *  match their match (or whose match is gone, or that another account holds, or that are at a
 *  rated table) are skipped. */
export async function adoptSeats(
  matches: Matches,
  repo: AccountsRepo,
  accountId: string,
  seats: unknown,
): Promise<{ ok: true; adopted: number } | { ok: false; error: string }> {
  if (!Array.isArray(seats)) return { ok: false, error: 'seats must be a list' };
  if (seats.length > ADOPT_MAX) return { ok: false, error: `At most ${ADOPT_MAX} seats at a time` };
  const wanted: { matchID: string; playerID: string; credentials: string }[] = [];
  for (const s of seats) {
    if (typeof s !== 'object' || s === null || Array.isArray(s))
      return { ok: false, error: 'Each seat must be an object' };
    for (const k of Object.keys(s))
      if (!['matchID', 'playerID', 'credentials', 'gameId'].includes(k))
        return { ok: false, error: `Unexpected seat field "${k.slice(0, 40)}"` };
    const { matchID, playerID, credentials } = s as Record<string, unknown>;
    const seat = canonicalSeat(playerID);
    if (
      typeof matchID !== 'string' ||
      !MATCH_ID.test(matchID) ||
      seat === null ||
      typeof credentials !== 'string' ||
      !credentials ||
      credentials.length > CREDENTIALS_MAX
    ) {
      return { ok: false, error: 'Each seat needs a matchID, a playerID and its credentials' };
    }
    wanted.push({ matchID, playerID: seat, credentials });
  }
  let adopted = 0;
  for (const w of wanted) {
    const { metadata } = (await matches.fetch(w.matchID, { metadata: true })) as { metadata?: Server.MatchData };
    const seat = seatMetadata(metadata, w.playerID);
    if (!holdsSeat(seat, w.credentials).ok) continue;
    if (isRated(metadata)) continue;
    if (await repo.bindSeat({ accountId, ...w, boundAt: Date.now() }, false)) adopted++;
  }
  return { ok: true, adopted };
}

/** Before an account is deleted: its seats keep a neutral name in their matches (and replays). */
export async function neutraliseSeats(matches: Matches, repo: AccountsRepo, accountId: string): Promise<void> {
  const rows: BoundSeat[] = await boundSeats(matches, repo, accountId, 100_000);
  for (const r of rows) {
    const { metadata } = (await matches.fetch(r.matchID, { metadata: true })) as { metadata?: Server.MatchData };
    const seat = seatMetadata(metadata, r.playerID);
    if (!metadata || !seat || !sameSecret(seat.credentials, r.credentials)) continue;
    seat.name = NEUTRAL_NAME;
    await matches.setMetadata(r.matchID, metadata);
  }
}

/** Delete an account the one way both the account's owner (DELETE /api/me) and an administrator
 *  (npm run admin -- delete-account) do it: its seats keep a neutral name, the other modules drop
 *  what they keep of it (`onDelete`), then its own rows go. */
export async function deleteAccountEverywhere(
  matches: Matches,
  repo: AccountsRepo,
  onDelete: ((accountId: string) => Promise<void>)[],
  accountId: string,
): Promise<void> {
  await neutraliseSeats(matches, repo, accountId);
  for (const drop of onDelete) await drop(accountId);
  await repo.deleteAccount(accountId);
}
