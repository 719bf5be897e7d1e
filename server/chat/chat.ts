// Table chat: who may read and write which room of a match, the checks on a message, and live
// delivery to the match's open streams (./routes.ts).
// - The players' room: anyone who may watch the match reads it; a seat writes to it with its
//   playerID and credentials (checked as the Lobby checks them). The name shown is the seat's
//   (the account's name at a seat bound to an account).
// - The spectators' room: signed-in spectators write to it; while the match runs it is hidden from
//   its players (an account seated at the match reads nothing of it); once the match is over
//   anyone who may watch reads it.
// - A message is plain text of 1–300 characters (trimmed) without control characters; at most
//   RATE_LIMIT_CHAT (5 in 10 s) per seat, or per account in the spectators' room.
// - A message is data: it is stored and sent as the JSON string written, and the client shows it
//   as text, never as markup (client/chat/).
import { randomBytes } from 'node:crypto';
import type { Server } from 'boardgame.io';
import type { Context } from 'koa';
import type { RateLimits } from '../http/rate-limits';
import { canonicalSeat, seatOf } from '../lobby/seats';
import type { ChatRepo, Room, StoredMessage } from './repo';
import { holdsSeat, sameSecret } from '../clock/stand-in';
import { CREDENTIALS_MAX } from '../lobby/guards';

/** What a client receives of a message. */
export interface ChatMessage {
  id: string;
  /** The seat's playerID; null for a spectator. */
  seat: string | null;
  name: string;
  text: string;
  at: number;
}

export const TEXT_MAX = 300;
// control characters (line breaks included: a message is one line) and the bidirectional
// overrides that make text read as something else
const BAD_CHARS = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/u;

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; error: string; retryAfter?: number };
const no = (status: number, error: string) => ({ ok: false as const, status, error });

/** The text of a message as stored (trimmed), or why it is refused. */
export function checkText(value: unknown): Outcome<string> {
  if (typeof value !== 'string') return no(400, 'text must be a string');
  const text = value.trim();
  if (!text) return no(400, 'A message needs some text');
  if ([...text].length > TEXT_MAX) return no(400, `A message has ${TEXT_MAX} characters at most`);
  if (BAD_CHARS.test(text)) return no(400, 'A message may not contain control characters or line breaks');
  return { ok: true, value: text };
}

export const view = (m: StoredMessage): ChatMessage => ({
  id: m.id,
  seat: m.seat,
  name: m.name,
  text: m.text,
  at: m.at,
});

export interface ChatDeps {
  repo: ChatRepo;
  /** The match store: a match's metadata (its seats, their names and credentials, gameover). */
  matches: { fetch(matchID: string, opts: { metadata: true }): Promise<{ metadata?: Server.MatchData }> };
  /** The accounts: the seats of a match bound to accounts, with their names. */
  accounts: {
    matchSeatAccounts(
      matchID: string,
    ): Promise<{ playerID: string; accountId: string; credentials: string; name: string }[]>;
  };
  /** The signed-in account of a request. */
  signedIn(ctx: Context): Promise<{ id: string; name: string } | undefined>;
  limits: RateLimits;
  /** Why the account may not write now (muted, suspended: server/mod/), or null. */
  writeRefusal?: (accountId: string) => Promise<string | null>;
  /** Why a seat may not write in its match's chat now (a seat muted by a moderator), or null. */
  seatWriteRefusal?: (matchID: string, seat: string) => Promise<string | null>;
  /** Authors whose messages the viewer does not see (the viewer's blocks). */
  hiddenAuthors?: (viewerAccountId: string) => Promise<Set<string>>;
  /** Several processes share the database: streams look for others' messages too. */
  shared?: boolean;
  now?: () => number;
}

export type Listener = (event: { type: 'message'; message: StoredMessage } | { type: 'delete'; id: string }) => void;

export class Chat {
  private listeners = new Map<string, Set<Listener>>();
  readonly now: () => number;

  constructor(readonly deps: ChatDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** Whether the request may read `room` of the match: its metadata and the viewer, or the refusal. */
  async access(
    ctx: Context,
    matchID: string,
    room: Room,
  ): Promise<Outcome<{ metadata: Server.MatchData; viewer?: { id: string; name: string } }>> {
    const { metadata } = await this.deps.matches.fetch(matchID, { metadata: true });
    if (!metadata) return no(404, `No match ${matchID}`);
    const viewer = await this.deps.signedIn(ctx);
    if (room === 'spectators' && metadata.gameover === undefined) {
      if (!viewer) return no(401, 'Sign in to read the spectators’ chat');
      if (await this.seatedAccount(matchID, viewer.id))
        return no(403, 'The players do not see the spectators’ chat while the match runs');
    }
    return { ok: true, value: { metadata, viewer } };
  }

  private async seatedAccount(matchID: string, accountId: string): Promise<boolean> {
    return (await this.deps.accounts.matchSeatAccounts(matchID)).some((s) => s.accountId === accountId);
  }

  /** The messages of a room as `viewer` sees them (leaving out authors the viewer hides). */
  async list(matchID: string, room: Room, viewerId: string | undefined, since?: number): Promise<StoredMessage[]> {
    const all = await this.deps.repo.messages(matchID, room, since === undefined ? {} : { since });
    const hidden = await this.hiddenFor(viewerId);
    return hidden.size ? all.filter((m) => !m.accountId || !hidden.has(m.accountId)) : all;
  }

  async hiddenFor(viewerId: string | undefined): Promise<Set<string>> {
    return viewerId && this.deps.hiddenAuthors ? await this.deps.hiddenAuthors(viewerId) : new Set();
  }

  /** Write a message: the body `{ text, playerID, credentials }` (a seat) or `{ text, room:
   *  "spectators" }` (a signed-in spectator). */
  async post(ctx: Context, matchID: string, body: Record<string, unknown>): Promise<Outcome<StoredMessage>> {
    for (const k of Object.keys(body))
      if (!['text', 'playerID', 'credentials', 'room'].includes(k))
        return no(400, `Unexpected field "${k.slice(0, 40)}"`);
    if (body.room !== undefined && body.room !== 'players' && body.room !== 'spectators')
      return no(400, 'room must be "players" or "spectators"');
    const room: Room = body.room === 'spectators' ? 'spectators' : 'players';
    let author: { seat: string | null; name: string; accountId: string | null; budget: string };
    if (room === 'spectators') {
      if (body.playerID !== undefined || body.credentials !== undefined)
        return no(400, 'The spectators’ chat is written without a seat');
      const access = await this.access(ctx, matchID, room);
      if (!access.ok) return access;
      const viewer = access.value.viewer;
      if (!viewer) return no(401, 'Sign in to write in the spectators’ chat');
      author = { seat: null, name: viewer.name, accountId: viewer.id, budget: `${matchID}/account:${viewer.id}` };
    } else {
      if (canonicalSeat(body.playerID) === null || typeof body.credentials !== 'string')
        return no(400, 'playerID and credentials are required');
      if (!body.credentials || body.credentials.length > CREDENTIALS_MAX) return no(400, 'credentials are required');
      const { metadata } = await this.deps.matches.fetch(matchID, { metadata: true });
      if (!metadata) return no(404, `No match ${matchID}`);
      const s = seatOf(body.playerID, metadata.players);
      if (!s.ok) return no(s.status, s.error);
      const p = metadata.players[s.seat as unknown as number];
      const held = holdsSeat(p, body.credentials);
      if (!held.ok) return no(held.status, held.error);
      const bound = (await this.deps.accounts.matchSeatAccounts(matchID)).find(
        (b) => b.playerID === s.seat && sameSecret(b.credentials, p.credentials!),
      );
      author = {
        seat: s.seat,
        name: bound?.name ?? p.name ?? `Seat ${Number(s.seat) + 1}`,
        accountId: bound?.accountId ?? null,
        budget: `${matchID}/seat:${s.seat}`,
      };
    }
    const text = checkText(body.text);
    if (!text.ok) return text;
    if (author.accountId && this.deps.writeRefusal) {
      const refused = await this.deps.writeRefusal(author.accountId);
      if (refused) return no(403, refused);
    }
    if (author.seat !== null && this.deps.seatWriteRefusal) {
      const refused = await this.deps.seatWriteRefusal(matchID, author.seat);
      if (refused) return no(403, refused);
    }
    // the point is reserved before the write, so a burst sent at once cannot pass the limit
    const wait = await this.deps.limits.spend('chat', author.budget);
    if (wait > 0)
      return {
        ok: false,
        status: 429,
        error: `Too many messages; wait ${Math.ceil(wait / 1000)} s`,
        retryAfter: Math.ceil(wait / 1000),
      };
    const message: StoredMessage = {
      id: randomBytes(9).toString('base64url'),
      matchID,
      room,
      seat: author.seat,
      name: author.name,
      text: text.value,
      accountId: author.accountId,
      at: this.now(),
      deletedAt: null,
    };
    try {
      await this.deps.repo.addMessage(message);
    } catch (e) {
      await this.deps.limits.refund('chat', author.budget);
      throw e;
    }
    this.emit(matchID, room, { type: 'message', message });
    return { ok: true, value: message };
  }

  /** A moderator deletes a message: it is shown to no one again. */
  async deleteMessage(id: string): Promise<StoredMessage | undefined> {
    const m = await this.deps.repo.messageById(id);
    if (!m || m.deletedAt !== null) return undefined;
    if (!(await this.deps.repo.deleteMessage(id, this.now()))) return undefined;
    this.emit(m.matchID, m.room, { type: 'delete', id });
    return m;
  }

  messageById(id: string): Promise<StoredMessage | undefined> {
    return this.deps.repo.messageById(id);
  }

  /** Hear a room's new messages and deletions (this process's; see ./routes.ts for the others'). */
  listen(matchID: string, room: Room, fn: Listener): () => void {
    const key = `${room}:${matchID}`;
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(fn);
    return () => {
      set.delete(fn);
      if (!set.size) this.listeners.delete(key);
    };
  }

  /** How many streams are open (tests, metrics). */
  get streams(): number {
    let n = 0;
    for (const s of this.listeners.values()) n += s.size;
    return n;
  }

  private emit(matchID: string, room: Room, event: Parameters<Listener>[0]) {
    for (const fn of this.listeners.get(`${room}:${matchID}`) ?? []) {
      try {
        fn(event);
      } catch {
        // a stream that failed to take an event closes itself
      }
    }
  }
}
