// Follows, blocks and invitations between accounts (the routes: ./routes.ts; the tables: ./repo.ts).
// - A follow lists the followed player with whether they are online and playing, from what the
//   server knows: an account is playing while it holds a seat of an unfinished match, and online
//   while its player is connected at one (boardgame.io's isConnected, the presence the clock
//   module keeps away-times from: server/clock/keeper.ts).
// - A block removes the follows between the two and the invitations between them; a blocked
//   account cannot follow or invite the blocker (nor the blocker them), and other modules ask
//   `blockedEither` (quick match never seats the two together) and `blockedBy` (the table chat
//   leaves out the authors its viewer blocks).
// - An invitation comes from an account seated at the table (its seat binding, with the seat's
//   credentials still the match's: server/accounts/seats.ts) and holds a free seat for the
//   invitee: the Lobby's join (`seatHold`, asked by server/lobby/guards.ts) gives that seat to no
//   one else, and accepting sits the invitee there through the Lobby's join checks and hooks
//   (server/lobby/join-seat.ts: rated tables, the seat bound to the account). A table "for
//   invited players only" seats its creator and invitees only (and, after "Play again", the
//   players of the match before).
// - An invitation lasts INVITE_DAYS (a table of turn-based play waits days, not for ever): after
//   that it is gone from the inbox and its seat is free. The players seated at the table see its
//   open invitations and may withdraw any of them (the seat is free again at once).
import { randomBytes } from 'node:crypto';
import type { Server } from 'boardgame.io';
import type { Context } from 'koa';
import type { AccountsRepo } from '../accounts/repo';
import { accountByName } from '../accounts/names';
import { boundSeats, type Matches } from '../accounts/seats';
import type { SeatHold } from '../lobby/guards';
import type { SeatJoin } from '../lobby/join-seat';
import { tableOptionsOf } from '../lobby/table-options';
import type { AccountRow } from '../accounts/types';
import type { InviteRow, SocialRepo } from './repo';

/** Accounts one account may follow, and block. */
export const FOLLOWS_MAX = 500;
export const BLOCKS_MAX = 1000;
/** Invitations an account's inbox holds at most. */
export const INBOX_MAX = 50;
/** Days an invitation holds its seat. */
export const INVITE_DAYS = 7;
const INVITE_MS = INVITE_DAYS * 24 * 3600 * 1000;
/** How often a server deletes expired invitations. */
export const INVITE_SWEEP_MS = 3600 * 1000;
/** Bound seats looked at for a followed player's presence (most recently updated first). */
const PRESENCE_SEATS = 30;

/** What a new invitation tells the notifications (server/notify/, when present). */
export interface Invited {
  toAccountId: string;
  fromName: string;
  matchID: string;
  gameId: string;
}

export interface SocialDeps {
  repo: SocialRepo;
  accounts: AccountsRepo;
  matches: Matches;
  /** The Lobby's join, from inside the server (server/lobby/join-seat.ts). */
  joinSeat: (ctx: Context, matchID: string, playerID: string, name: string) => Promise<SeatJoin>;
  /** Who is signed in on a request. */
  signedIn: (ctx: Context) => Promise<AccountRow | undefined>;
  /** Told of each new invitation (a push or mail to the invitee). */
  invited?: (n: Invited) => void | Promise<void>;
  log: (msg: string) => void;
  now?: () => number;
}

export type Outcome<T = undefined> = { ok: true; value: T } | { ok: false; status: number; error: string };
const no = (status: number, error: string): { ok: false; status: number; error: string } => ({
  ok: false,
  status,
  error,
});
const yes = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

const seatOf = (metadata: Server.MatchData, playerID: string) =>
  Object.hasOwn(metadata.players, playerID) ? metadata.players[playerID as unknown as number] : undefined;

export class Social {
  private now: () => number;
  constructor(private deps: SocialDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** The account a name (as typed) belongs to, if any. */
  async byName(name: string): Promise<AccountRow | undefined> {
    return name.length <= 100 ? accountByName(this.deps.accounts, name) : undefined;
  }

  // ---- blocks ------------------------------------------------------------------------------

  blockedEither(a: string, b: string): Promise<boolean> {
    return this.deps.repo.blockedEither(a, b);
  }

  /** The accounts `viewerId` blocks. */
  async blockedBy(viewerId: string): Promise<Set<string>> {
    return new Set(await this.deps.repo.blockedBy(viewerId));
  }

  /** Whether two accounts may be seated together by the server (quick match): neither blocks the other. */
  async mayMeet(a: string, b: string): Promise<boolean> {
    return !(await this.deps.repo.blockedEither(a, b));
  }

  async block(me: AccountRow, name: string): Promise<Outcome> {
    const other = await this.byName(name);
    if (!other) return no(404, 'No such player');
    if (other.id === me.id) return no(400, 'You cannot block yourself');
    const blocked = await this.deps.repo.blockedBy(me.id);
    if (!blocked.includes(other.id) && blocked.length >= BLOCKS_MAX)
      return no(400, `You block ${BLOCKS_MAX} players already`);
    await this.deps.repo.block(me.id, other.id, this.now());
    return yes(undefined);
  }

  async unblock(me: AccountRow, name: string): Promise<Outcome> {
    const other = await this.byName(name);
    if (!other) return no(404, 'No such player');
    await this.deps.repo.unblock(me.id, other.id);
    return yes(undefined);
  }

  async blocks(me: AccountRow): Promise<{ name: string }[]> {
    const ids = await this.deps.repo.blockedBy(me.id);
    const names = await this.deps.accounts.namesOf(ids);
    return ids.flatMap((id) => (names.has(id) ? [{ name: names.get(id)!.name }] : []));
  }

  // ---- follows -----------------------------------------------------------------------------

  async follow(me: AccountRow, name: string): Promise<Outcome> {
    const other = await this.byName(name);
    if (!other) return no(404, 'No such player');
    if (other.id === me.id) return no(400, 'You cannot follow yourself');
    if (await this.deps.repo.blockedEither(me.id, other.id))
      return no(403, 'You cannot follow this player: one of you blocks the other');
    const follows = await this.deps.repo.followeesOf(me.id);
    if (!follows.includes(other.id) && follows.length >= FOLLOWS_MAX)
      return no(400, `You follow ${FOLLOWS_MAX} players already`);
    await this.deps.repo.follow(me.id, other.id, this.now());
    return yes(undefined);
  }

  async unfollow(me: AccountRow, name: string): Promise<Outcome> {
    const other = await this.byName(name);
    if (!other) return no(404, 'No such player');
    await this.deps.repo.unfollow(me.id, other.id);
    return yes(undefined);
  }

  /** The players `me` follows, with whether each is online and playing now. */
  async follows(me: AccountRow): Promise<{ name: string; online: boolean; playing: boolean }[]> {
    const ids = await this.deps.repo.followeesOf(me.id);
    const names = await this.deps.accounts.namesOf(ids);
    const out: { name: string; online: boolean; playing: boolean }[] = [];
    for (const id of ids) {
      const n = names.get(id);
      if (!n) continue;
      out.push({ name: n.name, ...(await this.presence(id)) });
    }
    return out;
  }

  /** Playing: a seat of an unfinished match is the account's; online: its player is connected there. */
  async presence(accountId: string): Promise<{ online: boolean; playing: boolean }> {
    const seats = await boundSeats(this.deps.matches, this.deps.accounts, accountId, PRESENCE_SEATS);
    let online = false;
    let playing = false;
    for (const s of seats) {
      if (s.gameover || s.metadata.gameover !== undefined) continue;
      const seat = seatOf(s.metadata, s.playerID);
      if (!seat || seat.credentials !== s.credentials) continue;
      playing = true;
      if (seat.isConnected) online = true;
    }
    return { online, playing };
  }

  // ---- invitations -------------------------------------------------------------------------

  /** The running match `matchID` and the accounts seated there, when `me` is one of them. */
  private async seatedAt(
    me: AccountRow,
    matchID: string,
  ): Promise<Outcome<{ metadata: Server.MatchData; seatedIds: Set<string> }>> {
    const { metadata } = (await this.deps.matches.fetch(matchID, { metadata: true })) as {
      metadata?: Server.MatchData;
    };
    if (!metadata) return no(404, 'No such match');
    if (metadata.gameover !== undefined) return no(409, 'This match is over');
    const bound = await this.deps.accounts.matchSeatAccounts(matchID);
    const seatedIds = new Set(
      bound.filter((b) => seatOf(metadata, b.playerID)?.credentials === b.credentials).map((b) => b.accountId),
    );
    if (!seatedIds.has(me.id))
      return no(403, 'Only a player seated at this table may invite to it or see its invitations');
    return yes({ metadata, seatedIds });
  }

  /** The invitations holding seats of `matchID` now (expired ones hold nothing; `sweepExpired`
   *  deletes them). */
  private async holdsAt(matchID: string): Promise<InviteRow[]> {
    return (await this.deps.repo.invitesAt(matchID)).filter((r) => !this.expired(r));
  }

  /** Delete the expired invitations (the server does it every INVITE_SWEEP_MS); how many went. */
  sweepExpired(): Promise<number> {
    return this.deps.repo.deleteInvitesBefore(this.now() - INVITE_MS + 1);
  }

  private expired(r: InviteRow): boolean {
    return this.now() - r.createdAt >= INVITE_MS;
  }

  /** Invite `name` to `matchID` by `me`, who must hold a seat there. */
  async invite(me: AccountRow, matchID: string, name: string): Promise<Outcome<InviteRow>> {
    const at = await this.seatedAt(me, matchID);
    if (!at.ok) return at;
    const { metadata, seatedIds } = at.value;
    const other = await this.byName(name);
    if (!other) return no(404, 'No such player');
    if (other.id === me.id) return no(400, 'You cannot invite yourself');
    if (await this.deps.repo.blockedEither(me.id, other.id))
      return no(403, 'You cannot invite this player: one of you blocks the other');
    if (seatedIds.has(other.id)) return no(409, 'This player has a seat at this table already');
    const held = await this.holdsAt(matchID);
    if (held.some((h) => h.toId === other.id)) return no(409, 'This player is invited to this table already');
    if ((await this.deps.repo.invitesTo(other.id)).length >= INBOX_MAX)
      return no(409, 'This player has too many invitations waiting');
    const heldSeats = new Set(held.map((h) => h.playerID));
    const free = Object.values(metadata.players)
      .map((p) => String(p.id))
      .filter((id) => !seatOf(metadata, id)?.name && !heldSeats.has(id));
    for (const playerID of free) {
      const row: InviteRow = {
        id: randomBytes(8).toString('hex'),
        toId: other.id,
        fromId: me.id,
        matchID,
        gameId: metadata.gameName,
        playerID,
        createdAt: this.now(),
      };
      if (await this.deps.repo.addInvite(row)) {
        await this.notify({ toAccountId: other.id, fromName: me.name, matchID, gameId: metadata.gameName });
        return yes(row);
      }
      // held meanwhile by another invitation (or this player was invited meanwhile): the next seat
      if ((await this.deps.repo.invitesAt(matchID)).some((h) => h.toId === other.id))
        return no(409, 'This player is invited to this table already');
    }
    return no(409, 'No free seat at this table to hold for an invited player');
  }

  private async notify(n: Invited): Promise<void> {
    try {
      await this.deps.invited?.(n);
    } catch (e) {
      this.deps.log(`social: the invitation notice to ${n.toAccountId} failed: ${(e as Error)?.message ?? e}`);
    }
  }

  /** The invitations to `me` still open (those whose match is over or gone, or whose seat was
   *  taken meanwhile, are dropped here). */
  async inbox(
    me: AccountRow,
  ): Promise<{ id: string; type: 'invite'; from: string; matchID: string; gameId: string; at: number }[]> {
    const rows = await this.deps.repo.invitesTo(me.id);
    const open: InviteRow[] = [];
    for (const r of rows) {
      if (await this.stillOpen(r)) open.push(r);
      else await this.deps.repo.deleteInvite(r.id);
    }
    const names = await this.deps.accounts.namesOf([...new Set(open.map((r) => r.fromId))]);
    return open.map((r) => ({
      id: r.id,
      type: 'invite' as const,
      from: names.get(r.fromId)?.name ?? '',
      matchID: r.matchID,
      gameId: r.gameId,
      at: r.createdAt,
    }));
  }

  private async stillOpen(r: InviteRow): Promise<boolean> {
    const { metadata } = (await this.deps.matches.fetch(r.matchID, { metadata: true })) as {
      metadata?: Server.MatchData;
    };
    return !this.expired(r) && !!metadata && metadata.gameover === undefined && !seatOf(metadata, r.playerID)?.name;
  }

  /** The open invitations of `matchID`, for a player seated there: who, which seat, since when
   *  and until when, by seat. */
  async tableInvites(
    me: AccountRow,
    matchID: string,
  ): Promise<Outcome<{ id: string; name: string; playerID: string; at: number; until: number }[]>> {
    const at = await this.seatedAt(me, matchID);
    if (!at.ok) return at;
    const open = (await this.holdsAt(matchID))
      .filter((r) => !seatOf(at.value.metadata, r.playerID)?.name)
      .sort((x, y) => Number(x.playerID) - Number(y.playerID));
    const names = await this.deps.accounts.namesOf([...new Set(open.map((r) => r.toId))]);
    return yes(
      open.map((r) => ({
        id: r.id,
        name: names.get(r.toId)?.name ?? '',
        playerID: r.playerID,
        at: r.createdAt,
        until: r.createdAt + INVITE_MS,
      })),
    );
  }

  /** Withdraw invitation `id` of `matchID` (any player seated there may): its seat is free again. */
  async withdraw(me: AccountRow, matchID: string, id: string): Promise<Outcome> {
    const at = await this.seatedAt(me, matchID);
    if (!at.ok) return at;
    const r = /^[0-9a-f]{16}$/.test(id) ? await this.deps.repo.inviteById(id) : undefined;
    if (!r || r.matchID !== matchID) return no(404, 'No such invitation');
    await this.deps.repo.deleteInvite(r.id);
    return yes(undefined);
  }

  /** `me`'s invitation `id` (never another account's: the same 404 as none). */
  private async mine(me: AccountRow, id: string): Promise<InviteRow | undefined> {
    if (!/^[0-9a-f]{16}$/.test(id)) return undefined;
    const r = await this.deps.repo.inviteById(id);
    return r && r.toId === me.id ? r : undefined;
  }

  /** Sit `me` in the seat held by invitation `id`. */
  async accept(
    ctx: Context,
    me: AccountRow,
    id: string,
  ): Promise<Outcome<{ matchID: string; playerID: string; credentials: string }>> {
    const r = await this.mine(me, id);
    if (!r) return no(404, 'No such invitation');
    if (!(await this.stillOpen(r))) {
      await this.deps.repo.deleteInvite(r.id);
      return no(409, 'This invitation is no longer open: the table is over or gone');
    }
    const joined = await this.deps.joinSeat(ctx, r.matchID, r.playerID, me.name);
    if (!joined.ok) {
      if (joined.status === 404 || joined.status === 409) await this.deps.repo.deleteInvite(r.id);
      return joined;
    }
    await this.deps.repo.deleteInvite(r.id);
    return yes({ matchID: r.matchID, playerID: joined.playerID, credentials: joined.credentials });
  }

  /** Decline or dismiss invitation `id`: its seat is free again. */
  async dismiss(me: AccountRow, id: string): Promise<Outcome> {
    const r = await this.mine(me, id);
    if (!r) return no(404, 'No such invitation');
    await this.deps.repo.deleteInvite(r.id);
    return yes(undefined);
  }

  // ---- the Lobby's join --------------------------------------------------------------------

  /** server/lobby/guards.ts asks before every join (see the header). */
  seatHold: SeatHold = async (ctx, matchID, metadata, requested) => {
    const invitedOnly = tableOptionsOf(metadata).invitedOnly === true;
    const holds = await this.holdsAt(matchID);
    if (!invitedOnly && holds.length === 0) return { ok: true };
    const me = await this.deps.signedIn(ctx);
    const mine = me ? holds.find((h) => h.toId === me.id) : undefined;
    if (invitedOnly && !mine && !(me && (await this.deps.repo.admitted(matchID, me.id))))
      return no(403, me ? 'This table is for invited players only' : 'This table is for invited players only: sign in');
    const heldFor = new Map(holds.map((h) => [h.playerID, h.toId]));
    if (requested !== undefined) {
      const to = heldFor.get(requested);
      return to === undefined || to === me?.id ? { ok: true } : no(409, 'This seat is held for an invited player');
    }
    if (mine) return { ok: true, playerID: mine.playerID };
    const free = Object.values(metadata.players)
      .map((p) => String(p.id))
      .find((id) => !seatOf(metadata, id)?.name && !heldFor.has(id));
    return free === undefined
      ? no(409, 'No free seat: the rest are held for invited players')
      : { ok: true, playerID: free };
  };

  /** A table for invited players only was made: its creator may sit there. */
  async createdInvitedOnly(ctx: Context, matchID: string): Promise<void> {
    const me = await this.deps.signedIn(ctx);
    if (me) await this.deps.repo.admit(matchID, me.id);
  }

  /** "Play again" of an invited-only table: the accounts seated at the match before may sit at the next. */
  async copyAdmits(fromMatchID: string, toMatchID: string): Promise<void> {
    const { metadata } = (await this.deps.matches.fetch(fromMatchID, { metadata: true })) as {
      metadata?: Server.MatchData;
    };
    if (!metadata || tableOptionsOf(metadata).invitedOnly !== true) return;
    for (const b of await this.deps.accounts.matchSeatAccounts(fromMatchID))
      if (seatOf(metadata, b.playerID)?.credentials === b.credentials)
        await this.deps.repo.admit(toMatchID, b.accountId);
  }

  forgetAccount(accountId: string): Promise<void> {
    return this.deps.repo.forgetAccount(accountId);
  }
}
