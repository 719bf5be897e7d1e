// Redis pub/sub for boardgame.io's SocketIO transport (its GenericPubSub at v0.50.2: publish,
// subscribe, unsubscribeAll per channel "MATCH-<id>"): an update that one server process
// broadcasts reaches the clients of that match connected to every other process.
//
// - Two connections (ioredis): one publishes, one is in subscriber mode. Payloads are JSON.
// - whenSubscribed(channel) resolves once Redis has confirmed the subscription: from then on every
//   publish reaches this process (server/sockets/broadcast.ts then catches up from storage what was
//   published before).
// - Redis is pub/sub "at most once": after a lost connection ioredis reconnects and resubscribes
//   by itself; onReconnect listeners hear it once the subscriptions are confirmed, so the channels
//   can be caught up from storage.
// - A message for a channel this process no longer follows is dropped.
// - This process's own subscribers get its publishes at once, in process (as boardgame.io's
//   in-memory pub/sub does); each message carries its origin, so the copy Redis sends back here is
//   dropped without being parsed.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** Where a redis:// URL points, without its password (for messages). */
export function describeRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname || 'localhost'}:${u.port || 6379}`;
  } catch {
    return 'an unreadable URL';
  }
}

/** Check REDIS_URL's form; throws a clear error. */
export function checkRedisUrl(url: string): void {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new Error('REDIS_URL is not a URL (expected redis://host:6379)');
  }
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') {
    throw new Error(`REDIS_URL must start with redis:// or rediss:// (got ${u.protocol}//…)`);
  }
}

export class RedisPubSub<T> {
  private callbacks = new Map<string, ((payload: T) => void)[]>();
  private subscribed = new Map<string, Promise<void>>();
  private reconnectListeners = new Set<() => void>();
  private everReady = false;
  /** Prefix of the messages this process publishes. */
  private origin = `${randomUUID()}|`;

  private constructor(
    private pub: Redis,
    private sub: Redis,
    private prefix: string,
    private log: (msg: string) => void,
  ) {
    sub.on('message', (channel: string, message: string) => {
      if (message.startsWith(this.origin)) return; // delivered here when published
      const channelId = channel.slice(this.prefix.length);
      if (!this.callbacks.has(channelId)) return;
      let payload: T;
      try {
        payload = JSON.parse(message.slice(message.indexOf('|') + 1));
      } catch {
        return this.log(`redis: unreadable message on ${channel}`);
      }
      this.deliver(channelId, payload);
    });
    sub.on('ready', () => {
      if (!this.everReady) return void (this.everReady = true);
      // ioredis resubscribes right after 'ready'; subscribing again (a no-op for Redis) tells when
      // that is done, and only then are the channels caught up: a publish after that point
      // arrives, one before it is in storage.
      const channels = [...this.callbacks.keys()].map((c) => this.prefix + c);
      const resubscribed = channels.length ? this.sub.subscribe(...channels) : Promise.resolve();
      resubscribed.then(
        () => this.reconnectListeners.forEach((fn) => fn()),
        (e) => this.log(`redis: resubscribing failed: ${e.message}`),
      );
    });
    let lastError = 0;
    const onError = (e: Error) => {
      // ioredis retries by itself; log at most one line per 5 s.
      if (Date.now() - lastError > 5000) this.log(`redis: ${e.message} (reconnecting)`);
      lastError = Date.now();
    };
    pub.on('error', onError);
    sub.on('error', onError);
  }

  /** Connect both connections; throws a clear error if Redis cannot be reached. */
  static async connect<T>(
    url: string,
    opts: { prefix?: string; log?: (msg: string) => void } = {},
  ): Promise<RedisPubSub<T>> {
    checkRedisUrl(url);
    const make = () =>
      new Redis(url, { lazyConnect: true, connectTimeout: 5000, maxRetriesPerRequest: null, enableReadyCheck: true });
    const pub = make();
    const sub = make();
    // While connecting, a refused connection is retried; give up on the first failure instead.
    const firstTry = (r: Redis) =>
      new Promise<void>((resolve, reject) => {
        const fail = (e: Error) => reject(e);
        r.once('error', fail);
        r.connect().then(
          () => (r.off('error', fail), resolve()),
          (e) => (r.off('error', fail), reject(e)),
        );
      });
    try {
      await Promise.all([firstTry(pub), firstTry(sub)]);
    } catch (e) {
      pub.disconnect();
      sub.disconnect();
      throw new Error(
        `cannot reach Redis at ${describeRedisUrl(url)} (REDIS_URL): ${(e as Error).message || String(e)}`,
      );
    }
    const ps = new RedisPubSub<T>(pub, sub, opts.prefix ?? 'roundhouse:', opts.log ?? console.error);
    ps.everReady = true;
    return ps;
  }

  publish(channelId: string, payload: T): void {
    this.deliver(channelId, payload); // socket.io sends it as JSON, like the copies from Redis
    this.pub
      .publish(this.prefix + channelId, this.origin + JSON.stringify(payload))
      .catch((e) => this.log(`redis: publish on ${channelId} failed: ${e.message}`));
  }

  /** Hand a payload to this process's subscribers of a channel. */
  private deliver(channelId: string, payload: T): void {
    for (const cb of [...(this.callbacks.get(channelId) ?? [])]) {
      try {
        cb(payload);
      } catch (e) {
        this.log(`redis: delivering a message on ${channelId} failed: ${(e as Error).stack ?? e}`);
      }
    }
  }

  subscribe(channelId: string, callback: (payload: T) => void): void {
    const cbs = this.callbacks.get(channelId);
    if (cbs) return void cbs.push(callback);
    this.callbacks.set(channelId, [callback]);
    const done = this.sub.subscribe(this.prefix + channelId).then(
      () => undefined,
      (e) => this.log(`redis: subscribe to ${channelId} failed: ${e.message}`),
    );
    this.subscribed.set(channelId, done);
  }

  unsubscribeAll(channelId: string): void {
    if (!this.callbacks.delete(channelId)) return;
    this.subscribed.delete(channelId);
    this.sub.unsubscribe(this.prefix + channelId).catch(() => {});
  }

  /** Resolves once Redis confirmed the subscription to channelId (at once if not subscribed). */
  whenSubscribed(channelId: string): Promise<void> {
    return this.subscribed.get(channelId) ?? Promise.resolve();
  }

  /** Channels this process follows. */
  channels(): string[] {
    return [...this.callbacks.keys()];
  }

  onReconnect(fn: () => void): () => void {
    this.reconnectListeners.add(fn);
    return () => this.reconnectListeners.delete(fn);
  }

  async close(): Promise<void> {
    await Promise.all([this.pub.quit().catch(() => {}), this.sub.quit().catch(() => {})]);
  }
}
