// How a server process's broadcasts travel, chosen from the configuration: in-process (the
// default: one process), or Redis pub/sub (REDIS_URL) for several processes on one Postgres
// database. Redis is reached before the server listens: a bad URL or an unreachable server is a
// clear error at start. What is published is held until the match store has stored it
// (./broadcast.ts CommittedBroadcasts).
import type { RoundhouseStoreBase } from '../storage/base';
import { CommittedBroadcasts, LocalPubSub, type InnerPubSub } from './broadcast';
import { describeRedisUrl, RedisPubSub } from './pubsub-redis';

/** Throws a clear error for a configuration whose broadcasts cannot work (checked first, before
 *  anything is opened). */
export function checkPubSubConfig(config: { databaseUrl?: string; redisUrl?: string }): void {
  if (config.redisUrl && !config.databaseUrl) {
    throw new Error(
      'REDIS_URL is set without DATABASE_URL: server processes that share broadcasts must share one database (DATABASE_URL=postgres://…)',
    );
  }
}

/** The pub/sub the process publishes through (not yet bound to a store). */
export async function openInnerPubSub(
  config: { databaseUrl?: string; redisUrl?: string },
  log: (msg: string) => void = console.log,
): Promise<InnerPubSub> {
  checkPubSubConfig(config);
  return config.redisUrl ? ((await RedisPubSub.connect(config.redisUrl, { log })) as InnerPubSub) : new LocalPubSub();
}

/** The broadcasts of the match store's stored moves. */
export function committedBroadcasts(
  inner: InnerPubSub,
  store: RoundhouseStoreBase,
  log: (msg: string) => void = console.log,
): CommittedBroadcasts {
  return new CommittedBroadcasts(inner, store, log);
}

/** "Redis at host:6379" (no password), or nothing for in-process broadcasts. */
export function describePubSub(config: { redisUrl?: string }): string {
  return config.redisUrl ? `Redis at ${describeRedisUrl(config.redisUrl)}` : '';
}
