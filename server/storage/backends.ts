// Where a server process keeps its matches and how its broadcasts travel, chosen from the
// configuration: SQLite in DATA_DIR and in-process broadcasts (the default: one process), or
// Postgres (DATABASE_URL) and Redis pub/sub (REDIS_URL) for several processes. Both are reached
// before the server listens: a bad URL or an unreachable service is a clear error at start.
import type { GameModule } from '../../games/common/module';
import { CommittedBroadcasts, LocalPubSub, type InnerPubSub } from '../sockets/broadcast';
import { RedisPubSub, describeRedisUrl } from '../sockets/pubsub-redis';
import { SqliteStore } from './sqlite';
import type { RoundhouseStoreBase } from './base';
import { PgStore, describePgUrl } from './postgres';

export interface Backends {
  store: RoundhouseStoreBase;
  pubSub: CommittedBroadcasts;
  /** "data in ./data" / "Postgres at host:5432/db, Redis at host:6379" (no passwords). */
  describe: string;
  close(): Promise<void>;
}

export async function openBackends(
  config: { dataDir: string; databaseUrl?: string; redisUrl?: string },
  games: GameModule[],
  log: (msg: string) => void = console.log,
): Promise<Backends> {
  if (config.redisUrl && !config.databaseUrl) {
    throw new Error('REDIS_URL is set without DATABASE_URL: server processes that share broadcasts must share one database (DATABASE_URL=postgres://…)');
  }
  let store: RoundhouseStoreBase;
  if (config.databaseUrl) {
    const pg = new PgStore(config.databaseUrl, games, { log });
    try {
      await pg.connect();
    } catch (e) {
      await pg.close().catch(() => {});
      throw e;
    }
    store = pg;
  } else {
    store = new SqliteStore(config.dataDir, games);
  }
  let inner: InnerPubSub;
  try {
    inner = config.redisUrl ? await RedisPubSub.connect(config.redisUrl, { log }) : new LocalPubSub();
  } catch (e) {
    await store.close();
    throw e;
  }
  const pubSub = new CommittedBroadcasts(inner, store, log);
  const describe = config.databaseUrl
    ? `Postgres at ${describePgUrl(config.databaseUrl)}${config.redisUrl ? `, Redis at ${describeRedisUrl(config.redisUrl)}` : ''}`
    : `data in ${config.dataDir}`;
  return {
    store,
    pubSub,
    describe,
    async close() {
      await pubSub.close();
      await store.close();
    },
  };
}
