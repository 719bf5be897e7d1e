// Broadcast only what is stored. boardgame.io's Master (v0.50.2) sends a move's update to every
// client (transport sendAll → pubSub.publish) *before* it writes the state, and does not look at
// the outcome of the write. With several processes a refused write (server/storage/base.ts: the
// compare-and-set on _stateID) would then still reach every client: a fork. This pub/sub, given
// to SocketIO({ pubSub }), sits between the transport and the real one (Redis, or in-process):
//
// - an update (or patch) of state k of a match is held until this process's store reports the
//   write of state k: stored (or unchanged: an invalid move) → published; refused (another process
//   stored its own state k first) → dropped, and this process's clients of the match are re-synced
//   from storage (the stored state and log), so the client whose move lost sees the winning state
//   (the same when the write failed: a database error);
//   held longer than holdMs (no write came) → dropped;
// - when Redis confirms a subscription (the first client of a match on this process), and after a
//   Redis reconnection, the clients of the match on this process are caught up from storage: an
//   update published while the subscription was not yet live is then not missed (everything
//   published is already stored);
// - the undo and redo history is left out of the states it publishes: every client's copy has it
//   emptied anyway (boardgame.io's filterPlayerView), and it is most of a state's size (16 of
//   19 KB in a steam-rollers turn), which every other process would otherwise parse;
// - match data announced while a stand-in bot connects or leaves is dropped (it is not the
//   seat's player's presence);
// - everything else (match data, chat) passes straight through.
//
// Clients take an update whose _stateID is >= theirs (boardgame.io client), and drop log entries
// they already have, so a catch-up that repeats the current state changes nothing.
import * as socketParser from 'socket.io-parser';
import type { GenericPubSub, SocketIO } from 'boardgame.io/server';
import type { State } from 'boardgame.io';
import { suppressedMetadata, type RoundhouseStoreBase, type StateWrite } from '../storage/base';

/** What the Master hands the transport (boardgame.io's IntermediateTransportData, not exported). */
type SocketPubSub = NonNullable<ConstructorParameters<typeof SocketIO>[0]>['pubSub'];
export type Payload = SocketPubSub extends GenericPubSub<infer T> | undefined ? T : never;

/** What the real pub/sub may offer beyond GenericPubSub (server/sockets/pubsub-redis.ts does). */
export interface InnerPubSub extends GenericPubSub<Payload> {
  whenSubscribed?(channelId: string): Promise<void>;
  onReconnect?(fn: () => void): () => void;
  close?(): Promise<void>;
}

/** In-process pub/sub (one server process). */
export class LocalPubSub implements InnerPubSub {
  private callbacks = new Map<string, ((p: Payload) => void)[]>();
  publish(channelId: string, payload: Payload): void {
    for (const cb of this.callbacks.get(channelId) ?? []) cb(payload);
  }
  subscribe(channelId: string, callback: (p: Payload) => void): void {
    this.callbacks.set(channelId, [...(this.callbacks.get(channelId) ?? []), callback]);
  }
  unsubscribeAll(channelId: string): void {
    this.callbacks.delete(channelId);
  }
}

/** boardgame.io's channel for a match (src/server/transport/socketio.ts at v0.50.2). */
const CHANNEL = 'MATCH-';
/** The match of a channel, if it is a match's. */
export const matchOf = (channelId: string) =>
  channelId.startsWith(CHANNEL) ? channelId.slice(CHANNEL.length) : undefined;
/** A match's channel. */
export const channelOf = (matchID: string) => CHANNEL + matchID;

export class CommittedBroadcasts implements GenericPubSub<Payload> {
  private held = new Map<string, { channelId: string; payload: Payload }[]>();
  private timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** This process's callbacks per channel (to deliver catch-ups and re-syncs locally). */
  private local = new Map<string, ((p: Payload) => void)[]>();
  private offWrite: () => void;
  private offReconnect: (() => void) | undefined;
  /** Counters (for logs and tests). */
  readonly stats = { published: 0, refused: 0, resyncs: 0, catchUps: 0, expired: 0 };

  constructor(
    readonly inner: InnerPubSub,
    private store: RoundhouseStoreBase,
    private log: (msg: string) => void = () => {},
    private holdMs = 30_000,
  ) {
    this.offWrite = store.onStateWrite((w) => this.settle(w));
    this.offReconnect = inner.onReconnect?.(() => {
      for (const channelId of this.local.keys()) void this.catchUp(channelId);
    });
  }

  publish(channelId: string, payload: Payload): void {
    // A stand-in bot connecting or leaving is not the seat's player (server/clock/stand-in.ts).
    if (payload.type === 'matchData' && suppressedMetadata.getStore()) return;
    const state: State | undefined =
      payload.type === 'update' ? payload.args[1] : payload.type === 'patch' ? payload.args[3] : undefined;
    if (!state || typeof state._stateID !== 'number') return this.inner.publish(channelId, payload);
    const key = `${payload.args[0]}#${state._stateID}`;
    const list = this.held.get(key);
    if (list) return void list.push({ channelId, payload });
    this.held.set(key, [{ channelId, payload }]);
    const timer = setTimeout(() => {
      if (this.held.delete(key)) this.stats.expired++;
      this.timers.delete(key);
    }, this.holdMs);
    timer.unref?.();
    this.timers.set(key, timer);
  }

  subscribe(channelId: string, callback: (p: Payload) => void): void {
    this.local.set(channelId, [...(this.local.get(channelId) ?? []), callback]);
    this.inner.subscribe(channelId, callback);
    if (this.inner.whenSubscribed) {
      this.inner.whenSubscribed(channelId).then(() => this.catchUp(channelId));
    }
  }

  unsubscribeAll(channelId: string): void {
    this.local.delete(channelId);
    this.inner.unsubscribeAll(channelId);
  }

  async close(): Promise<void> {
    this.offWrite();
    this.offReconnect?.();
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    this.held.clear();
    await this.inner.close?.();
  }

  private settle({ matchID, stateID, outcome }: StateWrite): void {
    const key = `${matchID}#${stateID}`;
    const list = this.held.get(key);
    if (!list) return;
    this.held.delete(key);
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
    if (outcome === 'written' || outcome === 'unchanged') {
      for (const { channelId, payload } of list) {
        try {
          this.inner.publish(channelId, withoutUndo(payload));
          this.stats.published++;
        } catch (e) {
          this.log(`broadcast of match ${matchID} state ${stateID} failed: ${(e as Error).message}`);
        }
      }
      return;
    }
    this.stats.refused++;
    if (outcome === 'stale' || outcome === 'failed') {
      this.log(
        outcome === 'stale'
          ? `match ${matchID}: state ${stateID} was stored first by another process; this one's is dropped and its clients re-synced`
          : `match ${matchID}: state ${stateID} could not be stored; its update is dropped and the clients re-synced`,
      );
      this.stats.resyncs++;
      void this.catchUp(list[0].channelId);
    }
  }

  /** Re-sync this process's clients of a match from storage (a write of it was refused or failed
   *  elsewhere: server/sockets/master-threads.ts). */
  resync(matchID: string): void {
    this.stats.resyncs++;
    void this.catchUp(channelOf(matchID));
  }

  /** Send every process's clients of a match its stored state and log (a state written outside
   *  any server process: the command line's end-match). */
  async announce(matchID: string): Promise<void> {
    const update = await this.storedUpdate(matchID);
    if (update) this.inner.publish(channelOf(matchID), withoutUndo(update));
  }

  /** The update that carries a match's stored state and log (none for a match without a state). */
  private async storedUpdate(matchID: string): Promise<Payload | undefined> {
    const { state, log } = await this.store.fetch(matchID, { state: true, log: true });
    return state && { type: 'update', args: [matchID, { ...state, deltalog: log ?? [] }] };
  }

  /** Send this process's clients of a channel the stored state and log. */
  private async catchUp(channelId: string): Promise<void> {
    const matchID = matchOf(channelId);
    if (!matchID || !this.local.has(channelId)) return;
    let payload: Payload | undefined;
    try {
      payload = await this.storedUpdate(matchID);
    } catch (e) {
      return this.log(`catching up match ${matchID} failed: ${(e as Error).message}`);
    }
    const callbacks = this.local.get(channelId);
    if (!payload || !callbacks) return;
    this.stats.catchUps++;
    for (const cb of callbacks) {
      try {
        cb(payload);
      } catch (e) {
        this.log(`catching up match ${matchID} failed: ${(e as Error).message}`);
      }
    }
  }
}

/** socket.io's packet encoder without its search for binary data: socket.io-parser walks every
 *  value of every packet it sends (hasBinary) to find Buffers to send as attachments; boardgame.io
 *  and Roundhouse send plain JSON only, so that walk over each seat's view of each state was pure
 *  cost (2.3–2.9% of a saturated server's time in `npm run load -- --cpu-prof`). Packets are
 *  encoded exactly as before (the same string); the decoder is socket.io's own. Given to the
 *  socket.io server as `parser` (server/app.ts). */
class JsonOnlyEncoder extends socketParser.Encoder {
  override encode(obj: socketParser.Packet): ReturnType<socketParser.Encoder['encode']> {
    return [(this as unknown as { encodeAsString(p: socketParser.Packet): string }).encodeAsString(obj)];
  }
}
export const jsonOnlyParser = { ...socketParser, Encoder: JsonOnlyEncoder };

/** The payload with its states' _undo and _redo emptied (clients get them empty in any case). */
function withoutUndo(payload: Payload): Payload {
  const strip = (st: State) => (st && (st._undo?.length || st._redo?.length) ? { ...st, _undo: [], _redo: [] } : st);
  if (payload.type === 'update') return { ...payload, args: [payload.args[0], strip(payload.args[1])] };
  if (payload.type === 'patch')
    return { ...payload, args: [payload.args[0], payload.args[1], strip(payload.args[2]), strip(payload.args[3])] };
  return payload;
}
